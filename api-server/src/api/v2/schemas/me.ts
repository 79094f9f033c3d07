/** The signed-in user's own profile. */
import { v2 } from '@murmur/contract';
import { SIGNED_IN, withErrors } from '../../shared/schemas';

export const getMeSchema = {
  tags: ['v2 users'],
  summary: 'The own profile, with the email',
  security: SIGNED_IN,
  response: withErrors({ 200: v2.OwnProfileAnswer }),
} as const;

export const editMeSchema = {
  tags: ['v2 users'],
  summary: 'Edit the own profile; a missing field keeps its value, at least one is needed',
  security: SIGNED_IN,
  body: v2.ProfileEdit,
  response: withErrors({ 200: v2.OwnProfileAnswer }),
} as const;
