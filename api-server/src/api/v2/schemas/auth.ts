/** Login and sign-up of the paginated API: the contract's bodies, answered with a session. */
import { v1, v2 } from '@murmur/contract';
import { SIGNED_IN, withErrors } from '../../shared/schemas';

export const loginSchema = {
  tags: ['v2 auth'],
  summary: 'Log in; answers the own profile, a token and the first page of the home feed',
  body: v1.LoginBody,
  response: withErrors({ 200: v2.SessionAnswer }),
} as const;

export const signupSchema = {
  tags: ['v2 auth'],
  summary: 'Create an account; answers the own profile, a token and the home feed (its first page)',
  body: v1.SignupBody,
  response: withErrors({ 201: v2.SessionAnswer }),
} as const;

export const logoutSchema = {
  tags: ['v2 auth'],
  summary: 'Log out: ends the session the token names (its token and its event streams)',
  security: SIGNED_IN,
  response: withErrors({ 200: v2.SignedOutAnswer }),
} as const;

export const logoutEverywhereSchema = {
  tags: ['v2 auth'],
  summary: 'Sign out everywhere: ends every session of the user, this one included',
  security: SIGNED_IN,
  response: withErrors({ 200: v2.SignedOutAnswer }),
} as const;
