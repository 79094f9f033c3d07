-- A telemetry session is now a ticket the server issued to one page load (its id is the ticket's
-- `jti`), and `source` is where the ticket was issued: a keyed hash of the address prefix (an IPv4
-- address, an IPv6 /64), which groups sessions without keeping any address. The summary counts
-- at most a few sessions per source and version, and says from how many sources they came.
ALTER TABLE telemetry_sessions ADD COLUMN source text NOT NULL DEFAULT '';
CREATE INDEX telemetry_sessions_source ON telemetry_sessions (app, version, source, first_seen);

-- Each window's length is kept with its count, so that the sweep of ended windows can tell a
-- day's count (telemetry per address prefix) from a minute's; rows from before were at most 15
-- minutes long.
ALTER TABLE rate_limit_windows ADD COLUMN window_ms integer NOT NULL DEFAULT 900000;
