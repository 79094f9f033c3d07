import { createAppConfig } from '@murmur/build/createAppConfig';
import { MockApiWorkerPlugin } from '@murmur/build/mockApiWorker';

const shell = createAppConfig({ name: 'shell' });

// A production build with the mock on also writes the mock's service worker beside the shell.
const withMockWorker =
  process.env.NODE_ENV === 'production' && process.env.MURMUR_MOCK_API !== 'false';

export default withMockWorker
  ? { ...shell, plugins: [...(shell.plugins ?? []), new MockApiWorkerPlugin()] }
  : shell;
