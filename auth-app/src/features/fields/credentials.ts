/** The client-side check of both auth forms (spec §5): the only fields that must be filled. */
export const MISSING_CREDENTIALS = 'please enter username and password';

export function hasCredentials(username: string, password: string): boolean {
  return username.trim() !== '' && password !== '';
}
