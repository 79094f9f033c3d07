import { hydrateDrawnPage, withMockApi } from '@murmur/testing';
import { LoginPage } from './LoginPage';
import { SignupPage } from '../signup/SignupPage';

withMockApi();

test.each([
  ['/', <LoginPage key="login" />],
  ['/signup', <SignupPage key="signup" />],
])('%s, drawn by the server, hydrates without a mismatch', async (path, page) => {
  const { complaints, keptTheDrawing } = await hydrateDrawnPage(page, {
    path,
    route: path,
    access: 'public',
  });

  expect(complaints).toEqual([]);
  expect(keptTheDrawing).toBe(true);
});
