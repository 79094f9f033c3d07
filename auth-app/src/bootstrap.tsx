import { renderStandalone } from '@murmur/standalone';
import { standalonePages } from './standalone/standalonePages';

void renderStandalone({
  appName: 'auth-app',
  pages: standalonePages,
  // Replaced at build time: with the mock off, Mirage is in no bundle.
  loadMockApi:
    process.env.MURMUR_MOCK_API === 'true' ? () => import('@murmur/mock-api') : undefined,
});
