import { keysServedTrimmed } from './sharedTreeShaking';

const shell = {
  '@reduxjs/toolkit': ['createSlice'],
  'react-redux': ['useSelector'],
};

const remote = (shared: Record<string, string[]>) => ({
  shared: Object.entries(shared).map(([name, usedExports]) => ({ name, usedExports })),
});

describe('which trimmed copies serve the page', () => {
  it('uses every trimmed copy when the remotes import nothing more', () => {
    const feed = remote({ 'react-redux': ['useSelector'], '@reduxjs/toolkit': ['createSlice'] });
    expect(keysServedTrimmed(shell, [feed])).toEqual(new Set(Object.keys(shell)));
  });

  it('loads the whole library, for every app, when one remote needs a name the copy lacks', () => {
    const feed = remote({ '@reduxjs/toolkit': ['createSlice', 'createEntityAdapter'] });
    const served = keysServedTrimmed(shell, [feed]);
    expect(served.has('@reduxjs/toolkit')).toBe(false);
    expect(served.has('react-redux')).toBe(true);
  });

  it('loads the whole libraries when a manifest could not be read or lists no names', () => {
    expect(keysServedTrimmed(shell, [null]).size).toBe(0);
    const old = remote({ 'react-redux': [] });
    expect(keysServedTrimmed(shell, [old]).has('react-redux')).toBe(false);
  });
});
