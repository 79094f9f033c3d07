/**
 * The alphabets of every name the store turns into a path, a line of nginx's configuration or
 * a page: app and remote names, versions, preview names. A name is checked where it is read
 * (the command line, a build, remotes.json, index.html, previews.json, releases.log), before
 * anything uses it, and refused with a message naming it: a name from a file the store did not
 * write as it is (a hand edit, another team's checkout, an attacker with write access to a
 * pointer) must not reach `../`, a quote or a newline into a path or a config.
 */
import { RefusedError } from '../store';

/** An app's folder name or a remote's federation name: `feed-app`, `feed`. */
export const APP_NAME = /^[a-z][a-z0-9-]*$/;
/** A version's folder name: `v1`, `v2`, … */
export const VERSION = /^v\d+$/;
/** A preview's name, as a link and a file carry it (previews/previewName.ts makes one). */
export const PREVIEW_NAME = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** A value as a message shows it: quoted, with anything unprintable escaped. */
export const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

/** Refuses `name` unless it is an app's or remote's name; `where` says who gave it. */
export function refuseUnlessAppName(
  name: unknown,
  where: string,
  what: 'app' | 'remote' = 'app',
): asserts name is string {
  if (typeof name !== 'string' || !APP_NAME.test(name)) {
    throw new RefusedError(
      `${where} names the ${what} ${shown(name)}: a name is lower-case letters, digits and dashes, starting with a letter.`,
    );
  }
}

/** Refuses `version` unless it is a version's name; `where` says who gave it. */
export function refuseUnlessVersion(version: unknown, where: string): asserts version is string {
  if (typeof version !== 'string' || !VERSION.test(version)) {
    throw new RefusedError(
      `${where} names the version ${shown(version)}: a version is "v" and a number (v1, v2, …).`,
    );
  }
}

/** Refuses `name` unless it is a preview's name; `where` says who gave it. */
export function refuseUnlessPreviewName(name: unknown, where: string): asserts name is string {
  if (typeof name !== 'string' || !PREVIEW_NAME.test(name)) {
    throw new RefusedError(
      `${where} names the preview ${shown(name)}: a preview's name is at most 40 lower-case letters, digits and dashes, not starting or ending with a dash.`,
    );
  }
}
