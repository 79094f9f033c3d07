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
const PAGE_STATE = '__murmurReactRefreshPage';

const runtime = (globalThis[PAGE_RUNTIME] ??= ownRuntime);
// The app's federation name, defined at build time by createAppConfig.
const app = __MURMUR_APP__;

/** The page's component types, by family id, and its React roots with their renderer. */
const page = (globalThis[PAGE_STATE] ??= { types: new Map(), roots: new Map() });

export function register(type, id) {
  page.types.set(`${app}:${id}`, type);
  runtime.register(type, `${app}:${id}`);
}
export const getFamilyByID = (id) => runtime.getFamilyByID(`${app}:${id}`);

/** Hooks into React DevTools' global hook once per page, whichever bundle asks first. */
export function injectIntoGlobalHook(globalObject) {
  if (globalObject[HOOK_INJECTED]) return;
  globalObject[HOOK_INJECTED] = true;
  runtime.injectIntoGlobalHook(globalObject);
  followRoots(globalObject.__REACT_DEVTOOLS_GLOBAL_HOOK__);
}

/** Notes each React root the page commits, with the renderer that can refresh it. */
function followRoots(hook) {
  if (!hook || hook.isDisabled) return;
  const renderers = new Map(hook.renderers);
  const inject = hook.inject;
  hook.inject = function (renderer) {
    const id = inject.apply(this, arguments);
    renderers.set(id, renderer);
    return id;
  };
  const onCommitFiberRoot = hook.onCommitFiberRoot;
  hook.onCommitFiberRoot = function (id, root) {
    const renderer = renderers.get(id);
    const mounted = root.current?.memoizedState?.element != null;
    if (mounted && renderer?.scheduleRefresh) page.roots.set(root, renderer);
    else page.roots.delete(root);
    return onCommitFiberRoot.apply(this, arguments);
  };
}

/**
 * Renders every mounted component again, keeping its state: what a change outside components
 * needs (a new version of core, liveCore.cjs), as React Refresh re-renders only the components
 * whose module changed.
 */
export function refreshEverything() {
  const families = new Set();
  for (const type of page.types.values()) {
    // React remounts a class component it refreshes (its state cannot carry over): an error
    // boundary would lose the page under it. Classes hold no core code worth a new render.
    if (type.prototype?.isReactComponent) continue;
    const family = runtime.getFamilyByType(type);
    if (family) families.add(family);
  }
  for (const [root, renderer] of page.roots) {
    renderer.setRefreshHandler((type) => runtime.getFamilyByType(type));
    renderer.scheduleRefresh(root, { updatedFamilies: families, staleFamilies: new Set() });
  }
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
