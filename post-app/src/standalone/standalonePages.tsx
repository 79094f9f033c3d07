import { paths } from '@murmur/core';
import { type StandalonePage } from '@murmur/standalone';
import { PostPage } from '../pages';

/** The seeded post that has comments (mock-api's SEED_COMMENTED_POST), the richest page to work on. */
const COMMENTED_POST_ID = 'post-2';

export const standalonePages: StandalonePage[] = [
  {
    path: `${paths.post('')}:postId`,
    element: <PostPage />,
    nav: { label: 'A post with comments', to: paths.post(COMMENTED_POST_ID) },
    requiresAuth: true,
  },
];
