/**
 * Which remote overrides a shell honours. A developer asks for one in local storage
 * (`murmur.remote:feed` = a manifest URL); the deployment says which origins may serve one
 * (remote-overrides.json beside remotes.json). Only local storage can ask, never the address:
 * a link someone sends can never make a deployed shell load code from a stranger's server.
 */
import { originMatches, parseOriginPattern, type OriginPattern } from './originPattern';
import { OVERRIDE_KEY_PREFIX } from './overrideKey';

export { OVERRIDE_KEY_PREFIX };
export const ALLOW_LIST_URL = '/remote-overrides.json';

/** One override in effect: this remote's manifest comes from `manifestUrl`. */
export interface RemoteOverride {
  remote: string;
  manifestUrl: string;
}

/** What a developer put in local storage: the key's suffix and its value, unchecked. */
export interface RequestedOverride {
  name: string;
  value: string;
}

export interface AllowList {
  /** The entries as written, for messages. */
  sources: string[];
  patterns: OriginPattern[];
}

export interface OverrideDecision {
  applied: RemoteOverride[];
  /** One sentence per override refused, saying why. */
  refused: string[];
}

/** remote-overrides.json: `{ "allowedOrigins": ["http://localhost:*", …] }`. */
export function parseAllowList(json: unknown): AllowList {
  const origins: unknown = (json as { allowedOrigins?: unknown } | null)?.allowedOrigins;
  if (!Array.isArray(origins) || origins.some((entry) => typeof entry !== 'string')) {
    throw new Error(`${ALLOW_LIST_URL} must be { "allowedOrigins": [ "<origin>", … ] }.`);
  }
  const patterns = (origins as string[]).map((source) => {
    const pattern = parseOriginPattern(source);
    if (!pattern) {
      throw new Error(
        `${ALLOW_LIST_URL} lists "${source}", which is not an origin such as http://localhost:* or https://*.example.com.`,
      );
    }
    return pattern;
  });
  return { sources: origins as string[], patterns };
}

function absoluteUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Honours each requested override whose URL lies on an allowed origin, and says why each other
 * one is refused. `allowList` is an Error when the deployment's list could not be read: then
 * nothing is honoured (a shell that cannot tell what is allowed allows nothing).
 */
export function decideOverrides(
  requested: readonly RequestedOverride[],
  allowList: AllowList | Error,
  /** The remotes of this page's remotes.json: only those can be overridden. */
  remoteNames: readonly string[],
): OverrideDecision {
  const decision: OverrideDecision = { applied: [], refused: [] };
  for (const { name, value } of requested) {
    const refuse = (why: string) =>
      decision.refused.push(
        `Murmur ignored the remote override ${OVERRIDE_KEY_PREFIX}${name} = ${value}: ${why}`,
      );
    const url = absoluteUrl(value);
    if (!remoteNames.includes(name)) {
      refuse(`there is no remote named "${name}" (remotes: ${remoteNames.join(', ')}).`);
    } else if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      refuse('the value must be the absolute http(s) URL of the remote’s mf-manifest.json.');
    } else if (allowList instanceof Error) {
      refuse(`this shell could not read its allow-list (${allowList.message}), so it allows none.`);
    } else if (allowList.patterns.length === 0) {
      refuse(`remote overrides are off in this deployment (${ALLOW_LIST_URL} allows no origin).`);
    } else if (!allowList.patterns.some((pattern) => originMatches(url, pattern))) {
      refuse(
        `${url.origin} is not on this shell's allow-list (${ALLOW_LIST_URL}: ${allowList.sources.join(', ')}). Nothing was loaded from it.`,
      );
    } else {
      decision.applied.push({ remote: name, manifestUrl: url.href });
    }
  }
  return decision;
}
