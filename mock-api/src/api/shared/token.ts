/**
 * The session token: a real HS256 JWT carrying the username and _id. Unlike the original mock
 * (spec §6), the signature IS verified, so a tampered token is refused.
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

export function issueToken({ _id, username }: TokenClaims): Promise<string> {
  return new SignJWT({ _id, username })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(_id)
    .setIssuedAt()
    .sign(SECRET);
}

/** The raw token of an `authorization` header; a "Bearer " prefix is accepted too. */
export function tokenFromHeader(header: string | undefined): string {
  return (header ?? '').replace(/^\s*Bearer\s+/i, '').trim();
}

/**
 * A token whose signature does not match (a payload changed by hand, another algorithm) is 401;
 * a missing or unreadable one is treated like an unknown user (404), as the spec's table says.
 */
export async function readToken(token: string): Promise<TokenClaims> {
  if (!token) throw new HttpError(404, SPEC_MESSAGES.unknownUser);
  try {
    const { payload } = await jwtVerify(token, SECRET, { algorithms: [ALGORITHM] });
    const { _id, username } = payload as Partial<Record<string, unknown>>;
    if (typeof _id !== 'string' || typeof username !== 'string') {
      throw new HttpError(404, SPEC_MESSAGES.unknownUser);
    }
    return { _id, username };
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
