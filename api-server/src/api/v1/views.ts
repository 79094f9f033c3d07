/**
 * Rows into the API's shapes (spec §4): posts with their likes and comments, users with their
 * follow lists. A list costs a fixed number of queries, however many posts it holds. Bounded
 * (production), every list holds its newest items, and every list inside an item its newest
 * members plus the viewer's own entry (nested-lists.ts).
 */
import type { Comment, Post, User, UserSummary } from '@murmur/contract';
import { formatTimestamp } from '@murmur/contract';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import {
  DISLIKERS,
  DOWNVOTERS,
  FOLLOWERS,
  FOLLOWING,
  LIKERS,
  UPVOTERS,
  membersOf,
  type ListBound,
} from './nested-lists';

export type { ListBound } from './nested-lists';

/** Which posts a view holds, in the order the contract lists them. */
export type PostScope =
  | { kind: 'all' }
  | { kind: 'one'; postId: string }
  | { kind: 'author'; userId: string }
  | { kind: 'bookmarks'; userId: string };

const stamp = (date: Date) => formatTimestamp(date);

interface SummaryRow {
  user_id: string;
  first_name: string;
  last_name: string;
  username: string;
  avatar_url: string;
}

const summaryColumns = [
  'users.id as user_id',
  'users.first_name',
  'users.last_name',
  'users.username',
  'users.avatar_url',
] as const;

const toSummary = (row: SummaryRow): UserSummary => ({
  _id: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  username: row.username,
  avatarURL: row.avatar_url,
});

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * How many of the newest a list holds (posts, comments per post, users), or undefined for all:
 * bounded in production, so that no anonymous read of this API costs more than that.
 */
export type Newest = number | undefined;

/** The ids of the posts in scope (the newest only, when bounded), as a subquery to filter on. */
function postIdsIn(db: Db, scope: PostScope, newest?: Newest) {
  const posts = db.selectFrom('posts').select('posts.id');
  switch (scope.kind) {
    case 'all':
      return newestOf(posts.orderBy('posts.seq', 'desc'), newest);
    case 'one':
      return posts.where('posts.id', '=', scope.postId);
    case 'author':
      return newestOf(
        posts.where('posts.author_id', '=', scope.userId).orderBy('posts.seq', 'desc'),
        newest,
      );
    case 'bookmarks':
      return posts.where('posts.id', 'in', (eb: ExpressionBuilder<Database, 'posts'>) =>
        newestOf(
          eb
            .selectFrom('bookmarks')
            .select('bookmarks.post_id')
            .where('user_id', '=', scope.userId)
            .orderBy('bookmarks.seq', 'desc'),
          newest,
        ),
      );
  }
}

/** A query already ordered newest first, limited to `newest` rows when bounded. */
const newestOf = <Q extends { limit(count: number): Q }>(query: Q, newest: Newest): Q =>
  newest === undefined ? query : query.limit(newest);

type PostRowQuery = SelectQueryBuilder<
  Database,
  'posts' | 'users',
  {
    id: string;
    content: string;
    like_count: number;
    created_at: Date;
    updated_at: Date;
  } & SummaryRow
>;

function postRows(db: Db, scope: PostScope, newest: Newest): PostRowQuery {
  const all = db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select([
      'posts.id',
      'posts.content',
      'posts.like_count',
      'posts.created_at',
      'posts.updated_at',
      ...summaryColumns,
    ]);
  const base =
    newest === undefined ? all : all.where('posts.id', 'in', postIdsIn(db, scope, newest));
  switch (scope.kind) {
    case 'all':
      return base.orderBy('posts.seq', 'desc');
    case 'one':
      return base.where('posts.id', '=', scope.postId);
    case 'author':
      return base.where('posts.author_id', '=', scope.userId).orderBy('posts.seq', 'desc');
    case 'bookmarks':
      // Bookmarks list in the order they were made, oldest first, as the mock keeps them.
      return base
        .innerJoin('bookmarks', 'bookmarks.post_id', 'posts.id')
        .where('bookmarks.user_id', '=', scope.userId)
        .orderBy('bookmarks.seq', 'asc') as unknown as PostRowQuery;
  }
}

/** The ids of the newest comments of each post in scope. */
function newestCommentIds(db: Db, scope: PostScope, newest: number) {
  const ranked = db
    .selectFrom('comments')
    .where('comments.post_id', 'in', postIdsIn(db, scope, newest))
    .select([
      'comments.id',
      sql<number>`row_number() over (partition by comments.post_id order by comments.seq desc)`.as(
        'rank',
      ),
    ])
    .as('ranked');
  return db.selectFrom(ranked).select('ranked.id').where('ranked.rank', '<=', newest);
}

/** The comments in scope: every one, or the newest of each post when bounded. */
const commentsIn =
  (db: Db, scope: PostScope, newest: Newest) => (eb: ExpressionBuilder<Database, 'comments'>) =>
    newest === undefined
      ? eb('comments.post_id', 'in', postIdsIn(db, scope))
      : eb('comments.id', 'in', newestCommentIds(db, scope, newest));

export async function loadComments(
  db: Db,
  scope: PostScope,
  bound: ListBound = {},
): Promise<Map<string, Comment[]>> {
  const comments = await db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .select([
      'comments.id',
      'comments.post_id',
      'comments.text',
      'comments.created_at',
      'comments.updated_at',
      ...summaryColumns,
    ])
    .where(commentsIn(db, scope, bound.newest))
    .orderBy('comments.seq')
    .execute();
  const ids = comments.map((row) => row.id);
  const [upvoters, downvoters] = await Promise.all([
    membersOf(db, UPVOTERS, ids, bound),
    membersOf(db, DOWNVOTERS, ids, bound),
  ]);
  const upOf = groupBy(upvoters, (vote) => vote.owner);
  const downOf = groupBy(downvoters, (vote) => vote.owner);
  const byPost = new Map<string, Comment[]>();
  for (const row of comments) {
    const comment: Comment = {
      _id: row.id,
      text: row.text,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      avatarURL: row.avatar_url,
      votes: {
        upvotedBy: (upOf.get(row.id) ?? []).map(toSummary),
        downvotedBy: (downOf.get(row.id) ?? []).map(toSummary),
      },
      createdAt: stamp(row.created_at),
      updatedAt: stamp(row.updated_at),
    };
    const list = byPost.get(row.post_id);
    if (list) list.push(comment);
    else byPost.set(row.post_id, [comment]);
  }
  return byPost;
}

export async function loadPosts(db: Db, scope: PostScope, bound: ListBound = {}): Promise<Post[]> {
  const [posts, comments] = await Promise.all([
    postRows(db, scope, bound.newest).execute(),
    loadComments(db, scope, bound),
  ]);
  const ids = posts.map((row) => row.id);
  const [likers, dislikers] = await Promise.all([
    membersOf(db, LIKERS, ids, bound),
    membersOf(db, DISLIKERS, ids, bound),
  ]);
  const likersOf = groupBy(likers, (reaction) => reaction.owner);
  const dislikersOf = groupBy(dislikers, (reaction) => reaction.owner);
  return posts.map((row) => ({
    _id: row.id,
    content: row.content,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarURL: row.avatar_url,
    likes: {
      likeCount: row.like_count,
      likedBy: (likersOf.get(row.id) ?? []).map(toSummary),
      dislikedBy: (dislikersOf.get(row.id) ?? []).map(toSummary),
    },
    comments: comments.get(row.id) ?? [],
    createdAt: stamp(row.created_at),
    updatedAt: stamp(row.updated_at),
  }));
}

export const loadAllPosts = (db: Db, bound: ListBound = {}) =>
  loadPosts(db, { kind: 'all' }, bound);

/**
 * Users as the API shows them. The public view (lists, profiles, the followed user) blanks the
 * email and the bookmarks, which are the owner's business; the self view has both.
 */
export async function loadUsers(
  db: Db,
  which: { kind: 'all' } | { kind: 'ids'; ids: string[] },
  view: 'public' | 'self',
  bound: ListBound = {},
): Promise<User[]> {
  if (which.kind === 'ids' && which.ids.length === 0) return [];
  // Every user, or only the newest: their follow lists are read for them alone.
  let users = db
    .selectFrom('users')
    .select([
      'users.id',
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.avatar_url',
      'users.bio',
      'users.website',
      'users.created_at',
      'users.updated_at',
    ])
    .orderBy('users.seq');
  if (which.kind === 'ids') users = users.where('users.id', 'in', which.ids);
  else if (bound.newest !== undefined) {
    const newest = db
      .selectFrom('users')
      .select('users.id')
      .orderBy('users.seq', 'desc')
      .limit(bound.newest);
    users = users.where('users.id', 'in', newest);
  }
  const userRows = await users.execute();
  const ids = userRows.map((row) => row.id);
  const [followers, following] = await Promise.all([
    membersOf(db, FOLLOWERS, ids, bound),
    membersOf(db, FOLLOWING, ids, bound),
  ]);
  const followersOf = groupBy(followers, (row) => row.owner);
  const followingOf = groupBy(following, (row) => row.owner);
  const bookmarksOf = new Map<string, Post[]>();
  if (view === 'self') {
    for (const row of userRows) {
      bookmarksOf.set(row.id, await loadPosts(db, { kind: 'bookmarks', userId: row.id }, bound));
    }
  }
  return userRows.map((row) => ({
    _id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: view === 'self' ? row.email : '',
    avatarURL: row.avatar_url,
    bio: row.bio,
    website: row.website,
    followers: (followersOf.get(row.id) ?? []).map(toSummary),
    following: (followingOf.get(row.id) ?? []).map(toSummary),
    bookmarks: bookmarksOf.get(row.id) ?? [],
    createdAt: stamp(row.created_at),
    updatedAt: stamp(row.updated_at),
  }));
}

export async function loadUser(
  db: Db,
  id: string,
  view: 'public' | 'self',
  bound: ListBound = {},
): Promise<User> {
  const [user] = await loadUsers(db, { kind: 'ids', ids: [id] }, view, bound);
  if (!user) throw new Error(`User ${id} vanished while its answer was built`);
  return user;
}
