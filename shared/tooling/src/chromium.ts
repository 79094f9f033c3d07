/**
 * Where the Chromium for browser tests lives: CHROME_PATH if set, else a system Chromium
 * (Debian's package), else none (Playwright then uses its own download, where one exists).
 */
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/** Flags for a headless Chromium on a machine with no GPU and a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
