/**
 * The page's `@murmur/core` in development: what every dev build provides to the federation in
 * core's place (createAppConfig), so that an edit to core updates the page in place.
 *
 * Core is a singleton: the app that loads first (the shell) provides it and every app's code
 * holds that one copy's exports. A hot update replaces the edited core modules with new ones,
 * with new exports objects, which no other app would ever see. So the apps get this view instead,
 * which reads every name from core's latest exports when it is used. When this app's dev server
 * updates core, the view moves on to the new exports and every mounted component renders again
 * (React Refresh keeps their state), so each app's next render calls the new code. The page's
 * state lives on: core's store and channels hand themselves over (shared/core/src/hot).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module: its exports are the view */
const { refreshEverything } = require('./pageRefreshRuntime.js');

let core = require('@murmur/core/src/index.ts');

module.exports = new Proxy(Object.create(null), {
  get: (_, name) => (name === '__esModule' ? true : core[name]),
  has: (_, name) => name in core,
  ownKeys: () => Reflect.ownKeys(core),
  getOwnPropertyDescriptor: (_, name) =>
    name in core ? { configurable: true, enumerable: true, value: core[name] } : undefined,
});

if (module.hot) {
  module.hot.accept('@murmur/core/src/index.ts', () => {
    core = require('@murmur/core/src/index.ts');
    refreshEverything();
    console.info('[Murmur] @murmur/core was updated in place.');
  });
}
