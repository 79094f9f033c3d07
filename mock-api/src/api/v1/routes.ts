/**
 * v1, the spec's API (§7): every call's method, path under /api, success status, the rule that
 * answers it, and the live events a successful write gives.
 * Success codes: 201 for create and most writes; 200 for reads, login, follows and bookmarks.
 */
import type { Db } from '@murmur/contract';
import {
  announcing,
  open,
  param,
  signedIn,
  type Announce,
  type ApiRequest,
  type Route,
  type SignedInHandler,
} from '../../mirage/route';
import { findUserById } from '../shared/guards';
import {
  commentCreated,
  commentDeleted,
  followed,
  likesCounted,
  postCreated,
  postDeleted,
} from '../shared/live-events';
import { commentTarget, postId, username } from '../shared/params';
import { login, signup } from './auth';
import { addBookmark, listBookmarks, removeBookmark } from './bookmarks';
import {
  addComment,
  deleteComment,
  downvoteComment,
  editComment,
  listComments,
  upvoteComment,
} from './comments';
import {
  createPost,
  deletePost,
  dislikePost,
  editPost,
  getPost,
  likePost,
  listPosts,
  listPostsByUser,
} from './posts';
import { editProfile, follow, getUser, listUsers, unfollow } from './users';

/** The client sends comment edit and delete as DELETE, the original mock took POST (§7 note). */
const postOrDelete = (path: string, handle: SignedInHandler, announce?: Announce): Route[] =>
  (['post', 'delete'] as const).map((method) => ({
    ...signedIn(method, path, 201, handle),
    announce,
  }));

/** v1 names the followed user by id. */
const followeeOf = (db: Db, r: ApiRequest) => findUserById(db, param(r, 'userId'));

export const routes: readonly Route[] = [
  open('post', '/auth/login', 200, (db, r) => login(db, r.body)),
  open('post', '/auth/signup', 201, (db, r) => signup(db, r.body)),

  open('get', '/posts', 200, (db) => listPosts(db)),
  open('get', '/posts/:postId', 200, (db, r) => getPost(db, postId(r))),
  open('get', '/posts/user/:username', 200, (db, r) => listPostsByUser(db, username(r))),
  announcing(
    postCreated,
    signedIn('post', '/posts', 201, (db, me, r) => createPost(db, me, r.body)),
  ),
  signedIn('post', '/posts/edit/:postId', 201, (db, me, r) => editPost(db, me, postId(r), r.body)),
  announcing(
    postDeleted,
    signedIn('delete', '/posts/:postId', 201, (db, me, r) => deletePost(db, me, postId(r))),
  ),
  announcing(
    likesCounted,
    signedIn('post', '/posts/like/:postId', 201, (db, me, r) => likePost(db, me, postId(r))),
  ),
  announcing(
    likesCounted,
    signedIn('post', '/posts/dislike/:postId', 201, (db, me, r) => dislikePost(db, me, postId(r))),
  ),

  open('get', '/comments/:postId', 200, (db, r) => listComments(db, postId(r))),
  announcing(
    commentCreated,
    signedIn('post', '/comments/add/:postId', 201, (db, me, r) =>
      addComment(db, me, postId(r), r.body),
    ),
  ),
  ...postOrDelete('/comments/edit/:postId/:commentId', (db, me, r) =>
    editComment(db, me, commentTarget(r), r.body),
  ),
  ...postOrDelete(
    '/comments/delete/:postId/:commentId',
    (db, me, r) => deleteComment(db, me, commentTarget(r)),
    commentDeleted,
  ),
  signedIn('post', '/comments/upvote/:postId/:commentId', 201, (db, me, r) =>
    upvoteComment(db, me, commentTarget(r)),
  ),
  signedIn('post', '/comments/downvote/:postId/:commentId', 201, (db, me, r) =>
    downvoteComment(db, me, commentTarget(r)),
  ),

  open('get', '/users', 200, (db) => listUsers(db)),
  // A static segment outranks `:username` in the router, so this is never read as a username.
  signedIn('get', '/users/bookmark', 200, (db, me) => listBookmarks(db, me)),
  open('get', '/users/:username', 200, (db, r) => getUser(db, username(r))),
  signedIn('post', '/users/edit', 201, (db, me, r) => editProfile(db, me, r.body)),
  signedIn('post', '/users/bookmark/:postId', 200, (db, me, r) => addBookmark(db, me, postId(r))),
  signedIn('post', '/users/remove-bookmark/:postId', 200, (db, me, r) =>
    removeBookmark(db, me, postId(r)),
  ),
  announcing(
    followed(true, followeeOf),
    signedIn('post', '/users/follow/:userId', 200, (db, me, r) =>
      follow(db, me, param(r, 'userId')),
    ),
  ),
  announcing(
    followed(false, followeeOf),
    signedIn('post', '/users/unfollow/:userId', 200, (db, me, r) =>
      unfollow(db, me, param(r, 'userId')),
    ),
  ),
];
