/**
 * The embedded database is for development and demos: refused under NODE_ENV=production unless
 * allowed, and one process's at a time (its lock taken before it opens). Migrations run each in
 * its own transaction; one marked `-- murmur:no-transaction` can build an index concurrently.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { holdEmbeddedLock } from '../src/db/embedded-lock';
import { migrate } from '../src/db/migrate';
import { sql } from 'kysely';
import { startServerProcess } from './support/server-process';
import { freshPostgres, onPostgresOnly } from './support/targets';

jest.setTimeout(180_000);

const SECRET = 'a-production-secret-that-is-long-enough-0123456789';

describe('the embedded database', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'murmur-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is refused in production unless explicitly allowed', () => {
    expect(() => readConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET })).toThrow(
      /DATABASE_URL is not set.*MURMUR_ALLOW_EMBEDDED_IN_PRODUCTION=1/,
    );
    const allowed = readConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      MURMUR_ALLOW_EMBEDDED_IN_PRODUCTION: '1',
    });
    expect(allowed.databaseUrl).toBeUndefined();
  });

  it('is locked before it opens: a second opener is refused, saying by whom', async () => {
    const release = holdEmbeddedLock(dir);
    const createPglite = jest.fn();
    await expect(
      openDatabase({
        databaseUrl: undefined,
        embeddedDir: path.join(dir, 'pglite'),
        lockDir: dir,
        createPglite,
      }),
    ).rejects.toThrow(`in use by process ${process.pid}`);
    expect(createPglite).not.toHaveBeenCalled();
    release();
    // Given back: the next one takes it.
    holdEmbeddedLock(dir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    writeFileSync(path.join(dir, 'server.pid'), '999999999\n');
    expect(() => holdEmbeddedLock(dir)()).not.toThrow();
  });

  it('two servers on one data folder: the second refuses with a message', async () => {
    const first = await startServerProcess();
    try {
      await expect(startServerProcess({ dataDir: first.dataDir })).rejects.toThrow(
        /The embedded database in .* is in use by process \d+/,
      );
      expect((await fetch(`${first.origin}/api/health`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  });
});

onPostgresOnly('migrations', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'murmur-migrations-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('each in its own transaction; a no-transaction one builds its index concurrently', async () => {
    const opened = await openDatabase({
      databaseUrl: await freshPostgres(),
      embeddedDir: 'unused',
    });
    try {
      writeFileSync(path.join(dir, '001_table.sql'), 'CREATE TABLE things (n int);');
      writeFileSync(
        path.join(dir, '002_index.sql'),
        '-- murmur:no-transaction\nCREATE INDEX CONCURRENTLY IF NOT EXISTS things_n ON things (n);',
      );
      writeFileSync(
        path.join(dir, '003_broken.sql'),
        'CREATE TABLE half (n int); SELECT no_such_function();',
      );
      await expect(migrate(opened.db, dir)).rejects.toThrow(/no_such_function/);
      const { rows } = await sql<{ name: string }>`
        SELECT name FROM schema_migrations ORDER BY name`.execute(opened.db);
      expect(rows.map((row) => row.name)).toEqual(['001_table.sql', '002_index.sql']);
      const tables = await sql<{ half: string | null; index: string | null }>`
        SELECT to_regclass('half')::text AS half, to_regclass('things_n')::text AS index
      `.execute(opened.db);
      expect(tables.rows).toEqual([{ half: null, index: 'things_n' }]);
    } finally {
      await opened.close();
    }
  });
});
