/**
 * A large database for benchmarks and query plans: `users` generated members and `posts` generated
 * posts of history (a year, ending before the demo's posts), then the demo seed on top (its six
 * people and 22 posts are the newest, and log in as usual). Set-based SQL: each table is one
 * INSERT … SELECT over generate_series, so a million posts take about a minute, not hours.
 *
 * What is generated, in proportion (deterministic: the same numbers give the same database):
 * - each member follows about 50 others; every fifth member follows the six demo people, who each
 *   follow 50 members (so the demo's home feeds run through the history too);
 * - a post has 0–2 likes (1 on average) and every tenth post 1–3 comments;
 * - each member bookmarks 10 posts.
 * Members log in with the password MEMBER_PASSWORD (one hash for all: hashing ten thousand
 * passwords with Argon2 would take minutes).
 */
import { sql, type RawBuilder } from 'kysely';
import { SEED_POST_COUNT, SEED_USERS, buildSeedDb } from '@murmur/contract';
import { hashPassword } from '../security/passwords';
import type { Db } from './database';
import { countLoadedRows } from './counts';
import { STARTUP_LOCK } from './migrate';
import { emptyTables, insertSeedRows, seedRows } from './seed';
import type { Trx } from './transaction';

export const MEMBER_PASSWORD = 'murmur-member';

const FOLLOWS_PER_MEMBER = 50;
const DEMO_FOLLOWS_PER_PERSON = 50;
const BOOKMARKS_PER_MEMBER = 10;

export interface BulkSeedOptions {
  posts: number;
  users: number;
  /** Told each step's name and how long it took. */
  onStep?: (step: string, ms: number) => void;
}

/** A whole number ≥ 0 from `value` and a salt: a deterministic stand-in for a random draw. */
const draw = (value: RawBuilder<unknown>, salt: number) =>
  sql<number>`(hashint8((${value})::bigint * 131 + ${sql.lit(salt)}) & 2147483647)`;

const g = sql`g`;
/** How many likes post g has: 0, 1 or 2. */
const likesOf = sql`(${draw(g, 1)} % 3)`;
/** How many comments post g has: every tenth post has 1 to 3. */
const commentsOf = sql`(CASE WHEN g % 10 = 0 THEN 1 + (g / 10) % 3 ELSE 0 END)`;

const FIRST_NAMES = ['Ada', 'Ben', 'Chloé', 'Dev', 'Elif', 'Femi', 'Gao', 'Hana', 'Ivo', 'Jana'];
const LAST_NAMES = ['Okafor', 'Lindqvist', 'Moreau', 'Rao', 'Sato', 'Novak', 'Silva', 'Haddad'];
const SENTENCES = [
  'Trying the new bakery on the corner: the rye is worth the queue.',
  'Finished the book everyone was talking about. The middle drags; the ending lands.',
  'Rain all morning, so the seedlings got a day off from me.',
  'Three hours debugging, one character to fix it. Classic.',
  'The river path is flooded again; the ducks approve.',
  'Made soup from whatever was left in the fridge. Surprisingly good.',
  'Learning to juggle with three oranges. Currently at two.',
  'Someone left a piano on the street with a sign saying "play me". I did.',
];
const list = (values: string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`);

async function step(name: string, options: BulkSeedOptions, work: () => Promise<unknown>) {
  const started = Date.now();
  await work();
  options.onStep?.(name, Date.now() - started);
}

async function insertMembers(trx: Trx, users: number, passwordHash: string) {
  await sql`
    INSERT INTO users (id, seq, username, password_hash, first_name, last_name, email, bio,
                       created_at, updated_at)
    SELECT 'gu' || i, i + 1,
      lower(first_name) || '_' || lower(last_name) || i, ${passwordHash}, first_name, last_name,
      'member' || i || '@example.com', 'Member number ' || i || '.',
      now() - interval '400 days' + i * interval '1 minute',
      now() - interval '400 days' + i * interval '1 minute'
    FROM generate_series(0, ${users - 1}) AS i,
      LATERAL (SELECT (${list(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] AS first_name,
                      (${list(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]
                        AS last_name) AS names`.execute(trx);
}

/** Oldest first, so a later post has a higher seq; a year of history, ending 34 days ago. */
async function insertPosts(trx: Trx, posts: number, users: number) {
  await sql`
    INSERT INTO posts (id, seq, author_id, content, like_count, comment_count, created_at,
                       updated_at)
    SELECT 'gp' || g, ${users} + g, 'gu' || (${draw(g, 2)} % ${users}),
      (${list(SENTENCES)})[1 + ${draw(g, 3)} % ${SENTENCES.length}] || ' #' || g,
      ${likesOf}, ${commentsOf},
      now() - interval '34 days' - (${posts} - g) * (interval '365 days' / ${posts}),
      now() - interval '34 days' - (${posts} - g) * (interval '365 days' / ${posts})
    FROM generate_series(1, ${posts}) AS g`.execute(trx);
  await sql`SELECT setval('murmur_order', ${users + posts})`.execute(trx);
}

async function insertLikes(trx: Trx, posts: number, users: number) {
  await sql`
    INSERT INTO post_reactions (post_id, user_id, liked)
    SELECT 'gp' || g, 'gu' || ((${draw(g, 4)} + k) % ${users}), true
    FROM generate_series(1, ${posts}) AS g, generate_series(0, 1) AS k
    WHERE k < ${likesOf}
    ORDER BY g, k`.execute(trx);
}

async function insertComments(trx: Trx, posts: number, users: number) {
  await sql`
    INSERT INTO comments (id, post_id, author_id, text, created_at, updated_at)
    SELECT 'gc' || g || '-' || k, 'gp' || g, 'gu' || ((${draw(g, 5)} + k * 7) % ${users}),
      'Comment ' || k || ' on post ' || g || '.',
      now() - interval '34 days' - (${posts} - g) * (interval '365 days' / ${posts})
        + k * interval '1 hour',
      now() - interval '34 days' - (${posts} - g) * (interval '365 days' / ${posts})
        + k * interval '1 hour'
    FROM generate_series(1, ${posts}) AS g, generate_series(1, 3) AS k
    WHERE k <= ${commentsOf}
    ORDER BY g, k`.execute(trx);
}

async function insertFollows(trx: Trx, users: number) {
  const perMember = Math.min(FOLLOWS_PER_MEMBER, users - 1);
  if (perMember < 1) return;
  const i = sql`i`;
  await sql`
    INSERT INTO follows (follower_id, followee_id)
    SELECT DISTINCT 'gu' || i, 'gu' || ((i + 1 + ${draw(sql`${i} * 64 + k`, 6)} % ${users - 1})
      % ${users})
    FROM generate_series(0, ${users - 1}) AS i, generate_series(1, ${perMember}) AS k
    ON CONFLICT DO NOTHING`.execute(trx);
}

async function insertBookmarks(trx: Trx, posts: number, users: number) {
  await sql`
    INSERT INTO bookmarks (user_id, post_id)
    SELECT DISTINCT 'gu' || i, 'gp' || (1 + ${draw(sql`i * 16 + k`, 7)} % ${posts})
    FROM generate_series(0, ${users - 1}) AS i, generate_series(1, ${BOOKMARKS_PER_MEMBER}) AS k
    ON CONFLICT DO NOTHING`.execute(trx);
}

/** The demo's people and the members follow each other, so both feeds reach the history. */
async function linkDemoToMembers(trx: Trx, users: number) {
  const demo = sql.raw(`ARRAY[${SEED_USERS.map((user) => `'${user._id}'`).join(', ')}]`);
  await sql`
    INSERT INTO follows (follower_id, followee_id)
    SELECT 'gu' || i, person FROM generate_series(0, ${users - 1}, 5) AS i, unnest(${demo}) AS person
    ON CONFLICT DO NOTHING`.execute(trx);
  await sql`
    INSERT INTO follows (follower_id, followee_id)
    SELECT DISTINCT person, 'gu' || (${draw(sql`k * 8 + n`, 8)} % ${users})
    FROM unnest(${demo}) WITH ORDINALITY AS demo(person, n),
      generate_series(1, ${Math.min(DEMO_FOLLOWS_PER_PERSON, users)}) AS k
    ON CONFLICT DO NOTHING`.execute(trx);
}

/** Empties the database and fills it as described above, in one transaction; then VACUUM ANALYZE. */
export async function bulkSeed(db: Db, options: BulkSeedOptions): Promise<void> {
  const { posts, users } = options;
  if (!Number.isInteger(users) || users < 2) throw new Error('--users must be 2 or more.');
  if (!Number.isInteger(posts) || posts < 1) throw new Error('--posts must be 1 or more.');
  const passwordHash = await hashPassword(MEMBER_PASSWORD);
  const demo = buildSeedDb({ postCount: SEED_POST_COUNT });

  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${STARTUP_LOCK})`.execute(trx);
    await step('empty the tables', options, () => emptyTables(trx));
    await step(`${users} members`, options, () => insertMembers(trx, users, passwordHash));
    await step(`${posts} posts`, options, () => insertPosts(trx, posts, users));
    await step('likes', options, () => insertLikes(trx, posts, users));
    await step('comments', options, () => insertComments(trx, posts, users));
    await step('follows', options, () => insertFollows(trx, users));
    await step('bookmarks', options, () => insertBookmarks(trx, posts, users));
    await step('the demo seed, and the counts', options, async () => {
      const { rows } = await sql<{
        last_value: string;
      }>`SELECT last_value FROM murmur_order`.execute(trx);
      const after = Number(rows[0]?.last_value ?? 0);
      await insertSeedRows(trx, await seedRows(demo, after));
      await linkDemoToMembers(trx, users);
      await countLoadedRows(trx);
    });
  });
  // Statistics for the planner, and the visibility map that lets index-only scans skip the heap.
  await step('vacuum analyze', options, () => sql`VACUUM ANALYZE`.execute(db));
}
