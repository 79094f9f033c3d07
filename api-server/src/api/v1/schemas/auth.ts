/** Login and sign-up bodies and answers (spec §5, §7). */
import { loginBody, signupBody } from '../../shared/schemas';
import { withErrors } from './shapes';

const text = { type: 'string' } as const;

export const loginSchema = {
  tags: ['auth'],
  summary: 'Log in; answers the user and a token',
  body: loginBody,
  response: withErrors({
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['foundUser', 'encodedToken'],
      properties: { foundUser: { $ref: 'User#' }, encodedToken: text },
    },
  }),
} as const;

export const signupSchema = {
  tags: ['auth'],
  summary: 'Create an account; answers the user and a token',
  body: signupBody,
  response: withErrors({
    201: {
      type: 'object',
      additionalProperties: false,
      required: ['createdUser', 'encodedToken'],
      properties: { createdUser: { $ref: 'User#' }, encodedToken: text },
    },
  }),
} as const;
