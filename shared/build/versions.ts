/** Reads the installed version of a package, the version every app builds with and requires. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The package that owns a request: `react/jsx-runtime` → `react`, `@scope/pkg/x` → `@scope/pkg`. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/** Walks up from `fromDir` the way Node resolves `node_modules`, without importing the package. */
export function installedVersion(packageName: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(manifest)) {
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string };
      if (version) return version;
    }
    if (dirname(dir) === dir) break;
  }
  throw new Error(`${packageName} is not installed (looked up from ${fromDir}). Run npm install.`);
}
