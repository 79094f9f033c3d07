import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { devRemotesJson } from '@murmur/build/routes/remotesJson';
import type * as RemotesConfig from './registerRemotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const manifests = {
  auth: 'http://localhost:3001/mf-manifest.json',
  feed: 'http://localhost:3002/mf-manifest.json',
  profile: 'http://localhost:3003/mf-manifest.json',
  post: 'http://localhost:3004/mf-manifest.json',
};

const jsonResponse = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: () => Promise.resolve(body) }) as Response;

let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

// The module remembers its registration, so each test starts from a fresh copy.
const freshModule = () => {
  let loaded!: typeof RemotesConfig;
  jest.isolateModules(() => {
    loaded = jest.requireActual('./registerRemotes');
  });
  return loaded;
};

beforeEach(() => {
  localStorage.clear();
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(registerRemotes).mockClear();
});

describe('parseRemotesConfig', () => {
  it('takes each remote it names, by URL or by an entry with its routes', () => {
    const { parseRemotesConfig } = freshModule();
    const { feed, ...others } = manifests;
    const withRoutes = { ...others, feed: { manifest: feed, routes: [] } };
    expect(parseRemotesConfig(withRoutes)).toEqual({ ...others, feed });
  });

  it('names the remote that has no manifest URL', () => {
    const { parseRemotesConfig } = freshModule();
    const incomplete = { ...manifests, profile: { routes: [] } };
    expect(() => parseRemotesConfig(incomplete)).toThrow(
      'remotes.json has no manifest URL for the "profile" remote.',
    );
  });
});

describe('ensureRemotesRegistered', () => {
  it('registers every remote from /remotes.json once, however many pages ask', async () => {
    const { ensureRemotesRegistered } = freshModule();
    fetchMock.mockResolvedValue(jsonResponse(manifests));

    await Promise.all([ensureRemotesRegistered(), ensureRemotesRegistered()]);
    await ensureRemotesRegistered();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/remotes.json');
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'auth', entry: manifests.auth },
      { name: 'feed', entry: manifests.feed },
      { name: 'profile', entry: manifests.profile },
      { name: 'post', entry: manifests.post },
    ]);
  });

  it('reads remotes.json again after a failure instead of keeping the error', async () => {
    const { ensureRemotesRegistered } = freshModule();
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 503));
    fetchMock.mockResolvedValueOnce(jsonResponse(manifests));

    await expect(ensureRemotesRegistered()).rejects.toThrow('/remotes.json answered 503.');
    await ensureRemotesRegistered();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });
});

describe('a remote override in local storage, in the dev shell', () => {
  // The dev server serves shell/public and the remotes.json its build writes: what the dev
  // shell reads.
  const publicFile = (file: string): unknown =>
    file === 'remotes.json'
      ? devRemotesJson()
      : JSON.parse(readFileSync(join(__dirname, '../../public', file), 'utf8'));
  const serveShellPublic = () =>
    fetchMock.mockImplementation((url) =>
      Promise.resolve(jsonResponse(publicFile(String(url).slice(1)))),
    );
  const registeredFeed = () => {
    const feed = jest.mocked(registerRemotes).mock.calls[0]?.[0].find((r) => r.name === 'feed');
    return feed && 'entry' in feed ? feed.entry : undefined;
  };

  it('loads the feed from a localhost server of the developer', async () => {
    const { ensureRemotesRegistered } = freshModule();
    serveShellPublic();
    localStorage.setItem('murmur.remote:feed', 'http://localhost:3102/mf-manifest.json');
    jest.spyOn(console, 'info').mockImplementation(() => {});

    await ensureRemotesRegistered();

    expect(registeredFeed()).toBe('http://localhost:3102/mf-manifest.json');
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/remote-overrides.json',
      '/remotes.json',
    ]);
  });

  it('refuses a server that is not on the allow-list and keeps the feed of remotes.json', async () => {
    const { ensureRemotesRegistered } = freshModule();
    serveShellPublic();
    localStorage.setItem('murmur.remote:feed', 'http://stranger.example:3102/mf-manifest.json');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});

    await ensureRemotesRegistered();

    expect(registeredFeed()).toBe(manifests.feed);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("http://stranger.example:3102 is not on this shell's allow-list"),
    );
  });

  it('asks for no allow-list when nobody set an override', async () => {
    const { ensureRemotesRegistered } = freshModule();
    serveShellPublic();

    await ensureRemotesRegistered();

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json']);
    expect(registeredFeed()).toBe(manifests.feed);
  });
});
