/**
 * The release code's stand-in store for the dashboard's tests (a store of small fake builds in a
 * temporary folder), from the same place as releaseStore.ts: the two files to edit when the
 * release code moves.
 */
export { fakeWorld, type FakeWorld } from '../../../../scripts/lib/release/testing/fakeBuilds';
export { deploy } from '../../../../scripts/lib/release/deploy';
