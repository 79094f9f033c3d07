/** The client bench's command line, read once into what its modes are given. */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fromCaller, REPO_ROOT } from '../shared/paths';
import { timestampLabel } from '../shared/results';

export type ClientArgs = ReturnType<typeof readArgs>;

export function readArgs(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '5' },
      'seed-posts': { type: 'string', default: '5000' },
      'scroll-posts': { type: 'string', default: '1000' },
      label: { type: 'string' },
      compare: { type: 'string' },
      root: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      'skip-dev': { type: 'boolean', default: false },
      'first-screen': { type: 'boolean', default: false },
      before: { type: 'string' },
      'server-scale': { type: 'boolean', default: false },
      integrity: { type: 'boolean', default: false },
      monolith: { type: 'boolean', default: false },
      'server-posts': { type: 'string', default: '1000000' },
      'server-users': { type: 'string', default: '10000' },
    },
  });
  if (values.before && !values['first-screen']) {
    throw new Error('--before measures the first screen only: add --first-screen');
  }
  const root = values.root ? fromCaller(values.root) : REPO_ROOT;
  const mode = values.integrity
    ? 'integrity'
    : values.monolith
      ? 'monolith'
      : values.before
        ? 'before'
        : 'full';
  return {
    options: {
      runs: Number(values.runs),
      seedPosts: Number(values['seed-posts']),
      scrollPosts: Number(values['scroll-posts']),
    },
    /** Names the result: bench-results/<label>.json. */
    label: values.label ?? timestampLabel(),
    /** A result file to print beside this run's figures. */
    compare: values.compare && fromCaller(values.compare),
    /** The worktree whose apps are built and measured, and whether it is another than this one. */
    root,
    otherRoot: root !== resolve(REPO_ROOT),
    skipBuild: values['skip-build'],
    skipDev: values['skip-dev'],
    firstScreen: values['first-screen'],
    /** With --first-screen: a worktree measured beside this one. */
    before: values.before && fromCaller(values.before),
    /** With --server-scale: the large API server's size. */
    serverScale: values['server-scale']
      ? { posts: Number(values['server-posts']), users: Number(values['server-users']) }
      : undefined,
    mode,
  } as const;
}
