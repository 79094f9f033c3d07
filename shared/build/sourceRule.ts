/**
 * Our TypeScript and JSX, compiled by Rspack's built-in SWC: every build of ours (the apps and
 * their server builds, the mock's worker and first script, the release dashboard, the bench's
 * monolith) reads its sources alike.
 * Workspace packages (@murmur/core, @murmur/ui, @murmur/mock-api) are TypeScript source reached
 * through node_modules symlinks; Rspack resolves symlinks to their real path under the repository,
 * so this rule compiles them too.
 */
import type { RuleSetRule } from '@rspack/core';

export interface SourceRuleOptions {
  /** React's development build of JSX (component stacks, checks). */
  development?: boolean;
  /** React Refresh's registrations, for a dev server's hot updates. */
  refresh?: boolean;
}

export function sourceRule({ development = false, refresh = false }: SourceRuleOptions = {}) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /[\\/]node_modules[\\/]/,
    loader: 'builtin:swc-loader',
    options: {
      detectSyntax: 'auto',
      jsc: {
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development, refresh } },
      },
    },
    type: 'javascript/auto',
  } satisfies RuleSetRule;
}
