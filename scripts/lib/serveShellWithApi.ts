/** Entry for one app of `npm run serve -- --api=server`: the shell's dist with /api proxied. */
import { serveWithApi } from './staticWithApi';

const [dist, port, apiUrl] = process.argv.slice(2);
if (!dist || !port || !apiUrl) throw new Error('usage: serveShellWithApi <dist> <port> <api url>');
serveWithApi(dist, Number(port), apiUrl);
console.log(`shell with /api → ${apiUrl} on http://localhost:${port}`);
