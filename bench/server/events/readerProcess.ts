/**
 * The reader process (`readers.ts`), started from the bench and driven by one command at a time,
 * and what the two runs that hold streams open through it (`index.ts`, `../load.ts`) share: the
 * server's stream caps, the viewers the streams are opened for, and the options common to both.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { JITI_CLI } from '@murmur/api-server/testing';
import type { ReaderCommand, ReaderMessage } from './readers';

/**
 * What an API server the readers open streams on is started with: 20 streams a viewer (the tabs
 * and devices of 50 people, above one person's default cap), and all of them from this one
 * host, above the cap of an address (a flood from one host is refused with 429 in production).
 */
export const MANY_STREAMS_ENV = {
  EVENT_STREAMS_PER_USER: '100',
  EVENT_STREAMS_PER_CLIENT: '5000',
};

/** The people the streams are opened for, each with an equal share (20 each for 1,000). */
export const VIEWERS = 50;

/** What a run with streams open is given; each run adds its own rate. */
export interface StreamsRunOptions {
  /** The throwaway PostgreSQL cluster the run makes its database on. */
  clusterUrl: string;
  /** How many streams are open during the run, shared out among the VIEWERS. */
  streams: number;
  /** How long the writes or the load last. */
  seconds: number;
}

export function startReaders() {
  const child = fork(JITI_CLI, [path.join(__dirname, 'readers.ts')], {
    serialization: 'advanced',
  });
  const ask = <T extends ReaderMessage['type']>(command: ReaderCommand, answer: T) =>
    new Promise<Extract<ReaderMessage, { type: T }>>((resolve, reject) => {
      const onExit = () => reject(new Error('The event readers exited.'));
      child.once('exit', onExit);
      child.on('message', function listener(message: ReaderMessage) {
        if (message.type !== answer) return;
        child.off('message', listener);
        child.off('exit', onExit);
        resolve(message as Extract<ReaderMessage, { type: T }>);
      });
      child.send(command);
    });
  return { child, ask };
}

export type Readers = ReturnType<typeof startReaders>;
