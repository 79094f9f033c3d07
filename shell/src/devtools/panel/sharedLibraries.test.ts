import { sharedLibraries } from './sharedLibraries';

test('each library with the copy the page runs, who provided it, and what else was offered', () => {
  const libraries = sharedLibraries({
    react: {
      '19.3.1': {
        version: '19.3.1',
        from: 'shell',
        loaded: true,
        shareConfig: { singleton: true },
      },
    },
    'react-router-dom': {
      '7.18.5': {
        version: '7.18.5',
        from: 'shell',
        shareConfig: { singleton: true },
        treeShaking: { loaded: true },
      },
      '7.19.0': { version: '7.19.0', from: 'feed', shareConfig: { singleton: true } },
    },
    'web-vitals': { '6.2.3': { version: '6.2.3', from: 'shell' } },
  });
  expect(
    libraries.map((library) => [library.name, library.chosen?.version, library.chosen?.from]),
  ).toEqual([
    ['react', '19.3.1', 'shell'],
    ['react-router-dom', '7.18.5', 'shell'],
    ['web-vitals', undefined, undefined],
  ]);
  expect(libraries[1]!.chosen!.trimmed).toBe(true);
  expect(libraries[1]!.offered).toEqual([
    expect.objectContaining({ version: '7.19.0', from: 'feed' }),
  ]);
});
