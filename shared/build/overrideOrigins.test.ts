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
  it('are localhost and 127.0.0.1 on any port by default', () => {
    expect(overrideOrigins(undefined)).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
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
