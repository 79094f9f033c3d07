/**
 * A client of v1, the spec's API (§7): one typed function per call, for the tests that hold the
 * servers to it. The app itself speaks v2 only.
 */
import type {
  BookmarksResponse,
  CommentsResponse,
  FollowResponse,
  LoginRequest,
  LoginResponse,
  PostResponse,
  PostsResponse,
  ProfileUpdate,
  SignupRequest,
  SignupResponse,
  UserResponse,
  UsersResponse,
} from '@murmur/contract';
import { callApi } from './http';

const id = encodeURIComponent;

export const v1Auth = {
  login: (body: LoginRequest) => callApi<LoginResponse>('POST', '/auth/login', { body }),
  signup: (body: SignupRequest) => callApi<SignupResponse>('POST', '/auth/signup', { body }),
};

export const v1Posts = {
  getAll: () => callApi<PostsResponse>('GET', '/posts'),
  getOne: (postId: string) => callApi<PostResponse>('GET', `/posts/${id(postId)}`),
  getByUser: (username: string) => callApi<PostsResponse>('GET', `/posts/user/${id(username)}`),
  create: (token: string, content: string) =>
    callApi<PostsResponse>('POST', '/posts', { token, body: { postData: { content } } }),
  edit: (token: string, postId: string, content: string) =>
    callApi<PostsResponse>('POST', `/posts/edit/${id(postId)}`, {
      token,
      body: { postData: { content } },
    }),
  remove: (token: string, postId: string) =>
    callApi<PostsResponse>('DELETE', `/posts/${id(postId)}`, { token }),
  like: (token: string, postId: string) =>
    callApi<PostsResponse>('POST', `/posts/like/${id(postId)}`, { token, body: {} }),
  dislike: (token: string, postId: string) =>
    callApi<PostsResponse>('POST', `/posts/dislike/${id(postId)}`, { token, body: {} }),
};

export const v1Comments = {
  getForPost: (postId: string) => callApi<CommentsResponse>('GET', `/comments/${id(postId)}`),
  add: (token: string, postId: string, text: string) =>
    callApi<PostsResponse>('POST', `/comments/add/${id(postId)}`, {
      token,
      body: { commentData: { text } },
    }),
  /** The mock registers comment edit as DELETE (spec §7 note); it also answers POST. */
  edit: (token: string, postId: string, commentId: string, text: string) =>
    callApi<PostsResponse>('DELETE', `/comments/edit/${id(postId)}/${id(commentId)}`, {
      token,
      body: { commentData: { text } },
    }),
  remove: (token: string, postId: string, commentId: string) =>
    callApi<PostsResponse>('DELETE', `/comments/delete/${id(postId)}/${id(commentId)}`, { token }),
  upvote: (token: string, postId: string, commentId: string) =>
    callApi<CommentsResponse>('POST', `/comments/upvote/${id(postId)}/${id(commentId)}`, {
      token,
      body: {},
    }),
  downvote: (token: string, postId: string, commentId: string) =>
    callApi<CommentsResponse>('POST', `/comments/downvote/${id(postId)}/${id(commentId)}`, {
      token,
      body: {},
    }),
};

export const v1Users = {
  getAll: () => callApi<UsersResponse>('GET', '/users'),
  getOne: (username: string) => callApi<UserResponse>('GET', `/users/${id(username)}`),
  edit: (token: string, userData: ProfileUpdate) =>
    callApi<UserResponse>('POST', '/users/edit', { token, body: { userData } }),
  follow: (token: string, userId: string) =>
    callApi<FollowResponse>('POST', `/users/follow/${id(userId)}`, { token, body: {} }),
  unfollow: (token: string, userId: string) =>
    callApi<FollowResponse>('POST', `/users/unfollow/${id(userId)}`, { token, body: {} }),
};

export const v1Bookmarks = {
  getAll: (token: string) => callApi<BookmarksResponse>('GET', '/users/bookmark', { token }),
  add: (token: string, postId: string) =>
    callApi<BookmarksResponse>('POST', `/users/bookmark/${id(postId)}`, { token, body: {} }),
  remove: (token: string, postId: string) =>
    callApi<BookmarksResponse>('POST', `/users/remove-bookmark/${id(postId)}`, {
      token,
      body: {},
    }),
};
