/** The built-in demo account that "Use guest login" fills in (spec §2); the mock API seeds it. */
export const GUEST_CREDENTIALS = {
  username: 'guest',
  password: 'murmur-guest',
} as const;
