-- What pages report of the versions they ran: one row per page session and app version, its
-- counts raised and its vitals replaced as later reports of the same session arrive. Nothing in
-- a row names a person: the session id is random per tab, the route is a pattern. Rows older
-- than the retention (TELEMETRY_RETENTION_DAYS) are deleted.
CREATE TABLE telemetry_sessions (
  session text NOT NULL,
  app text NOT NULL,
  version text NOT NULL,
  bucket smallint NOT NULL,
  route text NOT NULL,
  errors integer NOT NULL DEFAULT 0,
  load_failures integer NOT NULL DEFAULT 0,
  fallbacks integer NOT NULL DEFAULT 0,
  lcp double precision,
  inp double precision,
  cls double precision,
  ttfb double precision,
  first_seen timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session, app, version)
);
-- The summary reads one app's recent versions; the sweep deletes by age.
CREATE INDEX telemetry_sessions_app_seen ON telemetry_sessions (app, version, last_seen);
CREATE INDEX telemetry_sessions_seen ON telemetry_sessions (last_seen);
