import { GUEST_CREDENTIALS, paths, type StandalonePage } from '@murmur/shared';
import { ProfilePage } from '../pages';

export const standalonePages: StandalonePage[] = [
  {
    path: `${paths.profile('')}:username`,
    element: <ProfilePage />,
    nav: { label: 'Guest profile', to: paths.profile(GUEST_CREDENTIALS.username) },
    requiresAuth: true,
  },
];
