import { rspack } from '@rspack/core';
import { createAppConfig } from '@murmur/build/createAppConfig';
import { MockApiStartPlugin } from '@murmur/build/mockApiStart';
import { MockApiWorkerPlugin, serveMockApiWorker } from '@murmur/build/mockApiWorker';

const base = createAppConfig({ name: 'shell' });
// The share of page loads that report telemetry (shell/src/telemetry): all unless set.
const shell = {
  ...base,
  plugins: [
    ...(base.plugins ?? []),
    new rspack.DefinePlugin({
      'process.env.MURMUR_TELEMETRY_SAMPLE': JSON.stringify(
        process.env.MURMUR_TELEMETRY_SAMPLE ?? '',
      ),
    }),
  ],
};

// With the mock on, the mock's service worker is served at the shell's origin: a build that
// writes files (production, or `npm start -- --dev`'s development build) writes it beside the
// shell; the dev server answers it from a watching build of its own.
const withMockWorker = process.env.MURMUR_MOCK_API !== 'false';
const writesFiles =
  process.env.NODE_ENV === 'production' || process.env.MURMUR_DEV_BUILD === 'true';

function shellConfig() {
  if (!withMockWorker) return shell;
  if (writesFiles) {
    // A production page registers the worker from a first script of its own (mockApiStart.ts).
    const startScript =
      process.env.NODE_ENV === 'production' && new MockApiStartPlugin('./src/mockApiStart.ts');
    return {
      ...shell,
      plugins: [...(shell.plugins ?? []), new MockApiWorkerPlugin(), startScript],
    };
  }
  return { ...shell, devServer: { ...shell.devServer, setupMiddlewares: serveMockApiWorker } };
}

export default shellConfig();
