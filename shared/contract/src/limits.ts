/**
 * The bounds of every input, the same for the mock and the server, and said by the schemas (so
 * the OpenAPI document says them too). Lengths are counted in characters (code points, as JSON
 * Schema's maxLength counts them), of the text as sent, before any trimming: a schema and a
 * reader then agree on every input.
 */
export const LIMITS = {
  post: 500,
  comment: 500,
  bio: 160,
  website: 200,
  avatar: 500,
  email: 200,
  name: 50,
  usernameMin: 3,
  usernameMax: 30,
  /** For a new account; the seed's accounts keep theirs. */
  passwordMin: 8,
  /**
   * For a new account: every password a person or a manager makes fits (OWASP ASVS 2.1.2 asks
   * that 64 be allowed and more than 128 refused), and a password is refused before it is hashed.
   */
  passwordMax: 128,
  /**
   * At login: a password longer than this is refused before it is hashed. Higher than a new
   * account's bound, so an account made before there was one still signs in.
   */
  loginPasswordMax: 1024,
} as const;

/**
 * Letters, digits, `.`, `_` and `-`: nothing that hides, reorders or imitates another name.
 * Space around it is allowed because sign-up trims the username before it is stored.
 */
export const USERNAME_PATTERN = `^\\s*[\\p{L}\\p{N}._-]{${LIMITS.usernameMin},${LIMITS.usernameMax}}\\s*$`;
const USERNAME = new RegExp(USERNAME_PATTERN, 'u');

/** Control characters (C0, DEL, C1) and the bidirectional controls that can reorder a name. */
const CONTROL_OR_BIDI =
  '\\u0000-\\u001f\\u007f-\\u009f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';

/** A name with none of them: what a name's schema says, and what its reader checks. */
export const NAME_PATTERN = `^[^${CONTROL_OR_BIDI}]*$`;
const NAME = new RegExp(NAME_PATTERN, 'u');

export const lengthOf = (text: string) => [...text].length;

export const isUsername = (text: string) => USERNAME.test(text);

export const hasControlCharacters = (text: string) => !NAME.test(text);
