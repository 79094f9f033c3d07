import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { host } from './apps';
import {
  DEFAULT_OVERRIDE_ORIGINS,
  OVERRIDE_ORIGINS_FILE,
  overrideOrigins,
  parseOverrideOriginsFile,
} from './overrideOrigins';

describe('the origins a shell lets a developer override a remote from', () => {
  it('are none in a production build unless configured', () => {
    expect(overrideOrigins(undefined)).toEqual([]);
  });

  it("are this machine's, on any port, for the builds npm run build makes to preview", () => {
    const script = (
      JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts.build;
    const asked = /MURMUR_OVERRIDE_ORIGINS="\$\{MURMUR_OVERRIDE_ORIGINS-([^}]*)\}"/.exec(script!);
    expect(overrideOrigins(asked?.[1])).toEqual([...DEFAULT_OVERRIDE_ORIGINS]);
  });

  it('are the same in the dev shell, which reads shell/public', () => {
    const file: unknown = JSON.parse(
      readFileSync(join(__dirname, '../..', host.dir, 'public', OVERRIDE_ORIGINS_FILE), 'utf8'),
    );
    expect(parseOverrideOriginsFile(file)).toEqual(DEFAULT_OVERRIDE_ORIGINS);
  });

  it('are set by MURMUR_OVERRIDE_ORIGINS, separated by spaces or commas; empty turns them off', () => {
    expect(overrideOrigins('https://*.dev.example.com, http://localhost:3002')).toEqual([
      'https://*.dev.example.com',
      'http://localhost:3002',
    ]);
    expect(overrideOrigins('')).toEqual([]);
  });

  it('stop the build on an entry broader than one origin', () => {
    expect(() => overrideOrigins('http://localhost:* *')).toThrow(
      'MURMUR_OVERRIDE_ORIGINS: "*" is not an origin',
    );
    expect(() => parseOverrideOriginsFile({ allowedOrigins: ['https:'] })).toThrow(
      'remote-overrides.json: "https:" is not an origin',
    );
  });
});
