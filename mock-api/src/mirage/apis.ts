/**
 * The APIs the mock answers, one line each. An API is its folder (src/api/<name>) and its line
 * here: removing one is deleting both (lint lets nothing else import an API's folder).
 */
export { routes as v1 } from '../api/v1/routes';
export { routes as v2 } from '../api/v2/routes';
