/**
 * Sessions: the row every token names. A request is answered while its row exists and was used
 * within the idle period; logging out deletes it (or every row of the user). The row is read in
 * the same query as the user a request is made for, so checking it costs no round trip.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { HttpError, SPEC_MESSAGES } from '@murmur/contract';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { TokenClaims } from '../security/tokens';
import type { Me } from './users/writes';

/** `last_used_at` is written at most this often: not a write per request. */
export const LAST_USED_PRECISION_MS = 60_000;

/**
 * A new session of the user; past `perUser` live sessions, the least recently used are ended in
 * the same transaction (the user row locked, so two logins at once cannot both keep one too many).
 */
export async function startSession(db: Db, userId: string, perUser: number): Promise<string> {
  const id = randomUUID();
  await inTransaction(db, async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await trx.insertInto('sessions').values({ id, user_id: userId }).execute();
    await sql`DELETE FROM sessions WHERE id IN (
      SELECT id FROM sessions WHERE user_id = ${userId}
      ORDER BY last_used_at DESC, created_at DESC, id
      OFFSET ${perUser})`.execute(trx);
  });
  return id;
}

/**
 * Sessions no token can use any more: idle past the idle limit, or older than a token lives.
 * Returns how many were deleted.
 */
export async function sweepSessions(
  db: Db,
  { idleDays, lifetimeDays }: { idleDays: number; lifetimeDays: number },
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('last_used_at', '<=', sql<Date>`now() - make_interval(days => ${idleDays})`),
        eb('created_at', '<=', sql<Date>`now() - make_interval(days => ${lifetimeDays})`),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The user a verified token names, if its session is still open. A user that is gone or renamed
 * reads as not registered (404, as the mock); an ended or idle session as an invalid token (401).
 */
export async function findSessionUser(db: Db, claims: TokenClaims, idleDays: number): Promise<Me> {
  const found = await db
    .selectFrom('users')
    .leftJoin('sessions', (join) =>
      join
        .onRef('sessions.user_id', '=', 'users.id')
        .on('sessions.id', '=', claims.sid)
        .on('sessions.last_used_at', '>', sql<Date>`now() - make_interval(days => ${idleDays})`),
    )
    .select(['users.id', 'users.username', 'sessions.last_used_at'])
    .where('users.id', '=', claims._id)
    .executeTakeFirst();
  if (!found || found.username !== claims.username) {
    throw new HttpError(404, SPEC_MESSAGES.unknownUser);
  }
  if (!found.last_used_at) throw new HttpError(401, SPEC_MESSAGES.invalidToken);
  if (Date.now() - new Date(found.last_used_at).getTime() > LAST_USED_PRECISION_MS) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: sql<Date>`now()` })
      .where('id', '=', claims.sid)
      .execute();
  }
  return { id: found.id, username: found.username };
}

/** Ends one session (logged out). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user (signed out everywhere). */
export async function endEverySession(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/**
 * Which of these sessions are still open (not ended, not idle): an instance asks it for the
 * sessions of its open streams, so an end made on any instance closes them everywhere.
 */
export async function openSessions(
  db: Db,
  sessionIds: readonly string[],
  idleDays: number,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', sessionIds)
    .where('last_used_at', '>', sql<Date>`now() - make_interval(days => ${idleDays})`)
    .execute();
  return new Set(rows.map((row) => row.id));
}
