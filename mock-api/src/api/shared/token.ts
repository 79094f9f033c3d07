/**
 * The session token: a real HS256 JWT carrying the username, _id and its session's id. Unlike the
 * original mock (spec §6), the signature IS verified, so a tampered token is refused; and, as on
 * the server, a session can be ended (logout, logout everywhere), after which its token is refused.
 */
import { SignJWT, errors, jwtVerify } from 'jose';
import { HttpError, SPEC_MESSAGES } from '@murmur/contract';

/** A fixed, public secret: this is a demo backend running in the browser, it protects nothing real. */
const SECRET = new TextEncoder().encode('murmur-mock-api: demo signing secret, not for production');
const ALGORITHM = 'HS256';

export interface TokenClaims {
  _id: string;
  username: string;
}

/**
 * The sessions ended, kept in memory (a reload forgets them, as it forgets the page's tokens'
 * meaning to anyone else: this backend serves one browser). A session's id starts with the number
 * of its issue, so "every session of a user up to now" is one number, not a list.
 */
let issued = 0;
const endedSessions = new Set<string>();
const endedUpTo = new Map<string, number>();

const issueNumberOf = (sid: string) => Number(sid.split('.')[0]);

export function endSession(sid: string): void {
  endedSessions.add(sid);
}

export function endEverySessionOf(userId: string): void {
  endedUpTo.set(userId, issued);
}

/** Whether the session was ended (its token is then refused as invalid). */
export function hasEnded(userId: string, sid: string): boolean {
  return endedSessions.has(sid) || issueNumberOf(sid) <= (endedUpTo.get(userId) ?? 0);
}

export function issueToken({ _id, username }: TokenClaims): Promise<string> {
  issued += 1;
  const sid = `${issued}.${Math.random().toString(36).slice(2)}`;
  return new SignJWT({ _id, username, sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(_id)
    .setIssuedAt()
    .sign(SECRET);
}

/**
 * A token whose signature does not match (a payload changed by hand, another algorithm) is 401;
 * a missing or unreadable one is treated like an unknown user (404), as the spec's table says.
 */
export async function readToken(token: string): Promise<TokenClaims & { sid: string }> {
  if (!token) throw new HttpError(404, SPEC_MESSAGES.unknownUser);
  try {
    const { payload } = await jwtVerify(token, SECRET, { algorithms: [ALGORITHM] });
    const { _id, username, sid } = payload as Partial<Record<string, unknown>>;
    if (typeof _id !== 'string' || typeof username !== 'string') {
      throw new HttpError(404, SPEC_MESSAGES.unknownUser);
    }
    if (typeof sid !== 'string') throw new HttpError(401, SPEC_MESSAGES.invalidToken);
    return { _id, username, sid };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (
      error instanceof errors.JWSSignatureVerificationFailed ||
      error instanceof errors.JOSEAlgNotAllowed
    ) {
      throw new HttpError(401, SPEC_MESSAGES.invalidToken);
    }
    throw new HttpError(404, SPEC_MESSAGES.unknownUser);
  }
}
