/* global __MURMUR_APP__ -- defined by the bundler (createAppConfig) */
/**
 * The page's one React Refresh runtime, in development; it stands in for `react-refresh/runtime`
 * in every app's dev bundle (createAppConfig aliases it there).
 *
 * A page of the product holds several bundles: the shell's and each remote's entry, each with
 * its own copy of react-refresh. React Refresh keeps the component families and the React roots
 * it may re-render inside one runtime instance, and it learns of a root only when React DOM
 * reports to it: React DOM reports to the instance installed before it started, the shell's.
 * A remote's own instance, installed later, never hears of a root, so the remote's hot update
 * applies and nothing re-renders (module-federation/core#2459, nrwl/nx#36393). Here the first
 * bundle on the page puts its instance on `window`, every later bundle uses that one, and each
 * app's component ids carry the app's name: the shell's copy of a @murmur/ui component and the
 * feed's copy of it stay two families, as they are two modules.
 */
import * as ownRuntime from 'react-refresh/cjs/react-refresh-runtime.development.js';

const PAGE_RUNTIME = '__murmurReactRefreshRuntime';
const HOOK_INJECTED = '__murmurReactRefreshInjected';

const runtime = (globalThis[PAGE_RUNTIME] ??= ownRuntime);
// The app's federation name, defined at build time by createAppConfig.
const app = __MURMUR_APP__;

export const register = (type, id) => runtime.register(type, `${app}:${id}`);
export const getFamilyByID = (id) => runtime.getFamilyByID(`${app}:${id}`);

/** Hooks into React DevTools' global hook once per page, whichever bundle asks first. */
export function injectIntoGlobalHook(globalObject) {
  if (globalObject[HOOK_INJECTED]) return;
  globalObject[HOOK_INJECTED] = true;
  runtime.injectIntoGlobalHook(globalObject);
}

export const {
  _getMountedRootCount,
  collectCustomHooksForSignature,
  createSignatureFunctionForTransform,
  getFamilyByType,
  hasUnrecoverableErrors,
  isLikelyComponentType,
  performReactRefresh,
  setSignature,
} = runtime;
