-- Sessions are swept by age and idleness (plugins/app/session-sweep.ts), and a user's least
-- recently used are ended past the cap at each login: both read these.
CREATE INDEX sessions_last_used ON sessions (last_used_at);
CREATE INDEX sessions_created ON sessions (created_at);
CREATE INDEX sessions_user_last_used ON sessions (user_id, last_used_at DESC);
DROP INDEX sessions_user;
