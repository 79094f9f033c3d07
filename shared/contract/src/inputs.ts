/**
 * What each write may read from its body (spec §5, §7): the same rules for the mock and the server,
 * so both refuse the same input with the same words and ignore the same extra fields.
 */
import { MOCK_MESSAGES, badRequest } from './errors';
import { LIMITS, hasControlCharacters, isUsername, lengthOf } from './limits';
import {
  type Fields,
  atMost,
  atMostIfText,
  fieldsOf,
  firstNonBlank,
  namesAny,
  optionalHttpUrl,
  optionalString,
  trimmedString,
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

/** The account a login names: its username trimmed (matched regardless of case). */
export const loginName = (body: unknown): string => trimmedString(fieldsOf(body).username);

/** A password over its bound is refused here, before anything hashes it. */
export function readLogin(body: unknown): LoginInput {
  const { password } = fieldsOf(body);
  if (typeof password === 'string' && lengthOf(password) > LIMITS.loginPasswordMax) {
    throw badRequest(MOCK_MESSAGES.longLoginPassword);
  }
  return { username: loginName(body), password };
}

export interface SignupInput {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Names and email are trimmed; a blank username or password is refused. Names are read as §7
 * spells them (`firstName`, `lastName`) or as the sign-up form of §2 and §3 does (`firstname`,
 * `lastname`); when both arrive, the first that is not blank is kept, §7's first.
 */
export function readSignup(body: unknown): SignupInput {
  const fields = fieldsOf(body);
  const username = trimmedString(fields.username);
  const password = typeof fields.password === 'string' ? fields.password : '';
  if (!username) throw badRequest(MOCK_MESSAGES.emptyUsername);
  if (!isUsername(username)) throw badRequest(MOCK_MESSAGES.badUsername);
  if (!password.trim()) throw badRequest(MOCK_MESSAGES.emptyPassword);
  if (lengthOf(password) < LIMITS.passwordMin) throw badRequest(MOCK_MESSAGES.shortPassword);
  if (lengthOf(password) > LIMITS.passwordMax) throw badRequest(MOCK_MESSAGES.longPassword);
  // Every name field sent is checked, the spelling that is read and the one that is not.
  for (const name of NAME_FIELDS) checkName(fields[name]);
  return {
    username,
    password,
    firstName: firstNonBlank(fields.firstName, fields.firstname),
    lastName: firstNonBlank(fields.lastName, fields.lastname),
    email: trimmedString(atMostIfText(fields.email, LIMITS.email, MOCK_MESSAGES.emailTooLong)),
  };
}

const NAME_FIELDS = ['firstName', 'lastName', 'firstname', 'lastname'] as const;

/** A first or last name: at most 50 characters, none that hides or reorders text. */
function checkName(name: unknown): void {
  if (typeof name !== 'string') return;
  if (hasControlCharacters(name)) throw badRequest(MOCK_MESSAGES.badName);
  atMost(name, LIMITS.name, MOCK_MESSAGES.nameTooLong);
}

export const checkPost = (content: string) =>
  atMost(content, LIMITS.post, MOCK_MESSAGES.postTooLong);

export const checkComment = (text: string) =>
  atMost(text, LIMITS.comment, MOCK_MESSAGES.commentTooLong);

/** The only fields a profile edit may change; username, names, password and lists never. */
export const PROFILE_EDITABLE_FIELDS = ['bio', 'website', 'avatarURL'] as const;

export type ProfileFields = Record<(typeof PROFILE_EDITABLE_FIELDS)[number], string>;

/**
 * A profile edit read from the place in its body that holds the fields (`undefined`: none does).
 * A place naming none of them is refused, in both APIs: the edit would change nothing, and an
 * answer of success would tell the person their profile was saved.
 */
export function readEditedProfile(
  place: Fields | undefined,
  current: ProfileFields,
): ProfileFields {
  if (!place || !namesAny(place, PROFILE_EDITABLE_FIELDS)) {
    throw badRequest(MOCK_MESSAGES.emptyProfileEdit);
  }
  return profileFields(place, current);
}

/** The editable fields of `fields`, each checked; a missing one keeps its `current` value. */
export function profileFields(fields: Fields, current: ProfileFields): ProfileFields {
  return {
    bio: optionalString(
      atMostIfText(fields.bio, LIMITS.bio, MOCK_MESSAGES.bioTooLong),
      current.bio,
      MOCK_MESSAGES.badText,
    ),
    website: optionalHttpUrl(
      atMostIfText(fields.website, LIMITS.website, MOCK_MESSAGES.websiteTooLong),
      current.website,
      MOCK_MESSAGES.badWebsite,
    ),
    avatarURL: optionalHttpUrl(
      atMostIfText(fields.avatarURL, LIMITS.avatar, MOCK_MESSAGES.avatarTooLong),
      current.avatarURL,
      MOCK_MESSAGES.badAvatar,
    ),
  };
}
