/**
 * The overrides in effect on this page, for the bar that names them. Decided once per load,
 * before the first render; kept outside the store because core knows nothing of them.
 */
import type { RemoteOverride } from './overrideRules';

let active: readonly RemoteOverride[] = [];
const listeners = new Set<() => void>();

export function setActiveOverrides(overrides: readonly RemoteOverride[]): void {
  active = overrides;
  listeners.forEach((listener) => listener());
}

export const getActiveOverrides = (): readonly RemoteOverride[] => active;

export function subscribeToActiveOverrides(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
