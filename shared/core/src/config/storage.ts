/** Local storage keys of the session (spec §3). */
export const STORAGE_KEYS = {
  username: 'username',
  token: 'encodedToken',
} as const;
