import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/errors.ts';
import { CONTENT_TYPES, ContentSniffer } from './content-type.ts';
import { type FileStorage, FileTooLargeError } from './file-storage.ts';
import type { FileUrlSigner, UploadGrant } from './file-urls.ts';
import type { UploadGrantClaims } from './upload-claims.ts';

/** An upload that has been stored and whose content matched one of its allowed types. */
export interface CompletedUpload {
  applicationId: string;
  subjectId: string;
  key: string;
  fileName: string;
  /** Detected from the bytes; one of the grant's `accept` types. */
  contentType: string;
  sizeBytes: number;
}

/**
 * What happens after an upload of one purpose, registered by the composition root (platform
 * never imports a feature). `prepare` runs before any byte is stored; `complete` after the file
 * is stored and checked. Either may refuse with an UploadRejectedError; the stored file is then
 * removed.
 */
export interface UploadHandler {
  purpose: string;
  /** The 415 answer's code (its text is the spec's "You have uploaded an invalid file type…"). */
  incorrectType: 'INCORRECT_FILE_TYPE' | 'INCORRECT_IMAGE_TYPE';
  /** The 413 answer's code. */
  tooLarge: 'FILE_TOO_LARGE' | 'IMAGE_TOO_LARGE';
  prepare?(upload: UploadGrant): Promise<void>;
  complete(upload: CompletedUpload): Promise<void>;
}

/** A feature refusing an upload: the HTTP status and a catalogue code without parameters. */
export class UploadRejectedError extends DomainError {
  override name = 'UploadRejectedError';
  readonly status: number;
  constructor(
    status: number,
    code:
      | 'MEMBER_NOT_FOUND'
      | 'ATTACHMENT_NOT_FOUND'
      | 'CLASS_NOT_FOUND_ERROR'
      | 'UPLOAD_ALREADY_COMPLETED'
      | 'INCORRECT_IMAGE_TYPE',
  ) {
    super(code);
    this.status = status;
  }
}

export interface FileRoutesOptions {
  storage: FileStorage;
  urls: FileUrlSigner;
  /** Where the first PUT of an address claims it (addresses are single-use). */
  claims: UploadGrantClaims;
  handlers: readonly UploadHandler[];
}

/** Spec 2 §5: the title the web shows over an incorrect file type. */
const INCORRECT_FILE_TYPE_TITLE = 'Incorrect file type';

/** Extensions for a download whose fixed name has none (profile images). */
const EXTENSION_OF_TYPE: Record<string, string> = {
  [CONTENT_TYPES.jpeg]: 'jpg',
  [CONTENT_TYPES.png]: 'png',
  [CONTENT_TYPES.gif]: 'gif',
  [CONTENT_TYPES.bmp]: 'bmp',
  [CONTENT_TYPES.pdf]: 'pdf',
  [CONTENT_TYPES.txt]: 'txt',
};

/**
 * `Content-Disposition: attachment` with an ASCII fallback `filename` and the exact name in
 * `filename*` (RFC 6266, RFC 8187). Control characters are dropped; quotes, backslashes, percent
 * signs and non-ASCII characters become `_` in the fallback.
 */
export function contentDisposition(fileName: string): string {
  const clean =
    Array.from(fileName)
      .filter((char) => {
        const code = char.codePointAt(0) ?? 0;
        return code >= 0x20 && code !== 0x7f;
      })
      .join('')
      .trim() || 'download';
  const fallback = Array.from(clean, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code > 0x7e || char === '"' || char === '\\' || char === '%' ? '_' : char;
  }).join('');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function withExtension(fileName: string, contentType: string): string {
  const extension = EXTENSION_OF_TYPE[contentType];
  return extension && !/\.[A-Za-z0-9]+$/.test(fileName) ? `${fileName}.${extension}` : fileName;
}

/** An error answer in the GraphQL error shape, with the catalogue's code, category and text. */
function fail(reply: FastifyReply, status: number, error: DomainError, extra: object = {}) {
  return reply
    .code(status)
    .send({ errors: [{ message: error.message, extensions: { ...error.extensions, ...extra } }] });
}

/**
 * Reads and drops what is left of a refused upload in the background (so the client gets the
 * answer rather than a reset), up to a bound, and closes the connection afterwards.
 */
function discardBody(source: AsyncIterator<Buffer>, reply: FastifyReply, bound: number) {
  reply.header('connection', 'close');
  void (async () => {
    let read = 0;
    try {
      while (read <= bound) {
        const next = await source.next();
        if (next.done) return;
        read += next.value.length;
      }
      await source.return?.();
    } catch {
      // The client went away; nothing to do.
    }
  })();
}

/** How much of a refused upload is read and dropped before the connection is cut. */
const DISCARD_BOUND = 16 * 1024 * 1024;

const tokenOf = (request: FastifyRequest) => (request.params as { '*'?: string })['*'] ?? '';

/**
 * `/files/<token>`: PUT stores an upload (once per address), GET serves a file. The signed token
 * is the only credential (spec: the download opens in a new tab; the upload is a cross-origin
 * PUT), so CORS is open and nothing else of the request is trusted, its Content-Type least of all.
 */
export async function registerFileRoutes(app: FastifyInstance, options: FileRoutesOptions): Promise<void> {
  const handlers = new Map(options.handlers.map((handler) => [handler.purpose, handler]));
  const { storage, urls, claims: grantClaims } = options;

  await app.register(async (files) => {
    // The body is streamed into storage as it arrives, whatever type the browser claims.
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', (_request, _payload, done) => done(null));
    files.addHook('onSend', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
    });

    files.options('/files/*', async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', 'GET, PUT')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .send(),
    );

    files.get('/files/*', async (request, reply) => {
      const claims = urls.verify(tokenOf(request));
      if (claims?.op !== 'get') return fail(reply, 403, new DomainError('INVALID_FILE_URL'));
      const file = await storage.get(claims.key);
      if (!file) return fail(reply, 404, new DomainError('FILE_NOT_FOUND'));
      const type = file.contentType.startsWith('text/')
        ? `${file.contentType}; charset=utf-8`
        : file.contentType;
      return reply
        .header('content-type', type)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', contentDisposition(withExtension(claims.fileName, file.contentType)))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body);
    });

    files.put('/files/*', async (request, reply) => {
      const source = request.raw[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const claims = urls.verify(tokenOf(request));
      const handler = claims?.op === 'put' ? handlers.get(claims.purpose) : undefined;
      if (claims?.op !== 'put' || !handler) {
        discardBody(source, reply, DISCARD_BOUND);
        return fail(reply, 403, new DomainError('INVALID_FILE_URL'));
      }
      const discard = () => discardBody(source, reply, DISCARD_BOUND);
      const tooLarge = () => {
        discard();
        return fail(reply, 413, new DomainError(handler.tooLarge), { maxBytes: claims.maxBytes });
      };
      const incorrectType = () =>
        fail(reply, 415, new DomainError(handler.incorrectType), { title: INCORRECT_FILE_TYPE_TITLE });
      const rejected = (error: UploadRejectedError) => {
        discard();
        return fail(reply, error.status, error);
      };

      // Single-use: this attempt owns the address, or another one does (running or done) and this
      // one leaves the stored object and the feature's row alone. A failure below does not give
      // the address back; the client asks for a new one.
      if (!(await grantClaims.claim(claims))) {
        discard();
        return fail(reply, 409, new DomainError('UPLOAD_ALREADY_COMPLETED'));
      }

      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > claims.maxBytes) return tooLarge();
      try {
        await handler.prepare?.(claims);
      } catch (error) {
        if (error instanceof UploadRejectedError) return rejected(error);
        throw error;
      }

      // Read the start of the file first: its signature decides the type before anything is stored.
      const sniffer = new ContentSniffer();
      const head: Buffer[] = [];
      let ended = false;
      while (!sniffer.headComplete) {
        const next = await source.next();
        if (next.done) {
          ended = true;
          break;
        }
        sniffer.push(next.value);
        head.push(next.value);
        if (sniffer.size > claims.maxBytes) return tooLarge();
      }
      const contentType = (await sniffer.candidates()).find((type) => claims.accept.includes(type));
      if (!contentType) {
        discard();
        return sniffer.size === 0 ? fail(reply, 400, new DomainError('EMPTY_FILE')) : incorrectType();
      }
      async function* body() {
        yield* head;
        while (!ended) {
          const next = await source.next();
          if (next.done) break;
          sniffer.push(next.value);
          yield next.value;
        }
      }

      let sizeBytes: number;
      try {
        ({ sizeBytes } = await storage.put(claims.key, body(), { maxBytes: claims.maxBytes, contentType }));
      } catch (error) {
        if (error instanceof FileTooLargeError) return tooLarge();
        throw error;
      }
      // Text is only text if every byte was: checked once the whole file went by.
      if (!(await sniffer.finish()).includes(contentType)) {
        await storage.delete(claims.key);
        return incorrectType();
      }
      try {
        await handler.complete({
          applicationId: claims.applicationId,
          subjectId: claims.subjectId,
          key: claims.key,
          fileName: claims.fileName,
          contentType,
          sizeBytes,
        });
      } catch (error) {
        await storage.delete(claims.key).catch(() => {});
        if (error instanceof UploadRejectedError) return fail(reply, error.status, error);
        throw error;
      }
      return reply.code(200).send({ fileName: claims.fileName, contentType, sizeBytes });
    });
  });
}
