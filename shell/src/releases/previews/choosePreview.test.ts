import { getActivePreview, setActivePreview } from './activePreview';
import { choosePreview } from './choosePreview';
import { PREVIEW_KEY } from './previewRequest';
import { previewRefusal } from './previewVerdict';
import { storedPreview } from './testing/storedPreview';

jest.mock('./previewVerdict', () => ({ previewRefusal: jest.fn() }));

const entry = storedPreview();

function storeAnswers(status: number, json: unknown = []) {
  const answer = { ok: status < 400, status, json: async () => json };
  global.fetch = jest.fn(async () => answer) as unknown as typeof fetch;
}

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(previewRefusal).mockResolvedValue(null);
});
afterEach(() => {
  localStorage.clear();
  setActivePreview(null);
  window.history.replaceState(null, '', '/');
});

test('nothing asked, nothing fetched', async () => {
  storeAnswers(200);
  expect(await choosePreview()).toBeNull();
  expect(global.fetch).not.toHaveBeenCalled();
});

test('a link puts the store’s version of the preview in its remote’s place', async () => {
  window.history.replaceState(null, '', '/home?preview=feed-app:new-feed');
  storeAnswers(200, [entry]);
  expect(await choosePreview()).toEqual({
    remote: 'feed',
    version: 'v4',
    manifestUrl: `${window.location.origin}/apps/feed-app/v4/mf-manifest.json`,
    routes: null,
  });
  expect(global.fetch).toHaveBeenCalledWith('/previews.json', { cache: 'no-cache' });
  expect(getActivePreview()).toEqual({
    app: 'feed-app',
    name: 'new-feed',
    version: 'v4',
    refused: null,
  });
  expect(JSON.parse(localStorage.getItem(PREVIEW_KEY)!)).toEqual({
    app: 'feed-app',
    name: 'new-feed',
    expires: entry.expires,
  });
});

test('a preview the gate refuses is shown with the reason, and the app stays live', async () => {
  localStorage.setItem(PREVIEW_KEY, JSON.stringify({ app: 'feed-app', name: 'new-feed' }));
  storeAnswers(200, [entry]);
  jest.mocked(previewRefusal).mockResolvedValue('feed-app needs more.');
  expect(await choosePreview()).toBeNull();
  expect(getActivePreview()?.refused).toBe('feed-app needs more.');
});

test('a preview the store no longer has is forgotten', async () => {
  localStorage.setItem(PREVIEW_KEY, JSON.stringify({ app: 'feed-app', name: 'new-feed' }));
  storeAnswers(404);
  expect(await choosePreview()).toBeNull();
  expect(localStorage.getItem(PREVIEW_KEY)).toBeNull();
  expect(getActivePreview()).toBeNull();
});
