/** What the `auth` remote exposes (`auth/pages`), checked against the shell's contract. */
import type { AuthRemote } from '@murmur/shared';
import { LoginPage } from './features/login/LoginPage';
import { SignupPage } from './features/signup/SignupPage';

export { LoginPage, SignupPage };

export const pages = { LoginPage, SignupPage } satisfies AuthRemote;
