/**
 * The paginated API under `/api/v2`, beside the contract of spec §7 (which stays as it is for the
 * clients written against it). What a screen costs here depends on what it shows, a page of posts,
 * never on how many posts exist: lists are keyset pages, a post carries counts and the viewer's own
 * state instead of everyone's lists, and a write answers what it changed.
 *
 * The same rules and §8 messages as the contract; errors are `{ errors: [message] }`, as there.
 * The token goes in the `authorization` header, as in the contract. "optional" reads take a
 * token when there is one (the viewer's flags are then filled in, else false); a token that does
 * not verify is refused as on a write.
 *
 * | method | path (under /api/v2)                           | token    | body                              | answer                         |
 * | ------ | ---------------------------------------------- | -------- | --------------------------------- | ------------------------------ |
 * | POST   | /auth/login                                    | none     | LoginRequest                      | 200 SessionAnswer              |
 * | POST   | /auth/signup                                   | none     | SignupRequest                     | 201 SessionAnswer              |
 * | GET    | /me                                            | needed   |                                   | 200 OwnProfileAnswer           |
 * | PATCH  | /me                                            | needed   | ProfileEdit                       | 200 OwnProfileAnswer           |
 * | GET    | /timelines/home?cursor&limit                   | needed   |                                   | 200 Page<PostView>             |
 * | GET    | /timelines/explore?cursor&limit                | optional |                                   | 200 Page<PostView>             |
 * | GET    | /bookmarks?cursor&limit                        | needed   |                                   | 200 Page<PostView>             |
 * | GET    | /suggestions?limit                             | needed   |                                   | 200 SuggestionsAnswer          |
 * | GET    | /users/:username                               | optional |                                   | 200 ProfileAnswer              |
 * | GET    | /users/:username/posts?cursor&limit            | optional |                                   | 200 Page<PostView>             |
 * | GET    | /users/:username/followers?cursor&limit        | none     |                                   | 200 Page<Author>               |
 * | GET    | /users/:username/following?cursor&limit        | none     |                                   | 200 Page<Author>               |
 * | POST   | /users/:username/follow                        | needed   |                                   | 200 FollowAnswer               |
 * | DELETE | /users/:username/follow                        | needed   |                                   | 200 FollowAnswer               |
 * | POST   | /posts                                         | needed   | PostContent                       | 201 PostAnswer                 |
 * | GET    | /posts/:postId                                 | optional |                                   | 200 PostAnswer                 |
 * | PATCH  | /posts/:postId                                 | needed   | PostContent                       | 200 PostAnswer                 |
 * | DELETE | /posts/:postId                                 | needed   |                                   | 200 DeletedPostAnswer          |
 * | POST   | /posts/:postId/like                            | needed   |                                   | 200 PostAnswer                 |
 * | POST   | /posts/:postId/dislike                         | needed   |                                   | 200 PostAnswer                 |
 * | POST   | /posts/:postId/bookmark                        | needed   |                                   | 200 PostAnswer                 |
 * | DELETE | /posts/:postId/bookmark                        | needed   |                                   | 200 PostAnswer                 |
 * | GET    | /posts/:postId/likes?cursor&limit              | none     |                                   | 200 Page<Author>               |
 * | GET    | /posts/:postId/comments?cursor&limit           | optional |                                   | 200 Page<CommentView>          |
 * | POST   | /posts/:postId/comments                        | needed   | CommentContent                    | 201 CommentAnswer              |
 * | PATCH  | /posts/:postId/comments/:commentId             | needed   | CommentContent                    | 200 CommentAnswer              |
 * | DELETE | /posts/:postId/comments/:commentId             | needed   |                                   | 200 DeletedCommentAnswer       |
 * | POST   | /posts/:postId/comments/:commentId/upvote      | needed   |                                   | 200 VoteAnswer                 |
 * | POST   | /posts/:postId/comments/:commentId/downvote    | needed   |                                   | 200 VoteAnswer                 |
 *
 * Every list is newest first (the home feed: the viewer's posts and those of the people they
 * follow; bookmarks: the newest bookmark first; likes, followers, following: the newest first;
 * comments: the newest first). `limit` is a whole number from 1 to 100 (default 20); anything
 * else is 400. `cursor` is the `nextCursor` of the page before, opaque to the client: a cursor
 * names a place in the list, so posts written while a reader pages never repeat or go missing.
 * A cursor that the server cannot read is 400. `nextCursor` is null on the last page.
 *
 * Suggestions are not paged: at most `limit` people (the same rule, default 20) whom the viewer
 * neither is nor follows, the oldest account first (the contract's order of users).
 *
 * Bodies carry their fields at the top (`{ content }`, `{ text }`, `{ bio, website, avatarURL }`),
 * not wrapped as in §7, read by `@murmur/contract` with the contract's rules and words
 * (readPostContentV2, readCommentTextV2; readProfileEdit, which reads a body's own fields once issue
 * 22 is in, and refuses one naming none). Login and sign-up take the bodies of §7.
 */

/** Who wrote a post or comment, who liked, who follows: a user as a line in a list. */
export interface Author {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  avatarURL: string;
}

/** A profile as a reader sees it: counts instead of lists, and the viewer's relation to it. */
export interface Profile extends Author {
  bio: string;
  website: string;
  createdAt: string;
  updatedAt: string;
  followerCount: number;
  followingCount: number;
  /** The signed-in viewer follows this user (false when signed out, and for oneself). */
  followedByMe: boolean;
}

/** The signed-in user's own profile: the email too, which no one else sees. */
export interface OwnProfile extends Profile {
  email: string;
}

/** A post as a reader needs it: the author, the text, counts, and the viewer's own state. */
export interface PostView {
  id: string;
  author: Author;
  content: string;
  createdAt: string;
  updatedAt: string;
  likeCount: number;
  commentCount: number;
  /** The viewer is among the post's likers (after a dislike, they are not). */
  likedByMe: boolean;
  bookmarkedByMe: boolean;
}

export type Vote = 'up' | 'down';

export interface CommentView {
  id: string;
  postId: string;
  author: Author;
  text: string;
  createdAt: string;
  updatedAt: string;
  upvoteCount: number;
  downvoteCount: number;
  /** The viewer's vote on the comment, if any. */
  myVote: Vote | null;
}

/** One page of a list; `nextCursor` asks for the page after it, and is null on the last. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PageQuery {
  cursor?: string | null;
  limit?: number;
}

export interface PostContent {
  content: string;
}

export interface CommentContent {
  text: string;
}

/** The fields a profile edit may change; a missing one keeps its value, at least one is needed. */
export interface ProfileEdit {
  bio?: string;
  website?: string;
  avatarURL?: string;
}

export interface SessionAnswer {
  user: OwnProfile;
  token: string;
}

export interface OwnProfileAnswer {
  user: OwnProfile;
}

export interface ProfileAnswer {
  user: Profile;
}

export interface SuggestionsAnswer {
  items: Profile[];
}

/** A follow or unfollow changes two users: the viewer (following count) and the followed one. */
export interface FollowAnswer {
  me: OwnProfile;
  user: Profile;
}

export interface PostAnswer {
  post: PostView;
}

export interface DeletedPostAnswer {
  id: string;
}

/** A comment written or edited, and its post (whose comment count it changed). */
export interface CommentAnswer {
  comment: CommentView;
  post: PostView;
}

export interface DeletedCommentAnswer {
  commentId: string;
  post: PostView;
}

export interface VoteAnswer {
  comment: CommentView;
}
