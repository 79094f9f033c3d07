/**
 * Builds the monolith (monolithConfigs.ts) into `outputPath`: the browser build, then the Node
 * build into its `server/` (after the browser build's clean). Its sources' small modules go
 * beside it (monolithSources.ts).
 */
import { buildOnce } from '@murmur/build/scriptOfItsOwn';
import { monolithConfigs } from './monolithConfigs';
import { writeMonolithSources } from './monolithSources';

export async function buildMonolith(outputPath: string, sourcesFolder: string): Promise<void> {
  process.env.NODE_ENV = 'production';
  const sources = writeMonolithSources(sourcesFolder);
  for (const config of monolithConfigs(outputPath, sources)) await buildOnce(config);
}
