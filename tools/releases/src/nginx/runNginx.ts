/**
 * Runs Debian's nginx (the `nginx` package) in the foreground on a configuration of our own:
 * `nginx -c <prefix>/nginx.conf -p <prefix> -g 'daemon off;'`, nothing of /etc/nginx used, its
 * temporary files and pid under a folder of its own, its errors on this terminal.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { nginxConfig, type NginxSettings } from './nginxConfig';

export function findNginx(): string | null {
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  return folders.map((folder) => join(folder, 'nginx')).find((path) => existsSync(path)) ?? null;
}

/** Whether this machine has IPv6's loopback, so nginx may listen on [::1] too. */
export function hasIpv6Loopback(): boolean {
  try {
    return readFileSync('/proc/net/if_inet6', 'utf8').includes('00000000000000000000000000000001');
  } catch {
    return false;
  }
}

/**
 * Started as root, nginx runs its workers as another user (`nobody` by default), who may not
 * read the store: they run as the store's owner instead. Otherwise nginx keeps its own user.
 */
export function workerUser(store: string): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = statSync(store).uid;
  if (uid === 0) return 'root';
  return execFileSync('id', ['-nu', String(uid)], { encoding: 'utf8' }).trim();
}

export interface RunningNginx {
  child: ChildProcess;
  configFile: string;
}

export function startNginx(binary: string, settings: Omit<NginxSettings, 'prefix'>): RunningNginx {
  const prefix = mkdtempSync(join(tmpdir(), `murmur-nginx-${settings.port}-`));
  const configFile = join(prefix, 'nginx.conf');
  try {
    writeFileSync(configFile, nginxConfig({ ...settings, prefix }));
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true }); // refused: nothing left behind
    throw error;
  }
  const child = spawn(
    binary,
    ['-c', configFile, '-p', `${prefix}/`, '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: 'inherit' },
  );
  return { child, configFile };
}
