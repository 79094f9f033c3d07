/** Reading the paginated API from a test, as the server (or the mock) has it now. */
import { callApi } from './http';
import type { Page } from '@murmur/contract';

export function v2<T>(path: string, token?: string): Promise<T> {
  return callApi<T>('GET', `/v2${path}`, { token });
}

/** Every item of a paged list, page after page. */
export async function allPages<T>(path: string, token?: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page: Page<T> = await v2<Page<T>>(
      cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path,
      token,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** A write through the paginated API, as another tab or another person would make it. */
export function v2Write<T>(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  return callApi<T>(method, `/v2${path}`, { token, body });
}
