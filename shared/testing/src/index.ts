/**
 * @murmur/testing: what tests anywhere in the repo share. Rendering with the real store and router
 * against the real mock API, a signed-in store, data builders, and clients of both APIs as an
 * outside caller sees them (v1's for the suites that hold the servers to the spec). Never bundled.
 */
export { withMockApi } from './mockApi';
export { renderWithProviders } from './render';
export { renderPage, renderSignedIn, type PageRoute } from './renderPage';
export { hydrateDrawnPage, type DrawnPageOptions, type HydratedPage } from './hydrateDrawnPage';
export { signInAsGuest, signedInStore } from './session';
export {
  ada,
  buildOwnProfile,
  buildPost,
  buildProfile,
  postsState,
  signedInState,
} from './builders';
export { callApi, type CallOptions, type Method } from './http';
export { allPages, v2, v2Write } from './v2';
export { productRemotesJson } from './productRoutes';
export { v1Auth, v1Bookmarks, v1Comments, v1Posts, v1Users } from './v1Client';
