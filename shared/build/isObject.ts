/** A JSON object (not null, not an array): the shape every file the build reads is checked for. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
