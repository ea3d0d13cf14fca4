import type { AsyncOperationDomain } from '@clubline/domain';
import type { z } from 'zod';
import type { Transaction } from '../db/client.ts';
import { parseInput } from '../errors/validation.ts';

interface AsyncOperationContext {
  applicationId: string;
  requestedByUserId: string | null;
  /** The ticket being applied: a reference that is the same however often the ticket runs. */
  ticketId?: string;
}

interface AsyncOperationResult {
  /** GraphQL type name of the resulting object, e.g. `Person`. */
  resultType: string;
  resultId: string;
}

/**
 * One asynchronous operation: how to re-check its input and how to apply it. `apply` runs in the
 * worker inside the tenant transaction that also completes the ticket; throwing a DomainError
 * rolls the change back and ends the ticket in ERROR with the error's message.
 */
export interface AsyncOperationDefinition<Input> {
  domain: AsyncOperationDomain;
  name: string;
  input: z.ZodType<Input>;
  apply(tx: Transaction, input: Input, context: AsyncOperationContext): Promise<AsyncOperationResult>;
}

/** Erases the input type so definitions of different inputs can live in one registry. */
export interface RegisteredAsyncOperation {
  domain: AsyncOperationDomain;
  name: string;
  run(tx: Transaction, rawInput: unknown, context: AsyncOperationContext): Promise<AsyncOperationResult>;
}

export function registerAsyncOperation<Input>(
  definition: AsyncOperationDefinition<Input>,
): RegisteredAsyncOperation {
  return {
    domain: definition.domain,
    name: definition.name,
    // A stored input that no longer parses (a changed schema) ends the ticket as a ValidationError.
    run: (tx, rawInput, context) => definition.apply(tx, parseInput(definition.input, rawInput), context),
  };
}

export interface AsyncOperationJob {
  applicationId: string;
  ticketId: string;
}

export interface AsyncOperationTicket {
  ticketId: string;
  operationDomain: AsyncOperationDomain;
}

/** A registry key: operation names are unique within their domain. */
export function operationKey(domain: string, name: string): string {
  return `${domain}:${name}`;
}
