import { errorExtensionsOf, errorText } from '@clubline/domain';
import { type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Guards of the GraphQL endpoint that no resolver should have to think about: both found by the
 * fuzz suite (security/fuzz-suite.ts).
 */
export function requestGuards(): Plugin[] {
  return [malformedParametersGuard(), unstorableTextGuard(), noSubscriptions()];
}

/**
 * Yoga reads `variables` and `extensions` of a GET (or form-encoded) request with JSON.parse and
 * answers its SyntaxError as a 500. Malformed parameters are the client's mistake: 400 BAD_REQUEST.
 */
function malformedParametersGuard(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          throw new GraphQLError(errorText('BAD_REQUEST'), {
            extensions: { ...errorExtensionsOf('BAD_REQUEST'), http: { status: 400 } },
          });
        }
      });
    },
  };
}

/**
 * PostgreSQL cannot store U+0000 in text and fails the whole statement on one; its jsonb refuses a
 * lone surrogate (half of a UTF-16 pair, which JSON's \uD800 escapes can write and no UTF-8 text
 * holds), so an async ticket's stored input or a report's parameters failed the same way, while a
 * text column silently kept U+FFFD in its place. Either anywhere in the request (a variable, or a
 * string literal of the document, where graphql-js already refuses a lone surrogate's escape) is
 * refused before any resolver runs. Defence in depth: the
 * domain's text rules refuse control characters field by field with their own message
 * (forms/text-rules.ts); this catches every argument they do not cover, ids, search terms and names
 * of operations included.
 */
function unstorableTextGuard(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!containsUnstorableText(args.variableValues) && !documentContainsUnstorableText(args.document))
        return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(errorText('CONTROL_CHARACTERS'), {
            extensions: { ...errorExtensionsOf('CONTROL_CHARACTERS') },
          }),
        ],
      });
    },
  };
}

/**
 * The schema has no subscriptions; graphql-js answers one with an error that has no catalogue code.
 * The web reads every refusal by its code, so it gets BAD_REQUEST like any request it cannot make.
 */
function noSubscriptions(): Plugin {
  return {
    onSubscribe({ setResultAndStopExecution }) {
      setResultAndStopExecution({
        errors: [
          new GraphQLError(errorText('BAD_REQUEST'), { extensions: { ...errorExtensionsOf('BAD_REQUEST') } }),
        ],
      });
    },
  };
}

/** A NUL, or a lone surrogate (`isWellFormed` is false exactly then). */
function unstorable(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed();
}

/**
 * Whether a value (strings and keys, in any nesting of arrays and objects) holds text PostgreSQL
 * cannot store. Iterative: a body of nothing but nested brackets must not exhaust the stack.
 */
export function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (unstorable(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, entry] of Object.entries(next)) {
        if (unstorable(key)) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

function documentContainsUnstorableText(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (unstorable(node.value)) found = true;
    },
  });
  return found;
}
