/** Which requests the mock answers: same-origin /api only. Everything else is real network. */
import { API_BASE } from '@murmur/contract';

const pageUrl = () => globalThis.location?.href ?? 'http://localhost/';

export function isMockedUrl(url: string, page: string = pageUrl()): boolean {
  let target: URL;
  try {
    target = new URL(url, page);
  } catch {
    return false;
  }
  const samePage = target.origin === new URL(page).origin;
  return samePage && (target.pathname === API_BASE || target.pathname.startsWith(`${API_BASE}/`));
}
