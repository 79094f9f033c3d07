/** Only same-origin /api is mocked; every other request reaches the real network. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { v1Posts } from '@murmur/testing';
import { startMockApi, type MockApi } from '../src';
import { isMockedUrl } from '../src/mirage/url-scope';

/** A real HTTP server on the loopback, standing in for a remote's dev server or a media host. */
let realServer: Server;
let origin: string;

beforeAll(async () => {
  realServer = createServer((request, response) => {
    response.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' });
    response.end(`real network: ${request.method} ${request.url}`);
  });
  await new Promise<void>((resolve) => realServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(realServer.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => realServer.close(resolve)));

describe('with the mock running', () => {
  let api: MockApi;
  beforeAll(async () => {
    api = await startMockApi({ timing: 0, environment: 'test', persist: false });
  });
  afterAll(() => api.shutdown());

  it('fetch of a remote manifest on another origin reaches the real server', async () => {
    const response = await fetch(`${origin}/mf-manifest.json`);
    expect(await response.text()).toBe('real network: GET /mf-manifest.json');
  });

  it('an XMLHttpRequest to another origin reaches the real server', async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${origin}/upload`);
      xhr.onload = () => resolve(xhr.responseText);
      xhr.onerror = () => reject(new Error('network error'));
      xhr.send('bytes');
    });
    expect(text).toBe('real network: POST /upload');
  });

  it('/api is still answered by the mock meanwhile', async () => {
    const { posts } = await v1Posts.getAll();
    expect(posts).toHaveLength(22);
  });
});

describe('the page’s own fetch', () => {
  const pageFetch = globalThis.fetch;
  const realFetch = jest.fn(
    async (input: RequestInfo | URL) => new Response(`real: ${String(input)}`),
  );
  let api: MockApi;

  beforeAll(async () => {
    Object.assign(globalThis, { fetch: realFetch });
    api = await startMockApi({ timing: 0, environment: 'test', persist: false });
  });
  afterAll(() => Object.assign(globalThis, { fetch: pageFetch }));

  it('gets every non-/api request, same origin or not, untouched', async () => {
    const urls = [
      '/mf-manifest.json',
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/api/posts',
    ];
    for (const url of urls) await fetch(url, { method: 'GET' });
    expect(realFetch.mock.calls.map(([input]) => input)).toEqual(urls);
  });

  it('never sees /api requests', async () => {
    realFetch.mockClear();
    const { posts } = await v1Posts.getAll();
    expect(posts).toHaveLength(22);
    expect(realFetch).not.toHaveBeenCalled();
  });

  it('is back in place after shutdown', () => {
    api.shutdown();
    expect(globalThis.fetch).toBe(realFetch);
  });
});

describe('which URLs are mocked', () => {
  const page = 'http://localhost:3000/home';
  it.each([
    ['/api/posts', true],
    ['/api', true],
    ['http://localhost:3000/api/users/guest', true],
    ['/apiary', false],
    ['/mf-manifest.json', false],
    ['http://localhost:3001/remoteEntry.js', false],
    ['http://localhost:3001/api/posts', false],
    ['https://media.example.com/upload', false],
  ])('%s → %p', (url, mocked) => {
    expect(isMockedUrl(url, page)).toBe(mocked);
  });
});
