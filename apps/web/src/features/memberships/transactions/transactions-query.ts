import type { MemberTransactionsQuery, TransactionKind } from '../../../gql/graphql.ts';
import { graphql } from '../../../gql/index.ts';

/** One page of the member's transactions (docs/billing.md "Transactions"). */
export const MemberTransactionsQueryDocument = graphql(`
  query MemberTransactions(
    $personId: ID!
    $from: String
    $to: String
    $kinds: [TransactionKind!]
    $offset: Int
    $limit: Int
  ) {
    getMembershipTransactions(
      personId: $personId
      from: $from
      to: $to
      kinds: $kinds
      offset: $offset
      limit: $limit
    ) {
      total
      offset
      limit
      rows {
        id
        kind
        label
        amount
        date
        reference
        membershipName
        country
        outcome
        outcomeDate
        reasonLabel
        balance
        classFee {
          id
          canWaive
        }
      }
    }
  }
`);

export type TransactionRow = MemberTransactionsQuery['getMembershipTransactions']['rows'][number];

/** The page's filter: inclusive dates (YYYY-MM-DD, '' for none) and one kind ('' for all). */
export interface TransactionFilterValues {
  from: string;
  to: string;
  kind: TransactionKind | '';
}

export const PAGE_SIZE = 25;
/** The print view reads the filtered rows a page of the server's maximum at a time. */
export const PRINT_PAGE_SIZE = 100;

/** The query's filter variables: empty fields are left out. */
export function filterVariables(filter: TransactionFilterValues) {
  return {
    from: filter.from || null,
    to: filter.to || null,
    kinds: filter.kind ? [filter.kind] : null,
  };
}

const isDateOrEmpty = (value: string) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The web refuses what the server would before asking: text that is not yet a date (the date
 * field says how to type one) and a reversed range (said under To).
 */
export function filterError(filter: TransactionFilterValues): string | null {
  if (!isDateOrEmpty(filter.from) || !isDateOrEmpty(filter.to)) return '';
  return filter.from && filter.to && filter.from > filter.to ? 'To must be on or after From.' : null;
}

/** Waives a class's late cancellation or no-show fee (docs/billing.md "Class fees"). */
export const WaiveClassFeeMutation = graphql(`
  mutation WaiveClassFee($feeId: ID!) {
    waiveSessionFee(feeId: $feeId)
  }
`);
