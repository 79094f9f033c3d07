/** @murmur/tooling: what the scripts, the benchmarks and the test runners share. */
export { processRuns, startProcess, stopGroup, timeCommand, type Started } from './processes';
export { freePort, isFree, portTaken, portsInUse } from './ports';
export { answers, waitForUrls } from './readiness';
export { CHROMIUM_ARGS, findChromium } from './chromium';
export {
  DEFAULT_API_URL,
  parseApiMode,
  startApiServer,
  type ApiMode,
  type ApiServer,
} from './apiMode';
