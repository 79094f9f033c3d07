/**
 * The committed record of @murmur/core's public API and state shape (shared/core/public-api.txt),
 * and the rule that keeps it honest: core's exports and state may change only with a new
 * version, and the record must describe the version core is at. A remote built against a newer
 * core is refused by an older shell (the compatibility gate), so a change that kept the version
 * would reach a shell that lacks it, silently.
 */

export interface CoreApiRecord {
  version: string;
  /** Export name → its kind and type signature. */
  exports: Record<string, string>;
  /** State path (`posts.items[]`) → its type. */
  state: Record<string, string>;
}

export const RECORD_PATH = 'shared/core/public-api.txt';

const HEADER = [
  '# @murmur/core: its public API (what src/index.ts exports) and its state shape (RootState).',
  '# Written by `npm run core:api`; never edit by hand. `npm test` fails when core changes',
  '# without a version bump: docs/versioning-core.md.',
];

export function formatRecord(record: CoreApiRecord): string {
  const lines = [
    ...HEADER,
    '',
    `version ${record.version}`,
    '',
    ...Object.entries(record.exports).map(([name, signature]) => `export ${name}: ${signature}`),
    '',
    ...Object.entries(record.state).map(([path, type]) => `state ${path}: ${type}`),
  ];
  return `${lines.join('\n')}\n`;
}

export function parseRecord(text: string): CoreApiRecord {
  const record: CoreApiRecord = { version: '', exports: {}, state: {} };
  for (const line of text.split('\n')) {
    const version = /^version (\S+)$/.exec(line);
    if (version) record.version = version[1]!;
    const entry = /^(export|state) (.+?): (.*)$/.exec(line);
    if (entry) {
      const [, section, key, value] = entry;
      record[section === 'export' ? 'exports' : 'state'][key!] = value!;
    }
  }
  return record;
}

/** Shortens a long signature for a message; the record file holds it whole. */
function brief(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

function differences(label: string, before: Record<string, string>, after: Record<string, string>) {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.flatMap((name) => {
    const was = before[name];
    const now = after[name];
    if (was === now) return [];
    if (was === undefined) return [`added ${label} ${name}: ${brief(now!)}`];
    if (now === undefined) return [`removed ${label} ${name}`];
    return [`changed ${label} ${name}: was ${brief(was)}; now ${brief(now)}`];
  });
}

/** What differs between the committed record and core as it is, one line per export or field. */
export function recordChanges(committed: CoreApiRecord, current: CoreApiRecord): string[] {
  return [
    ...differences('export', committed.exports, current.exports),
    ...differences('state', committed.state, current.state),
  ];
}

/** A message stays readable; the record's diff shows the rest. */
const MAX_LISTED = 20;

const BUMP_STEPS = [
  '  1. npx changeset           (pick @murmur/core: minor for an addition, major for a removal or an incompatible change)',
  '  2. npx changeset version   (bumps core and every exact pin of it)',
  '  3. npm install             (records the new version in package-lock.json)',
  '  4. npm run core:api        (rewrites the record)',
  '  and commit all of it.',
];

/** Why the record and core disagree, and what to do; undefined when they agree. */
export function recordProblem(
  committed: CoreApiRecord,
  current: CoreApiRecord,
): string | undefined {
  const all = recordChanges(committed, current);
  const changes = all.slice(0, MAX_LISTED).map((change) => `  - ${change}`);
  if (all.length > MAX_LISTED) {
    changes.push(
      `  - and ${all.length - MAX_LISTED} more (npm run core:api, then git diff ${RECORD_PATH})`,
    );
  }
  if (committed.version === current.version) {
    if (changes.length === 0) return undefined;
    return [
      `@murmur/core's public API or state shape changed, but its version is still ${current.version}:`,
      ...changes,
      'A shell with core ' +
        `${current.version} would not have this, yet would accept a remote that needs it. Bump core's version:`,
      ...BUMP_STEPS,
    ].join('\n');
  }
  return [
    `@murmur/core is at ${current.version}, but ${RECORD_PATH} records ${committed.version || 'no version'}.`,
    ...(changes.length ? ['Changed since the record:', ...changes] : []),
    'Run `npm run core:api` and commit the record.',
  ].join('\n');
}
