/** What the `auth` remote exposes (`auth/pages`), checked against the shell's contract. */
import type { AuthRemote, Exposes } from '@murmur/core';
import { LoginPage } from './features/login/LoginPage';
import { SignupPage } from './features/signup/SignupPage';
import type * as thisModule from './pages';

export { LoginPage, SignupPage };

export const pages = { LoginPage, SignupPage } satisfies AuthRemote;

/** The module's exports themselves, as the shell receives them, must match the contract too. */
export type AuthPagesModule = Exposes<AuthRemote, typeof thisModule>;
