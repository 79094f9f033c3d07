/**
 * Browser tests in a real Chromium. `journeys` drive the production builds served on five
 * origins (`npm run serve`, shell on :4000) as a person would; `deploy` tests start and stop
 * their own servers (standalone dev servers, a moved remote) and so run one at a time.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser-path';

const executablePath = findChromium();

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:4000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'journeys', testMatch: ['journeys/**/*.spec.ts', 'budget/**/*.spec.ts'] },
    {
      name: 'deploy',
      testMatch: ['deploy/**/*.spec.ts', 'resilience/**/*.spec.ts'],
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
    command: 'npm run serve',
    url: 'http://localhost:4000',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
