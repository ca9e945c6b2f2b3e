import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, REPOSITORY_ROOT } from './config.js';

describe('parseConfig', () => {
  it('has the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(REPOSITORY_ROOT, 'data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      oauthClientId: 'careport-app',
      oauthClientSecret: 'careport-app-secret',
      storageDir: path.join(REPOSITORY_ROOT, 'data', 'files'),
      mapTileUrl: undefined,
      mapTileAttribution: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      refreshReuseGraceSeconds: 10,
      logLevel: 'info',
      trustProxy: false,
      readCache: true,
    });
    expect(parseConfig({ DISABLE_READ_CACHE: 'true' }).readCache).toBe(false);
    expect(parseConfig({}).firstScreenInProcess).toBe(false);
    expect(parseConfig({ FIRST_SCREEN_IN_PROCESS: '1' }).firstScreenInProcess).toBe(true);
    expect(parseConfig({}).readCacheMaxEntries).toBe(10_000);
    expect(parseConfig({}).readCacheMaxBytes).toBe(128 * 1024 * 1024);
    expect(parseConfig({ READ_CACHE_MAX_MB: '256' }).readCacheMaxBytes).toBe(256 * 1024 * 1024);
    expect(parseConfig({ READ_CACHE_MAX_ENTRIES: '1000' }).readCacheMaxEntries).toBe(1000);
  });

  it('sets introspection, timeouts and the connection bound (issue 15 §9, §14)', () => {
    expect(parseConfig({})).toMatchObject({
      graphqlIntrospection: 'signed-in',
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 15_000,
      keepAliveTimeoutMs: 5_000,
      maxConnectionsPerAddress: 64,
    });
    expect(parseConfig({ NODE_ENV: 'production' }).graphqlIntrospection).toBe('off');
    expect(
      parseConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'on' }).graphqlIntrospection,
    ).toBe('on');
    expect(parseConfig({ TRUST_PROXY: '1' }).maxConnectionsPerAddress).toBe(0);
    expect(() => parseConfig({ GRAPHQL_INTROSPECTION: 'maybe' })).toThrow(ConfigError);
    expect(() => parseConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(ConfigError);
  });

  it('resolves relative paths against the repository root, whatever the cwd', () => {
    const config = parseConfig({ DATA_DIR: 'tmp/data', PORT: '3999' });
    expect(config.dataDir).toBe(path.join(REPOSITORY_ROOT, 'tmp', 'data'));
    expect(config.storageDir).toBe(path.join(REPOSITORY_ROOT, 'tmp', 'data', 'files'));
    expect(config.publicUrl).toBe('http://localhost:3999');
    expect(parseConfig({ DATA_DIR: '/srv/careport' }).dataDir).toBe('/srv/careport');
  });

  it('treats empty variables as unset and trims a trailing slash from PUBLIC_URL', () => {
    const config = parseConfig({
      SMTP_URL: '',
      DATABASE_URL: ' ',
      PUBLIC_URL: 'https://app.example/',
    });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://app.example');
  });

  it('takes a tile server template and its credit for the booking map', () => {
    const config = parseConfig({
      MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
    });
    expect(config.mapTileUrl).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(config.mapTileAttribution).toBe('© OpenStreetMap contributors');
  });

  it('keeps files on disk unless STORAGE_S3_BUCKET names a bucket (issue 12)', () => {
    expect(parseConfig({}).s3Storage).toBeUndefined();
    expect(parseConfig({ STORAGE_S3_BUCKET: '' }).s3Storage).toBeUndefined();
    expect(parseConfig({ STORAGE_S3_BUCKET: 'careport-files' }).s3Storage).toEqual({
      bucket: 'careport-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    const minio = parseConfig({
      STORAGE_S3_BUCKET: 'careport-files',
      STORAGE_S3_ENDPOINT: 'http://minio.internal:9000',
      STORAGE_S3_REGION: 'eu-central-1',
      STORAGE_S3_ACCESS_KEY_ID: 'careport',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
    }).s3Storage;
    expect(minio).toEqual({
      bucket: 'careport-files',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'careport', secretAccessKey: 'secret' },
      // Self-hosted servers rarely have a DNS name per bucket.
      forcePathStyle: true,
    });
    expect(
      parseConfig({
        STORAGE_S3_BUCKET: 'careport-files',
        STORAGE_S3_ENDPOINT: 'https://s3.example',
        STORAGE_S3_FORCE_PATH_STYLE: 'false',
      }).s3Storage?.forcePathStyle,
    ).toBe(false);
    expect(() =>
      parseConfig({ STORAGE_S3_BUCKET: 'careport-files', STORAGE_S3_ACCESS_KEY_ID: 'careport' }),
    ).toThrow('STORAGE_S3_SECRET_ACCESS_KEY');
  });

  it('trusts a number of proxies or a list of their addresses, never every hop', () => {
    expect(parseConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toEqual(['10.0.0.1']);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('lets push reach private addresses only for the hosts and ranges named (issue 41)', () => {
    expect(parseConfig({}).pushAllowedPrivateHosts).toEqual({ hosts: [], ranges: [] });
    expect(
      parseConfig({ PUSH_ALLOWED_PRIVATE_HOSTS: 'localhost, push.internal,10.1.2.0/24,::1' })
        .pushAllowedPrivateHosts,
    ).toEqual({ hosts: ['localhost', 'push.internal'], ranges: ['10.1.2.0/24', '::1'] });
  });

  it.each([
    ['PUSH_ALLOWED_PRIVATE_HOSTS', 'localhost,10.0.0.0/33'],
    ['PUSH_ALLOWED_PRIVATE_HOSTS', 'https://push.internal'],
    ['PUSH_ALLOWED_PRIVATE_HOSTS', 'push internal'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '1'.repeat(3)],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.example'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'not a url'],
    ['ACCESS_TOKEN_TTL_SECONDS', '-5'],
    ['REFRESH_REUSE_GRACE_SECONDS', '61'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['DISABLE_READ_CACHE', 'yes'],
    ['FIRST_SCREEN_IN_PROCESS', 'sometimes'],
    ['READ_CACHE_MAX_ENTRIES', '0'],
    ['READ_CACHE_MAX_MB', '0'],
    ['READ_CACHE_MAX_MB', '1e9'],
    ['MAP_TILE_URL', 'https://tiles.example/tile.png'],
    ['MAP_TILE_URL', 'ftp://tiles.example/{z}/{x}/{y}.png'],
    ['STORAGE_S3_BUCKET', 'Careport_Files'],
    ['STORAGE_S3_BUCKET', 'ab'],
    ['STORAGE_S3_ENDPOINT', 'not a url'],
    ['STORAGE_S3_FORCE_PATH_STYLE', 'yes'],
    // Without STORAGE_S3_BUCKET the files would go to the local folder unannounced.
    ['STORAGE_S3_REGION', 'eu-central-1'],
    ['STORAGE_S3_ACCESS_KEY_ID', 'AKIAEXAMPLE'],
  ])('stops with a message naming %s=%s', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(name);
  });
});
