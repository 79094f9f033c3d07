/**
 * How long a preview link works, and where its link points: settings of the machine that
 * deploys, so a team sets them once (docs/releases.md: previews).
 */
import { RefusedError } from '../store';

export const DEFAULT_PREVIEW_DAYS = 7;
/**
 * The longest a preview link works. A preview is a version nobody watches once its branch is
 * merged, which anyone holding its link keeps running: a month covers a review, as GitLab's
 * review apps default to a week and let a team stretch it, not forever.
 */
export const MAX_PREVIEW_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** `--days`, else MURMUR_PREVIEW_DAYS, else a week; a positive number of days, 30 at most. */
export function previewDays(asked: string | undefined, env: NodeJS.ProcessEnv = process.env) {
  const setting = asked ?? env.MURMUR_PREVIEW_DAYS;
  if (setting === undefined || setting === '') return DEFAULT_PREVIEW_DAYS;
  const days = Number(setting);
  if (!Number.isFinite(days) || days <= 0) {
    throw new RefusedError(`A preview lasts a positive number of days, not "${setting}".`);
  }
  if (days > MAX_PREVIEW_DAYS) {
    throw new RefusedError(
      `A preview lasts at most ${MAX_PREVIEW_DAYS} days, not ${days}: deploy it again to give it longer.`,
    );
  }
  return days;
}

export const expiryAfter = (created: Date, days: number) =>
  new Date(created.getTime() + days * DAY_MS);

/** The store's origin as browsers reach it: MURMUR_STORE_ORIGIN, else `npm run serve:deploy`'s. */
export const storeOrigin = (env: NodeJS.ProcessEnv = process.env) =>
  (env.MURMUR_STORE_ORIGIN ?? 'http://localhost:4500').replace(/\/+$/, '');

/**
 * The link that puts one browser on a preview (the shell reads it: shell/src/releases/previews).
 * App and preview names are letters, digits and dashes: nothing in it needs escaping.
 */
export const previewLink = (origin: string, app: string, name: string) =>
  `${origin}/?preview=${app}:${name}`;
