import type { OwnProfile } from '@murmur/contract';

/**
 * Auth slice state (spec §3). `status` is `restoring` while a stored session is being checked;
 * a sign-in on its way is its mutation's own state, not this slice's.
 */
export interface AuthState {
  /** The signed-in user's own profile (counts, not lists), as `/api/v2/me` answers it. */
  userData: OwnProfile | null;
  username: string;
  isAuthenticated: boolean;
  /** Why the last sign-in was refused, in the server's words. */
  error: string | null;
  encodedToken: string;
  status: 'idle' | 'restoring';
}
