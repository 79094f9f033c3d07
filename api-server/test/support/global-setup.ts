/** Before the server's tests: the embedded template, and the PostgreSQL cluster when asked for. */
import { ensureEmbeddedTemplate } from './embedded-template';
import { startCluster } from './postgres-cluster';
import { PG_URL_VARIABLE } from '../contract/environment';

export const PG_DIR_VARIABLE = 'MURMUR_TEST_PG_DIR';

export default async function globalSetup(
  _globalConfig: unknown,
  projectConfig: { testEnvironmentOptions?: { apiTarget?: string } },
) {
  await ensureEmbeddedTemplate();
  if (
    projectConfig.testEnvironmentOptions?.apiTarget === 'postgres' &&
    !process.env[PG_URL_VARIABLE]
  ) {
    const cluster = await startCluster();
    // Test workers start after this and inherit the environment.
    process.env[PG_URL_VARIABLE] = cluster.url;
    process.env[PG_DIR_VARIABLE] = cluster.dir;
  }
}
