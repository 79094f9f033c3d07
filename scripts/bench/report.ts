/** The benchmark's figures as rows (value, target, met), printed as a table and kept as JSON. */
import type { Floor } from './floor';
import type { DrawnFirstScreen } from './measure/drawnFirstScreen';
import { drawnRows } from './reportDrawn';
import type { PageBytes } from './measure/bytes';
import type { DevStart } from './measure/buildAndDev';
import type { DevLoop } from './measure/devLoop';
import type {
  measureHomeLoad,
  measureLoginLoad,
  measureNavigation,
  measurePeers,
  measureScale,
} from './measure/timings';
import type { measureSharedCopy } from './measure/sharedCopy';
import type { reduxToolkitOnHome } from './measure/bytes';
import type { ServerScale } from './serverScale';

export interface BenchResult {
  label: string;
  date: string;
  machine: { cpus: number; node: string };
  /** The worktree measured and its commit (absent from results written before --root). */
  root?: string;
  commit?: string;
  options: { runs: number; seedPosts: number; scrollPosts?: number };
  buildMs: number | null;
  devStart: DevStart | { skipped: string } | null;
  /** Absent from older results. */
  devLoop?: DevLoop | { skipped: string } | null;
  floor: Floor;
  bytes: {
    login: PageBytes;
    home: PageBytes;
    /** Until the login form is usable (absent from older results, as is the second visit). */
    loginUsable?: PageBytes;
    /** /home again once the first visit installed the mock's worker, the HTTP cache cleared. */
    secondVisit?: PageBytes & { controlled: boolean };
  };
  mockOff: { mirageFiles: number; homeFirstViewJsGzip: number };
  /** Absent from older results (so are the other optional fields). */
  reduxToolkit?: ReturnType<typeof reduxToolkitOnHome>;
  /** Absent from results written before the measure existed. */
  loginLoad?: Awaited<ReturnType<typeof measureLoginLoad>>;
  homeLoad: Awaited<ReturnType<typeof measureHomeLoad>>;
  /** The same with the mock answering after the spec's 400 ms. */
  slowHomeLoad?: Awaited<ReturnType<typeof measureHomeLoad>>;
  /** Absent with --first-screen (so is the feed at scale). */
  navigation?: Awaited<ReturnType<typeof measureNavigation>>;
  scale?: Awaited<ReturnType<typeof measureScale>>;
  peers: Awaited<ReturnType<typeof measurePeers>>;
  /** Absent from results written before the mock shared its data across tabs. */
  sharedCopy?: Awaited<ReturnType<typeof measureSharedCopy>>[];
  /** With --server-scale (null without it). */
  serverScale?: ServerScale | { skipped: string } | null;
  /** The first screen as a person meets it, at the spec's 400 ms (absent from older results). */
  drawn?: DrawnFirstScreen;
}

export interface Row {
  metric: string;
  value: number | null;
  unit: 'ms' | 'kB' | '' | 'MB' | 's' | '×';
  /** Met when value ≤ target. */
  target?: number;
  /** With a before run to compare: met when value ≤ this × before's value (instead of target). */
  vsBefore?: number;
}

const kB = (bytes: number) => bytes / 1000;

/**
 * The original single-bundle client's JS (Create React App, its Mirage mock and seed included),
 * all of it loaded before its first card: /home's first load is held to it, in at most
 * `HOME_JS_FILES` files.
 */
export const PEER_HOME_JS_KB = 172;
export const HOME_JS_FILES = 10;

/** The JS a cold login page may load before its form is usable. */
export const LOGIN_USABLE_JS_KB = 120;

/** The feed at scale's first card: at least 25 % faster than the before run. */
const FASTER_BY_A_QUARTER = 0.75;

/** The first screen's goals against the before run (docs/performance-figures.md, "The first screen"). */
export const FIRST_SCREEN_GOALS = {
  loginUsable: 0.6,
  slowHomeFirstCard: 0.8,
  loginToFirstCard: 0.9,
  longTasksBeforeCard: 0.5,
} as const;

export function rowsOf(result: BenchResult): Row[] {
  return [
    ...drawnRows(result.drawn),
    ...loginRows(result),
    ...homeBytesRows(result),
    ...floorRows(result),
    ...timingRows(result),
    ...scaleRows(result),
    ...peerRows(result),
    ...buildRows(result),
    ...devLoopRows(result.devLoop),
  ];
}

/** The login page: its bytes, when its form is usable and when the mock's code arrived. */
function loginRows({ bytes, loginLoad }: BenchResult): Row[] {
  const usable = bytes.loginUsable?.firstView;
  return [
    { metric: '/ first view: JS gzip', value: kB(bytes.login.firstView.js.gzip), unit: 'kB' },
    { metric: '/ first view: JS files', value: bytes.login.firstView.js.files, unit: '' },
    {
      metric: '/ until the login form is usable: JS gzip',
      value: usable ? kB(usable.js.gzip) : null,
      unit: 'kB',
      target: LOGIN_USABLE_JS_KB,
    },
    {
      metric: '/ until the login form is usable: JS files',
      value: usable?.js.files ?? null,
      unit: '',
    },
    {
      metric: '/ until the login form is usable: service worker JS gzip',
      value: usable?.workerJs ? kB(usable.workerJs.gzip) : null,
      unit: 'kB',
    },
    {
      metric: '/ login form usable',
      value: loginLoad?.usableMs ?? null,
      unit: 'ms',
      target: 600,
      vsBefore: FIRST_SCREEN_GOALS.loginUsable,
    },
    { metric: '/ mock API code arrived', value: loginLoad?.mockArrivedMs ?? null, unit: 'ms' },
    { metric: '/ after idle: JS gzip', value: kB(bytes.login.afterIdle.js.gzip), unit: 'kB' },
    { metric: '/ after idle: requests', value: bytes.login.afterIdle.requests, unit: '' },
  ];
}

/** What /home downloads on its first load, by kind and by app, and the libraries' copies. */
function homeBytesRows({ bytes, mockOff, reduxToolkit }: BenchResult): Row[] {
  const home = bytes.home.firstView;
  return [
    { metric: '/home first load: JS raw', value: kB(home.js.raw), unit: 'kB' },
    {
      metric: '/home first load: JS gzip (mock on)',
      value: kB(home.js.gzip),
      unit: 'kB',
      target: PEER_HOME_JS_KB,
    },
    {
      metric: '/home first load: JS files (mock on)',
      value: home.js.files,
      unit: '',
      target: HOME_JS_FILES,
    },
    {
      metric: '/home first load: service worker JS gzip',
      value: home.workerJs ? kB(home.workerJs.gzip) : null,
      unit: 'kB',
    },
    {
      metric: '/home first load: JS gzip (mock off)',
      value: kB(mockOff.homeFirstViewJsGzip),
      unit: 'kB',
    },
    {
      metric: '/home first load: the files holding Redux Toolkit (with what shares them), gzip',
      // An older result (--compare) counted it differently: left blank there.
      value: typeof reduxToolkit?.gzip === 'number' ? kB(reduxToolkit.gzip) : null,
      unit: 'kB',
    },
    ...Object.entries(home.byApp).map(([app, split]) => ({
      metric: `/home first load: JS gzip from ${app}`,
      value: kB(split.js.gzip),
      unit: 'kB' as const,
    })),
    { metric: '/home first load: of which mock API', value: kB(home.mockJs.gzip), unit: 'kB' },
    { metric: '/home first load: CSS gzip', value: kB(home.css.gzip), unit: 'kB' },
    { metric: '/home first load: requests', value: home.requests, unit: '' },
    { metric: '/home after idle: JS gzip', value: kB(bytes.home.afterIdle.js.gzip), unit: 'kB' },
    ...secondVisitRows(bytes.secondVisit),
    ...Object.entries(bytes.home.copies).map(([library, copies]) => ({
      metric: `copies of ${library} on /home`,
      value: copies,
      unit: '' as const,
      target: 1,
    })),
  ];
}

/** /home again, the mock's worker installed by the first visit and the HTTP cache cleared. */
function secondVisitRows(visit: BenchResult['bytes']['secondVisit']): Row[] {
  const first = visit?.firstView;
  return [
    {
      metric: '/home second visit: page controlled by a service worker',
      value: visit ? Number(visit.controlled) : null,
      unit: '',
    },
    {
      metric: '/home second visit, first load: page JS gzip',
      value: first ? kB(first.js.gzip) : null,
      unit: 'kB',
    },
    {
      metric: '/home second visit, first load: mock API on the page',
      value: first ? kB(first.mockJs.gzip) : null,
      unit: 'kB',
      target: 0,
    },
    {
      metric: '/home second visit: service worker JS gzip (after idle)',
      value: visit?.afterIdle.workerJs ? kB(visit.afterIdle.workerJs.gzip) : null,
      unit: 'kB',
    },
  ];
}

/** /home's JS against the floor: the shared libraries every page needs anyway. */
function floorRows({ bytes, floor, mockOff }: BenchResult): Row[] {
  return [
    { metric: 'floor: shared libraries, gzip', value: kB(floor.gzipBytes), unit: 'kB' },
    {
      metric: 'floor: federation runtime, gzip',
      value: kB(floor.federationRuntimeGzipBytes),
      unit: 'kB',
    },
    {
      metric: '/home JS ÷ floor (mock on)',
      value: bytes.home.firstView.js.gzip / floor.gzipBytes,
      unit: '×',
      target: 1.3,
    },
    {
      metric: '/home JS ÷ floor (mock off)',
      value: mockOff.homeFirstViewJsGzip / floor.gzipBytes,
      unit: '×',
      target: 1.3,
    },
    {
      metric: 'files with Mirage, mock-off build',
      value: mockOff.mirageFiles,
      unit: '',
      target: 0,
    },
  ];
}

/** /home's first card, paint and layout shifts, and switching to another remote. */
function timingRows({ homeLoad, slowHomeLoad, navigation }: BenchResult): Row[] {
  return [
    { metric: '/home first post card', value: homeLoad.firstCardMs, unit: 'ms', target: 1000 },
    {
      metric: '/home first post card, 400 ms mock',
      value: slowHomeLoad?.firstCardMs ?? null,
      unit: 'ms',
      vsBefore: FIRST_SCREEN_GOALS.slowHomeFirstCard,
    },
    { metric: '/home LCP', value: homeLoad.lcpMs, unit: 'ms' },
    {
      metric: '/home long tasks before the first card',
      value: homeLoad.longTasksBeforeCard ?? null,
      unit: '',
      vsBefore: FIRST_SCREEN_GOALS.longTasksBeforeCard,
    },
    {
      metric: '/home long tasks before the first card: total',
      value: homeLoad.longTaskMsBeforeCard ?? null,
      unit: 'ms',
      vsBefore: FIRST_SCREEN_GOALS.longTasksBeforeCard,
    },
    {
      metric: '/home, 400 ms mock: long tasks before the first card',
      value: slowHomeLoad?.longTasksBeforeCard ?? null,
      unit: '',
    },
    {
      metric: '/home, 400 ms mock: long tasks before the first card: total',
      value: slowHomeLoad?.longTaskMsBeforeCard ?? null,
      unit: 'ms',
    },
    { metric: '/home CLS (worst run)', value: homeLoad.worstCls, unit: '', target: 0.02 },
    { metric: 'switch to profile remote, cold', value: navigation?.coldMs ?? null, unit: 'ms' },
    {
      metric: 'switch to profile remote, preloaded',
      value: navigation?.preloadedMs ?? null,
      unit: 'ms',
      target: 100,
    },
  ];
}

/** /home with the mock seeded with many posts, and the mock's shared copy across tabs. */
function scaleRows({ scale, sharedCopy }: BenchResult): Row[] {
  if (!scale) return [];
  const posts = `${scale.seedPosts} posts`;
  return [
    {
      metric: `${posts}: first card`,
      value: scale.firstCardMs,
      unit: 'ms',
      target: 1000,
      vsBefore: FASTER_BY_A_QUARTER,
    },
    { metric: `${posts}: JS heap`, value: scale.heapMB, unit: 'MB' },
    { metric: `${posts}: cards in DOM`, value: scale.cardsInDom, unit: '' },
    { metric: `${posts}: like`, value: scale.likeMs, unit: 'ms', target: 100 },
    ...scrollRows(posts, scale.scroll),
    ...(sharedCopy ?? []).flatMap(({ seedPosts, readMs, writeMs }) => [
      { metric: `shared copy, ${seedPosts} posts: per read`, value: readMs, unit: 'ms' as const },
      { metric: `shared copy, ${seedPosts} posts: per write`, value: writeMs, unit: 'ms' as const },
    ]),
  ];
}

/** The two interactions the peers were compared on, with the mock answering after 400 ms. */
function peerRows({ peers }: BenchResult): Row[] {
  return [
    {
      metric: '400 ms mock: login click → first card',
      value: peers.loginToFirstCardMs,
      unit: 'ms',
      target: 500,
      vsBefore: FIRST_SCREEN_GOALS.loginToFirstCard,
    },
    {
      metric: '400 ms mock: like click → filled heart',
      value: peers.likeMs,
      unit: 'ms',
      target: 100,
    },
  ];
}

/** The production build, and the dev servers from start to first page (when measured). */
function buildRows({ buildMs, devStart }: BenchResult): Row[] {
  const rows: Row[] = [
    {
      metric: 'npm run build (5 apps)',
      value: buildMs === null ? null : buildMs / 1000,
      unit: 's',
      target: 15,
    },
  ];
  if (devStart && 'firstPageMs' in devStart) {
    rows.push(
      {
        metric: 'dev servers: start → all answering',
        value: devStart.serversReadyMs / 1000,
        unit: 's',
      },
      { metric: 'dev servers: start → first page', value: devStart.firstPageMs / 1000, unit: 's' },
    );
  }
  return rows;
}

/** Scrolling a feed through its first posts (absent from older results). */
export function scrollRows(
  prefix: string,
  scroll: NonNullable<BenchResult['scale']>['scroll'] | undefined,
): Row[] {
  const at = `${prefix}, scrolled through ${scroll?.posts ?? 1000}`;
  return [
    { metric: `${at}: cards in DOM`, value: scroll?.cardsInDom ?? null, unit: '', target: 60 },
    { metric: `${at}: longest task`, value: scroll?.longestTaskMs ?? null, unit: 'ms' },
    { metric: `${at}: long tasks`, value: scroll?.longTasks ?? null, unit: '' },
    {
      metric: `${at}: time to scroll`,
      value: scroll ? scroll.scrollMs / 1000 : null,
      unit: 's',
    },
    { metric: `${at}: like`, value: scroll?.likeMs ?? null, unit: 'ms', target: 100 },
  ];
}

function devLoopRows(loop: BenchResult['devLoop']): Row[] {
  if (!loop || !('allDev' in loop)) return [];
  return [
    { metric: 'npm start: start → first page', value: loop.allDev.firstPageMs / 1000, unit: 's' },
    { metric: 'npm start: memory (process tree)', value: loop.allDev.rssMB, unit: 'MB' },
    { metric: '--dev=feed: start → first page', value: loop.devFeed.firstPageMs / 1000, unit: 's' },
    { metric: '--dev=feed: memory (process tree)', value: loop.devFeed.rssMB, unit: 'MB' },
    { metric: 'save → updated: remote page', value: loop.saveRemotePageMs, unit: 'ms' },
    { metric: 'save → updated: shared UI', value: loop.saveSharedUiMs, unit: 'ms' },
    { metric: 'save → updated: core selector', value: loop.saveCoreMs, unit: 'ms' },
    {
      metric: '--dev=feed: shared UI save → page reloaded with it',
      value: loop.devFeedSaveSharedUiMs,
      unit: 'ms',
    },
  ];
}

function format(row: Row | undefined): string {
  if (!row || row.value === null || Number.isNaN(row.value)) return '–';
  const { value, unit } = row;
  const digits =
    unit === '' ? (Number.isInteger(value) ? 0 : 3) : unit === 'ms' ? 0 : unit === 'kB' ? 1 : 2;
  return `${value.toFixed(digits)}${unit === '' || unit === '×' ? (unit === '×' ? ' ×' : '') : ` ${unit}`}`;
}

/** The bound a row is held to: against the before run when it has one, else its target. */
function bound(row: Row, before: Row | undefined): number | undefined {
  if (row.vsBefore !== undefined && before?.value) return row.vsBefore * before.value;
  return row.target;
}

function boundText(row: Row, before: Row | undefined): string {
  const value = bound(row, before);
  if (value === undefined) return '';
  const text = `≤ ${format({ ...row, value })}`;
  return value === row.target ? text : `${text} (${row.vsBefore} × before)`;
}

const verdict = (row: Row, before: Row | undefined) => {
  const value = bound(row, before);
  if (value === undefined || row.value === null || Number.isNaN(row.value)) return '';
  return row.value <= value ? 'met' : 'NOT met';
};

/** A Markdown table: one column of values, or before and after when `before` is given. */
export function table(result: BenchResult, before?: BenchResult): string {
  const now = rowsOf(result);
  const then = new Map(before ? rowsOf(before).map((row) => [row.metric, row]) : []);
  const header = before
    ? ['measure', 'before', 'after', 'target', 'after meets it']
    : ['measure', 'value', 'target', 'met'];
  const lines = now.map((row) => {
    const old = then.get(row.metric);
    const cells = before
      ? [row.metric, format(old), format(row), boundText(row, old), verdict(row, old)]
      : [row.metric, format(row), boundText(row, undefined), verdict(row, undefined)];
    return `| ${cells.join(' | ')} |`;
  });
  return [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`, ...lines].join(
    '\n',
  );
}
