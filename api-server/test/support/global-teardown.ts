/** Stops the PostgreSQL cluster the global setup started, and removes its folder. */
import { stopCluster } from './postgres-cluster';
import { PG_DIR_VARIABLE } from './global-setup';

export default async function globalTeardown() {
  const dir = process.env[PG_DIR_VARIABLE];
  if (dir) {
    stopCluster(dir);
    delete process.env[PG_DIR_VARIABLE];
    delete process.env.MURMUR_TEST_PG_URL;
  }
}
