-- Every token names a session; a request is answered only while its session row exists and was used
-- recently. Logging out deletes the row (or every row of the user). No foreign key to users: a
-- reset to the seed empties users but keeps the sessions of the seed's fixed ids, as it keeps
-- their tokens, and a session's user is joined on every request anyway.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user ON sessions (user_id);
