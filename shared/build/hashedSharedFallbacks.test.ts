import { fallbacksNamedIn, hashedFallbackName, renameFallbacks } from './hashedSharedFallbacks';

const runtimeTable =
  'T={"react-redux":[["independent-packages/react_redux/9.3.1/share-entry.js","9.3.1","shell_f_react_redux_931"]],' +
  '"@reduxjs/toolkit":[["independent-packages/scope_reduxjs__toolkit/2.14.0/share-entry.js","2.14.0","x"]]}';

test('finds each full copy the runtime names, once', () => {
  expect(fallbacksNamedIn(runtimeTable + runtimeTable)).toEqual([
    'independent-packages/react_redux/9.3.1/share-entry.js',
    'independent-packages/scope_reduxjs__toolkit/2.14.0/share-entry.js',
  ]);
});

test('a full copy is named by the first eight characters of its content hash', () => {
  expect(
    hashedFallbackName('independent-packages/react_redux/9.3.1/share-entry.js', 'dce5e626a1b2'),
  ).toBe('independent-packages/react_redux/9.3.1/share-entry.dce5e626.js');
});

test('renames every mention, leaving copies it has no new name for', () => {
  const renames = new Map([
    [
      'independent-packages/react_redux/9.3.1/share-entry.js',
      'independent-packages/react_redux/9.3.1/share-entry.dce5e626.js',
    ],
  ]);
  expect(renameFallbacks(runtimeTable, renames)).toBe(
    runtimeTable.replace('9.3.1/share-entry.js', '9.3.1/share-entry.dce5e626.js'),
  );
});
