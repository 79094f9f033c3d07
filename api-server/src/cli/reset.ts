/**
 * `npm run api:reset`: the database back to the seed (the mock's six users and 22 posts). The
 * embedded database is one process's: stop the server first, or start it with `--reset`.
 * Refused on production data unless `--i-know-this-is-production` (db/environment.ts).
 */
import { readConfig } from '../config';
import { embeddedDirOf } from '../app';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { resetToSeed } from '../db/seed';
import { embeddedHolder } from '../db/embedded-lock';
import { refuseProductionUnlessSure } from '../db/environment';

async function main() {
  const config = readConfig();
  const holder = config.databaseUrl ? undefined : embeddedHolder(config.dataDir);
  if (holder) {
    throw new Error(
      `The API server (pid ${holder}) has the embedded database open: stop it first, or start it with --reset.`,
    );
  }
  const seedPosts = process.env.SEED_POSTS ? Number(process.env.SEED_POSTS) : undefined;
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: embeddedDirOf(config.dataDir),
    lockDir: config.dataDir,
  });
  try {
    await migrate(opened.db);
    await refuseProductionUnlessSure(opened.db, {
      action: 'npm run api:reset',
      production: config.production,
      sure: process.argv.includes('--i-know-this-is-production'),
    });
    await resetToSeed(opened.db, { postCount: seedPosts });
    console.log(`Murmur API: the ${opened.kind} database is back to the seed.`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
