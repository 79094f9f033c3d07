/**
 * Can a remote run on this page? A remote's mf-manifest.json records, for every library it
 * shares as a singleton, the range of versions its build needs (`^1.2.0`, built from the
 * version it was compiled against). On the page there is one copy of each, the shell's. A
 * remote that needs more than that copy gives would call what is not there, so it is refused
 * before any of its code runs. Used by the shell's runtime plugin and by `npm run deploy:check`.
 */
// The federation runtime's own range check (the page has it already): the gate agrees with
// the runtime on what a range accepts.
import { satisfy } from '@module-federation/enhanced/runtime';

/** One entry of a manifest's `shared` list, as far as the check needs it. */
export interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

export interface SingletonCheck {
  library: string;
  /** The range the remote needs. */
  required: string;
  /** The version the shell provides, or null when it provides none. */
  provided: string | null;
  ok: boolean;
}

/** A range that asks for nothing in particular. */
const anyVersion = (range: string) => range === '' || range === '*';

/** One check per singleton the remote requires; `provided`: library → the shell's version. */
export function singletonChecks(
  required: readonly SharedEntry[],
  provided: Readonly<Record<string, string>>,
): SingletonCheck[] {
  return required
    .filter((entry) => entry.singleton !== false && typeof entry.requiredVersion === 'string')
    .map((entry) => {
      const range = entry.requiredVersion as string;
      const version = provided[entry.name] ?? null;
      const ok = anyVersion(range) || (version !== null && satisfy(version, range));
      return { library: entry.name, required: range, provided: version, ok };
    })
    .sort((a, b) => a.library.localeCompare(b.library));
}

/**
 * "feed-app needs @murmur/core ^1.3.0; this shell has 1.2.0: deploy the shell first", or, when the
 * shell is past the range (a major bump the remote was not built for), "feed-app needs
 * @murmur/core ^1.0.0; this shell has 2.0.0: rebuild feed-app with it and deploy it again".
 */
export function describeUnmet(app: string, check: SingletonCheck): string {
  const has = check.provided === null ? 'none' : check.provided;
  const unmet = `${app} needs ${check.library} ${check.required}; this shell has ${has}`;
  return shellIsNewer(check)
    ? `${unmet}: rebuild ${app} with it and deploy it again`
    : `${unmet}: deploy the shell first`;
}

/** The shell's version is beyond every version the remote's range accepts (`^1.0.0` and 2.0.0). */
function shellIsNewer({ required, provided }: SingletonCheck): boolean {
  const lowest = required.replace(/^[\^~>=\s]+/, '');
  return provided !== null && /^\d+\.\d+\.\d+/.test(lowest) && satisfy(provided, `>${lowest}`);
}

/** The app's name as people know it: its package name without the scope (`feed-app`). */
export function appLabel(buildName: string | undefined, fallback: string): string {
  return buildName?.replace(/^@[^/]+\//, '') || fallback;
}
