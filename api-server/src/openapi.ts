/**
 * Writes the OpenAPI document (what /api/docs serves) to api-server/openapi.json, the committed
 * copy a test compares with: `npm run api:openapi` after changing a route's schema.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { buildApp } from './app';
import { readConfig } from './config';

export const OPENAPI_FILE = path.resolve(__dirname, '..', 'openapi.json');

/** In the repository's Prettier style, so `npm run format:check` accepts the fresh copy. */
export async function formatDocument(document: unknown): Promise<string> {
  const { format, resolveConfig } = await import('prettier');
  const options = await resolveConfig(OPENAPI_FILE);
  return format(JSON.stringify(document), { ...options, parser: 'json' });
}

/** Builds the app on a throwaway database and writes its document. */
export async function writeOpenApi(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'murmur-openapi-'));
  const app = await buildApp({
    ...readConfig({ NODE_ENV: 'test' }),
    dataDir,
    embeddedDir: 'memory://',
    logger: false,
  });
  await app.ready();
  writeFileSync(OPENAPI_FILE, await formatDocument(app.swagger()));
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
