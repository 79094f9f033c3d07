-- The paginated API (/api/v2) reads a page of rows, never a whole table: counts are kept on the
-- rows they describe (written in the same transaction as what they count), and every list has an
-- index in the order it is read, so a page is a short index scan from the cursor on.

-- Counts. like_count is already kept on posts (it is not the number of likers, see 001).
ALTER TABLE posts ADD COLUMN comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0);
ALTER TABLE users
  ADD COLUMN follower_count integer NOT NULL DEFAULT 0 CHECK (follower_count >= 0),
  ADD COLUMN following_count integer NOT NULL DEFAULT 0 CHECK (following_count >= 0);
ALTER TABLE comments
  ADD COLUMN upvote_count integer NOT NULL DEFAULT 0 CHECK (upvote_count >= 0),
  ADD COLUMN downvote_count integer NOT NULL DEFAULT 0 CHECK (downvote_count >= 0);

UPDATE posts SET comment_count = counted.n
FROM (SELECT post_id, count(*) AS n FROM comments GROUP BY post_id) AS counted
WHERE counted.post_id = posts.id;
UPDATE users SET follower_count = counted.n
FROM (SELECT followee_id, count(*) AS n FROM follows GROUP BY followee_id) AS counted
WHERE counted.followee_id = users.id;
UPDATE users SET following_count = counted.n
FROM (SELECT follower_id, count(*) AS n FROM follows GROUP BY follower_id) AS counted
WHERE counted.follower_id = users.id;
UPDATE comments SET upvote_count = counted.up, downvote_count = counted.down
FROM (
  SELECT comment_id, count(*) FILTER (WHERE up) AS up, count(*) FILTER (WHERE NOT up) AS down
  FROM comment_votes GROUP BY comment_id
) AS counted
WHERE counted.comment_id = comments.id;

-- One author's posts, newest first; the id is in the index so that the home feed picks each
-- followed author's newest posts from the index alone and reads only the page's rows.
DROP INDEX posts_author;
CREATE INDEX posts_author ON posts (author_id, seq DESC) INCLUDE (id);
-- A user's followers and followings, newest first (the primary key serves "does A follow B").
DROP INDEX follows_followee;
CREATE INDEX follows_followee ON follows (followee_id, seq DESC);
CREATE INDEX follows_follower ON follows (follower_id, seq DESC);
-- A user's bookmarks, newest first.
CREATE INDEX bookmarks_user ON bookmarks (user_id, seq DESC);
-- A post's likers, latest like first.
CREATE INDEX post_reactions_likers ON post_reactions (post_id, seq DESC) WHERE liked;
-- Suggestions walk the users from the most recently joined.
CREATE INDEX users_seq ON users (seq);
