import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_UPLOAD_EXTENSIONS, moneyAmountSchema } from '@ledgerdesk/shared';

const onOff = (name: string, fallback: 'on' | 'off') =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? fallback).trim().toLowerCase();
      if (['on', 'true', '1', 'yes'].includes(value)) return true;
      if (['off', 'false', '0', 'no'].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be "on" or "off", got "${v}"` });
      return z.NEVER;
    });

const oidcProviderSchema = z.object({
  /** Appears in the callback path: letters, digits, dash. */
  id: z.string().regex(/^[a-z0-9-]{1,32}$/, 'id must be 1-32 lowercase letters, digits or dashes'),
  /** The link text on the login page. */
  name: z.string().trim().min(1).max(40),
  issuer: z.string().url(),
  clientId: z.string().min(1),
  clientSecret: z.string().optional(),
  scope: z.string().default('openid profile email'),
});
export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres:// or postgresql://'),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v.length >= 6, 'ADMIN_PASSWORD must be at least 6 characters'),
  LOGIN_CAPTCHA: onOff('LOGIN_CAPTCHA', 'on'),
  SEED_DEMO: onOff('SEED_DEMO', 'on'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /** A recharge order left PENDING this long becomes EXPIRED. */
  RECHARGE_EXPIRE_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(72),
  /** Withdrawals strictly above this amount (a decimal, in the order's currency) need a second, different approver. */
  WITHDRAW_DUAL_APPROVAL_ABOVE: moneyAmountSchema.optional().transform((v) => v ?? '10000'),
  /** Recharges whose credited amount exceeds the requested one, or this amount, need a second, different approver. */
  RECHARGE_DUAL_APPROVAL_ABOVE: moneyAmountSchema.optional().transform((v) => v ?? '10000'),
  /** Take the client address from X-Forwarded-For: only behind a proxy that sets it (see README, security). */
  TRUST_PROXY: onOff('TRUST_PROXY', 'off'),
  /** API answers at least this large are compressed for clients that accept it; `off` leaves it to a proxy. */
  API_COMPRESS_MIN_BYTES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? '1024').trim().toLowerCase();
      if (value === 'off') return null;
      if (/^\d{1,9}$/.test(value)) return Number(value);
      ctx.addIssue({ code: 'custom', message: `API_COMPRESS_MIN_BYTES must be a number of bytes or "off", got "${v}"` });
      return z.NEVER;
    }),
  /** A session ends this long after sign-in however active it is. */
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(12),
  /** Where SMS sign-in codes go: `none` (mobile sign-in off) or `log` (development: the server log). */
  SMS_SENDER: z.enum(['none', 'log']).default('none'),
  /** OpenID Connect providers, a JSON array of { id, name, issuer, clientId, clientSecret?, scope? }. */
  OIDC_PROVIDERS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return [];
      let value: unknown;
      try {
        value = JSON.parse(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'OIDC_PROVIDERS must be a JSON array' });
        return z.NEVER;
      }
      const parsed = z.array(oidcProviderSchema).safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        ctx.addIssue({ code: 'custom', message: `OIDC_PROVIDERS[${issue.path.join('.')}]: ${issue.message}` });
        return z.NEVER;
      }
      const ids = parsed.data.map((p) => p.id);
      const twice = ids.find((id, i) => ids.indexOf(id) !== i);
      if (twice) {
        ctx.addIssue({ code: 'custom', message: `OIDC_PROVIDERS names provider "${twice}" twice` });
        return z.NEVER;
      }
      return parsed.data;
    }),
  /** The console's public address (e.g. https://console.example.com): OpenID Connect redirects come back to it. */
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^https?:\/\/[^/]+/.test(v), 'PUBLIC_URL must be an http(s) address'),
  /** Where uploads live: `local` (DATA_DIR/uploads) or `s3` (S3-compatible object storage, S3_*). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** S3-compatible endpoint (https://…); absent: AWS's own for S3_REGION. */
  S3_ENDPOINT: z.string().trim().url('S3_ENDPOINT must be an http(s) address').optional(),
  S3_BUCKET: z.string().trim().min(3, 'S3_BUCKET must name a bucket').optional(),
  S3_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_SECRET_KEY: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** `on`: bucket in the path (MinIO, s3rver, most self-hosted stores); `off`: virtual-hosted names. */
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('on').transform((v) => v === 'on'),
  /** Largest file the chunked upload accepts, in bytes (default 10 GiB). */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(10 * 1024 ** 3),
  /** Comma-separated extensions the upload accepts (default: SPEC §5's image, video, audio and document lists). */
  UPLOAD_EXTENSIONS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return [...DEFAULT_UPLOAD_EXTENSIONS];
      const list = v.split(',').map((e) => e.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
      const bad = list.find((e) => !/^[a-z0-9]{1,16}$/.test(e));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `UPLOAD_EXTENSIONS has an invalid extension "${bad}" (letters and digits only)` });
        return z.NEVER;
      }
      return list;
    }),
  /** Run scheduled jobs on this instance (several instances share them: each tick runs once). */
  JOBS_ENABLED: onOff('JOBS_ENABLED', 'on'),
  /** The IANA time zone cron expressions are read in. */
  JOBS_TIMEZONE: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || 'UTC')
    .refine((v) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: v });
        return true;
      } catch {
        return false;
      }
    }, 'JOBS_TIMEZONE must be an IANA time zone such as UTC or Asia/Shanghai'),
  // -- third-party payout (modules/payout)
  /**
   * The simulated payout provider's webhook secret (HMAC-SHA256). Unset: a random one per process
   * (the simulator posts to its own instance), so no published default can forge a webhook.
   */
  PAYOUT_SIM_SECRET: z.string().min(16, 'PAYOUT_SIM_SECRET must be at least 16 characters').optional(),
  /** `off`: the simulated provider sends no webhook by itself (tests deliver their own). */
  PAYOUT_SIM_WEBHOOK: onOff('PAYOUT_SIM_WEBHOOK', 'on'),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  loginCaptcha: boolean;
  seedDemo: boolean;
  sessionIdleMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Serve the built SPA at `/` (production) — the API stays under /admin either way. */
  serveWeb: boolean;
  webDist: string;
  /** Decimal string: withdrawals above it need two different approvers (WITHDRAW_DUAL_APPROVAL_ABOVE). */
  withdrawDualApprovalAbove: string;
  /** A recharge order still PENDING after this long becomes EXPIRED (RECHARGE_EXPIRE_HOURS). */
  rechargeExpireMs: number;
  /** Decimal string: recharges crediting above it, or above what was requested, need two approvers. */
  rechargeDualApprovalAbove: string;
  /** Trust X-Forwarded-For (TRUST_PROXY); off: the socket address is the client's. */
  trustProxy: boolean;
  /** API answers at least this many bytes are compressed (API_COMPRESS_MIN_BYTES); null: never. */
  apiCompressMinBytes: number | null;
  /** Absolute session lifetime (SESSION_MAX_HOURS), besides the idle expiry. */
  sessionMaxMs: number;
  smsSender: 'none' | 'log';
  oidcProviders: OidcProviderConfig[];
  /** PUBLIC_URL without a trailing slash, if set. */
  publicUrl: string | undefined;
  upload: UploadConfig;
  jobs: JobsConfig;
  /** The simulated payout provider (PAYOUT_SIM_SECRET, PAYOUT_SIM_WEBHOOK). */
  payoutSim: { secret: string; webhook: boolean };
}

export interface JobsConfig {
  /** This instance's runner claims and runs due ticks (JOBS_ENABLED); run-once works either way. */
  enabled: boolean;
  /** Cron expressions are read in this zone (JOBS_TIMEZONE, default UTC). */
  timezone: string;
}

export interface S3StorageConfig {
  endpoint: string | undefined;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

export interface UploadConfig {
  /** DATA_DIR/uploads: stored objects and partial chunks, under server-made names only. */
  dir: string;
  /** Set (STORAGE=s3): uploads and stored files live in this bucket instead of `dir`. */
  s3?: S3StorageConfig;
  maxBytes: number;
  extensions: readonly string[];
}

export class ConfigError extends Error {}

/** Reads the one typed configuration from the environment; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? '?')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the folder the user ran npm from.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    loginCaptcha: e.LOGIN_CAPTCHA,
    seedDemo: e.SEED_DEMO,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    logLevel: e.LOG_LEVEL,
    serveWeb: e.NODE_ENV === 'production',
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    withdrawDualApprovalAbove: e.WITHDRAW_DUAL_APPROVAL_ABOVE,
    rechargeExpireMs: e.RECHARGE_EXPIRE_HOURS * 3_600_000,
    rechargeDualApprovalAbove: e.RECHARGE_DUAL_APPROVAL_ABOVE,
    trustProxy: e.TRUST_PROXY,
    apiCompressMinBytes: e.API_COMPRESS_MIN_BYTES,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    smsSender: e.SMS_SENDER,
    oidcProviders: e.OIDC_PROVIDERS,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    upload: { dir: path.join(dataDir, 'uploads'), maxBytes: e.UPLOAD_MAX_BYTES, extensions: e.UPLOAD_EXTENSIONS, ...s3StorageOf(e) },
    jobs: { enabled: e.JOBS_ENABLED, timezone: e.JOBS_TIMEZONE },
    payoutSim: { secret: e.PAYOUT_SIM_SECRET ?? randomBytes(32).toString('hex'), webhook: e.PAYOUT_SIM_WEBHOOK },
  };
}

/** STORAGE=s3 needs its bucket and keys; a missing one stops start-up naming the variable. */
function s3StorageOf(e: z.infer<typeof envSchema>): { s3?: S3StorageConfig } {
  if (e.STORAGE !== 's3') return {};
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const) {
    if (!e[name]) throw new ConfigError(`${name} is required when STORAGE=s3`);
  }
  return {
    s3: {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET!,
      accessKeyId: e.S3_ACCESS_KEY!,
      secretAccessKey: e.S3_SECRET_KEY!,
      region: e.S3_REGION,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
  };
}
