import { errorExtensionsOf, errorText } from '@clubline/domain';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { queryCost } from './cost-limits-weight.ts';

/*
 * Every limit sits well above what the web app sends (cost-limits.test.ts checks each of its
 * operations against them) and far below what hurt the api in the issue-11 report: 1000 aliases of
 * searchPersons(limit: 1000) (49 MB, 12.7 s), 5000 aliases, 300 levels of nesting.
 */

/**
 * Deepest selection, each fragment spread counted as a level. The web's deepest operation is 8
 * deep that way; 12 leaves room for new screens and refuses recursive nesting long before it
 * costs anything.
 */
export const MAX_DEPTH = 12;

/** Aliases per operation. The web uses none; a few are fair for a hand-written report query. */
export const MAX_ALIASES = 15;

/**
 * Lexical tokens per document, counted while parsing, so a huge document is refused before it is
 * even built. All of the web's documents together have about 1,500 tokens; one operation with its
 * fragments has far fewer.
 */
export const MAX_TOKENS = 3_000;

/** Directives per operation (@include/@skip). The web uses none. */
const MAX_DIRECTIVES = 20;

/**
 * Weighted cost (see cost-limits-weight.ts): each field costs 1, and what is selected under a list
 * costs as many times as the list may hold. The web's dearest operation is the member list with a
 * page of 1000 persons, each with their roles (75,001); 200,000 lets it through with room for more
 * columns and refuses three such pages in one request, or any page under the allowed aliases.
 */
export const MAX_COST = 200_000;

/** The cost limits, first in the plugin list: a refused request reaches no other plugin or resolver. */
export function costLimitPlugins(): Plugin[] {
  // Armor's own errors have no catalogue code: each refusal is reported as QUERY_TOO_COMPLEX instead.
  const reportToValidation = {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => context?.reportError(tooComplex(error)),
    ],
  };
  return [
    // Tokens are counted by the parser, which has no validation context: the refusal is thrown.
    maxTokensPlugin({
      n: MAX_TOKENS,
      propagateOnRejection: false,
      onReject: [
        (_context, error) => {
          throw tooComplex(error);
        },
      ],
    }),
    maxDepthPlugin({ n: MAX_DEPTH, ...reportToValidation }),
    maxAliasesPlugin({ n: MAX_ALIASES, ...reportToValidation }),
    maxDirectivesPlugin({ n: MAX_DIRECTIVES, ...reportToValidation }),
    weightedCostPlugin(),
  ];
}

/**
 * The weighted cost depends on the variables (a page size is normally one), so it is checked once
 * they are known, after validation and before any resolver runs.
 */
function weightedCostPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const cost = queryCost({
        schema: args.schema,
        document: args.document,
        operationName: args.operationName ?? undefined,
        variables: args.variableValues ?? {},
        stopAbove: MAX_COST,
      });
      if (cost > MAX_COST) {
        setResultAndStopExecution({
          errors: [tooComplex(new GraphQLError(`Query cost limit of ${MAX_COST} exceeded.`))],
        });
      }
    },
  };
}

/** The catalogue's error, with the limit that was hit kept for whoever reads the response. */
function tooComplex(cause: GraphQLError): GraphQLError {
  return new GraphQLError(errorText('QUERY_TOO_COMPLEX'), {
    extensions: {
      ...errorExtensionsOf('QUERY_TOO_COMPLEX'),
      limit: cause.message.replace(/^Syntax Error: /, ''),
    },
  });
}
