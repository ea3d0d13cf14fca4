import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, registerWebApp } from './web-app.ts';

const INDEX = '<!doctype html><title>Clubline</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('app '.repeat(400))});`;

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'clubline-web-app-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets/main-AbC123.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets/main-AbC123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dist, 'assets/main-AbC123.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(dist, 'assets/main-AbC123.js.map'), '{"sources":["secret.ts"]}');
  await writeFile(path.join(dist, '.vite/manifest.json'), '{}');
  app = Fastify();
  await registerWebApp(app, dist);
});
afterAll(async () => {
  await app?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, gzip to one that takes only gzip', async () => {
    const brotli = await get('/assets/main-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/main-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/main-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year as immutable, and has index.html revalidated', async () => {
    const asset = await get('/assets/main-AbC123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    for (const url of ['/', '/index.html', '/branch/1/members']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(INDEX);
      expect(page.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
    }
  });

  it('serves no source map, compressed copy by name, or build manifest', async () => {
    for (const url of [
      '/assets/main-AbC123.js.map',
      '/assets/main-AbC123.js.br',
      '/assets/main-AbC123.js.gz',
      '/.vite/manifest.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret.ts');
    }
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const response = await get('/assets/main-OldHash.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<!doctype html>');
  });
});
