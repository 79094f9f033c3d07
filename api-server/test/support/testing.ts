/** `@murmur/api-server/testing`: the real server in its own process, and PostgreSQL to run it on. */
export { startServerProcess, type ServerProcess } from './server-process';
export {
  createDatabase,
  postgresUnavailable,
  startCluster,
  stopCluster,
  type Cluster,
} from './postgres-cluster';
export { JITI_CLI } from './paths';
