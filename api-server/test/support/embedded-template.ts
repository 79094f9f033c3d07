/**
 * Creating an embedded database initialises PostgreSQL in WASM: seconds. Tests copy a migrated
 * template instead, made once per set of migrations and kept in the temp folder.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database';
import { migrate, migrationFiles } from '../../src/db/migrate';
import { API_SERVER_DIR } from './paths';

const MIGRATIONS = path.join(API_SERVER_DIR, 'src', 'db', 'migrations');

function templateDir(): string {
  const hash = createHash('sha256');
  for (const name of migrationFiles(MIGRATIONS)) {
    hash.update(name).update(readFileSync(path.join(MIGRATIONS, name)));
  }
  return path.join(os.tmpdir(), `murmur-api-template-${hash.digest('hex').slice(0, 12)}`);
}

export async function ensureEmbeddedTemplate(): Promise<string> {
  const finalDir = templateDir();
  if (existsSync(finalDir)) return finalDir;
  const building = `${finalDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const opened = await openDatabase({ databaseUrl: undefined, embeddedDir: building });
  await migrate(opened.db);
  await opened.close();
  try {
    renameSync(building, finalDir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another run finished first
  }
  return finalDir;
}

/** A fresh embedded database folder, copied from the template, at `dataDir/pglite`. */
export async function embeddedDataDir(dataDir: string): Promise<void> {
  cpSync(await ensureEmbeddedTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
}
