import {
  type DatasetDescription,
  type DatasetField,
  type DatasetFieldType,
  type DatasetOrder,
  DISHONOUR_REASON_LABELS,
  LEDGER_CHARGE_KIND_LABELS,
  MEMBERSHIP_STATUS_LABELS,
  type OperationId,
  PERSON_STATUS_LABELS,
} from '@clubline/domain';

/*
 * The datasets a custom report reads (docs/reports.md "Custom reports"): the product's own tables,
 * each row owned by one branch (alias `b`), whose id must be among the run's branches. Every field
 * is a fixed SQL expression of this file: a template names fields, the query takes the expressions
 * of the names it finds here and nothing else, so no text of a template or a run reaches SQL.
 * Amounts are cents (the result grid's CURRENCY); DATE values are 'YYYY-MM-DD' in the branch's
 * zone; DATETIME values are instants shown in the branch's zone.
 */

/** How a RANGE filter on a field reads: calendar dates, or instants by the branch's local days. */
type FieldRange = { readonly date: string } | { readonly instant: string };

export interface DatasetFieldSql {
  readonly field: DatasetField;
  /** The value's SQL over the dataset's aliases: a constant of this file, never input. */
  readonly value: string;
  /** Cents: shown and exported as money. */
  readonly currency?: boolean;
  /** A member's name: the grid links it to the member's overview. */
  readonly memberLink?: boolean;
  /** Set for the filterable fields. */
  readonly range?: FieldRange;
}

export interface DatasetSql {
  readonly id: string;
  readonly description: string;
  /** FROM and JOINs; `b` is the branch that owns the row. */
  readonly from: string;
  /**
   * LEFT JOINs to at most one row, by alias: added only when a chosen expression uses the alias,
   * so a total over arrivals reads the arrivals index alone (leaving them out never changes rows).
   */
  readonly optionalJoins?: Readonly<Record<string, string>>;
  /** The member of the row (for the name link), when the dataset has one. */
  readonly member?: { readonly id: string; readonly homeBranchId: string };
  /** Makes the order of rows with equal sort values stable (a unique key of the row). */
  readonly key: string;
  readonly fields: readonly DatasetFieldSql[];
  readonly suggestedOrderBy: readonly DatasetOrder[];
  /**
   * What its rows are, as the standard report of the same rows needs it: members' details
   * view-member, money view-sales, visits view-arrival. Running a template over the dataset takes
   * it at every branch beside run-report, and reading the run's result set beside view-reports
   * (docs/security.md "Reading a report's result set").
   */
  readonly readOperation: OperationId;
}

interface FieldOptions {
  currency?: boolean;
  memberLink?: boolean;
  range?: FieldRange;
}

/**
 * A stored code as people read it (the screens' own labels), in SQL: a CASE over the constants of
 * `labels` (this file's, never input), the code itself for one it does not know. A report shows
 * "Active", not ACTIVE, in the grid and in its CSV and Excel files.
 */
function labelled(expression: string, labels: Readonly<Record<string, string>>): string {
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const cases = Object.entries(labels)
    .map(([code, label]) => `when ${quote(code)} then ${quote(label)}`)
    .join(' ');
  return `case ${expression} ${cases} else ${expression} end`;
}

/** How a ledger entry reads: its type in words (the transactions page's words). */
const LEDGER_ENTRY_LABELS: Readonly<Record<string, string>> = {
  CHARGE: 'Charge',
  DEBIT_SUBMITTED: 'Direct debit',
  DEBIT_SETTLED: 'Direct debit paid',
  DEBIT_DISHONOURED: 'Direct debit dishonoured',
  PAYMENT: 'Payment',
};

function field(
  name: string,
  displayName: string,
  dataType: DatasetFieldType,
  description: string,
  value: string,
  options: FieldOptions = {},
): DatasetFieldSql {
  return {
    field: { name, displayName, dataType, filterable: options.range !== undefined, description },
    value,
    ...options,
  };
}

/** A local calendar date of an instant in the row's branch zone, as 'YYYY-MM-DD'. */
const localDate = (instant: string) => `((${instant}) at time zone b.time_zone)::date::text`;

const GENDER = `case p.gender when 'MALE' then 'Male' when 'FEMALE' then 'Female' when 'OTHER' then 'Other'
  when 'PREFER_NOT_TO_SAY' then 'Prefer not to say' end`;

/** The member columns every dataset about people shares. */
const memberFields = (): DatasetFieldSql[] => [
  field('memberId', 'Member id', 'STRING', "The member's id.", 'p.id::text'),
  field('firstName', 'First name', 'STRING', "The member's first name.", 'p.first_name', {
    memberLink: true,
  }),
  field('lastName', 'Last name', 'STRING', "The member's last name.", 'p.last_name', { memberLink: true }),
  field('email', 'Email', 'STRING', "The member's email address.", 'p.email'),
];

const branchField = (description: string) => field('branch', 'Branch', 'STRING', description, 'b.name');

const MEMBERS: DatasetSql = {
  id: 'members',
  readOperation: 'view-member',
  description: 'Members: one row per person who is a member of their home branch, with their status there.',
  from: `persons p
    join branches b on b.application_id = p.application_id and b.id = p.home_branch_id
    join person_branch_roles r on r.application_id = p.application_id and r.person_id = p.id
      and r.branch_id = p.home_branch_id and r.role_type = 'Member'`,
  member: { id: 'p.id', homeBranchId: 'p.home_branch_id' },
  key: 'p.id',
  fields: [
    ...memberFields(),
    field('gender', 'Gender', 'STRING', 'Male, Female, Other or Prefer not to say.', GENDER),
    field('dateOfBirth', 'Date of birth', 'DATE', "The member's date of birth.", 'p.date_of_birth::text', {
      range: { date: 'p.date_of_birth' },
    }),
    branchField("The member's home branch."),
    field(
      'status',
      'Status',
      'STRING',
      'Member, Inactive, Blocked or Suspended at the home branch.',
      labelled('r.status', PERSON_STATUS_LABELS),
    ),
    field(
      'joinedDate',
      'Joined',
      'DATE',
      'The day the person became a member of the branch.',
      localDate('r.joined_at'),
      {
        range: { instant: 'r.joined_at' },
      },
    ),
    field(
      'lastVisitDate',
      'Last visit',
      'DATE',
      'The day of the last visit to the branch.',
      localDate('r.last_visit_at'),
      {
        range: { instant: 'r.last_visit_at' },
      },
    ),
    field('members', 'Members', 'INTEGER', '1 per member: totalled, the number of members.', '1'),
  ],
  suggestedOrderBy: [
    { fieldName: 'lastName', order: 'ASC' },
    { fieldName: 'firstName', order: 'ASC' },
  ],
};

const MEMBERSHIPS: DatasetSql = {
  id: 'memberships',
  readOperation: 'view-member',
  description:
    'Memberships: one row per membership sold, with its plan, dates and the fees agreed at the sale.',
  from: `memberships m
    join persons p on p.application_id = m.application_id and p.id = m.person_id
    join branches b on b.application_id = m.application_id and b.id = m.branch_id
    join membership_plans mp on mp.application_id = m.application_id and mp.id = m.membership_plan_id
    join payment_options po on po.application_id = m.application_id and po.id = m.payment_option_id`,
  member: { id: 'p.id', homeBranchId: 'p.home_branch_id' },
  key: 'm.id',
  fields: [
    field('membershipId', 'Membership id', 'STRING', "The membership's id.", 'm.id::text'),
    ...memberFields(),
    branchField('The branch that sold the membership.'),
    field('membershipPlan', 'Membership plan', 'STRING', 'The plan sold.', 'mp.name'),
    field('paymentOption', 'Payment option', 'STRING', 'The payment option sold.', 'po.name'),
    field(
      'status',
      'Status',
      'STRING',
      "The membership's status (Active, Suspended, Ended …).",
      labelled('m.status', MEMBERSHIP_STATUS_LABELS),
    ),
    field('startDate', 'Start date', 'DATE', 'The first day of the membership.', 'm.start_date::text', {
      range: { date: 'm.start_date' },
    }),
    field(
      'endDate',
      'End date',
      'DATE',
      'The day it ends (nothing is charged from this day).',
      'm.end_date::text',
      {
        range: { date: 'm.end_date' },
      },
    ),
    field(
      'cancellationReason',
      'Cancellation reason',
      'STRING',
      'Why it was ended, when it was.',
      'm.cancellation_reason',
    ),
    field(
      'paymentAmount',
      'Payment amount',
      'INTEGER',
      "The option's regular payment, in cents.",
      'po.payment_amount',
      {
        currency: true,
      },
    ),
    field(
      'paymentFrequency',
      'Payment frequency',
      'STRING',
      'WEEKLY, FORTNIGHTLY, MONTHLY or ONE_OFF.',
      'po.payment_frequency',
    ),
    field('joinFee', 'Join fee', 'INTEGER', 'The join fee agreed at the sale, in cents.', 'm.join_fee', {
      currency: true,
    }),
    field(
      'accessCardFee',
      'Access card fee',
      'INTEGER',
      'The access card fee agreed at the sale, in cents.',
      'm.access_card_fee',
      {
        currency: true,
      },
    ),
    field(
      'memberships',
      'Memberships',
      'INTEGER',
      '1 per membership: totalled, the number of memberships.',
      '1',
    ),
  ],
  suggestedOrderBy: [{ fieldName: 'startDate', order: 'DESC' }],
};

const PAYMENTS: DatasetSql = {
  id: 'payments',
  readOperation: 'view-sales',
  description:
    "Payments and ledger: one row per entry of the memberships' ledger (charges, debits and their outcomes, payments at the desk).",
  from: `ledger_entries l
    join memberships m on m.application_id = l.application_id and m.id = l.membership_id
    join persons p on p.application_id = m.application_id and p.id = m.person_id
    join branches b on b.application_id = m.application_id and b.id = m.branch_id
    join membership_plans mp on mp.application_id = m.application_id and mp.id = m.membership_plan_id`,
  member: { id: 'p.id', homeBranchId: 'p.home_branch_id' },
  key: 'l.seq',
  fields: [
    ...memberFields(),
    branchField("The membership's branch."),
    field('membershipPlan', 'Membership plan', 'STRING', "The membership's plan.", 'mp.name'),
    field(
      'entryType',
      'Entry',
      'STRING',
      'Charge, Direct debit, Direct debit paid, Direct debit dishonoured or Payment.',
      labelled('l.type', LEDGER_ENTRY_LABELS),
    ),
    field(
      'chargeKind',
      'Charge kind',
      'STRING',
      'What a charge is for (membership payment, join fee …).',
      labelled('l.kind', LEDGER_CHARGE_KIND_LABELS),
    ),
    field(
      'amount',
      'Amount',
      'INTEGER',
      'The amount of the entry, in cents (none for a debit outcome).',
      'l.amount',
      {
        currency: true,
      },
    ),
    field('date', 'Date', 'DATE', 'The due date of a charge, else the day it happened.', 'l.date::text', {
      range: { date: 'l.date' },
    }),
    field(
      'paymentType',
      'Payment type',
      'STRING',
      'How a payment was made (cash, EFTPOS, card …).',
      'l.payment_type',
    ),
    field('reference', 'Reference', 'STRING', 'The debit or payment reference.', 'l.reference'),
    field(
      'dishonourReason',
      'Dishonour reason',
      'STRING',
      'Why a debit was dishonoured, in the bank’s words.',
      labelled('l.reason', DISHONOUR_REASON_LABELS),
    ),
    field('entries', 'Entries', 'INTEGER', '1 per entry: totalled, the number of entries.', '1'),
  ],
  suggestedOrderBy: [{ fieldName: 'date', order: 'ASC' }],
};

const ARRIVALS: DatasetSql = {
  id: 'arrivals',
  readOperation: 'view-arrival',
  description:
    'Arrivals: one row per arrival at a branch (door swipes and manual arrivals, denied ones too).',
  from: `arrivals a
    join branches b on b.application_id = a.application_id and b.id = a.branch_id`,
  optionalJoins: { p: 'left join persons p on p.application_id = a.application_id and p.id = a.person_id' },
  member: { id: 'p.id', homeBranchId: 'p.home_branch_id' },
  key: 'a.id',
  fields: [
    ...memberFields(),
    branchField('The branch arrived at.'),
    field('arrivedAt', 'Arrived at', 'DATETIME', 'When the person arrived.', 'a.arrived_at', {
      range: { instant: 'a.arrived_at' },
    }),
    field(
      'arrivalDate',
      'Arrival date',
      'DATE',
      'The day of the arrival at the branch.',
      localDate('a.arrived_at'),
      {
        range: { instant: 'a.arrived_at' },
      },
    ),
    field('granted', 'Granted', 'BOOLEAN', 'Whether entry was granted.', 'a.granted'),
    field('denialReason', 'Denial reason', 'STRING', 'Why entry was denied.', 'a.reason_text'),
    field('manual', 'Manual', 'BOOLEAN', 'Added by staff rather than a door.', `'MANUAL' = any(a.tags)`),
    field(
      'visits',
      'Visits',
      'INTEGER',
      '1 per granted arrival: totalled, the number of visits.',
      'case when a.granted then 1 else 0 end',
    ),
  ],
  suggestedOrderBy: [{ fieldName: 'arrivedAt', order: 'ASC' }],
};

const BOOKING_STATUS = `case when sb.cancelled_at is not null then 'Cancelled' else ${labelled('sb.status', { BOOKED: 'Booked', ATTENDED: 'Attended' })} end`;

const SESSIONS: DatasetSql = {
  id: 'sessions',
  readOperation: 'view-member',
  description: 'Sessions: one row per booking of a class session, with its attendance.',
  from: `session_bookings sb
    join sessions s on s.application_id = sb.application_id and s.id = sb.session_id
    join branches b on b.application_id = s.application_id and b.id = s.branch_id
    join persons p on p.application_id = sb.application_id and p.id = sb.person_id`,
  optionalJoins: { c: 'left join classes c on c.application_id = s.application_id and c.id = s.class_id' },
  member: { id: 'p.id', homeBranchId: 'p.home_branch_id' },
  key: 'sb.id',
  fields: [
    ...memberFields(),
    branchField('The branch the session is at.'),
    field(
      'sessionName',
      'Session',
      'STRING',
      "The class's name, or the session's own.",
      'coalesce(s.name, c.name)',
    ),
    field('sessionDate', 'Session date', 'DATE', 'The day of the session at its branch.', 's.date::text', {
      range: { date: 's.date' },
    }),
    field('startTime', 'Start time', 'STRING', 'The local start time (HH:MM).', 's.start_time'),
    field('bookingStatus', 'Booking status', 'STRING', 'Booked, Attended or Cancelled.', BOOKING_STATUS),
    field('bookedAt', 'Booked at', 'DATETIME', 'When the place was taken.', 'sb.booked_at', {
      range: { instant: 'sb.booked_at' },
    }),
    field('checkedInAt', 'Checked in at', 'DATETIME', 'When the member was checked in.', 'sb.checked_in_at'),
    field(
      'bookings',
      'Bookings',
      'INTEGER',
      '1 per booking not cancelled: totalled, the places taken.',
      'case when sb.cancelled_at is null then 1 else 0 end',
    ),
    field(
      'attendances',
      'Attendances',
      'INTEGER',
      '1 per attended booking: totalled, the attendance.',
      `case when sb.status = 'ATTENDED' then 1 else 0 end`,
    ),
  ],
  suggestedOrderBy: [
    { fieldName: 'sessionDate', order: 'ASC' },
    { fieldName: 'startTime', order: 'ASC' },
  ],
};

/** Every dataset, in the order the builder lists them. */
export const DATASETS: readonly DatasetSql[] = [MEMBERS, MEMBERSHIPS, PAYMENTS, ARRIVALS, SESSIONS];

const BY_ID = new Map(DATASETS.map((dataset) => [dataset.id, dataset]));

export function datasetSqlOf(id: string): DatasetSql | undefined {
  return BY_ID.get(id);
}

/** What GET /reporting/v1/datasets answers of a dataset. */
export function describeDataset(dataset: DatasetSql): DatasetDescription {
  return {
    id: dataset.id,
    description: dataset.description,
    dataFields: dataset.fields.map((entry) => entry.field),
    suggestedOrderBy: dataset.suggestedOrderBy,
  };
}
