-- Login and sign-up attempts per client, counted in the database so that every instance sees the
-- same count: one row per client and window, incremented atomically (INSERT … ON CONFLICT).
CREATE TABLE rate_limit_windows (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limit_windows_start ON rate_limit_windows (window_start);
