/**
 * The JS and CSS a cold page loads, split by the app that served it, and how many copies of
 * each shared library (and of the federation runtime) arrived.
 * "First view" is what had arrived when the page first showed what it is for (the login form,
 * the first post card); "after idle" adds whatever loaded once the page went quiet (preloads).
 * The page's JS and a service worker's are counted apart: the worker's scripts run off the
 * page's main thread, and on a second visit it is already installed.
 */
import type { ModuleMap } from '../analyseBuild';
import { arrivals, fromWorker, loaded, type BenchPage, type LoadedFile } from '../browser';
import { inPage, type BenchEnv } from '../env';

export interface Bytes {
  files: number;
  raw: number;
  gzip: number;
}

/** Libraries counted for copies, by where their modules live. */
export const LIBRARIES: Record<string, string[]> = {
  react: ['node_modules/react/'],
  'react-dom': ['node_modules/react-dom/'],
  router: ['node_modules/react-router/', 'node_modules/react-router-dom/'],
  redux: ['node_modules/@reduxjs/toolkit/', 'node_modules/redux/', 'node_modules/react-redux/'],
  'MF runtime': ['node_modules/@module-federation/runtime-core/'],
};

const MOCK_MODULES = ['mock-api/', 'node_modules/miragejs/'];
/**
 * The page's side of the mock: the worker's protocol (its file, URL and messages) and the
 * start-up that registers the worker (`@murmur/mock-api/browser`), not the mock's own code.
 */
const NOT_MOCK_MODULES = ['mock-api/src/worker/worker-settings.ts', 'mock-api/src/browser/'];

/** Redux Toolkit and what it brings (immer, reselect, redux), RTK Query included. */
const REDUX_TOOLKIT_MODULES = [
  'node_modules/@reduxjs/toolkit/',
  'node_modules/immer/',
  'node_modules/reselect/',
  'node_modules/redux/',
  'node_modules/redux-thunk/',
];

const none = (): Bytes => ({ files: 0, raw: 0, gzip: 0 });
const add = (sum: Bytes, file: LoadedFile) => {
  sum.files += 1;
  sum.raw += file.raw;
  sum.gzip += file.gzip;
};

export function mapKey(file: Pick<LoadedFile, 'app' | 'url'>): string {
  return `${file.app}/${new URL(file.url).pathname.split('/').at(-1)}`;
}

export function holdsMock(file: LoadedFile, map: ModuleMap): boolean {
  const modules = map[mapKey(file)]?.modules ?? [];
  return modules.some(
    (module) =>
      !NOT_MOCK_MODULES.some((prefix) => module.startsWith(prefix)) &&
      MOCK_MODULES.some((prefix) => module.startsWith(prefix)),
  );
}

/**
 * Where a module comes from: its package (`react-dom`, `@reduxjs/toolkit`) or its folder
 * (`shell`, `@murmur/core` for shared/core). A path may climb out of the measured worktree (a
 * request resolved from the benchmark's own), so leading `../` are dropped.
 */
function origin(module: string): string {
  const path = module.replace(/^(?:\.\.\/)+/, '');
  const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1]!;
  const parts = path.split('/');
  if (parts[0]?.startsWith('@')) return parts.slice(0, 2).join('/');
  return parts[0] === 'shared' ? `@murmur/${parts[1]}` : (parts[0] ?? module);
}

/** What a file holds: the origins of its modules, most modules first (at most `most`). */
export function holdings(file: string, map: ModuleMap, most = 4): string[] {
  const counts = new Map<string, number>();
  for (const module of map[file]?.modules ?? []) {
    counts.set(origin(module), (counts.get(origin(module)) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, most)
    .map(([name]) => name);
}

function summarise(
  files: LoadedFile[],
  requests: number,
  map: ModuleMap,
  byWorker: (file: LoadedFile) => boolean,
) {
  const summary = {
    requests,
    /** The page's own JS (not a service worker's). */
    js: none(),
    css: none(),
    byApp: {} as Record<string, { js: Bytes; css: Bytes }>,
    /** The page's JS files that hold the in-browser mock API (Mirage and its helpers). */
    mockJs: none(),
    /** JS a service worker fetched (its own script included). */
    workerJs: none(),
    /** Each file (`app/name`) with its gzip bytes, largest first; what it holds, who fetched it. */
    files: files
      .map((file) => ({
        file: mapKey(file),
        gzip: file.gzip,
        kind: file.kind,
        holds: holdings(mapKey(file), map),
        byWorker: byWorker(file),
      }))
      .sort((a, b) => b.gzip - a.gzip),
  };
  for (const file of files) {
    if (byWorker(file)) {
      if (file.kind === 'js') add(summary.workerJs, file);
      continue;
    }
    add(summary[file.kind], file);
    summary.byApp[file.app] ??= { js: none(), css: none() };
    add(summary.byApp[file.app]![file.kind], file);
    if (file.kind === 'js' && holdsMock(file, map)) add(summary.mockJs, file);
  }
  return summary;
}

export type LoadSummary = ReturnType<typeof summarise>;

/** For each library, the most times any one of its modules arrived in different files. */
export function countCopies(files: LoadedFile[], map: ModuleMap): Record<string, number> {
  const arrivals = new Map<string, number>();
  for (const file of files.filter((f) => f.kind === 'js')) {
    for (const module of map[mapKey(file)]?.modules ?? []) {
      arrivals.set(module, (arrivals.get(module) ?? 0) + 1);
    }
  }
  return Object.fromEntries(
    Object.entries(LIBRARIES).map(([library, prefixes]) => {
      let most = 0;
      for (const [module, count] of arrivals) {
        if (prefixes.some((prefix) => module.startsWith(prefix))) most = Math.max(most, count);
      }
      return [library, most];
    }),
  );
}

export type PageBytes = Awaited<ReturnType<typeof pageBytes>>;

/** The files `bench` received while on `path` until watch `viewName`, and once quiet. */
async function pageBytes(env: BenchEnv, bench: BenchPage, path: string, viewName: string) {
  const view = await loaded(bench, path, viewName);
  const arrivedAt = await arrivals(bench);
  const byWorker = (file: LoadedFile) => fromWorker(bench, file);
  const firstFiles = bench.loads.filter((file) => arrivedAt(file) <= view.found);
  const ends = await bench.page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
  );
  const firstRequests = 1 + ends.filter((end) => end <= view.found).length;
  return {
    firstView: summarise(firstFiles, firstRequests, env.moduleMap, byWorker),
    afterIdle: summarise(bench.loads, bench.requests, env.moduleMap, byWorker),
    /** Library → how many copies of its code the page loaded. */
    copies: countCopies(
      bench.loads.filter((file) => !byWorker(file)),
      env.moduleMap,
    ),
    /** Loaded JS the analysis build does not know (its copies cannot be counted). */
    unmappedJs: bench.loads
      .filter((file) => file.kind === 'js' && !env.moduleMap[mapKey(file)])
      .map(mapKey),
  };
}

const measurePage = (env: BenchEnv, path: string, viewName: string, signedIn: boolean) =>
  inPage(env, signedIn ? { session: env.session } : {}, (bench) =>
    pageBytes(env, bench, path, viewName),
  );

/**
 * A second visit to /home: the first left the mock's service worker installed (where the build
 * has one), then the HTTP cache is cleared, so the page downloads its own code again and
 * whatever of the mock still runs in the page shows in its bytes.
 */
function measureSecondVisit(env: BenchEnv) {
  return inPage(env, { session: env.session }, async (bench) => {
    await loaded(bench, '/home', 'firstCard');
    const cdp = await bench.context.newCDPSession(bench.page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    bench.loads.length = 0;
    bench.requests = 0;
    const bytes = await pageBytes(env, bench, '/home', 'firstCard');
    const controlled = await bench.page.evaluate(
      () => !!navigator.serviceWorker && navigator.serviceWorker.controller !== null,
    );
    return { ...bytes, controlled };
  });
}

export async function measureBytes(env: BenchEnv) {
  return {
    login: await measurePage(env, '/', 'loginForm', false),
    loginUsable: await measurePage(env, '/', 'loginUsable', false),
    home: await measurePage(env, '/home', 'firstCard', true),
    secondVisit: await measureSecondVisit(env),
  };
}

/**
 * The files of a page's first load that hold Redux Toolkit's modules (or immer's, reselect's…),
 * RTK Query included, counted whole: the module map names the modules a file starts from, not
 * the ones concatenated into it. The shared libraries' file that holds them holds React Router
 * and react-redux too (sharedChunks.ts): the floor (floor.ts) is what they weigh alone.
 */
export function reduxToolkitOnHome(summary: LoadSummary, map: ModuleMap) {
  const files = summary.files.filter(
    ({ file, byWorker }) =>
      !byWorker &&
      (map[file]?.modules ?? []).some((module) =>
        REDUX_TOOLKIT_MODULES.some((prefix) => module.startsWith(prefix)),
      ),
  );
  return { files: files.map(({ file }) => file), gzip: files.reduce((n, f) => n + f.gzip, 0) };
}
