/**
 * What an API that runs in the page (the mock, `@murmur/mock-api/browser`) needs of the page's
 * core: to hold the API client's requests until it answers, and to tell this page and the
 * other tabs what it changed, as a server's event stream would. Core knows nothing of the mock;
 * the mock's start-up takes this object from whoever starts it (the shell, a standalone app).
 */
import type { LiveEvent } from '@murmur/contract';
import { holdRequestsUntil } from '../api/client';
import { publishLiveEvent } from '../live/liveHub';
import { announceDataChanged, announceDataReset, announceLiveEvent } from '../store/dataChanged';

export const inPageApiHooks = {
  holdRequestsUntil,
  onDataChanged: announceDataChanged,
  /** A live event of this tab's API: for this page, and for the other tabs of the origin. */
  onLiveEvent(event: LiveEvent): void {
    publishLiveEvent(event);
    announceLiveEvent(event);
  },
  onDataReset: announceDataReset,
};
