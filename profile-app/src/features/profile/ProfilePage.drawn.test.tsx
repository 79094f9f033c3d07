import { hydrateDrawnPage, withMockApi } from '@murmur/testing';
import { ProfilePage } from './ProfilePage';

withMockApi();

test('the placeholder drawn once for every profile hydrates at any of them, then names whose it is', async () => {
  const { complaints, keptTheDrawing, container } = await hydrateDrawnPage(<ProfilePage />, {
    path: '/profile/:username',
    route: '/profile/maya.solberg',
    access: 'signed-in',
  });

  expect(complaints).toEqual([]);
  expect(keptTheDrawing).toBe(true);
  expect(container.querySelector('h1')).toHaveTextContent('Profile of @maya.solberg');
});
