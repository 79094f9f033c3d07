/**
 * The `authorization` header as both backends read it: the spec's client sends the raw token,
 * other clients send `Bearer <token>`, and either reads as the same token.
 */

/** The raw token of an `authorization` header; a "Bearer " prefix is accepted too. */
export function tokenFromHeader(header: string | undefined): string {
  return (header ?? '').replace(/^\s*Bearer\s+/i, '').trim();
}
