/** The reader process (`readers.ts`), started from the bench and driven by one command at a time. */
import { fork } from 'node:child_process';
import path from 'node:path';
import { JITI_CLI } from '@murmur/api-server/testing';
import type { ReaderCommand, ReaderMessage } from './readers';

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
