import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidConfigError, loadConfig } from './app-config.js';

describe(loadConfig.name, () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pamphlet-config-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir });

    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: null,
      appUrl: 'http://localhost:3000',
      smtpUrl: null,
      supportEmail: 'support@pamphlet.studio',
      stripe: { secretKey: null, webhookSecret: null, apiBase: null },
      renderConcurrency: 2,
      role: 'all',
      logLevel: 'log',
    });
  });

  it('resolves a relative DATA_DIR against the working folder', () => {
    expect(loadConfig({ DATA_DIR: 'here' }, dataDir).dataDir).toBe(join(dataDir, 'here'));
  });

  it('generates a session secret once, keeps it under DATA_DIR and reuses it on the next start', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;

    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('takes every setting from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://app:secret@db:5432/pamphlets',
      APP_URL: 'https://pamphlets.example/',
      SESSION_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:1025',
      MAIL_FROM: 'Studio <hello@pamphlets.example>',
      SUPPORT_EMAIL: 'help@pamphlets.example',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_API_BASE: 'http://localhost:12111',
      RENDER_CONCURRENCY: '4',
      ROLE: 'worker',
      LOG_LEVEL: 'debug',
    });

    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app:secret@db:5432/pamphlets',
      appUrl: 'https://pamphlets.example',
      sessionSecret: 'x'.repeat(40),
      smtpUrl: 'smtp://mail:1025',
      mailFrom: 'Studio <hello@pamphlets.example>',
      supportEmail: 'help@pamphlets.example',
      stripe: {
        secretKey: 'sk_test_123',
        webhookSecret: 'whsec_123',
        apiBase: 'http://localhost:12111',
      },
      renderConcurrency: 4,
      role: 'worker',
      logLevel: 'debug',
    });
  });

  it.each([
    [
      'PORT',
      'abc',
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc").',
    ],
    [
      'PORT',
      '70000',
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "70000").',
    ],
    ['ROLE', 'boss', 'Invalid configuration: ROLE must be one of all, web, worker (got "boss").'],
    [
      'LOG_LEVEL',
      'loud',
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, log, debug, verbose (got "loud").',
    ],
    [
      'APP_URL',
      'localhost:3000',
      'Invalid configuration: APP_URL must be a URL such as https://pamphlets.example (got "localhost:3000").',
    ],
    [
      'SUPPORT_EMAIL',
      'nobody',
      'Invalid configuration: SUPPORT_EMAIL must be an e-mail address (got "nobody").',
    ],
    [
      'CHROME_PATH',
      '/no/such/chromium',
      'Invalid configuration: CHROME_PATH must be the path of an installed Chromium (got "/no/such/chromium").',
    ],
    [
      'RENDER_CONCURRENCY',
      '0',
      'Invalid configuration: RENDER_CONCURRENCY must be a whole number from 1 to 32 (got "0").',
    ],
  ])('stops with one line naming %s when it is %j', (variable, value, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [variable]: value })).toThrow(InvalidConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, [variable]: value })).toThrow(message);
  });

  it('never echoes a secret it refuses', () => {
    const attempt = () =>
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://root:hunter2@db/x' });

    expect(attempt).toThrow(
      'Invalid configuration: DATABASE_URL must be a URL such as postgres://user:pass@host:5432/db.',
    );
  });

  it('refuses a session secret too short to protect sessions', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'short' })).toThrow(
      'Invalid configuration: SESSION_SECRET must be at least 32 characters of random text.',
    );
  });
});
