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
 * | POST   | /auth/logout                                   | needed   |                                   | 200 SignedOutAnswer            |
 * | POST   | /auth/logout-everywhere                        | needed   |                                   | 200 SignedOutAnswer            |
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
 * | GET    | /events                                        | needed   |                                   | 200 text/event-stream          |
 * | POST   | /telemetry/ticket                              | none     |                                   | 201 TelemetryTicketAnswer      |
 * | POST   | /telemetry                                     | none     | TelemetryReportBody (a ticket)    | 204                            |
 * | GET    | /telemetry/summary?window&bucket               | operator |                                   | 200 TelemetrySummaryAnswer     |
 *
 * `/events` streams the viewer's live events (`event-types.ts`) until the token expires or its
 * session ends. Telemetry is sent from the page's own origin: a ticket first, then reports that
 * carry it (`telemetry/schemas.ts`); the summary is the operator's (the metrics token, or the
 * management port).
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
 * (`v2.readPostContent`, `v2.readCommentText`, `v2.readProfileEdit`) for the mock and the server.
 *
 * Each type is derived from its schema (`schemas.ts`), as an interface so that the compiler names
 * it (`author: Author`, not its fields spelled out).
 */
/* eslint-disable @typescript-eslint/no-empty-object-type -- an interface names a derived type */
import type { Fields } from '../common/shapes';
import type * as schemas from './schemas';

/** Who wrote a post or comment, who liked, who follows: a user as a line in a list. */
export interface Author extends Fields<typeof schemas.Author> {}

/** A profile as a reader sees it: counts instead of lists, and the viewer's relation to it. */
export interface Profile extends Fields<typeof schemas.Profile> {}

/** The signed-in user's own profile: the email too, which no one else sees. */
export interface OwnProfile extends Fields<typeof schemas.OwnProfile> {}

/**
 * A post as a reader needs it: the author, the text, counts, and the viewer's own state.
 * `likeCount` is the contract's count (spec §4): a dislike lowers it even from someone who never
 * liked, so it can differ from the length of the post's likes list. `likedByMe`: the viewer is
 * among the post's likers (after a dislike, they are not).
 */
export interface PostView extends Fields<typeof schemas.PostView> {}

/**
 * A vote on a comment. Written out so that the compiler names it (`myVote: Vote | null`): a
 * derived union would be spelled out instead. The contract's tests check it is `schemas.Vote`'s.
 */
export type Vote = 'up' | 'down';

/** A comment, with `myVote` the viewer's vote on it, if any. */
export interface CommentView extends Fields<typeof schemas.CommentView> {}

/**
 * One page of a list; `nextCursor` asks for the page after it, and is null on the last. Generic,
 * so written out: `schemas.PageOf(item)` is its schema (the contract's tests check they agree).
 */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PageQuery extends Fields<typeof schemas.PageQuery> {}

export interface PostContent extends Required<Fields<typeof schemas.PostContentBody>> {}

export interface CommentContent extends Required<Fields<typeof schemas.CommentContentBody>> {}

/**
 * The fields a profile edit may change; a missing one keeps its value, at least one is needed (a
 * body with none of them, such as the contract's `{ userData: … }`, is 400
 * `MOCK_MESSAGES.emptyProfileEdit`).
 */
export interface ProfileEdit extends Fields<typeof schemas.ProfileEdit> {}

/**
 * `home` is the first page of the viewer's home feed (as `GET /timelines/home` answers it), where
 * a sign-in leads: the first screen after signing in costs one round trip, not two.
 */
export interface SessionAnswer extends Fields<typeof schemas.SessionAnswer> {}

/** The session the token names (logout), or every session of its user (logout-everywhere), is over. */
export interface SignedOutAnswer extends Fields<typeof schemas.SignedOutAnswer> {}

export interface OwnProfileAnswer extends Fields<typeof schemas.OwnProfileAnswer> {}

export interface ProfileAnswer extends Fields<typeof schemas.ProfileAnswer> {}

/** People the viewer does not follow, never the viewer: at most `limit`, the newest first, no cursor. */
export interface SuggestionsAnswer extends Fields<typeof schemas.SuggestionsAnswer> {}

/** A follow or unfollow changes two users: the viewer (following count) and the followed one. */
export interface FollowAnswer extends Fields<typeof schemas.FollowAnswer> {}

export interface PostAnswer extends Fields<typeof schemas.PostAnswer> {}

export interface DeletedPostAnswer extends Fields<typeof schemas.DeletedPostAnswer> {}

/** A comment written or edited, and its post (whose comment count it changed). */
export interface CommentAnswer extends Fields<typeof schemas.CommentAnswer> {}

export interface DeletedCommentAnswer extends Fields<typeof schemas.DeletedCommentAnswer> {}

export interface VoteAnswer extends Fields<typeof schemas.VoteAnswer> {}
