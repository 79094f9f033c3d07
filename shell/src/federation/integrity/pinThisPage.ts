/**
 * The page's pins, in place before anything of the federation loads (the shell's entry,
 * index.ts, before its first shared library): the shell's files that the runtime loads
 * (shellPins.ts), every build's chunk scripts (pinChunkScripts) and stylesheets
 * (pinInsertedStylesheets), and the scripts and stylesheets the federation runtime inserts
 * (integrityPlugin). Registered in the bootstrap,
 * the runtime's hooks would come after the shared libraries' full copies had loaded unpinned.
 */
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { integrityPlugin } from './integrityPlugin';
import { pinChunkScripts } from './pinElement';
import { pinInsertedStylesheets } from './pinInsertedStylesheets';
import { pinShellFiles } from './shellPins';

export function pinThisPage(): void {
  pinShellFiles();
  pinChunkScripts();
  pinInsertedStylesheets();
  registerPlugins([integrityPlugin()]);
}
