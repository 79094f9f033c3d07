/** The rows of what the pages download: the login page, /home (first and second visit), the floor. */
import type { BenchResult, Row } from './report';

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

/** The first screen's goals against the before run (docs/performance-figures.md, "The first screen"). */
export const FIRST_SCREEN_GOALS = {
  loginUsable: 0.6,
  slowHomeFirstCard: 0.8,
  loginToFirstCard: 0.9,
  longTasksBeforeCard: 0.5,
} as const;

/** The login page: its bytes, when its form is usable and when the mock's code arrived. */
export function loginRows({ bytes, loginLoad }: BenchResult): Row[] {
  const usable = bytes.loginUsable.firstView;
  return [
    { metric: '/ first view: JS gzip', value: kB(bytes.login.firstView.js.gzip), unit: 'kB' },
    { metric: '/ first view: JS files', value: bytes.login.firstView.js.files, unit: '' },
    {
      metric: '/ until the login form is usable: JS gzip',
      value: kB(usable.js.gzip),
      unit: 'kB',
      target: LOGIN_USABLE_JS_KB,
    },
    {
      metric: '/ until the login form is usable: JS files',
      value: usable.js.files,
      unit: '',
    },
    {
      metric: '/ until the login form is usable: service worker JS gzip',
      value: kB(usable.workerJs.gzip),
      unit: 'kB',
    },
    {
      metric: '/ login form usable',
      value: loginLoad.usableMs,
      unit: 'ms',
      target: 600,
      vsBefore: FIRST_SCREEN_GOALS.loginUsable,
    },
    { metric: '/ mock API code arrived', value: loginLoad.mockArrivedMs, unit: 'ms' },
    { metric: '/ after idle: JS gzip', value: kB(bytes.login.afterIdle.js.gzip), unit: 'kB' },
    { metric: '/ after idle: requests', value: bytes.login.afterIdle.requests, unit: '' },
  ];
}

/** What /home downloads on its first load, by kind and by app, and the libraries' copies. */
export function homeBytesRows({ bytes, mockOff, reduxToolkit }: BenchResult): Row[] {
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
      value: kB(home.workerJs.gzip),
      unit: 'kB',
    },
    {
      metric: '/home first load: JS gzip (mock off)',
      value: kB(mockOff.homeFirstViewJsGzip),
      unit: 'kB',
    },
    {
      metric: '/home first load: the files holding Redux Toolkit (with what shares them), gzip',
      value: kB(reduxToolkit.gzip),
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
  const first = visit.firstView;
  return [
    {
      metric: '/home second visit: page controlled by a service worker',
      value: Number(visit.controlled),
      unit: '',
    },
    {
      metric: '/home second visit, first load: page JS gzip',
      value: kB(first.js.gzip),
      unit: 'kB',
    },
    {
      metric: '/home second visit, first load: mock API on the page',
      value: kB(first.mockJs.gzip),
      unit: 'kB',
      target: 0,
    },
    {
      metric: '/home second visit: service worker JS gzip (after idle)',
      value: kB(visit.afterIdle.workerJs.gzip),
      unit: 'kB',
    },
  ];
}

/** /home's JS against the floor: the shared libraries every page needs anyway. */
export function floorRows({ bytes, floor, mockOff }: BenchResult): Row[] {
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
