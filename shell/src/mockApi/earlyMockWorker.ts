/**
 * The mock's service worker, registered from the shell's entry when someone is signed in (their
 * first screen reads the API at once), or when the server drew the page (its first screen is
 * already shown, and a click on "Use guest login" made now calls the API as soon as the app has
 * the page): its script downloads, runs and installs while the page is still fetching the
 * shared libraries and the shell's start-up, instead of after them. The start-up
 * (startMockApi.ts, mockWorker.ts) then registers the same URL, which the browser answers with
 * this registration, and has the worker take the page over. A login page the browser draws
 * itself calls nothing until the person acts: the start-up registers the worker once that page
 * is drawn, out of its way.
 *
 * Runs in the shell's entry, before the federation is ready: it imports no shared module, so it
 * reads local storage itself, with the keys and defaults of @murmur/core (`STORAGE_KEYS`,
 * `readMockApiSettings`; its test holds them equal).
 */
import { DRAWN_FIRST_SCREEN_ID } from '@murmur/contract';
import { workerUrl, type WorkerSettings } from '@murmur/mock-api/worker-settings';

/** `STORAGE_KEYS`, `MOCK_API_STORAGE_KEYS` and `DEFAULT_MOCK_DELAY_MS` of @murmur/core. */
export const SESSION_TOKEN_KEY = 'encodedToken';
export const SESSION_USERNAME_KEY = 'username';
const DELAY_KEY = 'murmur.mockDelay';
const SEED_POSTS_KEY = 'murmur.mockSeedPosts';
const DEFAULT_DELAY_MS = 400;

type Readable = Pick<Storage, 'getItem'>;

function wholeNumber(raw: string | null | undefined): number | undefined {
  if (raw == null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

function storageOrNull(): Readable | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the defaults
  }
}

/** The stored session's token, as @murmur/core reads a session: a username and a token. */
export function storedSessionToken(storage: Readable | null = storageOrNull()): string | null {
  return storage?.getItem(SESSION_USERNAME_KEY) ? storage.getItem(SESSION_TOKEN_KEY) : null;
}

/** The worker's settings as the page's local storage says them. */
export function storedWorkerSettings(storage: Readable | null = storageOrNull()): WorkerSettings {
  return {
    timing: wholeNumber(storage?.getItem(DELAY_KEY)) ?? DEFAULT_DELAY_MS,
    seedPosts: wholeNumber(storage?.getItem(SEED_POSTS_KEY)),
  };
}

/**
 * Starts registering the worker, when the build has the mock, the browser runs workers (https or
 * localhost) and a session is stored; null when it does not. Only the page's first reads wait
 * for the registration (firstReads/firstReads.ts): a refusal, or no answer at all, is met again
 * by the start-up, which then runs the mock in the page.
 */
export function registerMockWorkerEarly(): Promise<ServiceWorkerRegistration> | null {
  if (process.env.MURMUR_MOCK_API !== 'true') return null;
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return null;
  if (!storedSessionToken() && !document.getElementById(DRAWN_FIRST_SCREEN_ID)) return null;
  const registration = navigator.serviceWorker.register(workerUrl(storedWorkerSettings()), {
    scope: '/',
  });
  registration.catch(() => undefined);
  return registration;
}
