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
import { localStorageOrNull } from '../../lib/localStorageOrNull';

export function requestedOverrides(
  storage: Storage | null = localStorageOrNull(),
): RequestedOverride[] {
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
  storage: Storage | null = localStorageOrNull(),
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
export function clearOverride(
  remote: string,
  storage: Storage | null = localStorageOrNull(),
): void {
  storage?.removeItem(`${OVERRIDE_KEY_PREFIX}${remote}`);
  window.location.reload();
}
