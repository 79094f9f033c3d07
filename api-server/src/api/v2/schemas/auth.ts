/** Login and sign-up of the paginated API: the contract's bodies, answered with a session. */
import { loginBody, signupBody } from '../../shared/schemas';
import { sessionAnswer, withErrors } from './shapes';

export const loginSchema = {
  tags: ['v2 auth'],
  summary: 'Log in; answers the own profile, a token and the first page of the home feed',
  body: loginBody,
  response: withErrors({ 200: sessionAnswer }),
} as const;

export const signupSchema = {
  tags: ['v2 auth'],
  summary: 'Create an account; answers the own profile, a token and the home feed (its first page)',
  body: signupBody,
  response: withErrors({ 201: sessionAnswer }),
} as const;
