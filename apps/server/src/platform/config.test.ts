import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://owner:secret@db/clubline',
  PUBLIC_URL: 'https://clubline.example',
  APP_DB_PASSWORD: 'a-real-secret',
};

describe('configuration', () => {
  it('listens on the loopback interface by default outside production, on all in production', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig(PRODUCTION).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('refuses production without a database, a public address or a real api-role password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError(
        'NODE_ENV=production needs DATABASE_URL, PUBLIC_URL, APP_DB_PASSWORD (see "Production start" in the README)',
      ),
    );
    expect(() => loadConfig({ ...PRODUCTION, APP_DB_PASSWORD: undefined })).toThrow(/needs APP_DB_PASSWORD/);
    expect(
      loadConfig({
        ...PRODUCTION,
        APP_DB_PASSWORD: undefined,
        DATABASE_APP_URL: 'postgres://app:x@db/clubline',
      }).NODE_ENV,
    ).toBe('production');
  });

  it('opens the metrics port in production (9464) and not by default elsewhere; `off` closes it', () => {
    expect(loadConfig({}).METRICS_PORT).toBeNull();
    expect(loadConfig(PRODUCTION).METRICS_PORT).toBe(9464);
    expect(loadConfig({ ...PRODUCTION, METRICS_PORT: 'off' }).METRICS_PORT).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9100' }).METRICS_PORT).toBe(9100);
    expect(() => loadConfig({ METRICS_PORT: 'on' })).toThrow(/Invalid configuration: METRICS_PORT/);
  });

  it('expects one api and one worker replica unless told how many run', () => {
    const config = loadConfig({});
    expect([config.API_REPLICAS, config.WORKER_REPLICAS, config.DATABASE_POOL_SIZE]).toEqual([1, 1, 20]);
    expect(loadConfig({ API_REPLICAS: '2', WORKER_REPLICAS: '2' }).API_REPLICAS).toBe(2);
  });
});
