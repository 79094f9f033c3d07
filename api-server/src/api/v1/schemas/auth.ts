/** Login and sign-up bodies and answers (spec §5, §7). */
import { v1 } from '@murmur/contract';
import { withErrors } from '../../shared/schemas';

export const loginSchema = {
  tags: ['auth'],
  summary: 'Log in; answers the user and a token',
  body: v1.LoginBody,
  response: withErrors({ 200: v1.LoginAnswer }),
} as const;

export const signupSchema = {
  tags: ['auth'],
  summary: 'Create an account; answers the user and a token',
  body: v1.SignupBody,
  response: withErrors({ 201: v1.SignupAnswer }),
} as const;
