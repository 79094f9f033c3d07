/**
 * What the mock's start-up needs of the page's @murmur/core, as core gives it (`inPageApiHooks`):
 * declared here rather than imported, so the mock depends on no shared singleton and core on no
 * mock. A shell or a standalone app passes core's object in.
 */
import type { LiveEvent } from '@murmur/contract';

export type { LiveEvent };

export interface InPageApiHooks {
  /** Holds every request of the page's API client until `started` settles. */
  holdRequestsUntil(started: Promise<unknown>): void;
  /** Tells the other tabs that the data every tab shares changed. */
  onDataChanged(): void;
  /** A live event of a write made in this tab: for this page and the other tabs. */
  onLiveEvent(event: LiveEvent): void;
  /** Tells the other tabs that the data was replaced whole (the demo reset to its seed). */
  onDataReset(): void;
}
