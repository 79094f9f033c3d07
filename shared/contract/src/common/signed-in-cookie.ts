/**
 * The cookie a page sets while a session is stored in it, and clears when the session ends
 * (@murmur/core, store/session.ts). It carries no credential, only that someone is signed in
 * in this browser: whatever serves the shell's page reads it to answer a signed-in route with
 * its drawn page, or a visitor with the login page (never a flash of the signed-in frame). The
 * token itself stays in local storage (spec §3) and goes only in the Authorization header.
 */
export const SIGNED_IN_COOKIE = 'murmur_signed_in';

/** As long as the token it stands for lives (the API server's default, 7 days). */
export const SIGNED_IN_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

/** Whether a request's Cookie header says someone is signed in. */
export function hasSignedInCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => {
    const [name, value] = pair.trim().split('=');
    return name === SIGNED_IN_COOKIE && value !== undefined && value !== '';
  });
}
