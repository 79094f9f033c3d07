/**
 * What the route schemas of both APIs are built with: the error body every refusal has, path
 * parameters, the token a route asks for, and the bodies both sign-ins read.
 */
import { TIMESTAMP_PATTERN } from '@murmur/contract';

const text = { type: 'string' } as const;
export const timestamp = {
  type: 'string',
  pattern: TIMESTAMP_PATTERN.source,
  description: 'Local time with its offset (spec §9), e.g. 2026-11-22T10:15:00+05:30',
} as const;

export const closed = <P extends Record<string, unknown>>(properties: P) => ({
  type: 'object' as const,
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});

export const ErrorBody = {
  $id: 'ErrorBody',
  type: 'object',
  additionalProperties: false,
  required: ['errors'],
  properties: {
    errors: { type: 'array', items: text, description: 'The message to show, first.' },
    requestId: { ...text, description: 'On 500 only: quote it to find the failure in the log.' },
  },
} as const;

/** Every refusal and failure has the same body: `{ errors: [message] }`. */
export const errorAnswers = {
  '4xx': { $ref: 'ErrorBody#' },
  '5xx': { $ref: 'ErrorBody#' },
} as const;

export const withErrors = <R extends Record<number, object>>(responses: R) => ({
  ...responses,
  ...errorAnswers,
});

/** Path parameters: ids and usernames are opaque strings. */
export const params = (...names: string[]) =>
  ({
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
  }) as const;

export const SIGNED_IN = [{ token: [] as string[] }];
/** A token is read when sent (the viewer's flags), not needed. */
export const SIGNED_IN_OR_NOT = [{}, ...SIGNED_IN];

/** Login: both APIs read it alike (`readLogin`). */
export const loginBody = {
  type: 'object',
  properties: {
    // Not typed: as in the mock, an odd username is simply not found (404), not refused.
    username: { description: 'string; matched regardless of case, trimmed' },
    password: { description: 'string' },
  },
} as const;

/** Sign-up: both APIs read it alike (`readSignup`). */
export const signupBody = {
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
} as const;
