/**
 * One development build's folder (`<app>/dist-dev`) served as `serve` would serve it, with the
 * headers and rewrites of its serve.json, for `npm start -- --dev=<remotes>` (startDev.ts):
 *
 *   serveDevBuild <folder> <port>
 *
 * Not `serve` itself, because a rebuild rewrites the folder while it is served: the build
 * empties it while a page that reloaded after the previous rebuild still asks for its files.
 * `serve` opens a file it has just found as a stream, and a file removed in between made that
 * stream throw outside any handler, which ended the process and, through runApps, every app.
 * Here a file is read whole before its answer starts: one gone meanwhile answers that request
 * with an error, and the page reloads again once the rebuild is written (rebuildOnEdit.ts).
 * serve.json is read again whenever a rebuild has rewritten it.
 */
import { readFile } from 'node:fs/promises';
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import handler from 'serve-handler';

const [folderArg, portArg] = process.argv.slice(2);
if (!folderArg || !portArg) throw new Error('usage: serveDevBuild <folder> <port>');
const folder = resolve(folderArg);
const port = Number(portArg);

/** The folder's serve.json, as last read; read again when its modification time changes. */
let config: { mtimeMs: number; value: object } = { mtimeMs: -1, value: {} };
function serveConfig(): object {
  const path = join(folder, 'serve.json');
  try {
    const { mtimeMs } = statSync(path);
    if (mtimeMs !== config.mtimeMs) {
      config = { mtimeMs, value: JSON.parse(readFileSync(path, 'utf8')) as object };
    }
  } catch {
    // Missing or half-written while a rebuild writes it: the last one read still holds.
  }
  return config.value;
}

/** serve-handler's file reads, each file read whole: a missing one rejects, which it answers. */
const readWhole = {
  createReadStream: async (path: string, options?: { start?: number; end?: number }) => {
    const bytes = await readFile(path);
    return Readable.from([bytes.subarray(options?.start ?? 0, (options?.end ?? Infinity) + 1)]);
  },
};

http
  .createServer((request, response) => {
    handler(request, response, { ...serveConfig(), public: folder }, readWhole).catch(
      (error: unknown) => {
        // A request the handler could not answer at all (it answers missing files itself).
        if (!response.headersSent) response.writeHead(500);
        response.end(String(error));
      },
    );
  })
  .listen(port, () => console.log(`${folderArg} on http://localhost:${port}`));
