import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { resolveSessionSecret } from './session-secret.js';

/** The roles one process can take: `all` serves HTTP and runs jobs, the others split them. */
export const roles = ['all', 'web', 'worker'] as const;
export type Role = (typeof roles)[number];

export const logLevels = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Debian's Chromium first, then the usual names of other distributions. */
const chromeCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: `a URL such as ${example}` },
    );

const integerBetween = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined || value === '' ? String(fallback) : value))
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      message: `a whole number from ${min} to ${max}`,
    })
    .transform(Number);

const emailAddress = z.string().trim().email({ message: 'an e-mail address' });

const environmentSchema = z.object({
  PORT: integerBetween(1, 65535, 3000),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db').optional(),
  ),
  APP_URL: optionalText.pipe(
    urlWithProtocols(['http:', 'https:'], 'https://pamphlets.example').optional(),
  ),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, { message: 'at least 32 characters of random text' }).optional(),
  ),
  SMTP_URL: optionalText.pipe(
    urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example:587').optional(),
  ),
  MAIL_FROM: optionalText,
  SUPPORT_EMAIL: optionalText.pipe(emailAddress.optional()),
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_/, { message: 'a Stripe secret key starting with sk_ or rk_' })
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .startsWith('whsec_', { message: 'a Stripe webhook secret starting with whsec_' })
      .optional(),
  ),
  STRIPE_API_BASE: optionalText.pipe(
    urlWithProtocols(['http:', 'https:'], 'http://localhost:12111').optional(),
  ),
  CHROME_PATH: optionalText.pipe(
    z
      .string()
      .refine((path) => existsSync(path), { message: 'the path of an installed Chromium' })
      .optional(),
  ),
  RENDER_CONCURRENCY: integerBetween(1, 32, 2),
  ROLE: optionalText.pipe(z.enum(roles, { message: `one of ${roles.join(', ')}` }).optional()),
  LOG_LEVEL: optionalText.pipe(
    z.enum(logLevels, { message: `one of ${logLevels.join(', ')}` }).optional(),
  ),
});

/** The validated settings every part of the app reads; built once at start-up. */
export type AppConfig = {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  appUrl: string;
  sessionSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  stripe: { secretKey: string | null; webhookSecret: string | null; apiBase: string | null };
  chromePath: string | null;
  renderConcurrency: number;
  role: Role;
  logLevel: LogLevel;
};

/** Raised when an environment variable holds a value the app cannot run with. */
export class InvalidConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly expected: string,
    readonly received: string | undefined,
  ) {
    super(
      `Invalid configuration: ${variable} must be ${expected}` +
        (received === undefined ? '.' : ` (got ${JSON.stringify(received)}).`),
    );
  }
}

const secretVariables = new Set([
  'DATABASE_URL',
  'SESSION_SECRET',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

/**
 * Reads and validates the environment. Without SESSION_SECRET a secret is generated once and
 * kept under DATA_DIR, so that sessions survive restarts without any setup.
 */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const received = env[variable];
    throw new InvalidConfigError(
      variable,
      issue?.message ?? 'valid',
      secretVariables.has(variable) ? undefined : received,
    );
  }
  const vars = parsed.data;
  const dataDirSetting = vars.DATA_DIR ?? './data';
  const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : resolve(cwd, dataDirSetting);
  return {
    port: vars.PORT,
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? null,
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    sessionSecret: resolveSessionSecret(vars.SESSION_SECRET ?? null, dataDir),
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM ?? 'Pamphlet Studio <no-reply@pamphlet.studio>',
    supportEmail: vars.SUPPORT_EMAIL ?? 'support@pamphlet.studio',
    stripe: {
      secretKey: vars.STRIPE_SECRET_KEY ?? null,
      webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
      apiBase: vars.STRIPE_API_BASE ?? null,
    },
    chromePath: vars.CHROME_PATH ?? chromeCandidates.find((path) => existsSync(path)) ?? null,
    renderConcurrency: vars.RENDER_CONCURRENCY,
    role: vars.ROLE ?? 'all',
    logLevel: vars.LOG_LEVEL ?? 'log',
  };
}

/** Whether this process answers HTTP requests. */
export const servesHttp = (config: Pick<AppConfig, 'role'>): boolean => config.role !== 'worker';

/** Whether this process takes jobs from the queue. */
export const runsJobs = (config: Pick<AppConfig, 'role'>): boolean => config.role !== 'web';
