/** The signed-in user's own profile. */
import { TOKEN, ownProfileAnswer, withErrors } from './shapes';

const link = { type: 'string', description: 'empty, or an http:// or https:// address' } as const;

export const getMeSchema = {
  tags: ['v2 users'],
  summary: 'The own profile, with the email',
  security: TOKEN,
  response: withErrors({ 200: ownProfileAnswer }),
} as const;

export const editMeSchema = {
  tags: ['v2 users'],
  summary: 'Edit the own profile; a missing field keeps its value, at least one is needed',
  security: TOKEN,
  body: {
    type: 'object',
    properties: { bio: { type: 'string' }, website: link, avatarURL: link },
  },
  response: withErrors({ 200: ownProfileAnswer }),
} as const;
