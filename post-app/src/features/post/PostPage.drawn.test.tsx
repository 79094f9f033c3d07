import { hydrateDrawnPage, withMockApi } from '@murmur/testing';
import { PostPage } from './PostPage';

withMockApi();

test('the placeholder drawn once for every post hydrates at any of them', async () => {
  const { complaints, keptTheDrawing } = await hydrateDrawnPage(<PostPage />, {
    path: '/posts/:postId',
    route: '/posts/post-2',
    access: 'signed-in',
  });

  expect(complaints).toEqual([]);
  expect(keptTheDrawing).toBe(true);
});
