/**
 * Runs mock-api's contract suite against the real server: jsdom as for Mirage, but `fetch` of a
 * relative `/api/…` goes to a server process of this test file's own (embedded database, or its
 * own database on the test PostgreSQL cluster). The suite's helper finds the server through
 * `__MURMUR_API_SERVER__` and resets it before every test, as it resets Mirage.
 */
import JsdomEnvironment from 'jest-environment-jsdom';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { SEED_USERS } from '@murmur/contract';
import { createDatabase } from '../support/postgres-cluster';
import { startServerProcess, type ServerProcess } from '../support/server-process';

export type ApiTarget = 'embedded' | 'postgres';

export const PG_URL_VARIABLE = 'MURMUR_TEST_PG_URL';

/** What must never be in an answer: a hash, a password field, a seed user's password. */
const SECRETS = [
  '$argon2',
  '"password"',
  '"password_hash"',
  ...SEED_USERS.map((user) => user.password),
];

export default class ServerContractEnvironment extends JsdomEnvironment {
  private readonly target: ApiTarget;
  private server: ServerProcess | undefined;
  /** Every answer of the suite is scanned; a leak fails the file at teardown. */
  private readonly leaks: string[] = [];

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.target = config.projectConfig.testEnvironmentOptions.apiTarget as ApiTarget;
  }

  override async setup(): Promise<void> {
    await super.setup();
    let databaseUrl: string | undefined;
    if (this.target === 'postgres') {
      const cluster = process.env[PG_URL_VARIABLE];
      if (!cluster) throw new Error(`${PG_URL_VARIABLE} is not set: the cluster did not start.`);
      databaseUrl = await createDatabase(cluster, `murmur_${process.pid}_${Date.now()}`);
    }
    this.server = await startServerProcess({ databaseUrl });
    const { origin } = this.server;
    const nodeFetch = globalThis.fetch;
    this.global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input;
      const response = await nodeFetch(url, init);
      const text = await response.clone().text();
      for (const secret of SECRETS) {
        if (text.includes(secret)) this.leaks.push(`${String(url)} answered ${secret}`);
      }
      return response;
    }) as typeof fetch;
    this.global.__MURMUR_API_SERVER__ = { origin, target: this.target };
  }

  override async teardown(): Promise<void> {
    await this.server?.stop();
    await super.teardown();
    if (this.leaks.length > 0) throw new Error(`Secrets in answers:\n${this.leaks.join('\n')}`);
  }
}
