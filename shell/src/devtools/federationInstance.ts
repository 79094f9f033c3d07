/**
 * The page's federation runtime, reached as Module Federation's own devtools reach it: through
 * its global (`__FEDERATION__.__INSTANCES__`). The devtools' chunks do not import the runtime's
 * module: sharing it with them would cut it out of the start-up's one scope, and cost the first
 * screen bytes.
 */
import type { getInstance } from '@module-federation/enhanced/runtime';

export type FederationInstance = NonNullable<ReturnType<typeof getInstance>>;

interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: FederationInstance[] };
}

/** The shell's instance (the page's host), once the runtime has started. */
export function hostInstance(): FederationInstance | undefined {
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? [];
  return instances.find((instance) => instance.options.name === 'shell') ?? instances[0];
}
