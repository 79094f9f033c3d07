/** Everything the server reads from its environment, read once, checked, and passed down. */
import path from 'node:path';
import { TOKEN_LIFETIME_DAYS } from './security/tokens';
import { readTrustProxy, type TrustProxy } from './trustProxy';

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  /** `postgres://…` for a PostgreSQL server; undefined runs the embedded database. */
  databaseUrl: string | undefined;
  /** Where the embedded database and the development signing secret live. */
  dataDir: string;
  /** Undefined in development: a random one is kept in `dataDir`. */
  jwtSecret: string | undefined;
  /** Login and sign-up attempts per client per minute. */
  authRateLimit: number;
  /**
   * Whether an empty database gets the demo's accounts and posts (their passwords are public):
   * always in development and tests, in production only with MURMUR_DEMO_DATA=1 (a public demo).
   */
  demoData: boolean;
  /**
   * How many of the newest posts (and comments of each post, and users) a list of the spec's API
   * answers: that API has no pages, so without a bound one anonymous read costs the whole
   * database. 0 answers them all: the default outside production (SPEC_API_LIST_LIMIT).
   */
  specApiListLimit: number;
  /** How long a session lasts without being used, in days (MURMUR_SESSION_IDLE_DAYS). */
  sessionIdleDays: number;
  /** Live sessions per user; a login past it ends the least recently used (MURMUR_SESSIONS_PER_USER). */
  sessionsPerUser: number;
  /** Per-account limits on writes and failed logins (see `RateLimits`). */
  rateLimits: RateLimits;
  /** Whose `X-Forwarded-For` is believed: Fastify's `trustProxy` (addresses/CIDRs or hop count). */
  trustProxy: TrustProxy;
  /**
   * What the public port asks of the operator's reads (readiness, metrics, the telemetry
   * summary); undefined: they answer 404 there (the management port answers them).
   */
  metricsToken: string | undefined;
  /** The management listener (management.ts): none when MANAGEMENT_PORT is unset. */
  managementPort: number | undefined;
  /** Where it listens: localhost unless MANAGEMENT_HOST says otherwise. */
  managementHost: string;
  /** `POST /api/testing/reset` exists only for test runs, never in production. */
  allowReset: boolean;
  logLevel: string;
  /** Timeouts and sizes that keep a slow or failing database from hanging requests. */
  database: DatabaseLimits;
  /** How long a client may take to send a whole request (Fastify's `requestTimeout`). */
  requestTimeoutMs: number;
  /** Open event streams allowed per signed-in user, per address prefix, and on this instance in all. */
  streamsPerUser: number;
  streamsPerClient: number;
  streamsPerInstance: number;
  /** What pages report (`POST /api/v2/telemetry`): how often, and for how long it is kept. */
  telemetry: TelemetrySettings;
}

export interface TelemetrySettings {
  /** Reports per address prefix per minute (TELEMETRY_RATE_LIMIT). */
  reportsPerMinute: number;
  /** Reports per address prefix per day (TELEMETRY_DAILY_LIMIT): what bounds its rows. */
  reportsPerDay: number;
  /** Tickets per address prefix per minute (TELEMETRY_TICKET_RATE_LIMIT), like sign-up. */
  ticketsPerMinute: number;
  /** How long a ticket is good for (TELEMETRY_TICKET_MINUTES). */
  ticketMinutes: number;
  /** Days a session's figures are kept (TELEMETRY_RETENTION_DAYS). */
  retentionDays: number;
}

export interface DatabaseLimits {
  /** Connections in the pool (PostgreSQL). */
  poolSize: number;
  /** A statement running longer is cancelled (57014), and the request answers 503. */
  statementTimeoutMs: number;
  /** Waiting longer for a row or table lock gives up (55P03). */
  lockTimeoutMs: number;
  /** A transaction left idle longer is ended by the server (25P03), releasing its locks. */
  idleInTransactionTimeoutMs: number;
  /** Connecting, or waiting for a free connection of a full pool, gives up after this. */
  connectTimeoutMs: number;
}

/** Each a number of requests in a sliding window of one minute (failed logins: 15 minutes). */
export interface RateLimits {
  /** Posts and comments created, edited or deleted, per account. */
  posts: number;
  /** Likes, votes, bookmarks and follows (and their undoing), per account. */
  reactions: number;
  /** Profile edits, per account. */
  profile: number;
  /** Failed logins per account from one address prefix (LOGIN_FAILURE_LIMIT). */
  loginFailuresPerAccountAndClient: number;
  /** Failed logins per account, whatever the address: a much higher ceiling (LOGIN_FAILURE_ACCOUNT_LIMIT). */
  loginFailuresPerAccount: number;
  /** Failed logins per address prefix, whatever the account (LOGIN_FAILURE_CLIENT_LIMIT). */
  loginFailuresPerClient: number;
}

export const DEFAULT_PORT = 5000;
/** The newest 100 posts, each with its newest 100 comments: about what the client shows. */
export const DEFAULT_SPEC_API_LIST_LIMIT = 100;
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '.data');

/**
 * Shorter than a token's 7 days, so that it acts: a token left on a device nobody uses ends
 * 3 days after its last use instead of living out its week.
 */
export const DEFAULT_SESSION_IDLE_DAYS = 3;
/** More browsers and devices than one person uses; few enough that logins in a loop stay bounded. */
export const DEFAULT_SESSIONS_PER_USER = 50;

function sessionIdleDays(raw: string | undefined): number {
  const days = wholeNumber('MURMUR_SESSION_IDLE_DAYS', raw, DEFAULT_SESSION_IDLE_DAYS);
  if (days < 1 || days > TOKEN_LIFETIME_DAYS) {
    throw new Error(
      `MURMUR_SESSION_IDLE_DAYS must be 1 to ${TOKEN_LIFETIME_DAYS} (a token lives ${TOKEN_LIFETIME_DAYS} days): got "${raw}".`,
    );
  }
  return days;
}

/**
 * A household or an office behind one address opens a few streams per person; a host with many
 * accounts would open 10 per account (sign-up allows 20 accounts a minute) and fill an instance's
 * 5,000: at 100, it takes 50 hosts to fill one.
 */
export const DEFAULT_STREAMS_PER_CLIENT = 100;

/** As long as JWT_SECRET must be: a token that can be guessed opens what it guards. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

function metricsToken(raw: string | undefined, production: boolean): string | undefined {
  const token = raw?.trim() || undefined;
  if (production && token !== undefined && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long in production (e.g. \`openssl rand -base64 48\`).`,
    );
  }
  return token;
}

/**
 * Reports one address prefix may send a day: a household's page loads, a few reports each. A
 * report makes at most 12 rows, and only with a new ticket, so one address adds at most 2,400
 * rows a day, 33,600 over the 14 days they are kept.
 */
export const DEFAULT_TELEMETRY_DAILY_LIMIT = 200;

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, got "${raw}".`);
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET?.trim() || undefined;
  if (production && !jwtSecret) {
    throw new Error(
      'JWT_SECRET is not set. In production the server signs tokens only with a secret you give it: ' +
        'set JWT_SECRET to a long random string (e.g. `openssl rand -base64 48`).',
    );
  }
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters long.');
  }
  const allowReset = env.MURMUR_ALLOW_RESET === '1';
  if (production && allowReset) {
    throw new Error('MURMUR_ALLOW_RESET is for test runs and is refused in production.');
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (production && !databaseUrl && env.MURMUR_ALLOW_EMBEDDED_IN_PRODUCTION !== '1') {
    throw new Error(
      'DATABASE_URL is not set. The embedded database is for development and demos: in production ' +
        'set DATABASE_URL to a PostgreSQL server, or MURMUR_ALLOW_EMBEDDED_IN_PRODUCTION=1 to run ' +
        'the embedded one anyway (one process, no replicas).',
    );
  }
  return {
    port: wholeNumber('PORT', env.PORT, DEFAULT_PORT),
    host: env.HOST?.trim() || (production ? '0.0.0.0' : '127.0.0.1'),
    production,
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR?.trim() || DEFAULT_DATA_DIR),
    jwtSecret,
    authRateLimit: wholeNumber('AUTH_RATE_LIMIT', env.AUTH_RATE_LIMIT, 20),
    demoData: !production || env.MURMUR_DEMO_DATA === '1',
    specApiListLimit: wholeNumber(
      'SPEC_API_LIST_LIMIT',
      env.SPEC_API_LIST_LIMIT,
      production ? DEFAULT_SPEC_API_LIST_LIMIT : 0,
    ),
    sessionIdleDays: sessionIdleDays(env.MURMUR_SESSION_IDLE_DAYS),
    sessionsPerUser:
      wholeNumber(
        'MURMUR_SESSIONS_PER_USER',
        env.MURMUR_SESSIONS_PER_USER,
        DEFAULT_SESSIONS_PER_USER,
      ) || 1,
    rateLimits: {
      posts: wholeNumber('POST_RATE_LIMIT', env.POST_RATE_LIMIT, 60),
      reactions: wholeNumber('REACTION_RATE_LIMIT', env.REACTION_RATE_LIMIT, 120),
      profile: wholeNumber('PROFILE_RATE_LIMIT', env.PROFILE_RATE_LIMIT, 10),
      loginFailuresPerAccountAndClient: wholeNumber(
        'LOGIN_FAILURE_LIMIT',
        env.LOGIN_FAILURE_LIMIT,
        10,
      ),
      loginFailuresPerAccount: wholeNumber(
        'LOGIN_FAILURE_ACCOUNT_LIMIT',
        env.LOGIN_FAILURE_ACCOUNT_LIMIT,
        100,
      ),
      loginFailuresPerClient: wholeNumber(
        'LOGIN_FAILURE_CLIENT_LIMIT',
        env.LOGIN_FAILURE_CLIENT_LIMIT,
        50,
      ),
    },
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    metricsToken: metricsToken(env.METRICS_TOKEN, production),
    managementPort:
      env.MANAGEMENT_PORT?.trim() === undefined || env.MANAGEMENT_PORT.trim() === ''
        ? undefined
        : wholeNumber('MANAGEMENT_PORT', env.MANAGEMENT_PORT, 0),
    managementHost: env.MANAGEMENT_HOST?.trim() || '127.0.0.1',
    allowReset,
    logLevel: env.LOG_LEVEL?.trim() || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    database: {
      poolSize: wholeNumber('DB_POOL_SIZE', env.DB_POOL_SIZE, 10) || 1,
      statementTimeoutMs: wholeNumber(
        'DB_STATEMENT_TIMEOUT_MS',
        env.DB_STATEMENT_TIMEOUT_MS,
        5_000,
      ),
      lockTimeoutMs: wholeNumber('DB_LOCK_TIMEOUT_MS', env.DB_LOCK_TIMEOUT_MS, 3_000),
      idleInTransactionTimeoutMs: wholeNumber(
        'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
        env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        10_000,
      ),
      connectTimeoutMs: wholeNumber('DB_CONNECT_TIMEOUT_MS', env.DB_CONNECT_TIMEOUT_MS, 3_000),
    },
    requestTimeoutMs: wholeNumber('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000),
    streamsPerUser: wholeNumber('EVENT_STREAMS_PER_USER', env.EVENT_STREAMS_PER_USER, 10),
    streamsPerClient: wholeNumber(
      'EVENT_STREAMS_PER_CLIENT',
      env.EVENT_STREAMS_PER_CLIENT,
      DEFAULT_STREAMS_PER_CLIENT,
    ),
    streamsPerInstance: wholeNumber(
      'EVENT_STREAMS_PER_INSTANCE',
      env.EVENT_STREAMS_PER_INSTANCE,
      5_000,
    ),
    telemetry: {
      reportsPerMinute: wholeNumber('TELEMETRY_RATE_LIMIT', env.TELEMETRY_RATE_LIMIT, 30),
      reportsPerDay: wholeNumber(
        'TELEMETRY_DAILY_LIMIT',
        env.TELEMETRY_DAILY_LIMIT,
        DEFAULT_TELEMETRY_DAILY_LIMIT,
      ),
      ticketsPerMinute: wholeNumber(
        'TELEMETRY_TICKET_RATE_LIMIT',
        env.TELEMETRY_TICKET_RATE_LIMIT,
        20,
      ),
      ticketMinutes: wholeNumber('TELEMETRY_TICKET_MINUTES', env.TELEMETRY_TICKET_MINUTES, 60) || 1,
      retentionDays: wholeNumber('TELEMETRY_RETENTION_DAYS', env.TELEMETRY_RETENTION_DAYS, 14) || 1,
    },
  };
}
