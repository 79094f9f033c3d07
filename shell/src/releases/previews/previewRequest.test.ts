import {
  PREVIEW_KEY,
  parsePreviewParam,
  rememberExpiry,
  rememberedPreview,
  takePreviewFromLink,
} from './previewRequest';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

test('a link names an app and a preview, nothing else', () => {
  expect(parsePreviewParam('feed-app:new-feed')).toEqual({ app: 'feed-app', name: 'new-feed' });
  for (const value of [
    null,
    '',
    'feed-app',
    'feed-app:',
    'feed-app:Upper',
    'feed-app:http://evil.example/x',
    '../x:y',
    'feed-app:a:b',
  ]) {
    expect(parsePreviewParam(value)).toBeNull();
  }
});

test('the link is remembered by this browser and taken out of the address', () => {
  window.history.replaceState(null, '', '/home?preview=feed-app:new-feed&tab=1#top');
  takePreviewFromLink();
  expect(window.location.pathname + window.location.search + window.location.hash).toBe(
    '/home?tab=1#top',
  );
  expect(rememberedPreview()).toEqual({ app: 'feed-app', name: 'new-feed' });
});

test('a link that is not <app>:<name> changes nothing', () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/?preview=https://evil.example');
  takePreviewFromLink();
  expect(window.location.search).toBe('');
  expect(localStorage.getItem(PREVIEW_KEY)).toBeNull();
});

test('an expired preview is forgotten: the browser is back on live', () => {
  const request = { app: 'feed-app', name: 'new-feed' };
  rememberExpiry(request, '2026-11-27T10:00:00.000Z');
  expect(rememberedPreview(localStorage, Date.parse('2026-11-27T09:59:00Z'))).toEqual({
    ...request,
    expires: '2026-11-27T10:00:00.000Z',
  });
  expect(rememberedPreview(localStorage, Date.parse('2026-11-27T10:00:00Z'))).toBeNull();
  expect(localStorage.getItem(PREVIEW_KEY)).toBeNull();
});

test('storage that holds something else is no preview', () => {
  localStorage.setItem(PREVIEW_KEY, '{"app":"feed-app","name":"../../x"}');
  expect(rememberedPreview()).toBeNull();
  localStorage.setItem(PREVIEW_KEY, 'not json');
  expect(rememberedPreview()).toBeNull();
});
