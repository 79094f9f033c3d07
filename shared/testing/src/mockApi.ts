/** Test plumbing: the real mock API behind every test of a file that renders against it. */
import { startMockApi, type MockApi } from '@murmur/mock-api';

/**
 * Each test gets a fresh mock backend (its seed, instant answers, nothing saved) and no stored
 * session. Spies come off before the mock stops: the mock puts the page's own `fetch` back, and
 * a spy on `fetch` restored after that would bring the stopped mock's back instead.
 */
export function withMockApi(): void {
  let api: MockApi | undefined;
  beforeEach(async () => {
    localStorage.clear();
    api = await startMockApi({ timing: 0, environment: 'test', persist: false });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    api?.shutdown();
    api = undefined;
  });
}
