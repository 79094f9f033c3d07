/**
 * Stylesheets: SCSS through sass-loader into Rspack's built-in CSS. `*.module.scss` files are
 * CSS modules imported as a default object (`import styles from './X.module.scss'`); any other
 * `.scss`/`.css` file is a global stylesheet. Theme tokens come from one partial:
 * `@use '@murmur/ui/src/styles/theme' as theme;`.
 */
import type { RuleSetRule } from '@rspack/core';

const sassLoader = (isDev: boolean) => ({
  loader: 'sass-loader',
  options: { api: 'modern-compiler', sourceMap: isDev },
});

export function styleRules(isDev: boolean): RuleSetRule[] {
  return [
    { test: /\.module\.scss$/, type: 'css/module', use: [sassLoader(isDev)] },
    { test: /\.scss$/, exclude: /\.module\.scss$/, type: 'css', use: [sassLoader(isDev)] },
    { test: /\.css$/, type: 'css/auto' },
  ];
}

/**
 * Class names carry the app's unique name (`output.uniqueName`, its federation name), so two
 * remotes that both write `.title` never collide on the shell's page.
 */
export function styleModuleOptions(isDev: boolean) {
  return {
    parser: {
      'css/module': { namedExports: false },
    },
    generator: {
      'css/module': {
        localIdentName: isDev ? '[uniqueName]__[local]__[hash:5]' : '[uniqueName]-[hash:8]',
        exportsConvention: 'as-is' as const,
      },
    },
  };
}
