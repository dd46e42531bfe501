/**
 * Server configuration, read once from the environment (see README "Environment").
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENV_ERROR_ALERT } from '@faena/contract/env';
import {
  type FeatureFlags,
  flagEnvName,
  flagOfEnvName,
  isFeatureFlag,
  resolveFlags,
} from '@faena/contract/flags';
import { DEFAULT_TENANT } from '@faena/contract/tenant';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SERVER_ROOT = fileURLToPath(new URL('../', import.meta.url));

export type DatabaseTarget =
  /**
   * Embedded PostgreSQL (WASM). `dataDir` is a folder, or `memory://` for a throwaway
   * database; `template` is a data-folder dump (`dumpDataDir`) to start from instead of an
   * empty cluster, which saves tests a few seconds each.
   */
  | { kind: 'pglite'; dataDir: string; template?: string }
  /** A real PostgreSQL server, reached as a superuser (see README "PostgreSQL"). */
  | { kind: 'postgres'; url: string };

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** Organization served when the host names none (`127.0.0.1`, `localhost`). */
  defaultOrganization: string;
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    /** `127.0.0.1:9099` when the Auth Emulator is in use, otherwise null. */
    emulatorHost: string | null;
    /** The web app's cloud messaging ids; without both, browsers are not registered for push. */
    messagingSenderId: string | null;
    appId: string | null;
  };
  web: {
    /** The built web app (`vite build` output); served only when the folder exists. */
    distDir: string;
    /** URL templates with a `{subdomain}` placeholder, handed to the web app. */
    webUrl: string;
    gatewayUrl: string;
  };
  /** The product version (root package.json), shown in the app menu. */
  version: string;
  /** Create the demo organisations and people at start (default: only with the Auth Emulator). */
  seedDemoData: boolean;
  /** SPEC 9 feature flags: the defaults, switched by `FAENA_FLAG_<NAME>=true|false`. */
  flags: FeatureFlags;
  /** Requests per window, per client address + organization + route, of each rate-limited bucket. */
  rateLimits: RateLimits;
  mail: {
    /** `smtp://user:pass@host:587` (or `smtps://…`); null writes messages to the log instead. */
    smtpUrl: string | null;
    /** The From header of every message. */
    from: string;
  };
  notifications: NotificationSettings;
  /**
   * Fastify's `trustProxy`: whom to believe about the client address in `X-Forwarded-For`
   * (the rate limits count per address). false: nobody, the socket's address is the client's.
   */
  trustProxy: TrustProxy;
  uploads: UploadSettings;
}

/** Uploaded files (see README "Uploads"). */
export interface UploadSettings {
  /** The local-disk storage's folder: `<organization>/<upload id>` files. */
  dir: string;
  /** The largest file accepted in one request (`POST /filepond/process` with a body); one more byte is a 413. */
  maxBytes: number;
  /** The largest file sent in chunks (`Upload-Length` then `PATCH /filepond/patch/{id}`). */
  maxChunkedBytes: number;
  /** The largest single chunk (one `PATCH` body). */
  maxChunkBytes: number;
  /** An organization's uploads together, unless its `storage_quota_bytes` says otherwise. */
  defaultQuotaBytes: number;
  /** Where stored files live: this machine's disk (`dir`) or an S3-compatible bucket. */
  storage: StorageSettings;
  /** Temporary uploads not stored within this many hours are removed. */
  temporaryHours: number;
  /** The HMAC key of signed download links; shared by every instance that serves them. */
  linkSecret: string;
  /** How long a signed download link lasts at least (it ends on a multiple of this). */
  linkSeconds: number;
}

export type StorageSettings =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** The service's URL (`https://s3.example.com`, MinIO's…); none: AWS for `region`. */
      endpoint: string | null;
      bucket: string;
      region: string;
      /** None: the SDK's default credential chain (instance role, environment). */
      accessKeyId: string | null;
      secretAccessKey: string | null;
      /** `bucket` in the path (`<endpoint>/<bucket>/<key>`) rather than the host: MinIO and most self-hosted ones. */
      forcePathStyle: boolean;
    };

export type TrustProxy = boolean | number | string[];

/**
 * `FAENA_TRUST_PROXY`: `true` (any proxy), a hop count, or a comma list of proxy addresses or
 * CIDRs. Behind a proxy without it every client has the proxy's address, and one busy
 * address locks everybody out of the rate-limited routes.
 */
function trustProxy(env: Env): TrustProxy {
  const text = nonEmpty(env.FAENA_TRUST_PROXY);
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  if (/^[0-9]+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^[0-9]{1,3}$/.test(bits) || Number(bits) > maxBits);
    if (version === 0 || badBits || rest.length > 0) {
      throw new Error(
        `FAENA_TRUST_PROXY must be 'true', a hop count or a comma list of addresses or CIDRs, got '${entry}'`,
      );
    }
  }
  return entries;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a `{subdomain}` URL template points at this machine only (local development). */
function isLoopbackTemplate(template: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(template.replaceAll('{subdomain}', 'x')).hostname.toLowerCase();
  } catch {
    return false;
  }
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * The Auth Emulator switches off what keeps a deployment safe: token signatures are not
 * verified, sign-in codes and invitation links come back in responses, and the development
 * routes are open. A production setting next to it is a mistake; refuse to start.
 */
function refuseEmulatorInProduction(env: Env, web: ServerConfig['web']): void {
  if (nonEmpty(env.FIREBASE_AUTH_EMULATOR_HOST) === undefined) return;
  const reasons: string[] = [];
  if (nonEmpty(env.NODE_ENV) === 'production') reasons.push('NODE_ENV is production');
  for (const [name, url] of [
    ['FAENA_WEB_URL', web.webUrl],
    ['FAENA_GATEWAY_URL', web.gatewayUrl],
  ] as const) {
    if (!isLoopbackTemplate(url)) reasons.push(`${name} (${url}) is not a loopback address`);
  }
  if (reasons.length === 0) return;
  throw new Error(
    `FIREBASE_AUTH_EMULATOR_HOST is set in production (${reasons.join('; ')}). Under the Auth Emulator ` +
      'token signatures are not verified, sign-in codes and invitation links are returned in responses, ' +
      'and development routes are open. Unset FIREBASE_AUTH_EMULATOR_HOST and use a real Firebase project ' +
      '(GOOGLE_APPLICATION_CREDENTIALS), or, for local development, keep NODE_ENV other than production ' +
      'and the web URLs on localhost, *.localhost, 127.0.0.1 or [::1].',
  );
}

/** Push delivery and the live stream (see README "Notifications"). */
export interface NotificationSettings {
  /** `fcm`: Firebase Cloud Messaging through firebase-admin; `log`: record and log what would be sent. */
  push: 'fcm' | 'log';
  /** The web push (VAPID) public key the web app subscribes with; null when not configured. */
  webPushPublicKey: string | null;
  /** Seconds between 'ping' events on each open stream. */
  pingSeconds: number;
  /** Open streams one person may hold on one server instance; one more is refused (429). */
  maxStreamsPerPerson: number;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  push: 'log',
  webPushPublicKey: null,
  pingSeconds: 25,
  maxStreamsPerPerson: 5,
};

function notificationSettings(env: Env): NotificationSettings {
  const push = nonEmpty(env.FAENA_PUSH) ?? DEFAULT_NOTIFICATION_SETTINGS.push;
  if (push !== 'fcm' && push !== 'log') throw new Error(`FAENA_PUSH must be 'fcm' or 'log', got '${push}'`);
  const pingText = nonEmpty(env.FAENA_SSE_PING_SECONDS);
  const pingSeconds = pingText === undefined ? DEFAULT_NOTIFICATION_SETTINGS.pingSeconds : Number(pingText);
  if (!Number.isFinite(pingSeconds) || pingSeconds < 0.05 || pingSeconds > 3600) {
    throw new Error(`FAENA_SSE_PING_SECONDS must be a number of seconds (0.05–3600), got '${pingText}'`);
  }
  return {
    push,
    webPushPublicKey: nonEmpty(env.FAENA_WEB_PUSH_PUBLIC_KEY) ?? null,
    pingSeconds,
    maxStreamsPerPerson: parseCount(
      env.FAENA_SSE_MAX_PER_PERSON,
      'FAENA_SSE_MAX_PER_PERSON',
      DEFAULT_NOTIFICATION_SETTINGS.maxStreamsPerPerson,
      1,
    ),
  };
}

/** The rate-limited groups of routes (see README "Rate limits"). */
export const RATE_LIMIT_BUCKETS = ['signInLookup', 'invitations', 'impersonations', 'me'] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

export interface RateLimits {
  windowSeconds: number;
  /** Most requests allowed in one window; 0 switches the bucket's limit off. */
  max: Record<RateLimitBucket, number>;
}

/** Generous enough that journeys signing in many times from one address never meet them. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowSeconds: 60,
  max: { signInLookup: 120, invitations: 60, impersonations: 60, me: 600 },
};

const RATE_LIMIT_ENV: Record<RateLimitBucket, string> = {
  signInLookup: 'FAENA_RATE_LIMIT_SIGN_IN',
  invitations: 'FAENA_RATE_LIMIT_INVITATIONS',
  impersonations: 'FAENA_RATE_LIMIT_IMPERSONATIONS',
  me: 'FAENA_RATE_LIMIT_ME',
};

function parseCount(value: string | undefined, name: string, fallback: number, min: number): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const count = Number(text);
  if (!Number.isInteger(count) || count < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got '${text}'`);
  }
  return count;
}

function rateLimits(env: Env): RateLimits {
  const max = { ...DEFAULT_RATE_LIMITS.max };
  for (const bucket of RATE_LIMIT_BUCKETS) {
    max[bucket] = parseCount(env[RATE_LIMIT_ENV[bucket]], RATE_LIMIT_ENV[bucket], max[bucket], 0);
  }
  return {
    windowSeconds: parseCount(
      env.FAENA_RATE_LIMIT_WINDOW_SECONDS,
      'FAENA_RATE_LIMIT_WINDOW_SECONDS',
      DEFAULT_RATE_LIMITS.windowSeconds,
      1,
    ),
    max,
  };
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parseBoolean(value: string | undefined, name: string): boolean | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  throw new Error(`${name} must be 'true' or 'false', got '${text}'`);
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got '${value}'`);
  }
  return port;
}

function databaseTarget(env: Env): DatabaseTarget {
  const url = nonEmpty(env.DATABASE_URL);
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must start with postgres://');
    return { kind: 'postgres', url };
  }
  const dataDir = nonEmpty(env.FAENA_DATA_DIR) ?? join(REPO_ROOT, '.data', 'pglite');
  return { kind: 'pglite', dataDir: dataDir === 'memory://' ? dataDir : resolve(dataDir) };
}

/** Feature flags from `FAENA_FLAG_*` variables; an unknown flag or a value other than true/false stops the start. */
function featureFlags(env: Env): FeatureFlags {
  const overrides: Record<string, string> = {};
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    const flag = flagOfEnvName(name);
    if (flag === null || value === undefined) continue;
    if (isFeatureFlag(flag)) overrides[flag] = value.trim();
    else problems.push(`${name}: unknown flag`);
  }
  const resolved = resolveFlags(overrides);
  problems.push(
    ...resolved.problems.map((problem) => problem.replace(/^flags\.(\w+)/, (_, flag) => flagEnvName(flag))),
  );
  if (problems.length > 0) throw new Error(`${ENV_ERROR_ALERT}: ${problems.join('; ')}`);
  return resolved.flags;
}

/**
 * Next to the PGlite folder (`.data/uploads` by default); with PostgreSQL or an in-memory
 * database, `<repo>/.data/uploads`.
 */
function uploadSettings(env: Env, database: DatabaseTarget): UploadSettings {
  const besideData =
    database.kind === 'pglite' && database.dataDir !== 'memory://'
      ? join(dirname(database.dataDir), 'uploads')
      : join(REPO_ROOT, '.data', 'uploads');
  const secret = nonEmpty(env.FAENA_UPLOAD_LINK_SECRET);
  if (secret !== undefined && secret.length < 32) {
    throw new Error('FAENA_UPLOAD_LINK_SECRET must be at least 32 characters long');
  }
  return {
    dir: resolve(nonEmpty(env.FAENA_UPLOADS_DIR) ?? besideData),
    maxBytes: parseCount(env.FAENA_UPLOAD_MAX_MB, 'FAENA_UPLOAD_MAX_MB', 20, 1) * MB,
    maxChunkedBytes: parseCount(env.FAENA_UPLOAD_MAX_CHUNKED_MB, 'FAENA_UPLOAD_MAX_CHUNKED_MB', 2048, 1) * MB,
    maxChunkBytes: parseCount(env.FAENA_UPLOAD_MAX_CHUNK_MB, 'FAENA_UPLOAD_MAX_CHUNK_MB', 16, 1) * MB,
    defaultQuotaBytes: parseCount(env.FAENA_STORAGE_QUOTA_MB, 'FAENA_STORAGE_QUOTA_MB', 10240, 1) * MB,
    storage: storageSettings(env),
    temporaryHours: parseCount(env.FAENA_UPLOAD_TEMPORARY_HOURS, 'FAENA_UPLOAD_TEMPORARY_HOURS', 24, 1),
    // Without a configured secret each start makes its own: links signed before a restart, or by
    // another instance, stop working (the web app asks for a new one).
    linkSecret: secret ?? randomBytes(32).toString('base64url'),
    linkSeconds: parseCount(env.FAENA_UPLOAD_LINK_SECONDS, 'FAENA_UPLOAD_LINK_SECONDS', 3600, 60),
  };
}

const MB = 1024 * 1024;

/** `FAENA_STORAGE`: `local` (the default) or `s3` with its `FAENA_S3_*` settings. */
function storageSettings(env: Env): StorageSettings {
  const kind = nonEmpty(env.FAENA_STORAGE) ?? 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`FAENA_STORAGE must be 'local' or 's3', got '${kind}'`);
  const bucket = nonEmpty(env.FAENA_S3_BUCKET);
  if (bucket === undefined) throw new Error('FAENA_STORAGE=s3 needs FAENA_S3_BUCKET');
  const endpoint = nonEmpty(env.FAENA_S3_ENDPOINT) ?? null;
  if (endpoint !== null && !/^https?:\/\//.test(endpoint)) {
    throw new Error('FAENA_S3_ENDPOINT must start with http:// or https://');
  }
  const accessKeyId = nonEmpty(env.FAENA_S3_ACCESS_KEY_ID) ?? null;
  const secretAccessKey = nonEmpty(env.FAENA_S3_SECRET_ACCESS_KEY) ?? null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new Error('FAENA_S3_ACCESS_KEY_ID and FAENA_S3_SECRET_ACCESS_KEY go together');
  }
  return {
    kind,
    endpoint,
    bucket,
    region: nonEmpty(env.FAENA_S3_REGION) ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle:
      parseBoolean(env.FAENA_S3_FORCE_PATH_STYLE, 'FAENA_S3_FORCE_PATH_STYLE') ?? endpoint !== null,
  };
}

function smtpUrl(env: Env): string | null {
  const url = nonEmpty(env.FAENA_SMTP_URL);
  if (url === undefined) return null;
  if (!/^smtps?:\/\//.test(url)) throw new Error('FAENA_SMTP_URL must start with smtp:// or smtps://');
  return url;
}

export function productVersion(): string {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const port = parsePort(nonEmpty(env.PORT));
  const projectId = nonEmpty(env.FIREBASE_PROJECT_ID) ?? 'demo-faena';
  // Local development serves every organization as a subdomain of faena.localhost, which browsers
  // resolve to the loopback address without any DNS set-up.
  const localUrl = `http://{subdomain}.faena.localhost:${port}`;
  const web = {
    distDir: resolve(nonEmpty(env.FAENA_WEB_DIST) ?? join(REPO_ROOT, 'apps', 'web', 'dist')),
    webUrl: nonEmpty(env.FAENA_WEB_URL) ?? localUrl,
    gatewayUrl: nonEmpty(env.FAENA_GATEWAY_URL) ?? localUrl,
  };
  refuseEmulatorInProduction(env, web);
  const database = databaseTarget(env);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    database,
    defaultOrganization: nonEmpty(env.FAENA_DEFAULT_TENANT) ?? DEFAULT_TENANT,
    firebase: {
      projectId,
      apiKey: nonEmpty(env.FIREBASE_API_KEY) ?? 'demo-api-key',
      authDomain: nonEmpty(env.FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
      emulatorHost: nonEmpty(env.FIREBASE_AUTH_EMULATOR_HOST) ?? null,
      messagingSenderId: nonEmpty(env.FIREBASE_MESSAGING_SENDER_ID) ?? null,
      appId: nonEmpty(env.FIREBASE_APP_ID) ?? null,
    },
    web,
    version: productVersion(),
    seedDemoData:
      parseBoolean(env.FAENA_SEED, 'FAENA_SEED') ?? nonEmpty(env.FIREBASE_AUTH_EMULATOR_HOST) !== undefined,
    flags: featureFlags(env),
    rateLimits: rateLimits(env),
    mail: {
      smtpUrl: smtpUrl(env),
      from: nonEmpty(env.FAENA_MAIL_FROM) ?? 'Faena <no-reply@faena.localhost>',
    },
    notifications: notificationSettings(env),
    trustProxy: trustProxy(env),
    uploads: uploadSettings(env, database),
  };
}
