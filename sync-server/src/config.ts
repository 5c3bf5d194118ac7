/** Server configuration: the environment parsed once by a valibot schema; a bad value stops the start with a clear message. */
import { DEFAULT_FEE_CONFIG, type FeeConfig, formatPercent, parsePercent, type Rate } from '@tavola/shared';
import * as v from 'valibot';

/** The style this server serves: OpenStreetMap's raster tiles over a plain background (MAP1). */
export const DEFAULT_MAP_STYLE_URL = '/api/v1/map/style.json';
/** OpenStreetMap's standard tiles: no account; light use only, under its tile usage policy (docs/deploy.md). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** 'INR=0.012, EUR=1.08' → { INR: 12000, EUR: 1080000 } (ppm); null when malformed. */
export function parseUsdRates(text: string): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z]{3})\s*=\s*(\d+(?:\.\d{1,6})?)$/.exec(pair);
    if (!m?.[1] || !m[2]) return null;
    out[m[1].toUpperCase()] = Math.round(Number(m[2]) * 1_000_000);
  }
  return out;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = (fallback: boolean) =>
  v.pipe(
    v.optional(
      v.picklist(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false'),
      fallback ? 'true' : 'false',
    ),
    v.transform((s) => s === 'true' || s === '1' || s === 'yes'),
  );

const integerIn = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number')), String(fallback)),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

const httpUrl = v.pipe(
  v.string(),
  v.url('must be a URL such as https://pos.example.com'),
  v.check((s) => /^https?:\/\//i.test(s), 'must start with http:// or https://'),
);

/** The origin of a URL, without path or trailing slash. */
const toOrigin = (s: string) => new URL(s).origin;

const secret = v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters')));

/** A percent with up to 4 decimals ('2.655') as a Rate; unset: the default. */
const percent = (fallback: Rate) =>
  v.pipe(
    v.optional(v.string(), formatPercent(fallback)),
    v.transform((s) => parsePercent(s)),
    v.check((r) => r.ok, 'must be a percent with at most 4 decimals, such as 2.655'),
    v.transform((r) => (r.ok ? r.value : fallback)),
  );

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of proxy addresses (Fastify's trustProxy). */
const trustProxy = v.pipe(
  v.optional(v.string(), 'false'),
  v.transform((s): boolean | number | string => {
    const t = s.trim().toLowerCase();
    if (t === 'true' || t === 'yes') return true;
    if (t === 'false' || t === 'no') return false;
    if (/^\d+$/.test(t)) return Number(t);
    return s.trim();
  }),
);

/** Unset and blank variables both take the default. */
const envSchema = v.pipe(
  v.object({
    PORT: integerIn(3000, 0, 65535),
    HOST: v.optional(v.string(), '0.0.0.0'),
    DATABASE_URL: v.pipe(
      v.optional(v.string(), 'file:./data/tavola.sqlite'),
      v.check(
        (s) => /^(file:|postgres(ql)?:\/\/)/.test(s),
        'must be file:<path> (SQLite) or postgres://... (PostgreSQL)',
      ),
    ),
    PUBLIC_URL: v.optional(httpUrl),
    ALLOWED_ORIGINS: v.pipe(
      v.optional(v.string(), ''),
      v.transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
      v.array(httpUrl),
      v.transform((list) => list.map(toOrigin)),
    ),
    SUPERADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address'), v.toLowerCase())),
    SUPERADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, 'must be at least 8 characters'))),
    REQUIRE_APPROVAL: flag(false),
    SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be smtp://... or smtps://...'))),
    MAIL_FROM: v.optional(v.string(), 'Tavola <no-reply@tavola.local>'),
    TRUST_PROXY: trustProxy,
    PWA_DIST: v.optional(v.string()),
    LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
    /** Optional fixed keys (otherwise generated once and kept in server_secrets). They must differ. */
    ACCESS_COOKIE_SECRET: secret,
    REFRESH_TOKEN_SECRET: secret,
    /** Sign-in, sign-up and password-reset attempts allowed per client address per minute. */
    AUTH_RATE_LIMIT: integerIn(10, 1, 10_000),
    SEED_DEMO: flag(false),
    /** SQLite: group commits on a write thread (ADR 0014); 'auto' is on for the compiled server. */
    SQLITE_WRITE_THREAD: v.optional(v.picklist(['on', 'off', 'auto'], 'must be on, off or auto'), 'auto'),
    /** PostgreSQL: sync pushes and leases on a thread with a pool of its own (ADR 0014); 'auto' as above. */
    PG_WRITE_THREAD: v.optional(v.picklist(['on', 'off', 'auto'], 'must be on, off or auto'), 'auto'),
    /** Sync: a group commit's pushes first tried merged (ADR 0014); 'off': push by push, each in a savepoint. */
    SYNC_MERGED_WRITES: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** Realtime: a frame for many sockets framed once (ADR 0014); 'off': ws frames each message per socket. */
    REALTIME_SHARED_FRAMES: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** REST writes in the sync engine's group commit (SS27, ADR 0062); 'off': each its own transaction. */
    REST_GROUP_COMMIT: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** PostgreSQL REST writes: numbers in a short transaction first, answers from memory (ADR 0077); 'off': in the group. */
    REST_PG_SHORT_LOCKS: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** PostgreSQL: the push thread's reads by ids keyed and seqscans priced out (ADR 0077); 'off': the planner's choice. */
    SYNC_PG_KEYED_PLANS: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** PostgreSQL: the requests' session look-ups in batches, one statement each (PGW3, ADR 0079); 'off': one each. */
    SESSION_READ_BATCH: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** PostgreSQL: a connection's statements given in one tick leave in one write (ADR 0079); 'off': one each. */
    PG_CORKED_WRITES: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** A store thread's requests and answers of one event-loop turn in one message (PGW6, ADR 0083); 'off': one each. */
    STORE_THREAD_BATCH: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** Access cookies already verified kept by their text: no HMAC again (PGW7, ADR 0083); 'off': each time. */
    ACCESS_VERIFY_MEMO: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** PostgreSQL REST writes: the numbers' short transaction commits without its WAL flush (PGW8, ADR 0083); 'off': waits. */
    REST_PG_PRELUDE_ASYNC: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'off'),
    /** The POS routes' access-log lines (two a sale, ADR 0079, as the sync routes' ADR 0014); 'off': warnings only. */
    POS_ACCESS_LOG: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'off'),
    /** GET /kitchen and /orders answered from a cache per store version with ETag (SS28); 'off': built each time. */
    LIVE_READ_CACHE: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** Cached live answers also kept as br/gzip for clients that accept it (SS29); 'off': plain bytes only. */
    LIVE_READ_COMPRESS: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** The diner menu page painted with its first screen by the server (DIN-FP1, ADR 0075); 'off': the app's shell. */
    DINER_FIRST_PAINT: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** The diner's menu answer and page as br/gzip when accepted (DIN-FP3); 'off': plain bytes only. */
    DINER_MENU_COMPRESS: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** The diner's menu answer kept per store and menu version with ETag (DIN-FP6, ADR 0081); 'off': built each time. */
    DINER_MENU_CACHE: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** Live answers spliced from each order's JSON kept by its rows' versions (SS29); 'off': serialised whole. */
    LIVE_READ_FRAGMENTS: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** Reports' and dashboard's sales read from the per-business-day summary (RDS1); 'off': from the ledger. */
    REPORT_DAY_SUMMARY: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
    /** Map style for the landing map and the map pickers: a URL or a same-origin path. */
    MAP_STYLE_URL: v.optional(
      v.pipe(
        v.string(),
        v.check((s) => s.startsWith('/') || /^https?:\/\//i.test(s), 'must be an http(s) URL or a /path'),
      ),
      DEFAULT_MAP_STYLE_URL,
    ),
    /** Access token of the map provider, handed to browsers by POST /maptoken; empty when the style needs none. */
    MAP_ACCESS_TOKEN: v.optional(v.string(), ''),
    /** Raster tiles under the default style ('{z}/{x}/{y}'); 'off' draws no base map (MAP1). */
    MAP_TILE_URL: v.optional(
      v.pipe(
        v.string(),
        v.check(
          (s) =>
            s === 'off' || (/^https?:\/\//i.test(s) && ['{z}', '{x}', '{y}'].every((p) => s.includes(p))),
          "must be 'off' or an http(s) URL with {z}, {x} and {y}",
        ),
      ),
      DEFAULT_MAP_TILE_URL,
    ),
    /** The tiles' attribution, shown on every map (the tile provider's terms ask for it). */
    MAP_TILE_ATTRIBUTION: v.optional(v.string(), DEFAULT_MAP_TILE_ATTRIBUTION),
    /** Support contacts shown in the app (inactive-account screen, contact pages): SUP1. */
    SUPPORT_NAME: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty')), 'Tavola Support'),
    SUPPORT_PHONE: v.optional(v.pipe(v.string(), v.trim()), ''),
    SUPPORT_EMAIL: v.optional(
      v.pipe(v.string(), v.trim(), v.email('must be an e-mail address')),
      'support@tavola.app',
    ),
    /** Overrides of the USD conversion table: 'INR=0.012,EUR=1.08' (US dollars per unit). */
    USD_RATES: v.pipe(
      v.optional(v.string(), ''),
      v.transform(parseUsdRates),
      v.check((r) => r !== null, "must be CODE=rate pairs such as 'INR=0.012,EUR=1.08'"),
      v.transform((r) => r ?? {}),
    ),
    /** Diner fees (FEE1-FEE6), percents with up to 4 decimals; defaults DEFAULT_FEE_CONFIG. */
    DINER_PLATFORM_FEE_ONLINE: percent(DEFAULT_FEE_CONFIG.platformFeeRate.online),
    DINER_PLATFORM_FEE_CASH: percent(DEFAULT_FEE_CONFIG.platformFeeRate.cash),
    DINER_GST_ON_PLATFORM_FEE: percent(DEFAULT_FEE_CONFIG.gstOnPlatformFeeRate),
    DINER_PROCESSING_FEE_ONLINE: percent(DEFAULT_FEE_CONFIG.processingFeeRate.online),
    DINER_PROCESSING_FEE_CASH: percent(DEFAULT_FEE_CONFIG.processingFeeRate.cash),
    /**
     * Razorpay for diners' online payments and paid plans (ID and SECRET together). Without it no money can be
     * taken online: diners pay at the counter and paid plans are not offered, unless DEMO_PAYMENTS is on.
     */
    RAZORPAY_KEY_ID: v.optional(v.string()),
    RAZORPAY_KEY_SECRET: v.optional(v.string()),
    RAZORPAY_WEBHOOK_SECRET: v.optional(v.string()),
    RAZORPAY_API_URL: v.optional(v.pipe(httpUrl, v.transform(toOrigin)), 'https://api.razorpay.com'),
    /** ADR 0042: the built-in demo checkout (no money moves) when Razorpay is not configured; for demos only. */
    DEMO_PAYMENTS: flag(false),
    /** IANA zone of the platform operator: the super-admin's date filters on tenants use its calendar days. */
    PLATFORM_TIME_ZONE: v.optional(
      v.pipe(
        v.string(),
        v.check((s) => isTimeZone(s), 'must be an IANA time zone such as Asia/Kolkata'),
      ),
      () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    ),
  }),
  v.forward(
    v.check(
      (e) => (e.RAZORPAY_KEY_ID === undefined) === (e.RAZORPAY_KEY_SECRET === undefined),
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    ),
    ['RAZORPAY_KEY_SECRET'],
  ),
  v.forward(
    v.check(
      (e) => (e.SUPERADMIN_EMAIL === undefined) === (e.SUPERADMIN_PASSWORD === undefined),
      'SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together',
    ),
    ['SUPERADMIN_PASSWORD'],
  ),
  v.forward(
    v.check(
      (e) => e.ACCESS_COOKIE_SECRET === undefined || e.ACCESS_COOKIE_SECRET !== e.REFRESH_TOKEN_SECRET,
      'must differ from ACCESS_COOKIE_SECRET',
    ),
    ['REFRESH_TOKEN_SECRET'],
  ),
);

/** Every variable loadConfig reads; docs/deploy.md describes each (config-docs.test.ts checks it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.pipe[0].entries);

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  /** Origin used in password-reset links; null: no reset mail is sent (never the request's Host). */
  publicUrl: string | null;
  /** Origins besides the server's own allowed to make state-changing calls. */
  allowedOrigins: string[];
  superadmin: { email: string; password: string } | null;
  requireApproval: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  trustProxy: boolean | number | string;
  pwaDist: string | null;
  logLevel: (typeof LOG_LEVELS)[number];
  secrets: { access: string | null; refresh: string | null };
  authRateLimit: number;
  seedDemo: boolean;
  sqliteWriteThread: 'on' | 'off' | 'auto';
  pgWriteThread: 'on' | 'off' | 'auto';
  syncMergedWrites: 'on' | 'off';
  realtimeSharedFrames: 'on' | 'off';
  restGroupCommit: 'on' | 'off';
  restPgShortLocks: 'on' | 'off';
  syncPgKeyedPlans: 'on' | 'off';
  sessionReadBatch: 'on' | 'off';
  pgCorkedWrites: 'on' | 'off';
  storeThreadBatch: 'on' | 'off';
  accessVerifyMemo: 'on' | 'off';
  restPgPreludeAsync: 'on' | 'off';
  posAccessLog: 'on' | 'off';
  liveReadCache: 'on' | 'off';
  reportDaySummary: 'on' | 'off';
  liveReadCompress: 'on' | 'off';
  dinerFirstPaint: 'on' | 'off';
  dinerMenuCompress: 'on' | 'off';
  dinerMenuCache: 'on' | 'off';
  liveReadFragments: 'on' | 'off';
  map: { styleUrl: string; accessToken: string; tileUrl: string | null; tileAttribution: string };
  support: { name: string; phone: string; email: string };
  /** US dollars per unit of a currency, in parts per million (MON7), on top of the built-in table. */
  usdRates: Record<string, number>;
  platformTimeZone: string;
  /** DEMO_PAYMENTS: the demo provider takes diners' and plans' payments when Razorpay is not configured. */
  demoPayments: boolean;
  diner: {
    /** Rates of the diner's tax-and-charges breakdown, sent to the PWA with the menu. */
    fees: FeeConfig;
    razorpay: RazorpayConfig | null;
  };
};

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  /** Unset: the webhook route refuses every call. */
  webhookSecret: string | null;
  apiUrl: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''),
  );
  const r = v.safeParse(envSchema, present);
  if (!r.success) {
    const byKey = new Map<string, string>();
    for (const i of r.issues) {
      const key = i.path?.map((p) => String(p.key)).join('.') ?? 'environment';
      if (!byKey.has(key)) byKey.set(key, i.message);
    }
    const lines = [...byKey].map(([key, message]) => `  ${key}: ${message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = r.output;
  const publicUrl = e.PUBLIC_URL ? toOrigin(e.PUBLIC_URL) : null;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    allowedOrigins: [...new Set([...e.ALLOWED_ORIGINS, ...(publicUrl ? [publicUrl] : [])])],
    superadmin:
      e.SUPERADMIN_EMAIL && e.SUPERADMIN_PASSWORD
        ? { email: e.SUPERADMIN_EMAIL, password: e.SUPERADMIN_PASSWORD }
        : null,
    requireApproval: e.REQUIRE_APPROVAL,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    pwaDist: e.PWA_DIST ?? null,
    logLevel: e.LOG_LEVEL,
    secrets: { access: e.ACCESS_COOKIE_SECRET ?? null, refresh: e.REFRESH_TOKEN_SECRET ?? null },
    authRateLimit: e.AUTH_RATE_LIMIT,
    seedDemo: e.SEED_DEMO,
    sqliteWriteThread: e.SQLITE_WRITE_THREAD,
    pgWriteThread: e.PG_WRITE_THREAD,
    syncMergedWrites: e.SYNC_MERGED_WRITES,
    realtimeSharedFrames: e.REALTIME_SHARED_FRAMES,
    restGroupCommit: e.REST_GROUP_COMMIT,
    restPgShortLocks: e.REST_PG_SHORT_LOCKS,
    syncPgKeyedPlans: e.SYNC_PG_KEYED_PLANS,
    sessionReadBatch: e.SESSION_READ_BATCH,
    pgCorkedWrites: e.PG_CORKED_WRITES,
    storeThreadBatch: e.STORE_THREAD_BATCH,
    accessVerifyMemo: e.ACCESS_VERIFY_MEMO,
    restPgPreludeAsync: e.REST_PG_PRELUDE_ASYNC,
    posAccessLog: e.POS_ACCESS_LOG,
    liveReadCache: e.LIVE_READ_CACHE,
    liveReadCompress: e.LIVE_READ_COMPRESS,
    dinerFirstPaint: e.DINER_FIRST_PAINT,
    dinerMenuCompress: e.DINER_MENU_COMPRESS,
    dinerMenuCache: e.DINER_MENU_CACHE,
    liveReadFragments: e.LIVE_READ_FRAGMENTS,
    reportDaySummary: e.REPORT_DAY_SUMMARY,
    map: {
      styleUrl: e.MAP_STYLE_URL,
      accessToken: e.MAP_ACCESS_TOKEN,
      tileUrl: e.MAP_TILE_URL === 'off' ? null : e.MAP_TILE_URL,
      tileAttribution: e.MAP_TILE_ATTRIBUTION,
    },
    support: { name: e.SUPPORT_NAME, phone: e.SUPPORT_PHONE, email: e.SUPPORT_EMAIL },
    usdRates: e.USD_RATES,
    platformTimeZone: e.PLATFORM_TIME_ZONE,
    demoPayments: e.DEMO_PAYMENTS,
    diner: {
      fees: {
        platformFeeRate: { online: e.DINER_PLATFORM_FEE_ONLINE, cash: e.DINER_PLATFORM_FEE_CASH },
        gstOnPlatformFeeRate: e.DINER_GST_ON_PLATFORM_FEE,
        processingFeeRate: { online: e.DINER_PROCESSING_FEE_ONLINE, cash: e.DINER_PROCESSING_FEE_CASH },
      },
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? null,
              apiUrl: e.RAZORPAY_API_URL,
            }
          : null,
    },
  };
}
