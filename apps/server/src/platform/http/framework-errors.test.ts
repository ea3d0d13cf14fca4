import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const segment = 'b'.repeat(900);

describe('requests refused before any route runs', () => {
  it('answers an overlong path segment with 414 in the api error shape, without echoing the path', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/${segment}/payment-setup/x` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      errors: [
        { message: 'The address is too long.', extensions: expect.objectContaining({ code: 'BAD_REQUEST' }) },
      ],
    });
    expect(response.body).not.toContain(segment);
  });

  it('answers headers over Node’s limit with 431 in the api error shape on the raw socket', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /status HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large/);
    expect(JSON.parse(body)).toEqual({
      errors: [
        {
          message: 'The request headers are too large.',
          extensions: expect.objectContaining({ code: 'BAD_REQUEST' }),
        },
      ],
    });
  });
});
