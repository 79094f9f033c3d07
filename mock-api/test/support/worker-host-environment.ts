/**
 * Runs mock-api's contract suite and the `/api/v2` suite through the worker host, as a service
 * worker runs it: jsdom as for the in-page mock, plus the fetch API a worker has (jsdom has
 * none), taken from Node. `worker-host-fetch.ts` then answers the suite's `fetch` with the host.
 */
import JsdomEnvironment from 'jest-environment-jsdom';

export default class WorkerHostEnvironment extends JsdomEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    Object.assign(this.global, { Request, Response, Headers, ReadableStream });
    // A fetch too, unless a setup file already put the suite's own in place: with none, Mirage's
    // pretender would install whatwg-fetch's Response when loaded, as it never does in a worker.
    this.global.fetch ??= fetch;
  }
}
