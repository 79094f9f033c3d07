/**
 * The username a stored token was issued for. The token carries it (spec §6), so a session is
 * restored as the token's owner even if the separately stored username was edited.
 * Only decoded, not verified: the server verifies every call that the token authorises.
 */
export function usernameFromToken(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const { username } = JSON.parse(json) as { username?: unknown };
    return typeof username === 'string' && username ? username : null;
  } catch {
    return null;
  }
}
