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
 * Runs in the shell's entry, before the federation is ready: it imports no shared module.
 */
import { DRAWN_FIRST_SCREEN_ID } from '@murmur/contract';
import { workerUrl } from '../worker/worker-settings';
import { readMockApiSettings } from './settings';

/**
 * Starts registering the worker, when the build has the mock, the browser runs workers (https or
 * localhost) and someone is signed in or the page was drawn; null when not. Only the page's first reads wait
 * for the registration (firstReads/firstReads.ts): a refusal, or no answer at all, is met again
 * by the start-up, which then runs the mock in the page.
 */
export function registerMockWorkerEarly(
  signedIn: boolean,
): Promise<ServiceWorkerRegistration> | null {
  if (process.env.MURMUR_MOCK_API !== 'true') return null;
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return null;
  if (!signedIn && !document.getElementById(DRAWN_FIRST_SCREEN_ID)) return null;
  const registration = navigator.serviceWorker.register(workerUrl(readMockApiSettings()), {
    scope: '/',
  });
  registration.catch(() => undefined);
  return registration;
}
