import type { PersonKind, PersonSearchQuery, PersonSearchSort } from '@clubline/domain';
import {
  type AnyColumn,
  and,
  asc,
  countDistinct,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import type { PersonRow } from './persons.repository.ts';
import { accessCards, personBranchRoles, persons } from './persons.table.ts';

/** What a person search filters on; `branchIds` are the branches the viewer may search (non-empty). */
export interface PersonSearchCriteria {
  branchIds: readonly string[];
  /** Persons with a role at one of the branches whose home branch is none of them. */
  reciprocal: boolean;
  /** Only persons holding one of these roles (at their home branch, or for reciprocal at the branches). */
  roleTypes: readonly PersonKind[] | null;
  homeBranchId: string | null;
  query: PersonSearchQuery;
}

const MEMBER_LIKE: PersonKind[] = ['Member', 'Prospect'];

// Conditions on the lower-case copies use only leakproof operators (`^@`, `=`), so the indexes on
// them serve the api role under row-level security (see persons in members.table.ts).
// Terms are lowered by PostgreSQL too, exactly as the columns are (a constant, so still indexable).
const startsWith = (column: AnyColumn, prefix: string) => sql`${column} ^@ lower(${prefix})`;
const equalsLower = (column: AnyColumn, text: string) => sql`${column} = lower(${text})`;

/** Name prefixes: the prefix indexes on first and last name answer these. */
function nameCondition(words: readonly string[]): SQL | undefined {
  const whole = words.join(' ');
  const firstOrLast = [startsWith(persons.searchFirstName, whole), startsWith(persons.searchLastName, whole)];
  const [first, ...rest] = words;
  if (first === undefined || rest.length === 0) return or(...firstOrLast);
  // "jane smi": first name "jane…" and last name "smi…", or a name with spaces ("van der…").
  return or(
    and(startsWith(persons.searchFirstName, first), startsWith(persons.searchLastName, rest.join(' '))),
    ...firstOrLast,
  );
}

/** The person holds one of `roleTypes` at their home branch, or at one of `branchIds`. */
function holdsRole(
  tx: Transaction,
  where: 'home' | readonly string[],
  roleTypes: readonly PersonKind[],
): SQL {
  return exists(
    tx
      .select({ one: sql`1` })
      .from(personBranchRoles)
      .where(
        and(
          eq(personBranchRoles.personId, persons.id),
          where === 'home'
            ? eq(personBranchRoles.branchId, persons.homeBranchId)
            : inArray(personBranchRoles.branchId, [...where]),
          inArray(personBranchRoles.roleType, [...roleTypes]),
        ),
      ),
  );
}

function searchCondition(tx: Transaction, criteria: PersonSearchCriteria): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const branchIds = [...criteria.branchIds];
  if (criteria.reciprocal) {
    conditions.push(holdsRole(tx, branchIds, criteria.roleTypes ?? MEMBER_LIKE));
    conditions.push(or(isNull(persons.homeBranchId), notInArray(persons.homeBranchId, branchIds)));
  } else {
    conditions.push(inArray(persons.homeBranchId, branchIds));
    if (criteria.roleTypes) conditions.push(holdsRole(tx, 'home', criteria.roleTypes));
  }
  if (criteria.homeBranchId) conditions.push(eq(persons.homeBranchId, criteria.homeBranchId));
  const { query } = criteria;
  switch (query.kind) {
    case 'card':
      conditions.push(
        inArray(
          persons.id,
          tx
            .select({ personId: accessCards.personId })
            .from(accessCards)
            .where(eq(accessCards.cardNumber, query.cardNumber)),
        ),
      );
      break;
    case 'email':
      conditions.push(startsWith(persons.searchEmail, query.email));
      break;
    case 'name':
      conditions.push(nameCondition(query.words));
      break;
    case 'none':
      break;
  }
  return and(...conditions);
}

function searchOrder(sort: PersonSearchSort): SQL[] {
  switch (sort) {
    case 'FIRST_NAME_ASC':
      return [asc(persons.searchFirstName), asc(persons.searchLastName), asc(persons.id)];
    case 'FIRST_NAME_DESC':
      return [desc(persons.searchFirstName), desc(persons.searchLastName), desc(persons.id)];
    case 'LAST_NAME_ASC':
      return [asc(persons.searchLastName), asc(persons.searchFirstName), asc(persons.id)];
    case 'LAST_NAME_DESC':
      return [desc(persons.searchLastName), desc(persons.searchFirstName), desc(persons.id)];
    case 'PROSPECT_JOINED_AT_ASC':
      return [asc(persons.createdAt), asc(persons.id)];
    case 'PROSPECT_JOINED_AT_DESC':
      return [desc(persons.createdAt), desc(persons.id)];
  }
}

/** One page of a person search. */
export async function searchPersonRows(
  tx: Transaction,
  criteria: PersonSearchCriteria,
  page: { sort: PersonSearchSort; limit: number; offset: number },
): Promise<PersonRow[]> {
  return tx
    .select()
    .from(persons)
    .where(searchCondition(tx, criteria))
    .orderBy(...searchOrder(page.sort))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * How many persons a search finds, counted up to `limit`: the LIMITed subquery lets PostgreSQL stop
 * reading the index after `limit` matches instead of counting every one.
 */
export async function countPersonRows(
  tx: Transaction,
  criteria: PersonSearchCriteria,
  limit: number,
): Promise<number> {
  const matches = tx
    .select({ one: sql`1` })
    .from(persons)
    .where(searchCondition(tx, criteria))
    .limit(limit)
    .as('matches');
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(matches);
  return row?.count ?? 0;
}

/**
 * The next batch of a search in name order after the last row of the previous batch (CSV export):
 * keyset paging, so a large export never re-reads what it has written.
 */
export async function searchPersonRowsAfter(
  tx: Transaction,
  criteria: PersonSearchCriteria,
  after: Pick<PersonRow, 'searchLastName' | 'searchFirstName' | 'id'> | null,
  limit: number,
): Promise<PersonRow[]> {
  const position = after
    ? sql`(${persons.searchLastName}, ${persons.searchFirstName}, ${persons.id}) > (${after.searchLastName}, ${after.searchFirstName}, ${after.id}::uuid)`
    : undefined;
  return tx
    .select()
    .from(persons)
    .where(and(searchCondition(tx, criteria), position))
    .orderBy(asc(persons.searchLastName), asc(persons.searchFirstName), asc(persons.id))
    .limit(limit);
}

/** Persons with these names (case ignored) and, when given, this date of birth: at most `limit`. */
export async function findPersonsByName(
  tx: Transaction,
  names: { firstName: string; lastName: string; dateOfBirth: string | null },
  limit: number,
): Promise<{ id: string; homeBranchId: string | null }[]> {
  return tx
    .select({ id: persons.id, homeBranchId: persons.homeBranchId })
    .from(persons)
    .where(
      and(
        equalsLower(persons.searchFirstName, names.firstName),
        equalsLower(persons.searchLastName, names.lastName),
        names.dateOfBirth === null ? undefined : eq(persons.dateOfBirth, names.dateOfBirth),
      ),
    )
    .orderBy(asc(persons.createdAt), asc(persons.id))
    .limit(limit);
}

/** Persons with this email (case ignored), counted up to `limit`. */
export async function countPersonsWithEmail(tx: Transaction, email: string, limit: number): Promise<number> {
  const matches = tx
    .select({ one: sql`1` })
    .from(persons)
    .where(equalsLower(persons.searchEmail, email))
    .limit(limit)
    .as('matches');
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(matches);
  return row?.count ?? 0;
}

/** Persons holding one of `roleTypes` at the branch. */
export async function countPersonsWithRole(
  tx: Transaction,
  branchId: string,
  roleTypes: readonly PersonKind[],
): Promise<number> {
  const [row] = await tx
    .select({ count: countDistinct(personBranchRoles.personId) })
    .from(personBranchRoles)
    .where(
      and(eq(personBranchRoles.branchId, branchId), inArray(personBranchRoles.roleType, [...roleTypes])),
    );
  return row?.count ?? 0;
}

/** Access card numbers of the given persons. */
export async function findCardsOfPersons(
  tx: Transaction,
  personIds: readonly string[],
): Promise<{ personId: string; cardNumber: string }[]> {
  if (personIds.length === 0) return [];
  return tx
    .select({ personId: accessCards.personId, cardNumber: accessCards.cardNumber })
    .from(accessCards)
    .where(inArray(accessCards.personId, [...personIds]))
    .orderBy(asc(accessCards.createdAt));
}
