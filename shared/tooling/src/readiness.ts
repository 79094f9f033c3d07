/** Waiting for servers: a URL answers, or every URL of a list does. */

/** The URL answers 2xx within `timeoutMs`. */
export async function answers(url: string, timeoutMs = 2000): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })).ok;
  } catch {
    return false;
  }
}

/** Polls until every URL answers 2xx; rejects after `timeoutMs`, or once `signal` aborts. */
export async function waitForUrls(
  urls: string[],
  timeoutMs: number,
  pollMs = 100,
  signal?: AbortSignal,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    signal?.throwIfAborted();
    if ((await Promise.all(urls.map((url) => answers(url)))).every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`Not answering after ${timeoutMs} ms: ${urls.join(', ')}`);
}
