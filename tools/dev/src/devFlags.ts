/**
 * `--dev=<remotes>` of `npm start`: which remotes run on dev servers while the shell and the
 * other remotes are served from development builds. Other flags are left to their own parsers.
 */
import { parseArgs } from 'node:util';
import { remotes } from '@murmur/build/apps';

const isRemoteName = (name: string) => Object.hasOwn(remotes, name);

/**
 * The remotes named by `--dev=feed,post` (or `--dev feed,post`), in the order given; `null`
 * without the flag (every app on a dev server). An unknown name is an error that lists the
 * known ones.
 */
export function parseDevRemotes(argv: readonly string[]): string[] | null {
  const options = { dev: { type: 'string' } } as const;
  const { dev } = parseArgs({ args: [...argv], options, strict: false }).values;
  if (dev === undefined) return null;
  const names = String(dev === true ? '' : dev)
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const known = Object.keys(remotes).join(', ');
  if (names.length === 0) {
    throw new Error(
      `--dev needs the remotes to develop, e.g. --dev=feed (one or more of ${known}).`,
    );
  }
  const unknown = names.filter((name) => !isRemoteName(name));
  if (unknown.length > 0) {
    throw new Error(`--dev: no remote named ${unknown.join(', ')}; the remotes are ${known}.`);
  }
  return [...new Set(names)];
}
