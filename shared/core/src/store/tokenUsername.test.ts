import { usernameFromToken } from './tokenUsername';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

describe('usernameFromToken', () => {
  it('reads the username from a JWT payload', () => {
    const token = `${encode({ alg: 'HS256' })}.${encode({ username: 'maya.solberg' })}.signature`;
    expect(usernameFromToken(token)).toBe('maya.solberg');
  });

  it('answers null for anything that is not a JWT with a username', () => {
    expect(usernameFromToken('not-a-token')).toBeNull();
    expect(usernameFromToken('a.%%%.c')).toBeNull();
    expect(usernameFromToken(`x.${encode({ sub: 1 })}.y`)).toBeNull();
  });
});
