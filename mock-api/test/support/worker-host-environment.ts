/**
 * Runs mock-api's contract suite and the `/api/v2` suite through the worker host, as a service
 * worker runs it: jsdom as for the in-page mock, plus the fetch API a worker has (jsdom has
 * none), taken from Node. `worker-host-fetch.ts` then answers the suite's `fetch` with the host.
 */
import JsdomEnvironment from 'jest-environment-jsdom';

export default class WorkerHostEnvironment extends JsdomEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    // fetch too: with none, pretender's whatwg-fetch (loaded with Mirage) would put its own
    // Response in their place, as it never does in a worker, which has them all.
    Object.assign(this.global, { fetch, Request, Response, Headers, ReadableStream });
  }
}
