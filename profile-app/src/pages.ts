/** What the `profile` remote exposes (`profile/pages`), checked against the shell's contract. */
import type { ProfileRemote } from '@murmur/shared';
import { ProfilePage } from './features/profile/ProfilePage';

export { ProfilePage };

export const pages = { ProfilePage } satisfies ProfileRemote;
