/** How every thunk of the store fails: a status and a message a person can read. */
import { ApiError, errorMessage } from '../api/client';

export interface Rejection {
  status: number;
  message: string;
}

export function toRejection(error: unknown): Rejection {
  return {
    status: error instanceof ApiError ? error.status : 0,
    message: errorMessage(error),
  };
}

export const NOT_SIGNED_IN: Rejection = { status: 401, message: 'Please log in first.' };
