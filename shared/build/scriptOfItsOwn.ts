/**
 * One run of a second Rspack compiler that fails with its errors: the scripts the shell builds on
 * their own (the mock's service worker, mockApiWorker.ts, and the page's first script,
 * mockApiStart.ts) and the apps' server builds (serverBuild/).
 */
import { rspack, type Configuration } from '@rspack/core';

/** Builds `config` once; rejects with the build's errors. */
export function buildOnce(config: Configuration): Promise<void> {
  return new Promise<void>((done, fail) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) fail(error);
      else if (stats?.hasErrors()) fail(new Error(stats.toString({ all: false, errors: true })));
      else done();
    });
  });
}
