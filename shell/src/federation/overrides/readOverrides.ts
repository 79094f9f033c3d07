/**
 * Reads the overrides a developer asked for in this tab's local storage and the deployment's
 * allow-list, and keeps only those the list admits. The allow-list is fetched only when an
 * override is asked for, so an ordinary visit costs no request.
 */
import { setActiveOverrides } from './activeOverrides';
import {
  ALLOW_LIST_URL,
  OVERRIDE_KEY_PREFIX,
  decideOverrides,
  parseAllowList,
  type AllowList,
  type RemoteOverride,
  type RequestedOverride,
} from './overrideRules';

function storageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked by the browser's settings: then nobody asked for an override.
    return null;
  }
}

export function requestedOverrides(storage: Storage | null = storageOrNull()): RequestedOverride[] {
  if (!storage) return [];
  const requested: RequestedOverride[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(OVERRIDE_KEY_PREFIX)) continue;
    requested.push({
      name: key.slice(OVERRIDE_KEY_PREFIX.length),
      value: storage.getItem(key) ?? '',
    });
  }
  return requested.sort((a, b) => a.name.localeCompare(b.name));
}

async function fetchAllowList(): Promise<AllowList | Error> {
  try {
    const response = await fetch(ALLOW_LIST_URL, { cache: 'no-cache' });
    if (!response.ok) return new Error(`${ALLOW_LIST_URL} answered ${response.status}`);
    return parseAllowList(await response.json());
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The overrides to apply on this load; refusals are explained in the console. */
export async function readRemoteOverrides(
  remoteNames: Promise<readonly string[]>,
  storage: Storage | null = storageOrNull(),
): Promise<RemoteOverride[]> {
  const requested = requestedOverrides(storage);
  if (requested.length === 0) return [];
  const [allowList, names] = await Promise.all([fetchAllowList(), remoteNames]);
  const { applied, refused } = decideOverrides(requested, allowList, names);
  refused.forEach((message) => console.warn(message));
  applied.forEach(({ remote, manifestUrl }) =>
    console.info(`Murmur loads ${remote} from ${manifestUrl} (${OVERRIDE_KEY_PREFIX}${remote}).`),
  );
  setActiveOverrides(applied);
  return applied;
}

/** Forgets one override and reloads, so the deployed remote is back. */
export function clearOverride(remote: string, storage: Storage | null = storageOrNull()): void {
  storage?.removeItem(`${OVERRIDE_KEY_PREFIX}${remote}`);
  window.location.reload();
}
