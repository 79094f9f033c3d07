/**
 * The page's calls to its server (server/apiRoutes.ts) as RTK Query endpoints: the store and
 * the health are asked again on a timer while the page is open (`pollingInterval`, where they
 * are read), the last good answer stays on screen while a later one fails, and an action's
 * answer marks both as stale, so the page reads the store again after every change.
 */
import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import type {
  ActionAnswer,
  ActionName,
  ActionRequest,
  HealthAnswer,
  HealthWindow,
  ReleasesAnswer,
} from '../../api/dashboardApi';

export const dashboardQueries = createApi({
  reducerPath: 'dashboard',
  // The store changes under every answer: the browser keeps none.
  baseQuery: fetchBaseQuery({ baseUrl: '/api', cache: 'no-store' }),
  tagTypes: ['Store'],
  endpoints: (build) => ({
    releases: build.query<ReleasesAnswer, void>({
      query: () => 'releases',
      providesTags: ['Store'],
    }),
    health: build.query<HealthAnswer, HealthWindow>({
      query: (window) => ({ url: 'health', params: { window } }),
      providesTags: ['Store'],
    }),
    // Settled either way (done, refused, or a failed call), the store is read again.
    runAction: build.mutation<ActionAnswer, { action: ActionName; request: ActionRequest }>({
      query: ({ action, request }) => ({ url: `actions/${action}`, method: 'POST', body: request }),
      invalidatesTags: ['Store'],
    }),
  }),
});

export const { useReleasesQuery, useHealthQuery, useRunActionMutation } = dashboardQueries;

/** The server's own words (`{ error }`), or what went wrong on the way to it. */
export function failureText(failure: FetchBaseQueryError | SerializedError | undefined) {
  if (!failure) return null;
  if (!('status' in failure)) return failure.message ?? 'The call failed.';
  if ('error' in failure) return failure.error;
  const said = (failure.data as { error?: unknown } | undefined)?.error;
  return typeof said === 'string' ? said : `The server answered ${failure.status}.`;
}
