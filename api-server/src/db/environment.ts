/**
 * Whether a database holds production data, and the refusal of the commands that would empty
 * one (Rails' protected environments: `db:reset` refuses a database whose metadata says
 * production unless DISABLE_DATABASE_ENVIRONMENT_CHECK is set). A production server marks its
 * database; `npm run api:reset`, `npm run api:seed` and the server's `--reset` then refuse it,
 * and refuse under NODE_ENV=production too, unless told `--i-know-this-is-production`.
 */
import { sql } from 'kysely';
import type { Db } from './database';

export const I_KNOW_THIS_IS_PRODUCTION = '--i-know-this-is-production';

/** Called by a server started in production: the mark stays, whatever starts on it later. */
export async function markProductionDatabase(db: Db): Promise<void> {
  await sql`INSERT INTO internal_metadata (key, value) VALUES ('environment', 'production')
    ON CONFLICT (key) DO UPDATE SET value = 'production', updated_at = now()`.execute(db);
}

export async function isProductionDatabase(db: Db): Promise<boolean> {
  const { rows } = await sql<{ value: string }>`
    SELECT value FROM internal_metadata WHERE key = 'environment'`.execute(db);
  return rows[0]?.value === 'production';
}

/**
 * Throws, naming what would be lost and how to go on anyway, when `action` (which empties the
 * database) is about to run on production data without the operator saying they mean it.
 */
export async function refuseProductionUnlessSure(
  db: Db,
  { action, production, sure }: { action: string; production: boolean; sure: boolean },
): Promise<void> {
  if (sure) return;
  const why = production
    ? 'NODE_ENV is production'
    : (await isProductionDatabase(db))
      ? 'this database was used by a production server'
      : undefined;
  if (!why) return;
  throw new Error(
    `Refused: ${action} would delete every account, post and session, and ${why}. ` +
      `If you really mean to, run it again with ${I_KNOW_THIS_IS_PRODUCTION}.`,
  );
}
