import { PREVIEW, feedApp } from '../testing/releasesFixture';
import { describeAction } from './describeAction';

test('ending a canary says who goes back to which version, and leaves the canary to be judged faulty', () => {
  expect(describeAction({ action: 'end-canary', app: feedApp() })).toMatchObject({
    title: 'End the canary v5 of feed-app?',
    changes: ['The 10 % of sessions on v5 go back to v4, which stays live for everyone.'],
    command: 'npm run rollback -- feed-app',
    leaves: 'v5',
  });
});

test('a rollback names the version made live and the one left; to a named version, the --to', () => {
  const app = feedApp({ canary: null, rollbackTarget: 'v3' });
  expect(describeAction({ action: 'rollback', app })).toMatchObject({
    title: 'Roll feed-app back to v3?',
    changes: [
      'feed-app v3 becomes live for everyone (now v4).',
      'Nothing is built: only the pointer moves, checked as a deploy is.',
    ],
    command: 'npm run rollback -- feed-app',
    leaves: 'v4',
  });
  expect(describeAction({ action: 'rollback', app, to: 'v2' }).command).toBe(
    'npm run rollback -- feed-app --to v2',
  );
});

test('a promotion and a preview’s removal say what everyone and the link get', () => {
  expect(describeAction({ action: 'promote', app: feedApp() }).changes[0]).toBe(
    'feed-app v5 becomes live for everyone (now 10 % of sessions; v4 for the rest).',
  );
  const removal = describeAction({ action: 'remove-preview', app: feedApp(), preview: PREVIEW });
  expect(removal.changes[0]).toBe(
    'Its link (http://localhost:4500/?preview=feed-app:new-feed) leads to the live version (v4) from the next page load on.',
  );
  expect(removal.leaves).toBeNull();
});
