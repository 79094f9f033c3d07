/** The reader process (`readers.ts`), started from the bench and driven by one command at a time. */
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
