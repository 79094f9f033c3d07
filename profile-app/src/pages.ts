/** What the `profile` remote exposes (`profile/pages`): its pages, which its routes.ts names. */
import type { PagesModule } from '@murmur/core';
import { ProfilePage } from './features/profile/ProfilePage';
import type * as thisModule from './pages';

export { ProfilePage };

/** The module's exports themselves, as the shell receives them, must all be pages. */
export type ProfilePagesModule = PagesModule<typeof thisModule>;
