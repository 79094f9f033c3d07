/**
 * Node's test environment, plus a way to open PGlite from outside Jest's VM: PGlite loads its
 * WASM through a dynamic import, which the VM refuses without --experimental-vm-modules.
 */
import NodeEnvironment from 'jest-environment-node';
import { PGlite } from '@electric-sql/pglite';

export default class ApiServerEnvironment extends NodeEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global.__MURMUR_CREATE_PGLITE__ = (dir: string) => PGlite.create(dir);
  }
}
