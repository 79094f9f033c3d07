/**
 * The dashboard's page: a small React app, built the way the apps are (SWC, SCSS modules with
 * the theme's tokens: @murmur/build's style rules) but with no federation: it is one page with
 * its libraries bundled, served by its own local server (server/).
 */
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { sourceRule } from '@murmur/build/sourceRule';
import { styleModuleOptions, styleRules } from '@murmur/build/styles';

const isDev = process.env.NODE_ENV !== 'production';

const config: Configuration = {
  name: 'release-dashboard',
  context: __dirname,
  mode: isDev ? 'development' : 'production',
  target: ['web', 'es2022'],
  devtool: isDev ? 'cheap-module-source-map' : false,
  entry: { main: './src/index.tsx' },
  output: {
    path: join(__dirname, 'dist'),
    uniqueName: 'releases',
    publicPath: '/',
    filename: 'static/js/[name].[contenthash:8].js',
    chunkFilename: 'static/js/[name].[contenthash:8].js',
    cssFilename: 'static/css/[name].[contenthash:8].css',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
  module: {
    rules: [sourceRule(), ...styleRules(isDev)],
    ...styleModuleOptions(isDev),
  },
  plugins: [new rspack.HtmlRspackPlugin({ template: join(__dirname, 'index.html') })],
  performance: false,
};

export default config;
