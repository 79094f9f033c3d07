/**
 * What a successful write announces to open pages (shared/contract/src/v2/events.ts): the writes of
 * both APIs that change what people see, each with the events it gives, read from the data right
 * after the write (inside it, so no other write comes between). Edits, votes, bookmarks, profile
 * edits, sign-ups and logins announce nothing. The API server announces the same writes alike.
 */
import type { Post } from '@murmur/contract';
import type { LiveEvent, PostCountedEvent } from '@murmur/contract';
import type { Db, StoredUser } from '@murmur/contract';
import { authenticate, findPost, findUserById, findUserByUsername } from '../contract/guards';
import { param, type ApiRequest, type Method, type Route } from './route';
import { ROUTES } from './routes';
import { V2_ROUTES } from './routes-v2';

/** The events of one write, in the order a client should apply them. */
type Announce = (db: Db, request: ApiRequest) => LiveEvent[] | Promise<LiveEvent[]>;

const postOf = (db: Db, request: ApiRequest) => findPost(db, param(request, 'postId'));

const counted = (post: Post): PostCountedEvent => ({
  type: 'post.counted',
  postId: post._id,
  likeCount: post.likes.likeCount,
  commentCount: post.comments.length,
});

/** The store keeps posts newest first (a new one is unshifted): the write's post is the first. */
const postCreated: Announce = async (db, request) => {
  const author = await authenticate(db, request.authorization);
  const post = db.posts[0];
  if (post?.username !== author.username) throw new Error('The new post is not first in the Db.');
  return [{ type: 'post.created', postId: post._id, authorId: author._id }];
};

const postDeleted: Announce = (_db, request) => [
  { type: 'post.deleted', postId: param(request, 'postId') },
];

const likesCounted: Announce = (db, request) => [counted(postOf(db, request))];

/** Comments are kept oldest first (a new one is appended): the write's comment is the last. */
const commentCreated: Announce = (db, request) => {
  const post = postOf(db, request);
  const comment = post.comments.at(-1);
  if (!comment) throw new Error('The new comment is not last under its post.');
  return [{ type: 'comment.created', postId: post._id, commentId: comment._id }, counted(post)];
};

const commentDeleted: Announce = (db, request) => {
  const post = postOf(db, request);
  const commentId = param(request, 'commentId');
  return [{ type: 'comment.deleted', postId: post._id, commentId }, counted(post)];
};

type Followee = (db: Db, request: ApiRequest) => StoredUser;
const byId: Followee = (db, request) => findUserById(db, param(request, 'userId'));
const byUsername: Followee = (db, request) => findUserByUsername(db, param(request, 'username'));

/** The contract names the followed user by id, `/api/v2` by username. */
const followed =
  (following: boolean, followee: Followee): Announce =>
  async (db, request) => {
    const follower = await authenticate(db, request.authorization);
    const user = followee(db, request);
    return [
      {
        type: 'user.followed',
        followerId: follower._id,
        followeeId: user._id,
        following,
        followerCount: user.followers.length,
      },
    ];
  };

/** Every announcing route of the contract (spec §7) and of `/api/v2`, by method and path. */
const ANNOUNCING: readonly (readonly [Method, string, Announce])[] = [
  ['post', '/posts', postCreated],
  ['post', '/v2/posts', postCreated],
  ['delete', '/posts/:postId', postDeleted],
  ['delete', '/v2/posts/:postId', postDeleted],

  ['post', '/posts/like/:postId', likesCounted],
  ['post', '/posts/dislike/:postId', likesCounted],
  ['post', '/v2/posts/:postId/like', likesCounted],
  ['post', '/v2/posts/:postId/dislike', likesCounted],

  ['post', '/comments/add/:postId', commentCreated],
  ['post', '/v2/posts/:postId/comments', commentCreated],
  // The contract takes a comment's delete as POST or DELETE (see routes.ts).
  ['post', '/comments/delete/:postId/:commentId', commentDeleted],
  ['delete', '/comments/delete/:postId/:commentId', commentDeleted],
  ['delete', '/v2/posts/:postId/comments/:commentId', commentDeleted],

  ['post', '/users/follow/:userId', followed(true, byId)],
  ['post', '/users/unfollow/:userId', followed(false, byId)],
  ['post', '/v2/users/:username/follow', followed(true, byUsername)],
  ['delete', '/v2/users/:username/follow', followed(false, byUsername)],
];

const keyOf = (method: Method, path: string) => `${method} ${path}`;

/** Checked when the module loads: a path mistyped here would silently announce nothing. */
const ANNOUNCE_BY_ROUTE: ReadonlyMap<string, Announce> = (() => {
  const routes = new Set([...ROUTES, ...V2_ROUTES].map((route) => keyOf(route.method, route.path)));
  return new Map(
    ANNOUNCING.map(([method, path, announce]) => {
      const key = keyOf(method, path);
      if (!routes.has(key)) throw new Error(`Live events name a route that does not exist: ${key}`);
      return [key, announce] as const;
    }),
  );
})();

/** The events of `route`'s successful write, read from `db` as the write left it. */
export async function liveEventsOf(
  route: Route,
  db: Db,
  request: ApiRequest,
): Promise<LiveEvent[]> {
  const announce = ANNOUNCE_BY_ROUTE.get(keyOf(route.method, route.path));
  return announce ? announce(db, request) : [];
}
