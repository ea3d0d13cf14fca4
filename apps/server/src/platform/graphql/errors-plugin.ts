import { errorText } from '@clubline/domain';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { DomainError } from '../errors/errors.ts';

/** Never the cause: that stays in the log (and, in development, in `extensions.detail`). */
const UNEXPECTED_MESSAGE = errorText('INTERNAL');

/**
 * Turns thrown errors into what the web can rely on: a DomainError keeps its message and gets
 * `extensions.code` and `extensions.errorClass`; anything else is logged with the operation name
 * and replaced by a generic error (its message is kept in development only).
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
    options.logger.error({ err: original, operationName, path: error.path }, 'GraphQL operation failed');
    return new GraphQLError(UNEXPECTED_MESSAGE, {
      path: error.path,
      extensions: {
        code: 'INTERNAL',
        category: 'internal',
        errorClass: 'InternalError',
        ...(options.exposeUnexpected ? { detail: original.message } : {}),
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
