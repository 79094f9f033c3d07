-- Murmur's tables. One sequence orders everything the API lists in insertion order: posts (newest
-- first), likes, comments, votes, follows and bookmarks (oldest first).
CREATE SEQUENCE murmur_order;

CREATE TABLE users (
  id text PRIMARY KEY,
  seq bigint NOT NULL DEFAULT nextval('murmur_order'),
  username text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  avatar_url text NOT NULL DEFAULT '',
  bio text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- Usernames are unique regardless of case.
CREATE UNIQUE INDEX users_username_key ON users (lower(username));

CREATE TABLE follows (
  follower_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  followee_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seq bigint NOT NULL DEFAULT nextval('murmur_order'),
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
CREATE INDEX follows_followee ON follows (followee_id);

CREATE TABLE posts (
  id text PRIMARY KEY,
  seq bigint NOT NULL DEFAULT nextval('murmur_order'),
  author_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL,
  -- Not the length of the likers: a dislike lowers it even from someone who never liked (spec §4).
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX posts_seq ON posts (seq DESC);
CREATE INDEX posts_author ON posts (author_id, seq DESC);

-- A user is in at most one of a post's likedBy and dislikedBy.
CREATE TABLE post_reactions (
  post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  liked boolean NOT NULL,
  seq bigint NOT NULL DEFAULT nextval('murmur_order'),
  PRIMARY KEY (post_id, user_id)
);

CREATE TABLE comments (
  id text PRIMARY KEY,
  seq bigint NOT NULL DEFAULT nextval('murmur_order'),
  post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  author_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX comments_post ON comments (post_id, seq);

-- A user is in at most one of a comment's upvotedBy and downvotedBy.
CREATE TABLE comment_votes (
  comment_id text NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  up boolean NOT NULL,
  seq bigint NOT NULL DEFAULT nextval('murmur_order'),
  PRIMARY KEY (comment_id, user_id)
);

CREATE TABLE bookmarks (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  seq bigint NOT NULL DEFAULT nextval('murmur_order'),
  PRIMARY KEY (user_id, post_id)
);
