/**
 * `module.hot`, the bundler's hot module API, on the modules a dev server runs (undefined
 * elsewhere: production builds, Jest). Core's page-lifetime modules use it (hotUpdates.ts).
 */
import type { HotModule } from '../shared/core/src/hot/hotUpdates';

declare global {
  namespace NodeJS {
    interface Module {
      hot?: HotModule;
    }
  }
}
