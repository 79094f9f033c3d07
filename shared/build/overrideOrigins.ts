/**
 * The allow-list of remote overrides (docs/developing.md, "Point a running shell at your local remote"):
 * the origins from which a shell lets a developer load one remote instead of the deployed one.
 * Written beside remotes.json as remote-overrides.json, editable in a deployment; the shell's
 * Content-Security-Policy admits the same origins.
 */
export const OVERRIDE_ORIGINS_FILE = 'remote-overrides.json';

/**
 * A developer's own machine, on any port: the dev shell's list (shell/public), and what
 * `npm run build` asks for the builds `npm run serve` previews on the machine (package.json).
 */
export const DEFAULT_OVERRIDE_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'http://127.0.0.1:*',
];

export interface OverrideOriginsFile {
  allowedOrigins: string[];
}

// The same grammar the shell matches with (shell/src/federation/overrides/originPattern.ts):
// a CSP source expression restricted to scheme://host[:port|:*], `*.` for subdomains.
const ORIGIN_PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/i;

function checked(origins: readonly string[], where: string): string[] {
  for (const origin of origins) {
    if (!ORIGIN_PATTERN.test(origin)) {
      throw new Error(
        `${where}: "${origin}" is not an origin such as http://localhost:* or https://*.dev.example.com`,
      );
    }
  }
  return [...origins];
}

/**
 * The list a production build writes: `MURMUR_OVERRIDE_ORIGINS` (origins separated by spaces or
 * commas) or, when it is not set, none. A production shell lets nobody's machine replace a
 * remote unless the deployment says so (Mastodon and GitLab turn their development helpers off
 * in production the same way); `npm run build` sets it for the machine's own preview.
 */
export function overrideOrigins(setting = process.env.MURMUR_OVERRIDE_ORIGINS): string[] {
  if (setting === undefined) return [];
  const origins = setting.split(/[\s,]+/).filter(Boolean);
  return checked(origins, 'MURMUR_OVERRIDE_ORIGINS');
}

/** Reads a deployment's remote-overrides.json, as the shell will. */
export function parseOverrideOriginsFile(json: unknown): string[] {
  const origins: unknown = (json as Partial<OverrideOriginsFile> | null)?.allowedOrigins;
  if (!Array.isArray(origins) || origins.some((origin) => typeof origin !== 'string')) {
    throw new Error(`${OVERRIDE_ORIGINS_FILE} must be { "allowedOrigins": [ "<origin>", … ] }`);
  }
  return checked(origins as string[], OVERRIDE_ORIGINS_FILE);
}
