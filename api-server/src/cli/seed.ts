/**
 * `npm run api:seed -- --posts 1000000 --users 10000`: empties the database and fills it with
 * generated history plus the demo seed (src/db/bulk-seed.ts), for benchmarks and query plans.
 * Into DATABASE_URL; without it, the embedded database (stop its server first). Refused on
 * production data unless `--i-know-this-is-production` (db/environment.ts).
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { embeddedDirOf } from '../app';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { MEMBER_PASSWORD, bulkSeed } from '../db/bulk-seed';
import { embeddedHolder } from '../db/embedded-lock';
import { refuseProductionUnlessSure } from '../db/environment';

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a whole number.`);
  return parsed;
}

async function main() {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string' },
      users: { type: 'string' },
      'i-know-this-is-production': { type: 'boolean' },
    },
  });
  const posts = wholeNumber('posts', values.posts, 1_000_000);
  const users = wholeNumber('users', values.users, 10_000);
  const config = readConfig();
  const holder = config.databaseUrl ? undefined : embeddedHolder(config.dataDir);
  if (holder) {
    throw new Error(
      `The API server (pid ${holder}) has the embedded database open: stop it first.`,
    );
  }
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: embeddedDirOf(config.dataDir),
    lockDir: config.dataDir,
  });
  const started = Date.now();
  try {
    await migrate(opened.db);
    await refuseProductionUnlessSure(opened.db, {
      action: 'npm run api:seed',
      production: config.production,
      sure: values['i-know-this-is-production'] === true,
    });
    console.log(`Seeding the ${opened.kind} database: ${posts} posts, ${users} members…`);
    await bulkSeed(opened.db, {
      posts,
      users,
      onStep: (step, ms) => console.log(`  ${step}: ${(ms / 1000).toFixed(1)} s`),
    });
  } finally {
    await opened.close();
  }
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(0)} s. The demo's people log in as usual; ` +
      `members (e.g. ada_okafor0) with the password "${MEMBER_PASSWORD}".`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
