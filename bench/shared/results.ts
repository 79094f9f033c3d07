/**
 * The result files of bench-results/: each says which bench wrote it (`kind`) and in which
 * format (`formatVersion`). A report reads only its own kind in the current format, and says
 * in words what a file of another format is, rather than guessing at fields it may lack.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { RESULTS_DIR } from './paths';

/**
 * The format the benches write and read. 2: every figure present (1, before format versions,
 * left out the ones measured after a file was written).
 */
export const FORMAT_VERSION = 2;

export type ResultKind = 'client' | 'monolith' | 'integrity';

export interface ResultHeader {
  formatVersion: typeof FORMAT_VERSION;
  kind: ResultKind;
  label: string;
  date: string;
  /** The commit of the worktree measured, so a result says which code it measured. */
  commit: string;
  machine: { cpus: number; node: string };
}

/** The commit a worktree is at (short), or 'unknown'. */
export function commitOf(root: string): string {
  const result = spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

/** A label from the time: 2026-11-27T10-04-31-123Z. */
export const timestampLabel = (): string => new Date().toISOString().replace(/[:.]/g, '-');

/** The header of a result of `kind` measured of the worktree at `root`, now. */
export function headerOf(kind: ResultKind, label: string, root: string): ResultHeader {
  return {
    formatVersion: FORMAT_VERSION,
    kind,
    label,
    date: new Date().toISOString(),
    commit: commitOf(root),
    machine: { cpus: availableParallelism(), node: process.version },
  };
}

/** Writes `text` as bench-results/<name>; returns the file's path. */
function writeInResults(name: string, text: string): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, name);
  writeFileSync(file, text);
  return file;
}

/** Writes `result` as bench-results/<label>.json; returns the file's path. */
export const writeResult = <T extends ResultHeader>(result: T): string =>
  writeInResults(`${result.label}.json`, `${JSON.stringify(result, null, 2)}\n`);

/** Writes a bench's Markdown tables as bench-results/<name>.md; returns the file's path. */
export const writeMarkdown = (name: string, markdown: string): string =>
  writeInResults(`${name}.md`, `${markdown}\n`);

/** Reads a result of `kind`; throws, saying why, when the file is of another format or kind. */
export function readResult<T extends ResultHeader>(file: string, kind: ResultKind): T {
  const json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const header = (typeof json === 'object' && json !== null ? json : {}) as Partial<ResultHeader>;
  const version = header.formatVersion;
  const needs = `this bench reads format version ${FORMAT_VERSION} only`;
  if (version === undefined) {
    throw new Error(
      `${file} is of an older format (version 1, written before results carried a format version): ${needs}. Measure it again with this bench (--root <its worktree>).`,
    );
  }
  if (version !== FORMAT_VERSION) {
    const age = version < FORMAT_VERSION ? 'an older' : 'a newer';
    throw new Error(`${file} is of ${age} format (version ${version}): ${needs}.`);
  }
  if (header.kind !== kind) {
    throw new Error(`${file} is a ${header.kind ?? 'nameless'} result, not a ${kind} result.`);
  }
  return json as T;
}
