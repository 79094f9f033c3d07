/** Request and response bodies of every call in the contract (product spec §7). */
import type { Comment, Post, User } from './domain';

/** Every error answer of the API: `{ errors: [message] }` (spec §8). */
export interface ErrorBody {
  errors: string[];
}

export interface LoginRequest {
  username: string;
  password: string;
}
export interface LoginResponse {
  foundUser: User;
  encodedToken: string;
}

export interface SignupRequest {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email?: string;
}
export interface SignupResponse {
  createdUser: User;
  encodedToken: string;
}

export interface PostsResponse {
  posts: Post[];
}
export interface PostResponse {
  post: Post;
}
export interface CommentsResponse {
  comments: Comment[];
}

/** Body of a post create or edit. Only `content` is ever applied. */
export interface PostData {
  content: string;
}
export interface PostRequest {
  postData: PostData;
}

export interface CommentData {
  text: string;
}
export interface CommentRequest {
  commentData: CommentData;
}

export interface UsersResponse {
  users: User[];
}
export interface UserResponse {
  user: User;
}

/** The profile fields a user may change; anything else in the body is ignored. */
export interface ProfileUpdate {
  bio: string;
  website: string;
  avatarURL: string;
}
export interface EditUserRequest {
  userData: ProfileUpdate;
}

export interface BookmarksResponse {
  bookmarks: Post[];
}

/** Follow and unfollow answer with the acting user and the user they (un)followed. */
export interface FollowResponse {
  user: User;
  followUser: User;
}
