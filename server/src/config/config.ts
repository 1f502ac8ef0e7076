import os from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import { parseTrustProxy } from './trust-proxy.js';
import { newPasswordProblem } from '../auth/password-policy.js';
import { telemetryEnvironment, toTelemetryConfig } from './telemetry-config.js';
import { sellerEnvironment, toSellerConfig } from './seller-config.js';
import { accountingEnvironment, toAccountingConfig } from './accounting-config.js';
import { renewalEnvironment, toRenewalConfig } from './renewal-config.js';
import { isAddressRange } from '../metrics/address-ranges.js';
import { uploadsDirectory } from '../backup/uploads-directory.js';
import { installerSource } from './installer-source.js';

/**
 * The server's configuration, read once from the environment and validated at start. Nothing
 * else reads process.env: every module receives what it needs from here.
 */
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

/**
 * An http(s) origin such as `https://bilder.example.de` (or `https://*.example.de`, as CSP allows):
 * no path, query or credentials, and a host of letters, digits, dots and hyphens only, since a URL
 * host may hold characters (`;`, `'`) that a CSP would read as syntax. Written as its normalised origin.
 */
function isOrigin(entry: string): boolean {
  if (!URL.canParse(entry)) return false;
  const url = new URL(entry);
  const plain = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return (url.protocol === 'https:' || url.protocol === 'http:') && plain && /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(url.hostname);
}

/** Comma-separated origins; empty for none. */
const originList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().refine(isOrigin, 'nur Ursprünge wie https://bilder.example.de, ohne Pfad, durch Komma getrennt')))
  .transform((origins) => origins.map((origin) => new URL(origin).origin));

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
      .optional(),
  ),
  // A background job holds one connection for its advisory lock while its work needs another.
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(2, 'mindestens 2 (ein Hintergrundauftrag hält eine Verbindung für seine Sperre und braucht eine zweite)')
    .max(100)
    .default(10),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\//, 'muss mit smtp:// oder smtps:// beginnen')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Brandfallsteuermatrix <no-reply@localhost>'),
  ADMIN_EMAIL: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
  ADMIN_PASSWORD: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(8, 'mindestens 8 Zeichen').optional()),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === false || Array.isArray(trust)) return trust;
      context.addIssue({ code: 'custom', message: trust.problem });
      return z.NEVER;
    }),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 14),
  SESSION_ANONYMOUS_IDLE_MINUTES: z.coerce.number().int().min(5).default(60),
  SESSION_ANONYMOUS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  SESSION_CACHE_ENTRIES: z.coerce.number().int().min(0).max(10_000_000).default(50_000),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  REGISTRATION_PHONE_OPTIONAL: flag,
  TERMS_VERSION: z
    .string()
    .regex(/^[\w.-]{1,40}$/, 'nur Buchstaben, Ziffern, Punkt, Bindestrich')
    .default('2026-01'),
  PRODUCT_NAME: z.string().min(1).default('Brandfallsteuermatrix'),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  HELP_CENTER_URL: optionalUrl,
  BLOG_URL: optionalUrl,
  ANALYTICS_URL: optionalUrl,
  SALES_PHONE: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()/-]{2,39}$/, 'nur Ziffern, Leerzeichen, + / - ( )')
      .optional(),
  ),
  CSP_IMG_ORIGINS: originList,
  UPLOADS_DIR: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  UPLOAD_MAX_MEGAPIXELS: z.coerce.number().int().min(1).max(250).default(40),
  NIGHTLY_INSTALLER_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/ }).optional()),
  INSTALLER_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .refine(
        (value) => installerSource(value, '/data-dir') !== undefined,
        'eine http(s)-Adresse oder ein Installationsprogramm (.appinstaller, .msix, .msixbundle, .appx, .appxbundle, .msi, .exe) im Ordner installers/ von DATA_DIR, z. B. installers/Brandfallsteuermatrix.appinstaller',
      )
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...telemetryEnvironment,
  ...sellerEnvironment,
  ...accountingEnvironment,
  ...renewalEnvironment,
  METRICS_ALLOW: z
    .string()
    .default('127.0.0.0/8,::1')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .refine((entries) => entries.every(isAddressRange), 'Adressen oder Bereiche wie 10.0.0.0/8, durch Kommas getrennt'),
  METRICS_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(32, 'mindestens 32 Zeichen').optional()),
  LICENSE_SIGNING_KEY: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.replace(/\\n/g, '\n').trim() : undefined),
    z
      .string()
      .regex(/^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----$/, 'ein privater Ed25519-Schlüssel im PEM-Format (PKCS#8)')
      .optional(),
  ),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  ADMIN_SECOND_FACTOR: z.enum(['required', 'optional']).default('required'),
  SECOND_FACTOR_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, '32 Bytes in Base64, z. B. aus: openssl rand -base64 32')
      .optional(),
  ),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).default(730),
  DEVICE_REPLACEMENTS_PER_YEAR: z.coerce.number().int().min(0).max(100).default(2),
});

export type Config = ReturnType<typeof toConfig>;

/** The name of every variable the server reads (the README's configuration table lists each). */
export const configurationVariables = Object.keys(environmentSchema.shape);

function toConfig(environment: z.infer<typeof environmentSchema>) {
  const port = environment.PORT;
  const publicUrl = (environment.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    environment: environment.NODE_ENV,
    host: environment.HOST,
    port,
    dataDir: path.resolve(environment.DATA_DIR),
    /** Uploaded reference images; part of every backup. */
    uploadsDir: environment.UPLOADS_DIR ? path.resolve(environment.UPLOADS_DIR) : uploadsDirectory(path.resolve(environment.DATA_DIR)),
    /** Largest image an upload may decode into: a few kilobytes of PNG can unpack into gigabytes. */
    uploadMaxPixels: environment.UPLOAD_MAX_MEGAPIXELS * 1_000_000,
    installer: {
      /** The nightly build's .appinstaller manifest, shown to admins under /admin/install-next. */
      nightlyManifestUrl: environment.NIGHTLY_INSTALLER_URL,
      /** What /download gives signed-in customers. */
      customer:
        environment.INSTALLER_URL === undefined
          ? undefined
          : installerSource(environment.INSTALLER_URL, path.resolve(environment.DATA_DIR)),
    },
    databaseUrl: environment.DATABASE_URL,
    databasePoolSize: environment.DATABASE_POOL_SIZE,
    publicUrl,
    /** Cookies get the Secure flag when the portal is reached over HTTPS. */
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: environment.SMTP_URL,
    mailFrom: environment.MAIL_FROM,
    admin:
      environment.ADMIN_EMAIL && environment.ADMIN_PASSWORD
        ? { email: environment.ADMIN_EMAIL, password: environment.ADMIN_PASSWORD }
        : undefined,
    trustProxy: environment.TRUST_PROXY,
    session: {
      idleMinutes: environment.SESSION_IDLE_MINUTES,
      absoluteHours: environment.SESSION_ABSOLUTE_HOURS,
      /** Sessions before sign-in, which only carry form tokens: sooner gone, and limited per client address. */
      anonymousIdleMinutes: environment.SESSION_ANONYMOUS_IDLE_MINUTES,
      anonymousPerHour: environment.SESSION_ANONYMOUS_PER_HOUR,
      /** Sessions kept in memory with their users (decision 026); 0 reads every request from the database. */
      cacheEntries: environment.SESSION_CACHE_ENTRIES,
    },
    loginThrottle: { maxFailures: environment.LOGIN_MAX_FAILURES, lockMinutes: environment.LOGIN_LOCK_MINUTES },
    termsVersion: environment.TERMS_VERSION,
    /** PBKDF2 iterations per captcha attempt: about a second of a visitor's browser at the default. */
    captchaCost: environment.CAPTCHA_COST,
    registration: { phoneOptional: environment.REGISTRATION_PHONE_OPTIONAL },
    product: {
      name: environment.PRODUCT_NAME,
      supportEmail: environment.SUPPORT_EMAIL,
      helpCenterUrl: environment.HELP_CENTER_URL ?? `${publicUrl}/hilfe`,
      /** For orders by invoice on the Jahres-Abo tab; without it the tab offers the e-mail address only. */
      salesPhone: environment.SALES_PHONE,
    },
    /** The back-office's external links; a link is hidden while its address is unset. */
    adminLinks: { blogUrl: environment.BLOG_URL, analyticsUrl: environment.ANALYTICS_URL },
    logLevel: environment.LOG_LEVEL,
    /** Other sites that pages may show images from (Content-Security-Policy img-src); our own origin and data: always. */
    imageOrigins: environment.CSP_IMG_ORIGINS,
    telemetry: toTelemetryConfig(environment),
    /** Quotes and invoices: the seller and the terms (decision 058). */
    invoicing: toSellerConfig(environment),
    /** The tax adviser's DATEV set-up for 'Export für die Buchhaltung' (decision 061). */
    accounting: toAccountingConfig(environment),
    /** Renewal quotes before a yearly licence ends, and the grace period after it (decision 066). */
    renewals: toRenewalConfig(environment),
    /** Who may read /metrics: clients connecting directly from these addresses, or anyone with the token. */
    metrics: { allow: environment.METRICS_ALLOW, token: environment.METRICS_TOKEN },
    /** Signs licence files (PEM, Ed25519); without it the key in DATA_DIR, generated at the first start. */
    licenseSigningKey: environment.LICENSE_SIGNING_KEY,
    /** After SIGTERM, how long /readyz answers 503 while requests are still served, so load balancers move on first. */
    shutdownDrainMs: environment.SHUTDOWN_DRAIN_SECONDS * 1000,
    secondFactor: {
      /** Whether admins must have a second factor before any admin call; 'optional' is for a first install. */
      requiredForAdmins: environment.ADMIN_SECOND_FACTOR === 'required',
      /** The AES-256 key for the TOTP secrets; without it, a key file in DATA_DIR (security/second-factor-key.ts). */
      key: environment.SECOND_FACTOR_KEY ? Buffer.from(environment.SECOND_FACTOR_KEY, 'base64') : undefined,
    },
    /** Days the audit timeline keeps an entry; 0 keeps them for ever. */
    auditRetentionDays: environment.AUDIT_RETENTION_DAYS,
    /** How often per licence year a customer may free a slot at once with 'Gerät ersetzen' (decision 045); 0 turns it off for customers. */
    deviceReplacementsPerYear: environment.DEVICE_REPLACEMENTS_PER_YEAR,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ungültige Konfiguration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration; throws a ConfigError naming every bad variable. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  if (Boolean(environment.ADMIN_EMAIL) !== Boolean(environment.ADMIN_PASSWORD)) {
    throw new ConfigError(['ADMIN_EMAIL/ADMIN_PASSWORD: nur zusammen angeben']);
  }
  const { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword } = parsed.data;
  const adminPasswordProblem = adminEmail && adminPassword ? newPasswordProblem(adminPassword, adminEmail) : undefined;
  if (adminPasswordProblem) throw new ConfigError([`ADMIN_PASSWORD: ${adminPasswordProblem}`]);
  return toConfig(parsed.data);
}

/** A fixed key for tests only, so that no test writes a key file. */
const testSecondFactorKey = Buffer.alloc(32, 7).toString('base64');

/** Configuration for tests: defaults plus overrides, never the real environment; files (outbox) go to the temp folder. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  // A captcha cost of 1 keeps solving real challenges in tests to milliseconds. Test admins work
  // without a second factor unless a suite asks for the operator's default (ADMIN_SECOND_FACTOR=required).
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `bfsm-test-${process.pid}`),
    CAPTCHA_COST: '1',
    ADMIN_SECOND_FACTOR: 'optional',
    SECOND_FACTOR_KEY: testSecondFactorKey,
    ...overrides,
  });
}
