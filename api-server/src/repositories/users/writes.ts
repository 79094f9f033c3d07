/** The SQL of users: sign-up, login look-up, profiles and follows (announced to the followed). */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  HttpError,
  MOCK_MESSAGES,
  SPEC_MESSAGES,
  isReservedUsername,
  notFound,
  type ProfileFields,
  type SignupInput,
} from '@murmur/contract';
import type { Db } from '../../db/database';
import { inTransaction, isUniqueViolation, type Trx } from '../../db/transaction';
import { announce } from '../live-events';

export interface Me {
  id: string;
  username: string;
}

/** Usernames are unique regardless of case, so this finds at most one. */
export function findForLogin(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function createUser(db: Db, input: SignupInput, passwordHash: string): Promise<Me> {
  const taken = () => new HttpError(422, SPEC_MESSAGES.usernameTaken);
  if (isReservedUsername(input.username)) throw taken();
  const now = new Date();
  const id = randomUUID();
  try {
    await db
      .insertInto('users')
      .values({
        id,
        username: input.username,
        password_hash: passwordHash,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    // Two sign-ups of one name at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return { id, username: input.username };
}

/**
 * `readEdit` reads the body with the rules of the API it came through (the contract's wrapped
 * fields, or v2's own), against the current values: a missing field keeps its value.
 */
export function editProfile(
  db: Db,
  me: Me,
  readEdit: (current: ProfileFields) => ProfileFields,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('users')
      .select(['bio', 'website', 'avatar_url'])
      .where('id', '=', me.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const next = readEdit({
      bio: current.bio,
      website: current.website,
      avatarURL: current.avatar_url,
    });
    await trx
      .updateTable('users')
      .set({
        bio: next.bio,
        website: next.website,
        avatar_url: next.avatarURL,
        updated_at: new Date(),
      })
      .where('id', '=', me.id)
      .execute();
  });
}

/**
 * Locks both users, in id order so that A following B while B follows A cannot deadlock; the
 * follower's lock makes one user's concurrent follows of one person run one after another.
 */
async function lockPair(trx: Trx, me: Me, targetId: string) {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [me.id, targetId])
    .orderBy('id')
    .forUpdate()
    .execute();
  if (!rows.some((row) => row.id === targetId)) throw notFound(MOCK_MESSAGES.userNotFound);
  if (targetId === me.id) throw new HttpError(400, MOCK_MESSAGES.followSelf);
}

/**
 * Both users change: the time, my following count and their follower count, by `change`. The one
 * followed (or unfollowed) is told, with their new count.
 */
async function touchPair(trx: Trx, me: Me, targetId: string, change: 1 | -1) {
  const now = new Date();
  await trx
    .updateTable('users')
    .set({ updated_at: now, following_count: sql<number>`following_count + ${change}` })
    .where('id', '=', me.id)
    .execute();
  const target = await trx
    .updateTable('users')
    .set({ updated_at: now, follower_count: sql<number>`follower_count + ${change}` })
    .where('id', '=', targetId)
    .returning('follower_count')
    .executeTakeFirstOrThrow();
  await announce(trx, {
    type: 'user.followed',
    followerId: me.id,
    followeeId: targetId,
    following: change === 1,
    followerCount: target.follower_count,
  });
}

async function following(trx: Trx, me: Me, targetId: string) {
  const row = await trx
    .selectFrom('follows')
    .select('followee_id')
    .where('follower_id', '=', me.id)
    .where('followee_id', '=', targetId)
    .executeTakeFirst();
  return row !== undefined;
}

export function follow(db: Db, me: Me, targetId: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    await lockPair(trx, me, targetId);
    if (await following(trx, me, targetId)) {
      throw new HttpError(400, SPEC_MESSAGES.alreadyFollowing);
    }
    await trx.insertInto('follows').values({ follower_id: me.id, followee_id: targetId }).execute();
    await touchPair(trx, me, targetId, 1);
  });
}

export function unfollow(db: Db, me: Me, targetId: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    await lockPair(trx, me, targetId);
    if (!(await following(trx, me, targetId))) {
      throw new HttpError(400, SPEC_MESSAGES.notFollowing);
    }
    await trx
      .deleteFrom('follows')
      .where('follower_id', '=', me.id)
      .where('followee_id', '=', targetId)
      .execute();
    await touchPair(trx, me, targetId, -1);
  });
}
