/**
 * A stand-in for the barcode scanner software on a front-desk computer (docs/access-control.md
 * "Barcode enrolment"), so enrolment can be tried and tested without hardware:
 *
 *   npm run scanner:simulate -- [--port 8412] [--delay 800] [BARCODE …]
 *
 * It listens on ws://localhost:<port> (8412 by default, spec 3 §9). Each `{"event":"enrol"}` the
 * app sends is answered, after the delay (the "scan"), by `{"event":"barcode","barcode":"…"}`
 * with the next barcode given on the command line, then with each line typed on stdin, else with
 * a made-up number (SIM and six digits). A minimal WebSocket server (RFC 6455 text frames) on
 * node:http, so the tool needs no package.
 */
import { createHash, randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
export const DEFAULT_SCANNER_PORT = 8412;

export interface ScannerSimulator {
  port: number;
  /** Queues the barcodes the next scans read. */
  queue(...barcodes: string[]): void;
  /** The events received so far, in order (for tests). */
  received: string[];
  close(): Promise<void>;
}

/** A server-to-client text frame (unmasked, RFC 6455 §5.2). */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x81, length])
      : length < 65_536
        ? Buffer.from([0x81, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x81, 127]), bigLength(length)]);
  return Buffer.concat([header, payload]);
}

function bigLength(length: number): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(length));
  return buffer;
}

/** Client frames in `buffer` (masked, as browsers send them): the complete ones and what is left. */
function readFrames(buffer: Buffer): { frames: { opcode: number; payload: Buffer }[]; rest: Buffer } {
  const frames: { opcode: number; payload: Buffer }[] = [];
  let offset = 0;
  while (buffer.length - offset >= 2) {
    const first = buffer[offset] ?? 0;
    const second = buffer[offset + 1] ?? 0;
    let length = second & 0x7f;
    let cursor = offset + 2;
    if (length === 126) {
      if (buffer.length < cursor + 2) break;
      length = buffer.readUInt16BE(cursor);
      cursor += 2;
    } else if (length === 127) {
      if (buffer.length < cursor + 8) break;
      length = Number(buffer.readBigUInt64BE(cursor));
      cursor += 8;
    }
    const masked = (second & 0x80) !== 0;
    const mask = masked ? buffer.subarray(cursor, cursor + 4) : null;
    if (masked) cursor += 4;
    if (buffer.length < cursor + length) break;
    const payload = Buffer.from(buffer.subarray(cursor, cursor + length));
    if (mask) for (let i = 0; i < payload.length; i += 1) payload[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
    frames.push({ opcode: first & 0x0f, payload });
    offset = cursor + length;
  }
  return { frames, rest: buffer.subarray(offset) };
}

function eventOf(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' &&
      parsed !== null &&
      'event' in parsed &&
      typeof parsed.event === 'string'
      ? parsed.event
      : null;
  } catch {
    return null;
  }
}

export function startScannerSimulator(
  options: {
    port?: number;
    delayMs?: number;
    barcodes?: readonly string[];
    log?: (line: string) => void;
  } = {},
): Promise<ScannerSimulator> {
  const queued = [...(options.barcodes ?? [])];
  const received: string[] = [];
  const sockets = new Set<Duplex>();
  const log = options.log ?? (() => {});
  const delayMs = options.delayMs ?? 800;
  const server: Server = createServer((_request, response) => {
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('The barcode scanner simulator speaks WebSocket.\n');
  });
  server.on('upgrade', (request, socket) => {
    const key = request.headers['sec-websocket-key'];
    if (typeof key !== 'string') {
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    const accept = createHash('sha1').update(`${key}${WEBSOCKET_GUID}`).digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    sockets.add(socket);
    log('app connected');
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      const { frames, rest } = readFrames(Buffer.concat([pending, chunk]));
      pending = rest;
      for (const frame of frames) {
        if (frame.opcode === 0x8) {
          socket.end(Buffer.from([0x88, 0]));
          return;
        }
        if (frame.opcode === 0x9)
          socket.write(Buffer.concat([Buffer.from([0x8a, frame.payload.length]), frame.payload]));
        if (frame.opcode !== 0x1) continue;
        const event = eventOf(frame.payload.toString('utf8'));
        if (event === null) continue;
        received.push(event);
        if (event !== 'enrol') continue;
        const barcode = queued.shift() ?? `SIM${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
        log(`enrol: scanning ${barcode}`);
        setTimeout(() => {
          if (!socket.destroyed) socket.write(textFrame(JSON.stringify({ event: 'barcode', barcode })));
        }, delayMs);
      }
    });
    socket.on('close', () => {
      sockets.delete(socket);
      log('app disconnected');
    });
    socket.on('error', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_SCANNER_PORT, 'localhost', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_SCANNER_PORT),
        queue: (...barcodes) => queued.push(...barcodes),
        received,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

function argValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const [value] = args.splice(index, 2).slice(1);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const port = Number(argValue(args, '--port') ?? DEFAULT_SCANNER_PORT);
  const delayMs = Number(argValue(args, '--delay') ?? 800);
  const simulator = await startScannerSimulator({
    port,
    delayMs,
    barcodes: args,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(
    `Barcode scanner simulator on ws://localhost:${simulator.port}: type a barcode and Enter to queue it.\n`,
  );
  process.stdin.setEncoding('utf8');
  let buffered = '';
  process.stdin.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.map((text) => text.trim()).filter(Boolean)) {
      simulator.queue(line);
      process.stdout.write(`queued ${line}\n`);
    }
  });
  const stop = () => void simulator.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
