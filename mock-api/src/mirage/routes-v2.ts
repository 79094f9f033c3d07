/**
 * Every call of the paginated API under /api/v2 (the table in shared/contract/src/v2/types.ts): method,
 * path, success status, and the rule that answers it. 201 for what is created (signup, a post, a
 * comment), 200 for everything else.
 */
import type { CommentTarget } from '../contract/comments';
import { loginV2, signupV2 } from '../contract/v2/auth';
import {
  addCommentV2,
  deleteCommentV2,
  editCommentV2,
  listCommentsV2,
  voteV2,
} from '../contract/v2/comments';
import {
  bookmarkPostV2,
  createPostV2,
  deletePostV2,
  dislikePostV2,
  editPostV2,
  getPostV2,
  likePostV2,
  postLikers,
  unbookmarkPostV2,
} from '../contract/v2/posts';
import {
  bookmarksTimeline,
  exploreTimeline,
  homeTimeline,
  userTimeline,
} from '../contract/v2/timelines';
import {
  editMe,
  followV2,
  followersOf,
  followingOf,
  getMe,
  getProfile,
  suggestionsFor,
  unfollowV2,
} from '../contract/v2/users';
import { open, param, signedIn, viewing, type ApiRequest, type Route } from './route';

const postId = (r: ApiRequest) => param(r, 'postId');
const username = (r: ApiRequest) => param(r, 'username');
const comment = (r: ApiRequest): CommentTarget => ({
  postId: postId(r),
  commentId: param(r, 'commentId'),
});

const V2 = '/v2';

export const V2_ROUTES: readonly Route[] = [
  open('post', `${V2}/auth/login`, 200, (db, r) => loginV2(db, r.body)),
  open('post', `${V2}/auth/signup`, 201, (db, r) => signupV2(db, r.body)),
  signedIn('get', `${V2}/me`, 200, (db, me) => getMe(db, me)),
  signedIn('patch', `${V2}/me`, 200, (db, me, r) => editMe(db, me, r.body)),

  signedIn('get', `${V2}/timelines/home`, 200, (db, me, r) => homeTimeline(db, me, r.query)),
  viewing('get', `${V2}/timelines/explore`, 200, (db, viewer, r) =>
    exploreTimeline(db, viewer, r.query),
  ),
  signedIn('get', `${V2}/bookmarks`, 200, (db, me, r) => bookmarksTimeline(db, me, r.query)),
  signedIn('get', `${V2}/suggestions`, 200, (db, me, r) => suggestionsFor(db, me, r.query)),

  viewing('get', `${V2}/users/:username`, 200, (db, viewer, r) =>
    getProfile(db, viewer, username(r)),
  ),
  viewing('get', `${V2}/users/:username/posts`, 200, (db, viewer, r) =>
    userTimeline(db, viewer, username(r), r.query),
  ),
  open('get', `${V2}/users/:username/followers`, 200, (db, r) =>
    followersOf(db, username(r), r.query),
  ),
  open('get', `${V2}/users/:username/following`, 200, (db, r) =>
    followingOf(db, username(r), r.query),
  ),
  signedIn('post', `${V2}/users/:username/follow`, 200, (db, me, r) =>
    followV2(db, me, username(r)),
  ),
  signedIn('delete', `${V2}/users/:username/follow`, 200, (db, me, r) =>
    unfollowV2(db, me, username(r)),
  ),

  signedIn('post', `${V2}/posts`, 201, (db, me, r) => createPostV2(db, me, r.body)),
  viewing('get', `${V2}/posts/:postId`, 200, (db, viewer, r) => getPostV2(db, viewer, postId(r))),
  signedIn('patch', `${V2}/posts/:postId`, 200, (db, me, r) =>
    editPostV2(db, me, postId(r), r.body),
  ),
  signedIn('delete', `${V2}/posts/:postId`, 200, (db, me, r) => deletePostV2(db, me, postId(r))),
  signedIn('post', `${V2}/posts/:postId/like`, 200, (db, me, r) => likePostV2(db, me, postId(r))),
  signedIn('post', `${V2}/posts/:postId/dislike`, 200, (db, me, r) =>
    dislikePostV2(db, me, postId(r)),
  ),
  signedIn('post', `${V2}/posts/:postId/bookmark`, 200, (db, me, r) =>
    bookmarkPostV2(db, me, postId(r)),
  ),
  signedIn('delete', `${V2}/posts/:postId/bookmark`, 200, (db, me, r) =>
    unbookmarkPostV2(db, me, postId(r)),
  ),
  open('get', `${V2}/posts/:postId/likes`, 200, (db, r) => postLikers(db, postId(r), r.query)),

  viewing('get', `${V2}/posts/:postId/comments`, 200, (db, viewer, r) =>
    listCommentsV2(db, viewer, postId(r), r.query),
  ),
  signedIn('post', `${V2}/posts/:postId/comments`, 201, (db, me, r) =>
    addCommentV2(db, me, postId(r), r.body),
  ),
  signedIn('patch', `${V2}/posts/:postId/comments/:commentId`, 200, (db, me, r) =>
    editCommentV2(db, me, comment(r), r.body),
  ),
  signedIn('delete', `${V2}/posts/:postId/comments/:commentId`, 200, (db, me, r) =>
    deleteCommentV2(db, me, comment(r)),
  ),
  signedIn('post', `${V2}/posts/:postId/comments/:commentId/upvote`, 200, (db, me, r) =>
    voteV2(db, me, comment(r), 'up'),
  ),
  signedIn('post', `${V2}/posts/:postId/comments/:commentId/downvote`, 200, (db, me, r) =>
    voteV2(db, me, comment(r), 'down'),
  ),
];
