/**
 * Who signs in and who signs up (spec §5), for both APIs: each answers with its own view of the
 * user and a token.
 */
import {
  HttpError,
  SPEC_MESSAGES,
  isReservedUsername,
  readLogin,
  readSignup,
  sameUsername,
  timestampNow,
  type Db,
  type StoredUser,
} from '@murmur/contract';
import { newId } from './ids';

/** Usernames are unique regardless of case, so a case-insensitive match finds at most one user. */
export function findByLoginName(db: Db, username: string): StoredUser | undefined {
  return db.users.find((user) => sameUsername(user.username, username));
}

/** The user whose username and password the body names. */
export function checkLogin(db: Db, body: unknown): StoredUser {
  const { username, password } = readLogin(body);
  const user = findByLoginName(db, username);
  if (!user) throw new HttpError(404, SPEC_MESSAGES.unknownUser);
  if (password !== user.password) throw new HttpError(401, SPEC_MESSAGES.wrongPassword);
  return user;
}

/** A new user from the body, with nothing yet: no follows, bookmarks, bio, website or avatar. */
export function registerUser(db: Db, body: unknown): StoredUser {
  const { username, password, firstName, lastName, email } = readSignup(body);
  if (findByLoginName(db, username) || isReservedUsername(username)) {
    throw new HttpError(422, SPEC_MESSAGES.usernameTaken);
  }

  const now = timestampNow();
  const user: StoredUser = {
    _id: newId(),
    username,
    password,
    firstName,
    lastName,
    email,
    avatarURL: '',
    bio: '',
    website: '',
    followers: [],
    following: [],
    bookmarks: [],
    createdAt: now,
    updatedAt: now,
  };
  db.users.push(user);
  return user;
}
