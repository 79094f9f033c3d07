-- What kind of database this is, as Rails' ar_internal_metadata keeps it: a server started with
-- NODE_ENV=production marks its database 'production', and nothing marks it back. The commands
-- that empty a database (api:reset, api:seed, the server's --reset) refuse one so marked unless
-- told --i-know-this-is-production.
CREATE TABLE internal_metadata (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
