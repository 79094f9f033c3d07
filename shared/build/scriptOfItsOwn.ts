/**
 * What the scripts the shell builds on their own share (the mock's service worker,
 * mockApiWorker.ts, and the page's first script, mockApiStart.ts): our TypeScript compiled by
 * SWC, without React, and one run of a second Rspack compiler that fails with its errors.
 */
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';

/** Our sources (workspace packages included, through their real paths), plain TypeScript. */
export const PLAIN_TYPESCRIPT_RULE: RuleSetRule = {
  test: /\.[cm]?[jt]s$/,
  exclude: /[\\/]node_modules[\\/]/,
  loader: 'builtin:swc-loader',
  options: { detectSyntax: 'auto', jsc: { target: 'es2022' } },
  type: 'javascript/auto',
};

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
