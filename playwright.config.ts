/**
 * Browser tests in a real Chromium. `journeys` drive the production builds served on five
 * origins (`npm run serve`, shell on :4000) as a person would; `deploy` tests start and stop
 * their own servers (standalone dev servers, a moved remote, nginx on a release store) and so
 * run one at a time.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '@murmur/tooling';

const executablePath = findChromium();

/**
 * MURMUR_E2E_API=server: the journeys against `npm start -- --api=server` (dev servers, mock off,
 * the real API server on :5000, reset to the seed before each test), one test at a time since
 * they share its database.
 */
const againstServer = process.env.MURMUR_E2E_API === 'server';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: againstServer ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: againstServer ? 'http://localhost:3000' : 'http://localhost:4000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'journeys',
      testMatch: againstServer
        ? ['journeys/**/*.spec.ts']
        : ['journeys/**/*.spec.ts', 'budget/**/*.spec.ts', 'mock-worker/**/*.spec.ts'],
      // Against the server: the byte budget is the production builds' (not dev servers'), tabs
      // that see each other's writes at once is the in-page mock's (it tells them over a
      // BroadcastChannel; with a server they catch up when shown again), and dev servers draw no
      // page (the drawn pages against the API server: release/drawn-first-screen.spec.ts).
      testIgnore: againstServer
        ? ['journeys/tabs.spec.ts', 'journeys/drawn-first-screen.spec.ts']
        : [],
    },
    {
      name: 'deploy',
      testMatch: ['deploy/**/*.spec.ts', 'release/**/*.spec.ts', 'resilience/**/*.spec.ts'],
      workers: 1,
      timeout: 180_000,
      // Its builds and dev servers would compete for the two cores with the journeys.
      dependencies: ['journeys'],
    },
    {
      // `npm start` on the product's ports 3000–3004, editing sources: one at a time, last.
      name: 'dev',
      testMatch: ['dev/**/*.spec.ts'],
      workers: 1,
      timeout: 300_000,
      dependencies: ['deploy'],
    },
  ],
  webServer: {
    command: againstServer ? 'MURMUR_ALLOW_RESET=1 npm start -- --api=server' : 'npm run serve',
    url: againstServer ? 'http://localhost:3000' : 'http://localhost:4000',
    reuseExistingServer: !process.env.CI,
    timeout: againstServer ? 240_000 : 60_000,
  },
});
