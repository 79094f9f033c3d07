/**
 * Request and response bodies of every call of the spec's API (product spec §7), derived from
 * their schemas (`schemas.ts`).
 */
/* eslint-disable @typescript-eslint/no-empty-object-type -- an interface names a derived type */
import type { ErrorBody as ErrorBodySchema, Fields } from '../common/shapes';

import type * as schemas from './schemas';

/**
 * Every error answer of the API: `{ errors: [message] }` (spec §8). A 500 carries a `requestId`
 * too, for the server's log; a client shows the message only.
 */
export interface ErrorBody extends Pick<Fields<typeof ErrorBodySchema>, 'errors'> {}

export interface LoginRequest extends Fields<typeof schemas.LoginRequest> {}
export interface LoginResponse extends Fields<typeof schemas.LoginAnswer> {}

export interface SignupRequest extends Fields<typeof schemas.SignupRequest> {}
export interface SignupResponse extends Fields<typeof schemas.SignupAnswer> {}

export interface PostsResponse extends Fields<typeof schemas.PostsAnswer> {}
export interface PostResponse extends Fields<typeof schemas.PostAnswer> {}
export interface CommentsResponse extends Fields<typeof schemas.CommentsAnswer> {}

/** Body of a post create or edit. Only `content` is ever applied. */
export interface PostData extends Fields<typeof schemas.PostData> {}
export interface PostRequest extends Fields<typeof schemas.PostRequest> {}

export interface CommentData extends Fields<typeof schemas.CommentData> {}
export interface CommentRequest extends Fields<typeof schemas.CommentRequest> {}

export interface UsersResponse extends Fields<typeof schemas.UsersAnswer> {}
export interface UserResponse extends Fields<typeof schemas.UserAnswer> {}

/** The profile fields a user may change; anything else in the body is ignored. */
export interface ProfileUpdate extends Fields<typeof schemas.ProfileUpdate> {}
export interface EditUserRequest extends Fields<typeof schemas.EditUserRequest> {}

export interface BookmarksResponse extends Fields<typeof schemas.BookmarksAnswer> {}

/** Follow and unfollow answer with the acting user and the user they (un)followed. */
export interface FollowResponse extends Fields<typeof schemas.FollowAnswer> {}
