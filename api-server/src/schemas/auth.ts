/** Login and sign-up bodies and answers (spec §5, §7). */
import { withErrors } from './common';

const text = { type: 'string' } as const;

export const loginSchema = {
  tags: ['auth'],
  summary: 'Log in; answers the user and a token',
  body: {
    type: 'object',
    properties: {
      // Not typed: as in the mock, an odd username is simply not found (404), not refused.
      username: { description: 'string; matched regardless of case, trimmed' },
      password: { description: 'string' },
    },
  },
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
  body: {
    type: 'object',
    properties: {
      username: { ...text, description: 'trimmed; unique regardless of case' },
      password: { ...text, description: 'not blank' },
      firstName: { description: 'string, trimmed' },
      lastName: { description: 'string, trimmed' },
      firstname: {
        description: 'as the sign-up form spells it (spec §2); read if firstName is blank',
      },
      lastname: {
        description: 'as the sign-up form spells it (spec §2); read if lastName is blank',
      },
      email: { description: 'string, trimmed; optional' },
    },
  },
  response: withErrors({
    201: {
      type: 'object',
      additionalProperties: false,
      required: ['createdUser', 'encodedToken'],
      properties: { createdUser: { $ref: 'User#' }, encodedToken: text },
    },
  }),
} as const;
