/** The part of serve-handler (the engine of `serve`) that shellServer uses; it ships no types. */
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function handler(
    request: IncomingMessage,
    response: ServerResponse,
    options: object,
    methods?: object,
  ): Promise<void>;
}
