/** The words of a rate limit's refusal, the same for every limit: how long to wait, and then what. */
export const MINUTE_MS = 60_000;

export const TOO_MANY_ATTEMPTS = (wait: string) =>
  `Too many attempts. Please wait ${wait} and try again.`;

/** "1 minute", "12 minutes", "40 seconds" (the words of @fastify/rate-limit's own), "3 hours". */
export function formatWait(seconds: number): string {
  if (seconds > 3_600) {
    const hours = Math.ceil(seconds / 3_600);
    return `${hours} hours`;
  }
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  const whole = Math.max(1, Math.ceil(seconds));
  return whole === 1 ? '1 second' : `${whole} seconds`;
}
