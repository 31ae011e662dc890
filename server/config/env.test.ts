import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_IN_FLIGHT, EnvError, EnvSchema, readEnv } from './env';

function refusal(source: NodeJS.ProcessEnv): string {
  try {
    readEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('the environment was accepted');
}

describe('readEnv', () => {
  it('keeps today\'s defaults when nothing is set', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      port: 8080, host: '0.0.0.0', dataDir: resolve('./data'), databaseUrl: undefined, publicUrl: 'http://localhost:8080',
      mailFrom: 'Panelist <no-reply@panelist.local>', logLevel: 'info', tokenTtlDays: 30, trustProxy: false,
      rateLimitDisabled: false, maxInFlight: DEFAULT_MAX_IN_FLIGHT, distDir: resolve('./dist'),
    });
    expect(env.social).toMatchObject({
      facebookGraphUrl: 'https://graph.facebook.com', vkRedirectUri: 'http://localhost:8080/callback',
      aituRedirectUri: 'http://localhost:8080/socialAuth', timeoutMs: 5000,
    });
  });

  it('reads good values of every kind', () => {
    const env = readEnv({
      PORT: '9000', TOKEN_TTL_DAYS: '7', MAX_IN_FLIGHT: '0', PROVIDER_TIMEOUT_MS: '250', TRUST_PROXY: '10.0.0.5, 10.1.0.0/16',
      RATE_LIMIT_DISABLED: 'false', LOG_LEVEL: 'debug', DATABASE_URL: 'postgresql://u:p@db:5432/panelist',
      REDIS_URL: 'redis://127.0.0.1:6379', SMTP_URL: 'smtps://u:p@smtp.example.com', PUBLIC_URL: 'https://panel.example.com/',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/', FIREBASE_WEB_CONFIG: '{"apiKey":"k"}', HOST: '127.0.0.1',
    });
    expect(env).toMatchObject({
      port: 9000, tokenTtlDays: 7, maxInFlight: 0, trustProxy: ['10.0.0.5', '10.1.0.0/16'], rateLimitDisabled: false, logLevel: 'debug',
      databaseUrl: 'postgresql://u:p@db:5432/panelist', redisUrl: 'redis://127.0.0.1:6379', publicUrl: 'https://panel.example.com', host: '127.0.0.1',
    });
    expect(env.social).toMatchObject({ timeoutMs: 250, facebookGraphUrl: 'http://127.0.0.1:9', vkRedirectUri: 'https://panel.example.com/callback' });
  });

  it('takes an empty value as unset', () => {
    expect(readEnv({ PORT: '', DATABASE_URL: '', TRUST_PROXY: '' })).toMatchObject({ port: 8080, databaseUrl: undefined, trustProxy: false });
  });

  it('ignores variables it does not document', () => {
    expect(readEnv({ PATH: '/usr/bin', NODE_ENV: 'production', HOME: '', FOO_PORT: 'abc' }).port).toBe(8080);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a port number from 0 to 65535 (got "abc")'],
    ['PORT', '70000', 'PORT must be a port number from 0 to 65535 (got "70000")'],
    ['PORT', '80.5', 'PORT must be a port number from 0 to 65535 (got "80.5")'],
    ['TOKEN_TTL_DAYS', '0', 'TOKEN_TTL_DAYS must be a whole number of days, at least 1 (got "0")'],
    ['MAX_IN_FLIGHT', '-1', 'MAX_IN_FLIGHT must be a whole number (0 turns admission control off) (got "-1")'],
    ['PROVIDER_TIMEOUT_MS', '5s', 'PROVIDER_TIMEOUT_MS must be a whole number of milliseconds, at least 1 (got "5s")'],
    ['RATE_LIMIT_DISABLED', '1', 'RATE_LIMIT_DISABLED must be true or false (got "1")'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    ['DATABASE_URL', 'mysql://db/panelist', 'DATABASE_URL must be a PostgreSQL URL, e.g. postgres://user:pass@host:5432/panelist'],
    ['REDIS_URL', '127.0.0.1:6379', 'REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379'],
    ['SMTP_URL', 'smtp.example.com', 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com'],
    ['PUBLIC_URL', 'panel.example.com', 'PUBLIC_URL must be an http:// or https:// URL'],
    ['GOOGLE_TOKENINFO_URL', 'https://', 'GOOGLE_TOKENINFO_URL must be an http:// or https:// URL'],
    ['FIREBASE_WEB_CONFIG', 'apiKey=k', 'FIREBASE_WEB_CONFIG must be a JSON object'],
  ])('refuses %s=%s, naming it and what it expects', (name, value, expected) => {
    const message = refusal({ [name]: value });
    expect(message).toContain(expected);
    expect(message.split('\n')).toHaveLength(2);
  });

  describe('Firebase credentials', () => {
    const account = { type: 'service_account', project_id: 'panelist', client_email: 'push@panelist.iam.gserviceaccount.com', private_key: '-----BEGIN PRIVATE KEY-----\nsecret\n-----END PRIVATE KEY-----\n' };
    const folder = mkdtempSync(join(tmpdir(), 'panelist-env-'));
    const file = (name: string, text: string) => {
      writeFileSync(join(folder, name), text);
      return join(folder, name);
    };

    it('takes a service account as JSON or as the path of its file, and a readable key file', () => {
      expect(readEnv({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account) }).firebaseServiceAccount).toBe(JSON.stringify(account));
      const path = file('account.json', JSON.stringify(account));
      expect(readEnv({ FIREBASE_SERVICE_ACCOUNT: path, GOOGLE_APPLICATION_CREDENTIALS: path })).toMatchObject({ firebaseServiceAccount: path, googleApplicationCredentials: path });
    });

    it.each([
      ['a missing file', '/nonexistent/account.json'],
      ['broken JSON', '{bad'],
      ['an object without the key', '{}'],
      ['a file of broken JSON', file('broken.json', '{"project_id":')],
      ['an account without its private key', JSON.stringify({ ...account, private_key: '' })],
    ])('refuses FIREBASE_SERVICE_ACCOUNT as %s at start-up, never showing it back', (_name, value) => {
      const message = refusal({ FIREBASE_SERVICE_ACCOUNT: value });
      expect(message).toContain("FIREBASE_SERVICE_ACCOUNT must be a Firebase service account's JSON (with project_id, client_email and private_key), or the path of a file holding it");
      expect(message).not.toContain(value);
    });

    it.each(['/nonexistent/key.json', folder])('refuses GOOGLE_APPLICATION_CREDENTIALS=%s at start-up', (value) => {
      expect(refusal({ GOOGLE_APPLICATION_CREDENTIALS: value })).toContain('GOOGLE_APPLICATION_CREDENTIALS must be the path of a readable JSON key file');
    });
  });

  describe('TRUST_PROXY', () => {
    it.each([
      ['false', false],
      ['10.0.0.5', ['10.0.0.5']],
      ['10.0.0.5,10.1.0.0/16 , 2001:db8::/32', ['10.0.0.5', '10.1.0.0/16', '2001:db8::/32']],
      ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
      ['::1', ['::1']],
    ])('takes %s as the proxies to believe', (value, expected) => {
      expect(readEnv({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });

    // true believes X-Forwarded-For's left-most entry, which the client writes; a hop count believes
    // whatever a client connecting directly sends; /0 trusts everyone, as true does.
    it.each(['true', 'TRUE', '1', '2', 'yes', '0.0.0.0/0', '::/0', '10.0.0.0/33', '10.0.0.300', '10.0.0.5,', 'proxy.example.com', '10.0.0.0/8/8'])(
      'refuses %s at start-up, saying what to give instead',
      (value) => {
        const message = refusal({ TRUST_PROXY: value });
        expect(message).toContain(`TRUST_PROXY must be false or the proxies in front of the server as a comma-separated list of addresses, CIDRs or loopback, linklocal, uniquelocal (e.g. 10.0.0.5,10.1.0.0/16), not true nor a hop count`);
        expect(message).toContain(`(got "${value}")`);
      },
    );
  });

  it('names every bad variable at once and never shows a URL, which may hold a password', () => {
    const message = refusal({ PORT: 'abc', SMTP_URL: 'smtp.example.com:secret', LOG_LEVEL: 'info' });
    expect(message.split('\n').slice(1)).toEqual([
      '  PORT must be a port number from 0 to 65535 (got "abc")',
      '  SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com',
    ]);
    expect(message).not.toContain('secret');
  });

  it('checks every variable the README documents', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('Environment variables'), readme.indexOf('### Site configuration'));
    const documented = [...table.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) => [...(row[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    expect(documented.length).toBeGreaterThan(30);
    expect(Object.keys(EnvSchema.properties).sort()).toEqual([...new Set(documented)].sort());
  });
});
