/**
 * @murmur/contract: the words and rules of the API contract (spec §5, §7, §8, §9) that the mock in
 * the browser and the server in Node share: the wire's shapes as schemas (TypeBox) with the types
 * derived from them, the input rules, the §8 messages; and the remotes' route declarations, which
 * the shell, the build and the release tools all read (routes/). No DOM, no Node built-ins.
 */
export type * from './v1/domain';
export type * from './v1/messages';
export type * from './v2/types';
export type * from './v2/events';
/** The schemas the types are derived from, by API: a server's route schemas use them. */
export * as common from './common/shapes';
export * as v1 from './v1';
export * as v2 from './v2';
export { LIVE_EVENT_TYPES } from './v2/event-types';
export {
  EVENT_STREAM_HEADERS,
  EVENT_STREAM_HEARTBEAT,
  audienceOf,
  eventFrame,
} from './v2/event-stream';
export { API_BASE } from './common/api-base';
export {
  DRAWN_STYLE_ATTRIBUTE,
  FIRST_READS_GLOBAL,
  FIRST_SCREEN_HINTS_ID,
  INTEGRITY_LIST,
  PIN_SCRIPT_GLOBAL,
  SESSION_STORAGE_KEYS,
  SHELL_PINS_ID,
  SHELL_VERSION_META,
} from './page-marks';
export { tokenFromHeader } from './common/authorization';
export { DRAWN_FIRST_SCREEN_ID } from './first-screen/draw';
export type { DrawRequest, DrawnRoute, DrawnRoutes } from './first-screen/draw';
// The route declarations' types and the navigation's icons: all that module holds.
export * from './routes/remote-routes';
export { routeKey, routeProblem } from './routes/route-problem';
export {
  SIGNED_IN_COOKIE,
  SIGNED_IN_COOKIE_MAX_AGE_S,
  hasSignedInCookie,
} from './common/signed-in-cookie';
export { GUEST_CREDENTIALS } from './seed/guest';
export { HttpError, MOCK_MESSAGES, SPEC_MESSAGES, badRequest, notFound } from './errors';
export {
  PROFILE_EDITABLE_FIELDS,
  RESERVED_USERNAMES,
  profileFields,
  isReservedUsername,
  loginName,
  readLogin,
  readSignup,
  sameUsername,
  usernameKey,
  type LoginInput,
  type ProfileFields,
  type SignupInput,
} from './inputs';
export { fieldsOf, wrappedFields } from './validation';
export { isObject } from './is-object';
export { containsNul } from './nul';
export {
  LIMITS,
  NAME_PATTERN,
  USERNAME_PATTERN,
  hasControlCharacters,
  isUsername,
  lengthOf,
} from './limits';
export {
  PAGE_LIMIT,
  decodeCursor,
  encodeCursor,
  pageOf,
  readPageRequest,
  type PageRequest,
} from './paging';
export { TIMESTAMP_PATTERN, formatTimestamp, timestampNow } from './time';
export type { Db, StoredUser } from './db';
export { SEED_POST_COUNT, buildSeedDb, type SeedOptions } from './seed/build-seed';
export { extraSeedPosts } from './seed/extra-posts';
export {
  SEED_COMMENTED_POST,
  SEED_POSTS,
  type SeedComment,
  type SeedPost,
  type SeedUserKey,
} from './seed/seed-posts';
export { SEED_USERS, SEED_USER_IDS, SEED_USERNAMES, type SeedUser } from './seed/seed-users';
export * as telemetry from './telemetry/schemas';
export type {
  HealthBucketFigures,
  TelemetryAppCounts,
  TelemetryReportBody,
  TelemetrySummaryAnswer,
  TelemetryTicketAnswer,
  TelemetryVitalsBody,
  VersionHealthFigures,
  VersionSeriesFigures,
} from './telemetry/schemas';
export { TELEMETRY_LIMITS, TELEMETRY_SUMMARY_LIMITS } from './telemetry/limits';
export { TELEMETRY_MESSAGES } from './telemetry/messages';
