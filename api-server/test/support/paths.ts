/** Where the server's sources and the test tools live, for spawning it and building data. */
import path from 'node:path';

export const API_SERVER_DIR = path.resolve(__dirname, '..', '..');
export const SERVER_ENTRY = path.join(API_SERVER_DIR, 'src', 'server.ts');
export const JITI_CLI = path.join(
  path.dirname(require.resolve('jiti/package.json')),
  'lib',
  'jiti-cli.mjs',
);
export const PORTS = { first: 5100, last: 5199 } as const;
export const PG_PORTS = { first: 5432, last: 5440 } as const;
export const PG_BIN = '/usr/lib/postgresql/15/bin';
