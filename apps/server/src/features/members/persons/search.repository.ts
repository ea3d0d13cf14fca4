import type { PersonKind, PersonSearchQuery, PersonSearchSort } from '@clubline/domain';
import {
  type AnyColumn,
  and,
  asc,
  countDistinct,
  desc,
  eq,
  inArray,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { holdsRoleAtHome, MEMBER_LIKE } from './home-roles.repository.ts';
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

// Conditions on the folded copies use only leakproof operators (`^@`, `=`), so the indexes on them
// serve the api role under row-level security (see persons in persons.table.ts). Terms are folded by
// PostgreSQL exactly as the columns are (`search_fold` of a constant is computed once, at planning,
// so the condition stays indexable).
const startsWith = (column: AnyColumn, prefix: string) => sql`${column} ^@ search_fold(${prefix})`;
const equalsFolded = (column: AnyColumn, text: string) => sql`${column} = search_fold(${text})`;
const startsWithLower = (column: AnyColumn, prefix: string) => sql`${column} ^@ lower(${prefix})`;
const equalsLower = (column: AnyColumn, text: string) => sql`${column} = lower(${text})`;

/**
 * Name prefixes, as alternatives a person matches if they match any: each is answered by a range
 * of one name index. "smi": first name "smi…", or last name "smi…". "jane smi": first name "jane…"
 * and last name "smi…", or a first or last name with spaces ("van der…").
 */
function nameAlternatives(words: readonly string[]): SQL[] {
  const whole = words.join(' ');
  const firstOrLast = [startsWith(persons.searchFirstName, whole), startsWith(persons.searchLastName, whole)];
  const [first, ...rest] = words;
  if (first === undefined || rest.length === 0) return firstOrLast;
  const split = and(
    startsWith(persons.searchFirstName, first),
    startsWith(persons.searchLastName, rest.join(' ')),
  );
  return split ? [split, ...firstOrLast] : firstOrLast;
}

/**
 * The reciprocal members of the branches: persons holding one of `roleTypes` at one of them whose
 * home branch is none of them. Read from the branches' roles first, on purpose: asked as one
 * condition of the page query, PostgreSQL walked all persons in page order hoping to meet the few
 * reciprocal ones early (it cannot know that nearly every role at a branch is a home member's); at
 * a million persons with none to find, that took seconds. Only the roles marked away from home
 * (kept by triggers, migration 0013) are candidates, from their own partial index; the home check
 * remains for a set of branches, where a role away from home may still be at another of them.
 */
async function reciprocalPersonIds(
  tx: Transaction,
  branchIds: readonly string[],
  roleTypes: readonly PersonKind[],
): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: personBranchRoles.personId })
    .from(personBranchRoles)
    .innerJoin(persons, eq(persons.id, personBranchRoles.personId))
    .where(
      and(
        inArray(personBranchRoles.branchId, [...branchIds]),
        inArray(personBranchRoles.roleType, [...roleTypes]),
        // Bare, as the partial index's predicate is written, so the planner matches the two.
        sql`${personBranchRoles.awayFromHome}`,
        or(isNull(persons.homeBranchId), notInArray(persons.homeBranchId, [...branchIds])),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * A search as conditions every person found meets (`all`), and alternatives of which they meet at
 * least one (`anyOf`: name prefixes; empty for the other searches).
 */
async function searchConditions(
  tx: Transaction,
  criteria: PersonSearchCriteria,
): Promise<{ all: SQL | undefined; anyOf: SQL[] }> {
  const conditions: (SQL | undefined)[] = [];
  const branchIds = [...criteria.branchIds];
  if (criteria.reciprocal) {
    const ids = await reciprocalPersonIds(tx, branchIds, criteria.roleTypes ?? MEMBER_LIKE);
    // One array parameter, however many they are.
    conditions.push(sql`${persons.id} = any(${sql.param(ids)}::uuid[])`);
  } else {
    conditions.push(inArray(persons.homeBranchId, branchIds));
    if (criteria.roleTypes) conditions.push(holdsRoleAtHome(criteria.roleTypes));
  }
  if (criteria.homeBranchId) conditions.push(eq(persons.homeBranchId, criteria.homeBranchId));
  const { query } = criteria;
  let anyOf: SQL[] = [];
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
      conditions.push(startsWithLower(persons.searchEmail, query.email));
      break;
    case 'name':
      anyOf = nameAlternatives(query.words);
      break;
    case 'none':
      break;
  }
  return { all: and(...conditions), anyOf };
}

/** The columns of a sort, each with its direction; the last one (id) makes the order total. */
function sortKeys(sort: PersonSearchSort): { column: AnyColumn; descending: boolean }[] {
  const keys = (descending: boolean, ...columns: AnyColumn[]) =>
    columns.map((column) => ({ column, descending }));
  switch (sort) {
    case 'FIRST_NAME_ASC':
      return keys(false, persons.searchFirstName, persons.searchLastName, persons.id);
    case 'FIRST_NAME_DESC':
      return keys(true, persons.searchFirstName, persons.searchLastName, persons.id);
    case 'LAST_NAME_ASC':
      return keys(false, persons.searchLastName, persons.searchFirstName, persons.id);
    case 'LAST_NAME_DESC':
      return keys(true, persons.searchLastName, persons.searchFirstName, persons.id);
    case 'PROSPECT_JOINED_AT_ASC':
      return keys(false, persons.createdAt, persons.id);
    case 'PROSPECT_JOINED_AT_DESC':
      return keys(true, persons.createdAt, persons.id);
  }
}

function searchOrder(sort: PersonSearchSort): SQL[] {
  return sortKeys(sort).map(({ column, descending }) => (descending ? desc(column) : asc(column)));
}

/**
 * The ids of one page of a name search. A person matching any of several prefixes cannot be read
 * from one index range, and an OR of them makes PostgreSQL collect every match (10–20k for three
 * letters across a million persons) and sort them all. Instead each alternative reads its own
 * index range in page order up to offset + limit ids (only the index: every column it needs is in
 * the name indexes), the union of those is ordered once more, and the page cut from it. The rows
 * themselves are then read for the page alone.
 */
function namePageIds(
  tx: Transaction,
  search: { all: SQL | undefined; anyOf: SQL[] },
  page: { sort: PersonSearchSort; limit: number; offset: number },
): SQL {
  const keys = sortKeys(page.sort);
  // Named k0, k1 … so the union's order can name them; the id once more as "id" for the page.
  const selected: Record<string, SQL.Aliased> = { id: sql`${persons.id}`.as('id') };
  for (const [i, { column }] of keys.entries()) selected[`k${i}`] = sql`${column}`.as(`k${i}`);
  const branches = search.anyOf.map(
    (alternative) =>
      sql`(${tx
        .select(selected)
        .from(persons)
        .where(and(search.all, alternative))
        .orderBy(...searchOrder(page.sort))
        .limit(page.offset + page.limit)})`,
  );
  const outerOrder = sql.join(
    keys.map(({ descending }, i) => sql`${sql.identifier(`k${i}`)} ${sql.raw(descending ? 'desc' : 'asc')}`),
    sql`, `,
  );
  return sql`(select "id" from (${sql.join(branches, sql` union `)}) as "matches" order by ${outerOrder} limit ${page.limit} offset ${page.offset})`;
}

/** One page of a person search. */
export async function searchPersonRows(
  tx: Transaction,
  criteria: PersonSearchCriteria,
  page: { sort: PersonSearchSort; limit: number; offset: number },
): Promise<PersonRow[]> {
  const search = await searchConditions(tx, criteria);
  if (search.anyOf.length > 0) {
    return tx
      .select()
      .from(persons)
      .where(inArray(persons.id, namePageIds(tx, search, page)))
      .orderBy(...searchOrder(page.sort));
  }
  return tx
    .select()
    .from(persons)
    .where(search.all)
    .orderBy(...searchOrder(page.sort))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * How many persons a search finds, counted up to `limit`: the LIMITed subqueries let PostgreSQL
 * stop reading an index after `limit` matches instead of counting every one. Each name alternative
 * is counted up to `limit` too: if the union of those holds `limit` persons, so does the search.
 */
export async function countPersonRows(
  tx: Transaction,
  criteria: PersonSearchCriteria,
  limit: number,
): Promise<number> {
  const search = await searchConditions(tx, criteria);
  const alternatives = search.anyOf.length > 0 ? search.anyOf : [undefined];
  const branches = alternatives.map(
    (alternative) =>
      sql`(${tx.select({ id: persons.id }).from(persons).where(and(search.all, alternative)).limit(limit)})`,
  );
  const result = await tx.execute<{ count: number }>(
    sql`select count(*)::int as "count" from (select "id" from (${sql.join(branches, sql` union `)}) as "matches" limit ${limit}) as "counted"`,
  );
  return result.rows[0]?.count ?? 0;
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
  const search = await searchConditions(tx, criteria);
  return tx
    .select()
    .from(persons)
    .where(and(search.all, or(...search.anyOf), position))
    .orderBy(asc(persons.searchLastName), asc(persons.searchFirstName), asc(persons.id))
    .limit(limit);
}

/**
 * Persons with these names (case and diacritics ignored: "Rawiri" is a possible duplicate of
 * "Rāwiri") and, when given, this date of birth: at most `limit`.
 */
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
        equalsFolded(persons.searchFirstName, names.firstName),
        equalsFolded(persons.searchLastName, names.lastName),
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
