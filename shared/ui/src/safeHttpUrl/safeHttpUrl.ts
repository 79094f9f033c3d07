/**
 * The only way a URL a user typed (website, avatar) reaches an `href` or `src`: anything that is not
 * an absolute http(s) URL, such as `javascript:` or `data:`, comes back as null.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href;
}
