import { readMockApiSettings } from './settings';

const storageWith = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});

describe('readMockApiSettings', () => {
  it('answers after 400 ms with the mock seed when nothing is set', () => {
    expect(readMockApiSettings(storageWith({}))).toEqual({ timing: 400, seedPosts: undefined });
  });

  it('takes the delay and seed size that tests and benchmarks store', () => {
    const settings = readMockApiSettings(
      storageWith({ 'murmur.mockDelay': '0', 'murmur.mockSeedPosts': '500' }),
    );
    expect(settings).toEqual({ timing: 0, seedPosts: 500 });
  });

  it('ignores values that are not whole non-negative numbers', () => {
    const settings = readMockApiSettings(
      storageWith({ 'murmur.mockDelay': 'fast', 'murmur.mockSeedPosts': '-3' }),
    );
    expect(settings).toEqual({ timing: 400, seedPosts: undefined });
  });

  it('runs with the defaults when storage cannot be read', () => {
    expect(readMockApiSettings(null)).toEqual({ timing: 400, seedPosts: undefined });
  });
});
