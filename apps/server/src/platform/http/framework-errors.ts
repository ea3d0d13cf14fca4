import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorExtensionsOf } from '@clubline/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Requests refused before any route runs, answered in the api's own error shape (`{ errors: [{
 * message, extensions }] }`, as the error handler answers a malformed body) instead of Fastify's.
 * Fastify's own answers echoed the whole path back in the message (a 900-character segment came
 * back in a 1 kB body) and, for an oversized header, differed in shape from every other refusal.
 * The texts name the problem, never the request's contents.
 */
const FRAMEWORK_TEXTS: Record<string, { status: number; message: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long.' },
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.' },
};

/** Fastify's `frameworkErrors`: an overlong path segment (414) or an undecodable one (400). */
export function answerFrameworkError(
  error: { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const known = FRAMEWORK_TEXTS[error.code ?? ''];
  const status = known?.status ?? 400;
  return reply.code(status).send(errorBody(known?.message ?? 'The request is not valid.'));
}

/** The api's error shape, as the error handler writes a malformed body's refusal. */
function errorBody(message: string) {
  return { errors: [{ message, extensions: errorExtensionsOf('BAD_REQUEST') }] };
}

/**
 * Node's `clientError`, before Fastify sees a request (headers over Node's limit, a request that
 * is not HTTP, a client too slow to send its headers): the same answer on the raw socket, then
 * the socket is closed, as Node itself does.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // The peer is gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request is not valid.'];
  const body = JSON.stringify(errorBody(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
