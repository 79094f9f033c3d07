/**
 * `npm run new-remote -- <name> --route <path> [--nav <label>] [--icon <icon>] [--order <n>]
 * [--public] [--port <dev port>] [--no-install]`: what the new remote is to be, checked before
 * anything is written.
 */
import { parseArgs } from 'node:util';

export const USAGE =
  'npm run new-remote -- <name> --route </path> [--nav <label>] [--icon <icon>] [--order <n>] [--public|--auth] [--port <dev port>] [--no-install]';

export interface NewRemoteOptions {
  /** The federation name (`messages`); the workspace is `<name>-app`. */
  name: string;
  route: string;
  nav?: { label: string; icon: string; order?: number };
  /** A signed-in person is needed (the default), or anyone may open the page. */
  access: 'signed-in' | 'public';
  devPort?: number;
  install: boolean;
}

/** A command line the generator will not act on; the message says what to type instead. */
export class GeneratorRefusal extends Error {}

const NAME = /^[a-z][a-z0-9]*$/;
const ROUTE = /^\/[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

function portOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1024 || port > 65535 - 1000) {
    throw new GeneratorRefusal(`--port ${value}: give a free port from 1024 to 64535.`);
  }
  return port;
}

function orderOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const order = Number(value);
  if (!Number.isInteger(order))
    throw new GeneratorRefusal(`--order ${value}: give a whole number.`);
  return order;
}

/** The command line as parseArgs reads it; an unknown flag is a refusal like any other. */
function readCommandLine(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        route: { type: 'string' },
        nav: { type: 'string' },
        icon: { type: 'string', default: 'generic' },
        order: { type: 'string' },
        public: { type: 'boolean', default: false },
        auth: { type: 'boolean', default: false },
        port: { type: 'string' },
        'no-install': { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new GeneratorRefusal((error as Error).message);
  }
}

export function parseNewRemoteOptions(argv: readonly string[]): NewRemoteOptions {
  const { values, positionals } = readCommandLine(argv);
  const [name, ...extra] = positionals;
  if (!name || extra.length > 0) throw new GeneratorRefusal('Name one remote, e.g. messages.');
  if (!NAME.test(name)) {
    throw new GeneratorRefusal(
      `"${name}" is not a remote name: use lower-case letters and digits, starting with a letter (e.g. messages).`,
    );
  }
  const route = values.route;
  if (!route || !ROUTE.test(route)) {
    throw new GeneratorRefusal(
      `--route ${route ?? '(missing)'}: give the page's path, e.g. --route /${name} (lower-case words, no parameters).`,
    );
  }
  if (values.public && values.auth)
    throw new GeneratorRefusal('Choose --public or --auth, not both.');
  return {
    name,
    route,
    nav: values.nav
      ? { label: values.nav, icon: values.icon, order: orderOf(values.order) }
      : undefined,
    access: values.public ? 'public' : 'signed-in',
    devPort: portOf(values.port),
    install: !values['no-install'],
  };
}
