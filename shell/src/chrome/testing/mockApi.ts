import { startMockApi } from '@murmur/mock-api';

/** Each test gets a fresh mock backend with its seed data and no stored session. */
export function withMockApi() {
  let server: Awaited<ReturnType<typeof startMockApi>> | undefined;
  beforeEach(async () => {
    localStorage.clear();
    server = await startMockApi({ timing: 0, environment: 'test', persist: false });
  });
  afterEach(() => {
    server?.shutdown();
    server = undefined;
  });
}
