import type { Newest } from './views';

/** What the routes of this API are told: how many of the newest items a list holds. */
export interface ListOptions {
  /** Posts, comments of each post, users; undefined for all (development and tests). */
  newest: Newest;
}
