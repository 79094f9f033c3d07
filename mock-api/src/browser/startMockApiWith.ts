/**
 * Starts an in-page mock API (Mirage in the page, or the worker's messages) with the stored
 * settings (settings.ts), wired to the page through the hooks @murmur/core gives an API that runs
 * in the page (`inPageApiHooks`): core knows nothing of the mock.
 */
import type { InPageApiHooks, LiveEvent } from './coreHooks';
import { readMockApiSettings } from './settings';

/** The part of @murmur/mock-api that starting it needs. */
export interface MockApiModule {
  startMockApi(options: {
    timing: number;
    seedPosts?: number | undefined;
    /** Called after the mock changed the data every tab shares. */
    onDataChanged?: () => void;
    /** Called with each live event of a write the mock made (what the server would stream). */
    onLiveEvent?: (event: LiveEvent) => void;
  }): Promise<unknown>;
}

/**
 * The caller passes `() => import('@murmur/mock-api')` only when its build flag allows it, so a
 * build without the mock never bundles Mirage. The page need not wait: until the mock answers,
 * the API client holds every request (`hooks.holdRequestsUntil`), so the first screen renders
 * while the mock's code is still on its way.
 */
export function startMockApiWith(
  load: (() => Promise<MockApiModule>) | undefined,
  hooks: InPageApiHooks,
): Promise<void> {
  if (!load) return Promise.resolve();
  // Other tabs hear of this tab's writes, and the page, this tab's and the others', hears what
  // changed as the server's event stream would say it.
  const started = load().then(({ startMockApi }) =>
    startMockApi({
      ...readMockApiSettings(),
      onDataChanged: hooks.onDataChanged,
      onLiveEvent: hooks.onLiveEvent,
    }),
  );
  hooks.holdRequestsUntil(started);
  return started.then(() => undefined);
}
