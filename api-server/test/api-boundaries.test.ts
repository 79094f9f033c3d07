/**
 * Each API sits in its own folder and is plugged in by one line of app.ts. Nothing else in the
 * server or its tests imports the spec's API (v1; the benchmark, bench, reaches the server
 * only through the package's exports, as lint holds it), so removing it is removing
 * `src/api/v1/` and that line, and then the queries only it reads (its whole records). The APIs
 * share only `api/shared/` and the modules outside `api/`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { API_SERVER_DIR } from './support/paths';

const SOURCE_DIRS = ['src', 'test'].map((dir) => path.join(API_SERVER_DIR, dir));
const API_DIR = path.join(API_SERVER_DIR, 'src', 'api');
const APP_FILE = path.join(API_SERVER_DIR, 'src', 'app.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mts|cts)$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative module a file imports or re-exports, resolved to an absolute path. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g)];
  return specifiers.map(([, specifier]) => path.resolve(path.dirname(file), specifier!));
}

const isInside = (file: string, dir: string) => !path.relative(dir, file).startsWith('..');

/** `<file> -> <import>` for every import of `apiDir` from outside it. */
function importsFromOutside(apiDir: string): string[] {
  return SOURCE_DIRS.flatMap(sourceFiles)
    .filter((file) => !isInside(file, apiDir))
    .flatMap((file) =>
      relativeImports(file)
        .filter((target) => isInside(target, apiDir))
        .map(
          (target) =>
            `${path.relative(API_SERVER_DIR, file)} -> ${path.relative(API_SERVER_DIR, target)}`,
        ),
    );
}

it('imports the spec API (v1) from outside its folder only in the one registration of app.ts', () => {
  const apiDir = path.join(API_DIR, 'v1');
  expect(importsFromOutside(apiDir)).toEqual([
    `${path.relative(API_SERVER_DIR, APP_FILE)} -> ${path.relative(API_SERVER_DIR, apiDir)}`,
  ]);
});

describe.each(['v1', 'v2'])('the %s API', (api) => {
  it('is registered by one line of app.ts', () => {
    const app = readFileSync(APP_FILE, 'utf8');
    const registrations = app.split('\n').filter((line) => line.includes('app.register(api'));
    expect(registrations.filter((line) => line.includes(`api${api.toUpperCase()}`))).toHaveLength(
      1,
    );
  });
});

it("reads the spec API's whole records only from its own folder, to go with it", () => {
  const v1Dir = path.join(API_DIR, 'v1');
  const repositories = path.join(API_SERVER_DIR, 'src', 'repositories');
  const onlyForV1 = ['posts/records.ts', 'comments/records.ts', 'users/records.ts'].map((file) =>
    path.join(repositories, file),
  );
  const readers = SOURCE_DIRS.flatMap(sourceFiles).filter((file) =>
    relativeImports(file).some((target) => onlyForV1.includes(`${target}.ts`)),
  );
  const fromOutside = readers.filter((file) => !isInside(file, v1Dir) && !onlyForV1.includes(file));
  expect(readers.length).toBeGreaterThan(0);
  expect(fromOutside.map((file) => path.relative(API_SERVER_DIR, file))).toEqual([]);
});

it('finds the imports it checks (the scan reads this very folder layout)', () => {
  expect(importsFromOutside(path.join(API_DIR, 'shared')).length).toBeGreaterThan(0);
});
