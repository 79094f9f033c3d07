/** One typed function per call of the contract (product spec §7). */
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
import { request } from './client';

const id = encodeURIComponent;

export const authApi = {
  login: (body: LoginRequest) => request<LoginResponse>('POST', '/auth/login', { body }),
  signup: (body: SignupRequest) => request<SignupResponse>('POST', '/auth/signup', { body }),
};

export const postsApi = {
  getAll: () => request<PostsResponse>('GET', '/posts'),
  getOne: (postId: string) => request<PostResponse>('GET', `/posts/${id(postId)}`),
  getByUser: (username: string) => request<PostsResponse>('GET', `/posts/user/${id(username)}`),
  create: (token: string, content: string) =>
    request<PostsResponse>('POST', '/posts', { token, body: { postData: { content } } }),
  edit: (token: string, postId: string, content: string) =>
    request<PostsResponse>('POST', `/posts/edit/${id(postId)}`, {
      token,
      body: { postData: { content } },
    }),
  remove: (token: string, postId: string) =>
    request<PostsResponse>('DELETE', `/posts/${id(postId)}`, { token }),
  like: (token: string, postId: string) =>
    request<PostsResponse>('POST', `/posts/like/${id(postId)}`, { token, body: {} }),
  dislike: (token: string, postId: string) =>
    request<PostsResponse>('POST', `/posts/dislike/${id(postId)}`, { token, body: {} }),
};

export const commentsApi = {
  getForPost: (postId: string) => request<CommentsResponse>('GET', `/comments/${id(postId)}`),
  add: (token: string, postId: string, text: string) =>
    request<PostsResponse>('POST', `/comments/add/${id(postId)}`, {
      token,
      body: { commentData: { text } },
    }),
  /** The mock registers comment edit as DELETE (spec §7 note); it also answers POST. */
  edit: (token: string, postId: string, commentId: string, text: string) =>
    request<PostsResponse>('DELETE', `/comments/edit/${id(postId)}/${id(commentId)}`, {
      token,
      body: { commentData: { text } },
    }),
  remove: (token: string, postId: string, commentId: string) =>
    request<PostsResponse>('DELETE', `/comments/delete/${id(postId)}/${id(commentId)}`, { token }),
  upvote: (token: string, postId: string, commentId: string) =>
    request<CommentsResponse>('POST', `/comments/upvote/${id(postId)}/${id(commentId)}`, {
      token,
      body: {},
    }),
  downvote: (token: string, postId: string, commentId: string) =>
    request<CommentsResponse>('POST', `/comments/downvote/${id(postId)}/${id(commentId)}`, {
      token,
      body: {},
    }),
};

export const usersApi = {
  getAll: () => request<UsersResponse>('GET', '/users'),
  getOne: (username: string) => request<UserResponse>('GET', `/users/${id(username)}`),
  edit: (token: string, userData: ProfileUpdate) =>
    request<UserResponse>('POST', '/users/edit', { token, body: { userData } }),
  follow: (token: string, userId: string) =>
    request<FollowResponse>('POST', `/users/follow/${id(userId)}`, { token, body: {} }),
  unfollow: (token: string, userId: string) =>
    request<FollowResponse>('POST', `/users/unfollow/${id(userId)}`, { token, body: {} }),
};

export const bookmarksApi = {
  getAll: (token: string) => request<BookmarksResponse>('GET', '/users/bookmark', { token }),
  add: (token: string, postId: string) =>
    request<BookmarksResponse>('POST', `/users/bookmark/${id(postId)}`, { token, body: {} }),
  remove: (token: string, postId: string) =>
    request<BookmarksResponse>('POST', `/users/remove-bookmark/${id(postId)}`, {
      token,
      body: {},
    }),
};
