/**
 * v2, the paginated API under /api/v2 (its shapes are @murmur/contract's v2 types): every call's
 * method, path, success status, the rule that answers it, and the live events a successful write
 * gives. 201 for what is created (signup, a post, a comment), 200 for everything else.
 */
import type { Db } from '@murmur/contract';
import {
  announcing,
  open,
  signedIn,
  viewing,
  type ApiRequest,
  type Route,
} from '../../mirage/route';
import { findUserByUsername } from '../shared/guards';
import {
  commentCreated,
  commentDeleted,
  followed,
  likesCounted,
  postCreated,
  postDeleted,
} from '../shared/live-events';
import { commentTarget, postId, username } from '../shared/params';
import { login, logout, logoutEverywhere, signup } from './auth';
import { issueTicket, takeReport } from './telemetry';
import { addComment, deleteComment, editComment, listComments, vote } from './comments';
import {
  bookmarkPost,
  createPost,
  deletePost,
  dislikePost,
  editPost,
  getPost,
  likePost,
  postLikers,
  unbookmarkPost,
} from './posts';
import { bookmarksTimeline, exploreTimeline, homeTimeline, userTimeline } from './timelines';
import {
  editMe,
  follow,
  followersOf,
  followingOf,
  getMe,
  getProfile,
  suggestionsFor,
  unfollow,
} from './users';

/** v2 names the followed user by username. */
const followeeOf = (db: Db, r: ApiRequest) => findUserByUsername(db, username(r));

const V2 = '/v2';

export const routes: readonly Route[] = [
  // What pages report of the versions they ran (the API server keeps it): the mock gives tickets
  // as the server does, and drops the reports that carry one.
  open('post', `${V2}/telemetry/ticket`, 201, () => issueTicket()),
  open('post', `${V2}/telemetry`, 204, (_db, r) => takeReport(r.body)),
  open('post', `${V2}/auth/login`, 200, (db, r) => login(db, r.body)),
  open('post', `${V2}/auth/signup`, 201, (db, r) => signup(db, r.body)),
  open('post', `${V2}/auth/logout`, 200, (db, r) => logout(db, r.authorization)),
  open('post', `${V2}/auth/logout-everywhere`, 200, (db, r) =>
    logoutEverywhere(db, r.authorization),
  ),
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
  announcing(
    followed(true, followeeOf),
    signedIn('post', `${V2}/users/:username/follow`, 200, (db, me, r) =>
      follow(db, me, username(r)),
    ),
  ),
  announcing(
    followed(false, followeeOf),
    signedIn('delete', `${V2}/users/:username/follow`, 200, (db, me, r) =>
      unfollow(db, me, username(r)),
    ),
  ),

  announcing(
    postCreated,
    signedIn('post', `${V2}/posts`, 201, (db, me, r) => createPost(db, me, r.body)),
  ),
  viewing('get', `${V2}/posts/:postId`, 200, (db, viewer, r) => getPost(db, viewer, postId(r))),
  signedIn('patch', `${V2}/posts/:postId`, 200, (db, me, r) => editPost(db, me, postId(r), r.body)),
  announcing(
    postDeleted,
    signedIn('delete', `${V2}/posts/:postId`, 200, (db, me, r) => deletePost(db, me, postId(r))),
  ),
  announcing(
    likesCounted,
    signedIn('post', `${V2}/posts/:postId/like`, 200, (db, me, r) => likePost(db, me, postId(r))),
  ),
  announcing(
    likesCounted,
    signedIn('post', `${V2}/posts/:postId/dislike`, 200, (db, me, r) =>
      dislikePost(db, me, postId(r)),
    ),
  ),
  signedIn('post', `${V2}/posts/:postId/bookmark`, 200, (db, me, r) =>
    bookmarkPost(db, me, postId(r)),
  ),
  signedIn('delete', `${V2}/posts/:postId/bookmark`, 200, (db, me, r) =>
    unbookmarkPost(db, me, postId(r)),
  ),
  open('get', `${V2}/posts/:postId/likes`, 200, (db, r) => postLikers(db, postId(r), r.query)),

  viewing('get', `${V2}/posts/:postId/comments`, 200, (db, viewer, r) =>
    listComments(db, viewer, postId(r), r.query),
  ),
  announcing(
    commentCreated,
    signedIn('post', `${V2}/posts/:postId/comments`, 201, (db, me, r) =>
      addComment(db, me, postId(r), r.body),
    ),
  ),
  signedIn('patch', `${V2}/posts/:postId/comments/:commentId`, 200, (db, me, r) =>
    editComment(db, me, commentTarget(r), r.body),
  ),
  announcing(
    commentDeleted,
    signedIn('delete', `${V2}/posts/:postId/comments/:commentId`, 200, (db, me, r) =>
      deleteComment(db, me, commentTarget(r)),
    ),
  ),
  signedIn('post', `${V2}/posts/:postId/comments/:commentId/upvote`, 200, (db, me, r) =>
    vote(db, me, commentTarget(r), 'up'),
  ),
  signedIn('post', `${V2}/posts/:postId/comments/:commentId/downvote`, 200, (db, me, r) =>
    vote(db, me, commentTarget(r), 'down'),
  ),
];
