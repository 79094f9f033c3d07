/** The tables as Kysely sees them (migrations/*.sql is the truth; these types follow it). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
/** A text column with a default of '' in the table. */
type DefaultedText = ColumnType<string, string | undefined, string>;
/** Order columns are filled by the database; they are read only to sort. */
type Order = Generated<string>;
/** A count kept on the row it describes, written with what it counts (starts at 0). */
type Count = Generated<number>;

export interface UsersTable {
  id: string;
  seq: Order;
  username: string;
  password_hash: string;
  first_name: DefaultedText;
  last_name: DefaultedText;
  email: DefaultedText;
  avatar_url: DefaultedText;
  bio: DefaultedText;
  website: DefaultedText;
  follower_count: Count;
  following_count: Count;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  seq: Order;
}

export interface PostsTable {
  id: string;
  seq: Order;
  author_id: string;
  content: string;
  like_count: Generated<number>;
  comment_count: Count;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PostReactionsTable {
  post_id: string;
  user_id: string;
  liked: boolean;
  seq: Order;
}

export interface CommentsTable {
  id: string;
  seq: Order;
  post_id: string;
  author_id: string;
  text: string;
  upvote_count: Count;
  downvote_count: Count;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CommentVotesTable {
  comment_id: string;
  user_id: string;
  up: boolean;
  seq: Order;
}

export interface BookmarksTable {
  user_id: string;
  post_id: string;
  seq: Order;
}

export interface RateLimitWindowsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
  last_used_at: ColumnType<Date, Date | undefined, Date>;
}

export interface Database {
  users: UsersTable;
  follows: FollowsTable;
  posts: PostsTable;
  post_reactions: PostReactionsTable;
  comments: CommentsTable;
  comment_votes: CommentVotesTable;
  bookmarks: BookmarksTable;
  rate_limit_windows: RateLimitWindowsTable;
  sessions: SessionsTable;
}
