/** A bounded autocannon run against one server, and the figures every table row reads from it. */
import autocannon, { type Request } from 'autocannon';

export interface CannonRun {
  origin: string;
  seconds: number;
  connections: number;
  /** A path to GET, or the requests each connection sends in turn. */
  path?: string;
  requests?: Request[];
}

export const cannon = ({ origin, seconds, connections, path = '', requests }: CannonRun) =>
  autocannon({ url: `${origin}${path}`, connections, duration: seconds, requests });

/**
 * `requests`, each holding one of `holders` (a user's token, a viewer) that no other request in
 * flight holds, and giving it back with its answer: one user's like and dislike never race each
 * other. (autocannon clears its per-connection context between requests, so a connection cannot
 * keep its user.) `prepare` writes the holder into a request; `answered` is told each answer.
 */
export function lending<T>(
  holders: T[],
  requests: Request[],
  prepare: (request: Request, holder: T) => Request,
  answered?: (holder: T, status: number, body: string) => void,
): Request[] {
  const free = [...holders];
  type OnResponse = (status: number, body: string, context: object) => void;
  return requests.map((request) => ({
    ...request,
    setupRequest: (req: Request, context: object) => {
      const holder = free.shift() ?? (holders[0] as T);
      (context as { holder?: T }).holder = holder;
      return prepare(req, holder);
    },
    onResponse: (status: number, body: string, context: object) => {
      (request.onResponse as OnResponse | undefined)?.(status, body, context);
      const { holder } = context as { holder?: T };
      if (holder === undefined) return;
      answered?.(holder, status, body);
      free.push(holder);
    },
  }));
}

/** The row's figures: autocannon's mean rate, its latency percentiles, the answers by class. */
export const figuresOf = (result: autocannon.Result) => ({
  /** Requests answered per second, on average over the run. */
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  ok: result['2xx'],
  refused: result['4xx'],
  /** 5xx answers: the server failed. */
  failed: result['5xx'],
  /** No answer in autocannon's 10 s: the server was too slow, or the connection broke. */
  timeouts: result.errors,
});

export type CannonFigures = ReturnType<typeof figuresOf>;

/** The columns of those figures in a Markdown row, in the order of `CANNON_HEADER`. */
export const cannonCells = (row: CannonFigures, bodyBytes?: number): string =>
  [row.rps, row.p50, row.p99, ...(bodyBytes === undefined ? [] : [bodyBytes])]
    .concat([row.ok, row.refused, row.failed, row.timeouts])
    .join(' | ');
