/**
 * The shell's plugins of the federation runtime that are registered as the app starts. (The
 * shared tree shaking plugin is not among them: it must run before any shared library loads,
 * so the build registers it in the shell's entry, shared/build/federation.ts.)
 */
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { compatibilityGatePlugin } from './compatibility/compatibilityGatePlugin';
import { remoteLoadErrorsPlugin } from './remoteLoadErrorsPlugin';

/**
 * A remote that fails to load is reported by its page, naming the app and what went wrong; a
 * remote built for a newer shell is refused before any of its code runs. (A file whose bytes
 * are not the ones deployed is refused by the plugin the entry registers first:
 * integrity/pinThisPage.ts.)
 */
export function registerRuntimePlugins(): void {
  registerPlugins([remoteLoadErrorsPlugin(), compatibilityGatePlugin()]);
}
