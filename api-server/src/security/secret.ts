/**
 * The signing secret. Production passes JWT_SECRET (config refuses to start without it); in
 * development a random one is made once and kept in the data folder, so tokens survive restarts.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRET_FILE = 'jwt-secret';

export function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  } catch {
    // none yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
