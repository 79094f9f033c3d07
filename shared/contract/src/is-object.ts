/**
 * A JSON object (not null, not an array): the shape every untrusted body or file is checked for.
 * A subpath of its own (`@murmur/contract/is-object`) for the shell's federation runtime plugin,
 * which must not import the contract's index (shell/src/federation/sharedTreeShaking.ts).
 */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
