/** Running a remote on its own, for development: never part of a bundle the shell loads. */
export { GUEST_NOTE } from './GuestSession';
export { renderStandalone, type RenderStandaloneOptions } from './renderStandalone';
export { StandaloneApp, type StandaloneAppProps, type StandalonePage } from './StandaloneApp';
export type { StandaloneNavItem } from './StandaloneFrame';
