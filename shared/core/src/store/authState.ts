import type { OwnProfile } from '@murmur/contract';

/** Auth slice state (spec §3). `status` tracks the login / signup request in flight. */
export interface AuthState {
  /** The signed-in user's own profile (counts, not lists), as `/api/v2/me` answers it. */
  userData: OwnProfile | null;
  username: string;
  isAuthenticated: boolean;
  error: string | null;
  encodedToken: string;
  status: 'idle' | 'pending' | 'restoring';
}
