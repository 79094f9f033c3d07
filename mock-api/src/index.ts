/**
 * @murmur/mock-api: the backend of both APIs (v1, the spec's §4-§8, and v2) running in the page
 * under /api. Each API's rules are plain functions over plain data in its folder (`api/v1/`,
 * `api/v2/`, what both share in `api/shared/`); Mirage only routes (`mirage/`).
 */
export {
  DEFAULT_TIMING_MS,
  startMockApi,
  type MockApi,
  type MockApiOptions,
} from './start-mock-api';

/**
 * The demo data lives in IndexedDB (database DATABASE_NAME), shared by every tab of the origin.
 * `resetDemoData()` deletes it: every tab's mock seeds afresh on its next call.
 */
export { DATABASE_NAME } from './persistence/idb';
export { clearSavedDemo as resetDemoData } from './persistence/open';
export { SHARED_COPY_MEASURE } from './persistence/timing';

export { MOCK_MESSAGES, SPEC_MESSAGES } from '@murmur/contract';
export type { Db, StoredUser } from '@murmur/contract';

export { SEED_COMMENTED_POST, SEED_POSTS } from '@murmur/contract';
export { SEED_USER_IDS, SEED_USERNAMES, SEED_USERS, type SeedUser } from '@murmur/contract';
/** The name announced to other packages: the six seed users, with their passwords. */
export { SEED_USERS as seedUsers } from '@murmur/contract';
export { SEED_POST_COUNT, buildSeedDb } from '@murmur/contract';

export { buildComment, buildPost, buildUser, buildUserSummary } from './testing/builders';
