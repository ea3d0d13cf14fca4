import { randomUUID } from 'node:crypto';
import { errorText } from '@clubline/domain';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { DomainError } from '../errors/errors.ts';
import { databaseErrorCode, databaseErrorIn } from '../logging/logger.ts';

/** Never the cause: that stays in the log, found by the answer's `extensions.errorId`. */
const UNEXPECTED_MESSAGE = errorText('INTERNAL');

/**
 * What development answers add to an unexpected error: the message of an ordinary bug, but of a
 * database failure only its PostgreSQL code. A driver or drizzle message carries the SQL and its
 * bound values (names, emails, dates of birth), which no answer may show in any mode.
 */
function developmentDetail(error: Error): string {
  if (databaseErrorIn(error))
    return `Database error ${databaseErrorCode(error) ?? '(no code)'}; see the server log`;
  return error.message;
}

/**
 * Turns thrown errors into what the web can rely on: a DomainError keeps its message and gets
 * `extensions.code` and `extensions.errorClass`; anything else is logged with the operation name
 * and an error id, and replaced by a generic error carrying that id (and, in development, a
 * detail without data).
 */
export function errorsPlugin(options: { logger: Logger; exposeUnexpected: boolean }): Plugin {
  const format = (error: GraphQLError, operationName: string | undefined): GraphQLError => {
    const original = error.originalError;
    if (original instanceof DomainError) {
      return new GraphQLError(original.message, {
        path: error.path,
        extensions: {
          ...original.extensions,
          ...('fieldErrors' in original ? { fieldErrors: original.fieldErrors } : {}),
        },
      });
    }
    if (!original || original instanceof GraphQLError) {
      return new GraphQLError(error.message, {
        path: error.path,
        extensions: {
          code: 'BAD_REQUEST',
          category: 'validation',
          errorClass: 'GraphQLError',
          ...error.extensions,
        },
      });
    }
    const errorId = randomUUID();
    options.logger.error(
      { err: original, errorId, operationName, path: error.path },
      'GraphQL operation failed',
    );
    return new GraphQLError(UNEXPECTED_MESSAGE, {
      path: error.path,
      extensions: {
        code: 'INTERNAL',
        category: 'internal',
        errorClass: 'InternalError',
        errorId,
        ...(options.exposeUnexpected ? { detail: developmentDetail(original) } : {}),
      },
    });
  };
  return {
    onExecute({ args }) {
      const operationName = args.operationName ?? undefined;
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          setResult({ ...result, errors: result.errors.map((error) => format(error, operationName)) });
        },
      };
    },
  };
}
