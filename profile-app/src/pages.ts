/** What the `profile` remote exposes (`profile/pages`), checked against the shell's contract. */
import type { Exposes, ProfileRemote } from '@murmur/core';
import { ProfilePage } from './features/profile/ProfilePage';
import type * as thisModule from './pages';

export { ProfilePage };

export const pages = { ProfilePage } satisfies ProfileRemote;

/** The module's exports themselves, as the shell receives them, must match the contract too. */
export type ProfilePagesModule = Exposes<ProfileRemote, typeof thisModule>;
