/** The page's calls to its server (server/apiRoutes.ts): one function per call. */
import type {
  ActionAnswer,
  ActionName,
  ActionRequest,
  HealthAnswer,
  HealthWindow,
  ReleasesAnswer,
} from '../../api/dashboardApi';

async function readJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { cache: 'no-store', ...init });
  const body = (await response.json()) as T | { error: string };
  if (!response.ok) {
    const error = (body as { error?: string }).error ?? `${url} answered ${response.status}.`;
    throw new Error(error);
  }
  return body as T;
}

export const fetchReleases = () => readJson<ReleasesAnswer>('/api/releases');

export const fetchHealth = (window: HealthWindow) =>
  readJson<HealthAnswer>(`/api/health?window=${encodeURIComponent(window)}`);

export const postAction = (action: ActionName, request: ActionRequest) =>
  readJson<ActionAnswer>(`/api/actions/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
