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
import type { ResultHeader } from '../shared/results';
import { FIRST_SCREEN_GOALS, floorRows, homeBytesRows, loginRows } from './reportBytes';

export interface BenchResult extends ResultHeader {
  /** The worktree measured (its commit is the header's). */
  root: string;
  options: { runs: number; seedPosts: number; scrollPosts: number };
  buildMs: number | null;
  devStart: DevStart | { skipped: string } | null;
  devLoop: DevLoop | { skipped: string } | null;
  floor: Floor;
  bytes: {
    login: PageBytes;
    home: PageBytes;
    /** Until the login form is usable. */
    loginUsable: PageBytes;
    /** /home again once the first visit installed the mock's worker, the HTTP cache cleared. */
    secondVisit: PageBytes & { controlled: boolean };
  };
  mockOff: { mirageFiles: number; homeFirstViewJsGzip: number };
  reduxToolkit: ReturnType<typeof reduxToolkitOnHome>;
  loginLoad: Awaited<ReturnType<typeof measureLoginLoad>>;
  homeLoad: Awaited<ReturnType<typeof measureHomeLoad>>;
  /** The same with the mock answering after the spec's 400 ms. */
  slowHomeLoad: Awaited<ReturnType<typeof measureHomeLoad>>;
  /** Absent with --first-screen (so are the feed at scale and the shared copy). */
  navigation?: Awaited<ReturnType<typeof measureNavigation>>;
  scale?: Awaited<ReturnType<typeof measureScale>>;
  peers: Awaited<ReturnType<typeof measurePeers>>;
  sharedCopy?: Awaited<ReturnType<typeof measureSharedCopy>>[];
  /** With --server-scale (null without it). */
  serverScale: ServerScale | { skipped: string } | null;
  /** The first screen as a person meets it, at the spec's 400 ms. */
  drawn: DrawnFirstScreen;
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

/** The feed at scale's first card: at least 25 % faster than the before run. */
const FASTER_BY_A_QUARTER = 0.75;

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

/** /home's first card, paint and layout shifts, and switching to another remote. */
function timingRows({ homeLoad, slowHomeLoad, navigation }: BenchResult): Row[] {
  return [
    { metric: '/home first post card', value: homeLoad.firstCardMs, unit: 'ms', target: 1000 },
    {
      metric: '/home first post card, 400 ms mock',
      value: slowHomeLoad.firstCardMs,
      unit: 'ms',
      vsBefore: FIRST_SCREEN_GOALS.slowHomeFirstCard,
    },
    { metric: '/home LCP', value: homeLoad.lcpMs, unit: 'ms' },
    {
      metric: '/home long tasks before the first card',
      value: homeLoad.longTasksBeforeCard,
      unit: '',
      vsBefore: FIRST_SCREEN_GOALS.longTasksBeforeCard,
    },
    {
      metric: '/home long tasks before the first card: total',
      value: homeLoad.longTaskMsBeforeCard,
      unit: 'ms',
      vsBefore: FIRST_SCREEN_GOALS.longTasksBeforeCard,
    },
    {
      metric: '/home, 400 ms mock: long tasks before the first card',
      value: slowHomeLoad.longTasksBeforeCard,
      unit: '',
    },
    {
      metric: '/home, 400 ms mock: long tasks before the first card: total',
      value: slowHomeLoad.longTaskMsBeforeCard,
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

/** Scrolling a feed through its first posts. */
function scrollRows(prefix: string, scroll: NonNullable<BenchResult['scale']>['scroll']): Row[] {
  const at = `${prefix}, scrolled through ${scroll.posts}`;
  return [
    { metric: `${at}: cards in DOM`, value: scroll.cardsInDom, unit: '', target: 60 },
    { metric: `${at}: longest task`, value: scroll.longestTaskMs, unit: 'ms' },
    { metric: `${at}: long tasks`, value: scroll.longTasks, unit: '' },
    { metric: `${at}: time to scroll`, value: scroll.scrollMs / 1000, unit: 's' },
    { metric: `${at}: like`, value: scroll.likeMs, unit: 'ms', target: 100 },
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
