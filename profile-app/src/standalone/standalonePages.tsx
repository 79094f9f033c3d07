import { GUEST_CREDENTIALS, paths } from '@murmur/core';
import { type StandalonePage } from '@murmur/standalone';
import { ProfilePage } from '../pages';

export const standalonePages: StandalonePage[] = [
  {
    path: `${paths.profile('')}:username`,
    element: <ProfilePage />,
    nav: { label: 'Guest profile', to: paths.profile(GUEST_CREDENTIALS.username) },
    requiresAuth: true,
  },
];
