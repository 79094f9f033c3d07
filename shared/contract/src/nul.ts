/**
 * A NUL character cannot be stored in PostgreSQL's text (it answers an error, which was a 500):
 * the mock and the server refuse it anywhere in a request, with a message, before any rule runs.
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, field]) => key.includes('\u0000') || containsNul(field),
    );
  }
  return false;
}
