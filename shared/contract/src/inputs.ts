/**
 * What each write may read from its body (spec §5, §7): the same rules for the mock and the server,
 * so both refuse the same input with the same words and ignore the same extra fields.
 */
import { MOCK_MESSAGES, badRequest } from './errors';
import {
  fieldsOf,
  optionalHttpUrl,
  type Fields,
  optionalString,
  requireText,
  trimmedString,
  wrappedFields,
} from './validation';

/** `GET /users/bookmark` is the bookmarks call, so a user of that name could never be looked up. */
export const RESERVED_USERNAMES: readonly string[] = ['bookmark'];

/** Usernames are unique regardless of case: `Guest` and `guest` are one account. */
export const usernameKey = (username: string) => username.toLowerCase();

export const sameUsername = (a: string, b: string) => usernameKey(a) === usernameKey(b);

export const isReservedUsername = (username: string) =>
  RESERVED_USERNAMES.some((name) => sameUsername(name, username));

export interface LoginInput {
  username: string;
  /** Compared as sent: a password is never trimmed. */
  password: unknown;
}

export function readLogin(body: unknown): LoginInput {
  const fields = fieldsOf(body);
  return { username: trimmedString(fields.username), password: fields.password };
}

export interface SignupInput {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Names and email are trimmed; a blank username or password is refused. */
export function readSignup(body: unknown): SignupInput {
  const fields = fieldsOf(body);
  const username = trimmedString(fields.username);
  const password = typeof fields.password === 'string' ? fields.password : '';
  if (!username) throw badRequest(MOCK_MESSAGES.emptyUsername);
  if (!password.trim()) throw badRequest(MOCK_MESSAGES.emptyPassword);
  return {
    username,
    password,
    firstName: trimmedString(fields.firstName),
    lastName: trimmedString(fields.lastName),
    email: trimmedString(fields.email),
  };
}

/** `{ postData: { content } }`: the only field a post's author writes, on create and on edit. */
export function readPostContent(body: unknown): string {
  return requireText(wrappedFields(body, 'postData').content, MOCK_MESSAGES.emptyPost);
}

/** `{ commentData: { text } }`; a bare `{ commentData: "text" }` is read too. */
export function readCommentText(body: unknown): string {
  const data = fieldsOf(body).commentData;
  const text = typeof data === 'string' ? data : wrappedFields(body, 'commentData').text;
  return requireText(text, MOCK_MESSAGES.emptyComment);
}

/** The only fields a profile edit may change; username, names, password and lists never. */
export const PROFILE_EDITABLE_FIELDS = ['bio', 'website', 'avatarURL'] as const;

export type ProfileFields = Record<(typeof PROFILE_EDITABLE_FIELDS)[number], string>;

/**
 * `userData` (or `userDetails`, as the spec also names it): a missing field keeps its current
 * value; website and avatar must be empty or an http(s) address.
 */
export function readProfileEdit(body: unknown, current: ProfileFields): ProfileFields {
  return profileFields(wrappedFields(body, 'userData', 'userDetails'), current);
}

/** The editable fields of `fields`, each checked; a missing one keeps its `current` value. */
export function profileFields(fields: Fields, current: ProfileFields): ProfileFields {
  return {
    bio: optionalString(fields.bio, current.bio, MOCK_MESSAGES.badText),
    website: optionalHttpUrl(fields.website, current.website, MOCK_MESSAGES.badWebsite),
    avatarURL: optionalHttpUrl(fields.avatarURL, current.avatarURL, MOCK_MESSAGES.badAvatar),
  };
}
