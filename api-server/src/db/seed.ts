/**
 * The mock's seed, loaded into SQL: the same six users (passwords hashed), the same posts, likes,
 * comments, follows and bookmarks, with times relative to now. `buildSeedDb` is the one source.
 */
import { sql } from 'kysely';
import { SEED_POST_COUNT, buildSeedDb, type Db as SeedData } from '@murmur/contract';
import { hashPassword } from '../security/passwords';
import { countLoadedRows } from './counts';
import type { Db } from './database';
import { STARTUP_LOCK } from './migrate';
import type { Trx } from './transaction';

export interface SeedOptions {
  /** Total posts, as the mock's `seedPosts`: 22 hand-written, more generated (the benchmark). */
  postCount?: number;
}

const TABLES =
  'comment_votes, comments, post_reactions, bookmarks, follows, posts, users, rate_limit_windows';
const CHUNK = 500;

/** Seed passwords are hashed once per process: a reset between tests must not cost seconds. */
const seedHashes = new Map<string, Promise<string>>();
const seedHash = (password: string) => {
  let found = seedHashes.get(password);
  if (!found) {
    found = hashPassword(password);
    seedHashes.set(password, found);
  }
  return found;
};

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK));
  }
}

/** The seed's rows, ordered from `afterOrder` on (a bulk seed puts its history before them). */
export async function seedRows(data: SeedData, afterOrder = 0) {
  const userIds = new Map(data.users.map((user) => [user.username, user._id]));
  const idOf = (username: string) => userIds.get(username) as string;
  let order = afterOrder;
  const next = () => String(++order);

  const users = await Promise.all(
    data.users.map(async (user) => ({
      id: user._id,
      seq: next(),
      username: user.username,
      password_hash: await seedHash(user.password),
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      avatar_url: user.avatarURL,
      bio: user.bio,
      website: user.website,
      created_at: new Date(user.createdAt),
      updated_at: new Date(user.updatedAt),
    })),
  );
  const follows = data.users.flatMap((user) =>
    user.following.map((followed) => ({
      follower_id: user._id,
      followee_id: followed._id,
      seq: next(),
    })),
  );
  // Oldest first, so the newest post has the highest order and lists first.
  const oldestFirst = [...data.posts].reverse();
  const posts = oldestFirst.map((post) => ({
    id: post._id,
    seq: next(),
    author_id: idOf(post.username),
    content: post.content,
    like_count: post.likes.likeCount,
    created_at: new Date(post.createdAt),
    updated_at: new Date(post.updatedAt),
  }));
  const reactions = oldestFirst.flatMap((post) => [
    ...post.likes.likedBy.map((user) => ({
      post_id: post._id,
      user_id: user._id,
      liked: true,
      seq: next(),
    })),
    ...post.likes.dislikedBy.map((user) => ({
      post_id: post._id,
      user_id: user._id,
      liked: false,
      seq: next(),
    })),
  ]);
  const comments = oldestFirst.flatMap((post) =>
    post.comments.map((comment) => ({
      id: comment._id,
      seq: next(),
      post_id: post._id,
      author_id: idOf(comment.username),
      text: comment.text,
      created_at: new Date(comment.createdAt),
      updated_at: new Date(comment.updatedAt),
    })),
  );
  const votes = oldestFirst.flatMap((post) =>
    post.comments.flatMap((comment) => [
      ...comment.votes.upvotedBy.map((user) => ({
        comment_id: comment._id,
        user_id: user._id,
        up: true,
        seq: next(),
      })),
      ...comment.votes.downvotedBy.map((user) => ({
        comment_id: comment._id,
        user_id: user._id,
        up: false,
        seq: next(),
      })),
    ]),
  );
  const bookmarks = data.users.flatMap((user) =>
    user.bookmarks.map((postId) => ({ user_id: user._id, post_id: postId, seq: next() })),
  );
  return { users, follows, posts, reactions, comments, votes, bookmarks, lastOrder: order };
}

export type SeedRows = Awaited<ReturnType<typeof seedRows>>;

export const emptyTables = (trx: Trx) => sql.raw(`TRUNCATE ${TABLES}`).execute(trx);

/** Inserts the seed's rows, then the counts kept beside them; the order sequence moves past them. */
export async function insertSeedRows(trx: Trx, rows: SeedRows): Promise<void> {
  await insertChunks(rows.users, (chunk) => trx.insertInto('users').values(chunk).execute());
  await insertChunks(rows.follows, (chunk) => trx.insertInto('follows').values(chunk).execute());
  await insertChunks(rows.posts, (chunk) => trx.insertInto('posts').values(chunk).execute());
  await insertChunks(rows.reactions, (chunk) =>
    trx.insertInto('post_reactions').values(chunk).execute(),
  );
  await insertChunks(rows.comments, (chunk) => trx.insertInto('comments').values(chunk).execute());
  await insertChunks(rows.votes, (chunk) =>
    trx.insertInto('comment_votes').values(chunk).execute(),
  );
  await insertChunks(rows.bookmarks, (chunk) =>
    trx.insertInto('bookmarks').values(chunk).execute(),
  );
  await countLoadedRows(trx);
  await sql`SELECT setval('murmur_order', ${rows.lastOrder + 1}, false)`.execute(trx);
}

/**
 * Empties every table and loads the seed, in one transaction: readers see before or after. With
 * `onlyIfEmpty`, a database that has users is left alone (checked under the start-up lock, so two
 * instances starting at once seed it once).
 */
export async function resetToSeed(
  db: Db,
  { postCount = SEED_POST_COUNT }: SeedOptions = {},
  { onlyIfEmpty = false } = {},
): Promise<boolean> {
  const rows = await seedRows(buildSeedDb({ postCount }));
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${STARTUP_LOCK})`.execute(trx);
    if (onlyIfEmpty && (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst())) {
      return false;
    }
    await emptyTables(trx);
    await insertSeedRows(trx, rows);
    return true;
  });
}

/** A database with no users gets the seed; one with data is left as it is. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
  return resetToSeed(db, options, { onlyIfEmpty: true });
}
