/**
 * The shell's Content-Security-Policy: a page may run code only from the deployment's own apps
 * (its origin and the remotes of its remotes.json) and from the origins allowed to override a
 * remote (remote-overrides.json). Derived from those two files by the build, and again by
 * `npm run deploy:csp` when a deployment edits them.
 */

import { EARLY_INPUT_HASH } from './firstScreen/earlyInput';

export interface PolicyInputs {
  /** remotes.json: remote name → mf-manifest.json URL. */
  remotes: Record<string, string>;
  /** remote-overrides.json's allowedOrigins, already CSP source expressions. */
  overrideOrigins: readonly string[];
}

/** The origin a remote's code comes from; null for a path on the shell's own origin. */
function originOf(name: string, manifestUrl: string): string | null {
  if (manifestUrl.startsWith('/') && !manifestUrl.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    throw new Error(`remotes.json: the "${name}" remote's URL "${manifestUrl}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`remotes.json: the "${name}" remote's URL must be http(s): ${manifestUrl}`);
  }
  return url.origin;
}

/** Every origin code may come from besides the page's own, each once, in a stable order. */
export function codeOrigins({ remotes, overrideOrigins }: PolicyInputs): string[] {
  const remoteOrigins = Object.entries(remotes)
    .map(([name, url]) => originOf(name, url))
    .filter((origin): origin is string => origin !== null);
  return [...new Set([...remoteOrigins, ...overrideOrigins])];
}

export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const code = ["'self'", ...codeOrigins(inputs)].join(' ');
  const directives = [
    "default-src 'self'",
    // Remote entries and chunks are <script> tags; manifests are fetched. The one inline script
    // is a drawn page's first, admitted by its hash (firstScreen/earlyInput.ts).
    `script-src ${code} ${EARLY_INPUT_HASH}`,
    `connect-src ${code}`,
    // Remotes' CSS chunks are <link>s; react-hot-toast writes its styles into a <style> element
    // at run time (goober), which only 'unsafe-inline' admits on a static host (no nonce).
    `style-src ${code} 'unsafe-inline'`,
    `font-src ${code}`,
    // Avatars are any https URL a user typed (an http one would let a network on the way see
    // and change what a page shows); small images of the build are inlined. Production only:
    // development servers send no policy.
    "img-src 'self' data: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // No page may frame this one: a framed page can be clicked into Follow or Delete unseen.
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}
