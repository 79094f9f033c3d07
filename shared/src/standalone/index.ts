/** Running a remote on its own, and the pieces it shares with the shell (toaster, mock API start). */
export { AppToaster, MAX_TOASTS } from './AppToaster';
export { GUEST_NOTE } from './GuestSession';
export {
  DEFAULT_MOCK_DELAY_MS,
  MOCK_API_STORAGE_KEYS,
  readMockApiSettings,
  startMockApiWith,
  type MockApiModule,
  type MockApiSettings,
} from './mockApi';
export { renderStandalone, type RenderStandaloneOptions } from './renderStandalone';
export { StandaloneApp, type StandaloneAppProps, type StandalonePage } from './StandaloneApp';
export type { StandaloneNavItem } from './StandaloneFrame';
