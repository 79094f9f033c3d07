/**
 * The JS and CSS a cold page loads, split by the app that served it, and how many copies of
 * each shared library (and of the federation runtime) arrived.
 * "First view" is what had arrived when the page first showed what it is for (the login form,
 * the first post card); "after idle" adds whatever loaded once the page went quiet (preloads).
 */
import type { ModuleMap } from '../analyseBuild';
import { networkQuiet, responseEnds, watched, type LoadedFile } from '../browser';
import type { BenchEnv } from '../env';

export interface Bytes {
  files: number;
  raw: number;
  gzip: number;
}

export interface LoadSummary {
  requests: number;
  js: Bytes;
  css: Bytes;
  byApp: Record<string, { js: Bytes; css: Bytes }>;
  /** JS files that hold the in-browser mock API (Mirage and its helpers). */
  mockJs: Bytes;
  /** Each file (`app/name`) with its gzip bytes, largest first. */
  files: { file: string; gzip: number }[];
}

export interface PageBytes {
  firstView: LoadSummary;
  afterIdle: LoadSummary;
  /** Library → how many copies of its code the page loaded. */
  copies: Record<string, number>;
  /** Loaded JS the analysis build does not know (its copies cannot be counted). */
  unmappedJs: string[];
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

/** Redux Toolkit and what it brings (immer, reselect, redux), RTK Query included. */
const REDUX_TOOLKIT_MODULES = [
  'node_modules/@reduxjs/toolkit/',
  'node_modules/immer/',
  'node_modules/reselect/',
  'node_modules/redux/',
  'node_modules/redux-thunk/',
];
const RTK_QUERY_MODULES = ['node_modules/@reduxjs/toolkit/dist/query/'];

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
  return modules.some((module) => MOCK_MODULES.some((prefix) => module.startsWith(prefix)));
}

function summarise(files: LoadedFile[], requests: number, map: ModuleMap): LoadSummary {
  const summary: LoadSummary = {
    requests,
    js: none(),
    css: none(),
    byApp: {},
    mockJs: none(),
    files: files
      .map((file) => ({ file: mapKey(file), gzip: file.gzip }))
      .sort((a, b) => b.gzip - a.gzip),
  };
  for (const file of files) {
    add(summary[file.kind], file);
    summary.byApp[file.app] ??= { js: none(), css: none() };
    add(summary.byApp[file.app]![file.kind], file);
    if (file.kind === 'js' && holdsMock(file, map)) add(summary.mockJs, file);
  }
  return summary;
}

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

async function measurePage(
  env: BenchEnv,
  path: string,
  viewName: string,
  signedIn: boolean,
): Promise<PageBytes> {
  const bench = await env.open(signedIn ? { session: env.session } : {});
  try {
    await bench.page.goto(path);
    const view = await watched(bench.page, viewName);
    await networkQuiet(bench);
    const ends = await responseEnds(bench.page);
    const firstFiles = bench.loads.filter((file) => (ends.get(file.url) ?? Infinity) <= view.found);
    const firstRequests = 1 + [...ends.values()].filter((end) => end <= view.found).length;
    return {
      firstView: summarise(firstFiles, firstRequests, env.moduleMap),
      afterIdle: summarise(bench.loads, bench.requests, env.moduleMap),
      copies: countCopies(bench.loads, env.moduleMap),
      unmappedJs: bench.loads
        .filter((file) => file.kind === 'js' && !env.moduleMap[mapKey(file)])
        .map(mapKey),
    };
  } finally {
    await bench.close();
  }
}

export async function measureBytes(env: BenchEnv) {
  return {
    login: await measurePage(env, '/', 'loginForm', false),
    home: await measurePage(env, '/home', 'firstCard', true),
  };
}

/**
 * What Redux Toolkit costs a page's first load: the gzip of the loaded files that hold its
 * modules (or immer's, reselect's…), and of those holding RTK Query. Shared libraries are split
 * into chunks of their own, so those files hold nothing else; the module map names the module a
 * chunk starts from, not the ones concatenated into it, so each file is counted whole.
 */
export function reduxToolkitOnHome(summary: LoadSummary, map: ModuleMap) {
  const holding = (prefixes: string[]) => {
    const files = summary.files.filter(({ file }) =>
      (map[file]?.modules ?? []).some((module) => prefixes.some((p) => module.startsWith(p))),
    );
    return { files: files.map(({ file }) => file), gzip: files.reduce((n, f) => n + f.gzip, 0) };
  };
  return { all: holding(REDUX_TOOLKIT_MODULES), query: holding(RTK_QUERY_MODULES) };
}
