/** What the `auth` remote exposes (`auth/pages`): its pages, which its routes.ts names. */
import type { PagesModule } from '@murmur/core';
import { LoginPage } from './features/login/LoginPage';
import { SignupPage } from './features/signup/SignupPage';
import type * as thisModule from './pages';

export { LoginPage, SignupPage };

/** The module's exports themselves, as the shell receives them, must all be pages. */
export type AuthPagesModule = PagesModule<typeof thisModule>;
