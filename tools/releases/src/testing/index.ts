/** @murmur/releases/testing: a stand-in store of small fake builds in a temporary folder, for tests. */
export { fakeWorld, writeFakeBuild, type FakeBuildOptions, type FakeWorld } from './fakeBuilds';
export { storeSnapshot } from './storeSnapshot';
