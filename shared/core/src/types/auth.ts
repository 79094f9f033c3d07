import type { User } from './domain';

/** Auth slice state (spec §3). `status` tracks the login / signup request in flight. */
export interface AuthState {
  userData: User | null;
  username: string;
  isAuthenticated: boolean;
  error: string | null;
  encodedToken: string;
  status: 'idle' | 'pending' | 'restoring';
}
