import { ASYNC_OPERATION_DOMAINS, ASYNC_OPERATION_STATUSES } from '@clubline/domain';
import { z } from 'zod';
import { signedInOnly } from '../graphql/authorization-declarations.ts';
import { builder } from '../graphql/builder.ts';
import { requireViewer } from '../graphql/context.ts';
import type { AsyncOperationTicket } from './async-operation.ts';
import type { AsyncOperationRow } from './async-operations.service.ts';
import { getAsyncAggregatedOperationStatus, getAsyncOperationStatus } from './async-operations.service.ts';

const AsyncOperationDomainEnum = builder.enumType('AsyncOperationDomain', {
  description: 'The area an asynchronous operation belongs to (spec 1 §4.2).',
  values: ASYNC_OPERATION_DOMAINS,
});

const AsyncOperationStatusEnum = builder.enumType('AsyncOperationStatusValue', {
  description: 'How a finished asynchronous operation ended.',
  values: ASYNC_OPERATION_STATUSES,
});

/** What an async mutation returns instead of its result: poll getAsyncOperationStatus with it. */
export const AsyncOperationTicketRef = builder
  .objectRef<AsyncOperationTicket>('AsyncOperationTicket')
  .implement({
    description: 'A ticket for an operation the worker is applying.',
    fields: (t) => ({
      ticketId: t.exposeID('ticketId', { description: 'Pass to getAsyncOperationStatus.' }),
      operationDomain: t.field({
        type: AsyncOperationDomainEnum,
        description: 'Pass to getAsyncOperationStatus.',
        resolve: (ticket) => ticket.operationDomain,
      }),
    }),
  });

/**
 * A finished operation. Features add the resulting object as a field of their own (for example
 * `person`), resolved when `resultType` names their type.
 */
export const AsyncOperationStatusRef = builder
  .objectRef<AsyncOperationRow>('AsyncOperationStatus')
  .implement({
    description: 'The outcome of a finished asynchronous operation.',
    fields: (t) => ({
      ticketId: t.exposeID('id', { description: 'The ticket this status belongs to.' }),
      operationDomain: t.field({
        type: AsyncOperationDomainEnum,
        description: 'The area of the operation.',
        resolve: (row) => z.enum(ASYNC_OPERATION_DOMAINS).parse(row.operationDomain),
      }),
      operationName: t.exposeString('operationName', { description: 'Which operation ran.' }),
      status: t.field({
        type: AsyncOperationStatusEnum,
        description: 'OK when the change was applied, ERROR when it was not.',
        resolve: (row) => (row.status === 'OK' ? 'OK' : 'ERROR'),
      }),
      message: t.exposeString('message', {
        nullable: true,
        description: 'Why the operation failed, when it did.',
      }),
      code: t.exposeString('errorCode', {
        nullable: true,
        description: 'The error catalogue code of a failure; null when it succeeded or failed unexpectedly.',
      }),
      resultType: t.exposeString('resultType', {
        nullable: true,
        description: 'Type name of the resulting object.',
      }),
      resultId: t.exposeString('resultId', { nullable: true, description: 'Id of the resulting object.' }),
    }),
  });

const AggregatedStatusRef = builder
  .objectRef<{ tickets: AsyncOperationRow[] }>('AsyncAggregatedOperationStatus')
  .implement({
    description: 'The outcome of a group of operations started together.',
    fields: (t) => ({
      status: t.field({
        type: AsyncOperationStatusEnum,
        description: 'ERROR when any operation of the group failed.',
        resolve: ({ tickets }) => (tickets.some((ticket) => ticket.status === 'ERROR') ? 'ERROR' : 'OK'),
      }),
      message: t.string({
        nullable: true,
        description: 'The first failure message of the group.',
        resolve: ({ tickets }) => tickets.find((ticket) => ticket.status === 'ERROR')?.message ?? null,
      }),
      operations: t.field({
        type: [AsyncOperationStatusRef],
        description: 'Each operation of the group.',
        resolve: ({ tickets }) => tickets,
      }),
    }),
  });

const uuid = z.uuid({ message: 'Invalid ticketId' });

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerAsyncOperationsFields(): void {
  builder.queryFields((t) => ({
    getAsyncOperationStatus: t.field({
      type: AsyncOperationStatusRef,
      nullable: true,
      description: 'The outcome of an asynchronous operation, or null while it is still running.',
      ...signedInOnly('A ticket answers only the user who started it (or nobody).'),
      args: {
        operationDomain: t.arg({ type: AsyncOperationDomainEnum, required: true }),
        ticketId: t.arg.id({ required: true, validate: uuid }),
      },
      resolve: (_root, args, context) =>
        getAsyncOperationStatus(
          context.deps.db,
          requireViewer(context),
          args.operationDomain,
          String(args.ticketId),
        ).then((row) => row ?? null),
    }),
    getAsyncAggregatedOperationStatus: t.field({
      type: AggregatedStatusRef,
      nullable: true,
      description: 'The outcome of a group of operations sharing one ticket, or null while any is running.',
      ...signedInOnly('A ticket answers only the user who started it (or nobody).'),
      args: {
        operationDomain: t.arg({ type: AsyncOperationDomainEnum, required: true }),
        operationName: t.arg.string({ required: true, validate: z.string().max(100) }),
        ticketId: t.arg.id({ required: true, validate: uuid }),
      },
      resolve: async (_root, args, context) => {
        const tickets = await getAsyncAggregatedOperationStatus(
          context.deps.db,
          requireViewer(context),
          args.operationDomain,
          args.operationName,
          String(args.ticketId),
        );
        return tickets ? { tickets } : null;
      },
    }),
  }));
}
