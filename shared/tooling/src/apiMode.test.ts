import { parseApiMode } from './apiMode';

describe('parseApiMode', () => {
  it('is the mock without the flag, whatever else the command is given', () => {
    expect(parseApiMode([])).toBe('mock');
    expect(parseApiMode(['--dev=feed', '--no-hints'])).toBe('mock');
  });

  it('reads the flag written with = or with a space', () => {
    expect(parseApiMode(['--api=server'])).toBe('server');
    expect(parseApiMode(['--api', 'server', '--dev=feed'])).toBe('server');
    expect(parseApiMode(['--dev', 'feed', '--api', 'mock'])).toBe('mock');
  });

  it('refuses a value it does not know, or none, rather than run the mock unasked', () => {
    expect(() => parseApiMode(['--api=postgres'])).toThrow(
      '--api must be mock or server, not "postgres".',
    );
    expect(() => parseApiMode(['--api'])).toThrow('--api needs a value: mock or server.');
  });
});
