/**
 * Session tokens: HS256 JWTs carrying `_id` and `username` (as the mock's) and `sid`, the session
 * row the server checks on every call (so a session can be ended before its token expires), signed
 * with the server's secret and valid for seven days at most. Verified on every call that needs a user.
 */
import { SignJWT, errors, jwtVerify } from 'jose';
import { HttpError, SPEC_MESSAGES, tokenFromHeader } from '@murmur/contract';

const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_DAYS = 7;
export const TOKEN_LIFETIME = `${TOKEN_LIFETIME_DAYS}d`;

export interface TokenClaims {
  _id: string;
  username: string;
  /** The session's id; a token without one names no session and is refused. */
  sid: string;
}

export interface Tokens {
  issue(claims: TokenClaims): Promise<string>;
  read(authorization: string | undefined): Promise<TokenClaims>;
}

export function createTokens(secret: string): Tokens {
  // Imported once: given the raw bytes, jose would import the key again on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const unknownUser = () => new HttpError(404, SPEC_MESSAGES.unknownUser);
  const invalid = () => new HttpError(401, SPEC_MESSAGES.invalidToken);

  return {
    issue: async ({ _id, username, sid }) =>
      new SignJWT({ _id, username, sid })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(_id)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(await key),

    /**
     * As the mock: no token or an unreadable one is an unknown user (404, the spec's table); a
     * signature that does not match, another algorithm, or an expired token is 401.
     */
    async read(authorization) {
      const token = tokenFromHeader(authorization);
      if (!token) throw unknownUser();
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM] });
        const { _id, username, sid } = payload as Partial<Record<string, unknown>>;
        if (typeof _id !== 'string' || typeof username !== 'string') throw unknownUser();
        // Well signed but of no session (made before sessions were kept): it cannot be ended.
        if (typeof sid !== 'string') throw invalid();
        return { _id, username, sid };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (
          error instanceof errors.JWSSignatureVerificationFailed ||
          error instanceof errors.JOSEAlgNotAllowed ||
          error instanceof errors.JWTExpired
        ) {
          throw invalid();
        }
        throw unknownUser();
      }
    },
  };
}
