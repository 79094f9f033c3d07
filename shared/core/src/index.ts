/**
 * The public face of @murmur/core, the one federation singleton of Murmur's own code: the API's
 * types, the API client and RTK Query API, the store and its config. Apps import only from
 * here; a change to what this file exports, or to the store's state shape, needs a version bump
 * (see docs/versioning-core.md).
 */
// The wire's shapes are @murmur/contract's; core passes on the ones apps and remotes use.
export type {
  Author,
  CommentAnswer,
  CommentContent,
  CommentView,
  DeletedCommentAnswer,
  DeletedPostAnswer,
  FollowAnswer,
  OwnProfile,
  OwnProfileAnswer,
  Page,
  PageQuery,
  PostAnswer,
  PostContent,
  PostView,
  Profile,
  ProfileAnswer,
  ProfileEdit,
  SessionAnswer,
  SuggestionsAnswer,
  Vote,
  VoteAnswer,
} from '@murmur/contract';
export type { ErrorBody, LoginRequest, ProfileUpdate, SignupRequest } from '@murmur/contract';
export type { AuthState } from './store/authState';
export { ApiError, errorMessage } from './api/client';
export { FIRST_READS_GLOBAL } from './api/firstReads';
export { murmurApi, type MurmurApi } from './api/murmurApi';
export { pagePath, type CallV2, type V2Call } from './api/baseQuery';
export * from './api/v2/timelines';
export * from './api/v2/posts';
export * from './api/v2/people';
export * from './api/v2/session';
export { prefetchRouteData } from './api/v2/routeData';
export type {
  CommentCreatedEvent,
  CommentDeletedEvent,
  FollowedEvent,
  LiveEvent,
  LiveEventType,
  PostCountedEvent,
  PostCreatedEvent,
  PostDeletedEvent,
} from '@murmur/contract';
export { onLiveEvent, publishLiveEvent } from './live/liveHub';
export { startLiveEvents, type LiveEventsOptions } from './live/startLiveEvents';
export { showNewPosts } from './live/showNewPosts';
export { GUEST_CREDENTIALS } from '@murmur/contract';
export { paths } from './config/paths';
export { STORAGE_KEYS } from './config/storage';
export * from './federation/remoteRoutes';
export * from './store';
export {
  DEFAULT_MOCK_DELAY_MS,
  MOCK_API_STORAGE_KEYS,
  readMockApiSettings,
  startMockApiWith,
  type MockApiModule,
  type MockApiSettings,
} from './mockApi/mockApi';
