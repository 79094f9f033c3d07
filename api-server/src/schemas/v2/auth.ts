/** Login and sign-up of the paginated API: the contract's bodies, answered with a session. */
import { loginSchema as contractLogin, signupSchema as contractSignup } from '../auth';
import { sessionAnswer, withErrors } from './common';

export const loginSchema = {
  tags: ['v2 auth'],
  summary: 'Log in; answers the own profile, a token and the first page of the home feed',
  body: contractLogin.body,
  response: withErrors({ 200: sessionAnswer }),
} as const;

export const signupSchema = {
  tags: ['v2 auth'],
  summary: 'Create an account; answers the own profile, a token and the home feed (its first page)',
  body: contractSignup.body,
  response: withErrors({ 201: sessionAnswer }),
} as const;
