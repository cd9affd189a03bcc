import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { serverRoot } from './lib/paths';

const fails = (env: Record<string, string>) => () => loadConfig(env, '/srv/app');

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      databasePoolMax: 10,
      redisUrl: undefined,
      cookieSecure: false,
      trustProxy: false,
      appOrigins: null,
      webDistDir: join(serverRoot, '..', 'web', 'dist'),
      logLevel: 'info',
      authRateLimit: { addressMax: 30, identifierMax: 10, windowMs: 900_000 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/ct',
        DATABASE_URL: 'postgres://u:p@db:5432/ct',
        DATABASE_POOL_MAX: '20',
        REDIS_URL: 'redis://cache:6379/0',
        COOKIE_SECURE: 'true',
        TRUST_PROXY: '1',
        APP_ORIGIN: 'https://create.example, http://localhost:5173/',
        WEB_DIST_DIR: '/opt/web',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_MAX: '1000',
        AUTH_RATE_LIMIT_IDENTIFIER_MAX: '500',
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/app/var/ct',
      databaseUrl: 'postgres://u:p@db:5432/ct',
      databasePoolMax: 20,
      redisUrl: 'redis://cache:6379/0',
      cookieSecure: true,
      trustProxy: 1,
      appOrigins: ['https://create.example', 'http://localhost:5173'],
      webDistDir: '/opt/web',
      logLevel: 'warn',
      authRateLimit: { addressMax: 1000, identifierMax: 500, windowMs: 60_000 },
    });
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('switches calls to Agora only with both Agora variables, and reads ICE_SERVERS as JSON', () => {
    expect(loadConfig({ AGORA_APP_ID: 'app' }).agora).toBeNull();
    expect(loadConfig({ AGORA_APP_ID: 'app', AGORA_APP_CERTIFICATE: 'cert' }).agora).toEqual({
      appId: 'app',
      appCertificate: 'cert',
    });
    expect(loadConfig({}).iceServers).toEqual([]);
    expect(loadConfig({ ICE_SERVERS: '[{"urls":"stun:stun.example.org:3478"}]' }).iceServers).toEqual([
      { urls: 'stun:stun.example.org:3478' },
    ]);
    expect(fails({ ICE_SERVERS: 'stun:nope' })).toThrow(/ICE_SERVERS: must be JSON/);
    expect(fails({ ICE_SERVERS: '{"urls":"stun:x"}' })).toThrow(/ICE_SERVERS/);
  });

  it('loads the demo data only when DEMO_DATA says so', () => {
    expect(loadConfig({}).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(fails({ DEMO_DATA: 'please' })).toThrow(/DEMO_DATA: must be true or false/);
  });

  it('turns mail on with SMTP_URL and MAIL_FROM together, and names what is missing or malformed', () => {
    expect(loadConfig({}).mail).toBeNull();
    expect(
      loadConfig({
        SMTP_URL: 'smtp://me:secret@mail.example.com:587',
        MAIL_FROM: 'Create Together <hi@example.com>',
      }).mail,
    ).toEqual({ smtpUrl: 'smtp://me:secret@mail.example.com:587', from: 'Create Together <hi@example.com>' });
    expect(fails({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/MAIL_FROM: must be set with SMTP_URL/);
    expect(fails({ SMTP_URL: 'mail.example.com', MAIL_FROM: 'hi@example.com' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/,
    );
    expect(fails({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'nobody' })).toThrow(
      /MAIL_FROM: must be an address/,
    );
  });

  it('reads METRICS_TOKEN, refusing a short one without repeating it', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-scrape-token' }).metricsToken).toBe(
      'a-long-enough-scrape-token',
    );
    expect(fails({ METRICS_TOKEN: 'short-secret' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(fails({ METRICS_TOKEN: 'short-secret' })).not.toThrow(/short-secret/);
    expect(fails({ METRICS_TOKEN: 'has a space in it somewhere' })).toThrow(
      /METRICS_TOKEN: must be printable/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['COOKIE_SECURE', 'yes please'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['APP_ORIGIN', 'https://create.example/path'],
    ['LOG_LEVEL', 'loud'],
    ['AUTH_RATE_LIMIT_MAX', '0'],
    ['DATABASE_POOL_MAX', 'many'],
  ])('stops on a bad %s (%s) with a message naming it', (name, value) => {
    expect(fails({ [name]: value })).toThrow(ConfigError);
    expect(fails({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: .*"${value.replace(/[/.]/g, '\\$&')}"`),
    );
  });

  it('names every bad variable at once', () => {
    expect(fails({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(
      /PORT: must be a whole number from 0 to 65535 \(got "x"\)[\s\S]*LOG_LEVEL/,
    );
  });
});
