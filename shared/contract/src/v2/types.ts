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
 * comments: the newest first; suggestions: the most recently joined first). `limit` is a whole
 * number from 1 to 100 (default 20); anything else is 400. `cursor` is the `nextCursor` of the
 * page before, opaque to the client: a cursor names a place in the list, so posts written while a
 * reader pages never repeat or go missing, and an item removed meanwhile (even the last one shown)
 * does not move that place. An item removed and added again (unliked and liked, a bookmark taken
 * out and put back, an unfollow and a follow) is new: it goes to the top, not back to where it
 * was. A cursor that the server cannot read is 400. `nextCursor` is null on the last page.
 *
 * Bodies are the fields themselves (`{ content }`, `{ text }`, `{ bio }`), not wrapped as in the
 * contract (`postData`, `commentData`, `userData`); `@murmur/contract` reads them
 * (`readPostContentV2`, `readCommentTextV2`, `readProfileEditV2`) for the mock and the server.
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
  /**
   * The contract's count (spec §4): a dislike lowers it even from someone who never liked, so it
   * can differ from the length of the post's likes list.
   */
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

/**
 * The fields a profile edit may change; a missing one keeps its value, at least one is needed (a
 * body with none of them, such as the contract's `{ userData: … }`, is 400
 * `MOCK_MESSAGES.emptyProfileEdit`).
 */
export interface ProfileEdit {
  bio?: string;
  website?: string;
  avatarURL?: string;
}

export interface SessionAnswer {
  user: OwnProfile;
  token: string;
  /**
   * The first page of the viewer's home feed (as `GET /timelines/home` answers it), where a
   * sign-in leads: the first screen after signing in costs one round trip, not two.
   */
  home: Page<PostView>;
}

export interface OwnProfileAnswer {
  user: OwnProfile;
}

export interface ProfileAnswer {
  user: Profile;
}

/** People the viewer does not follow, never the viewer: at most `limit`, the newest first, no cursor. */
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
