/**
 * The fault this tab asked for: `?chaos=feed:offline` (or `slow`, `throw`) is kept for the tab
 * (session storage) and taken out of the address; `?chaos=off` forgets it.
 */
/** Where a tab's fault is asked for: the link's parameter, and the tab's storage that keeps it. */
export const CHAOS_PARAM = 'chaos';
export const CHAOS_KEY = 'murmur.chaos';

export const FAULTS = ['offline', 'slow', 'throw'] as const;
export type Fault = (typeof FAULTS)[number];

export interface ChaosRequest {
  remote: string;
  fault: Fault;
}

const REMOTE = /^[a-z][a-z0-9-]{0,39}$/;

/** `feed:offline` → its remote and fault; null for anything else. */
export function parseChaos(value: string | null): ChaosRequest | null {
  const [remote, fault, ...rest] = (value ?? '').split(':');
  if (rest.length > 0 || !remote || !REMOTE.test(remote)) return null;
  return (FAULTS as readonly string[]).includes(fault ?? '')
    ? { remote, fault: fault as Fault }
    : null;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps (or forgets) a link's request for the tab, and leaves the address without it. */
export function takeChaosFromLink(location: Location = window.location): void {
  const url = new URL(location.href);
  if (!url.searchParams.has(CHAOS_PARAM)) return;
  const value = url.searchParams.get(CHAOS_PARAM);
  const request = parseChaos(value);
  if (request) storage()?.setItem(CHAOS_KEY, `${request.remote}:${request.fault}`);
  else if (value === 'off') storage()?.removeItem(CHAOS_KEY);
  else console.warn(`Murmur ignores ?chaos=${value}: ask for <remote>:offline, slow or throw.`);
  url.searchParams.delete(CHAOS_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export const chaosOfThisTab = (): ChaosRequest | null =>
  parseChaos(storage()?.getItem(CHAOS_KEY) ?? null);

/** Asks for a fault (or none) from the next load on: the panel's buttons, which then reload. */
export function askForChaos(request: ChaosRequest | null): void {
  if (request) storage()?.setItem(CHAOS_KEY, `${request.remote}:${request.fault}`);
  else storage()?.removeItem(CHAOS_KEY);
}
