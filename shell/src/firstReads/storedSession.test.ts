import { storedSessionToken } from './storedSession';

const storageWith = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});

it('answers the token stored under the spec’s keys only with the username beside it', () => {
  expect(storedSessionToken(storageWith({ encodedToken: 't', username: 'guest' }))).toBe('t');
  expect(storedSessionToken(storageWith({ encodedToken: 't' }))).toBeNull();
  expect(storedSessionToken(null)).toBeNull();
});
