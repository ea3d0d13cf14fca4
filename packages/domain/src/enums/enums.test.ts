import { describe, expect, it } from 'vitest';
import { ARRIVAL_TAGS } from './arrivals.ts';
import {
  SESSION_ATTENDANCES,
  SESSION_REPEATS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  weekdayFromIso,
} from './calendar.ts';
import {
  CANCELLATION_REASON_LABELS,
  CANCELLATION_REASONS,
  CHANGE_MEMBERSHIP_CANCELLATION_REASON,
} from './cancellation-reasons.ts';
import {
  BUSINESS_NUMBER_TYPES,
  COUNTRY_CODES,
  COUNTRY_NAMES,
  DEFAULT_COUNTRY,
  PLAN_COUNTRY_CODES,
} from './geography.ts';
import {
  BILLING_STATUSES,
  MEMBERSHIP_KINDS,
  MEMBERSHIP_STATUS_LABELS,
  MEMBERSHIP_STATUSES,
  PERIOD_FILTERS,
} from './membership.ts';
import { isOneOf } from './one-of.ts';
import {
  ASYNC_OPERATION_DOMAINS,
  ASYNC_OPERATION_STATUSES,
  combinedSyncState,
  SYNC_STATE_PRIORITY,
  SYNC_STATES,
  TRANSFER_LIST_STATUSES,
  TRANSFER_RESULT_STATUSES,
} from './operations-state.ts';
import { GENDER_LABELS, GENDERS, PERSON_KINDS, PERSON_STATUSES } from './people.ts';
import {
  FREE_PERIOD_FREQUENCIES,
  FREE_PERIOD_TYPES,
  PAYMENT_FREQUENCIES,
  PAYMENT_OPTION_STATUSES,
  PAYMENT_TIMINGS,
  PLAN_TYPE_LABELS,
  PLAN_TYPES,
  planTypeLabel,
  TERM_UNITS,
} from './plans.ts';

describe('enumerations of spec 1 §4.2', () => {
  it.each([
    [
      'membership statuses',
      MEMBERSHIP_STATUSES,
      'PENDING ACTIVE ENDED IN_PROGRESS EXPIRED SUSPENDED BLOCKED FREE_PERIOD DDR_PENDING DDR_REJECTED DDR_APPROVED DDR_DELETED',
    ],
    [
      'billing statuses',
      BILLING_STATUSES,
      'ACTIVE BLOCKED CANCELLED DDR_ACTIVE DDR_DELETED DDR_PENDING DDR_REJECTED DEBT_COLLECTION FULLY_PAID NO_ACTION OVERDUE PAYMENT_DECLINED PAYMENT_ISSUE SUSPENDED UNMAPPED_STATUS',
    ],
    ['person statuses', PERSON_STATUSES, 'PROSPECT MEMBER INACTIVE BLOCKED SUSPENDED'],
    ['person kinds', PERSON_KINDS, 'Member Prospect StaffMember'],
    ['payment option statuses', PAYMENT_OPTION_STATUSES, 'DRAFT PUBLISHED ARCHIVED'],
    ['plan types', PLAN_TYPES, 'ONGOING VISITOR_PASS EXTERNAL_PAYER'],
    [
      'arrival tags',
      ARRIVAL_TAGS,
      'STOPPED PAID OVERDUE DENIED MANUAL RE_ENTRY SUSPENDED BLOCKED INACTIVE MANUAL_TRANSFER NO_VAX_CERT NEW_REPORT_TAG',
    ],
    ['session attendance', SESSION_ATTENDANCES, 'BOOKED ATTENDED'],
    ['session repeat', SESSION_REPEATS, 'ONCE WEEKLY'],
    ['transfer results', TRANSFER_RESULT_STATUSES, 'IN_PROGRESS TRANSFERRED FAILED'],
    [
      'transfer list statuses',
      TRANSFER_LIST_STATUSES,
      'GENERATING GENERATED FAILED ARCHIVED TRANSFER_SCHEDULED TRANSFER_IN_PROGRESS TRANSFER_DONE TRANSFER_TIMEOUT',
    ],
    [
      'sync states',
      SYNC_STATES,
      'PENDING SUCCEEDED RETRYING RETRYING_REMOVAL FAILED PENDING_REMOVAL REMOVED',
    ],
    ['period filters', PERIOD_FILTERS, 'CURRENT FUTURE PAST'],
    ['membership kinds', MEMBERSHIP_KINDS, 'BILLING NON_BILLING'],
    ['async statuses', ASYNC_OPERATION_STATUSES, 'OK ERROR'],
    [
      'async domains',
      ASYNC_OPERATION_DOMAINS,
      'ACCESS_CONTROL MEMBERSHIP PAYMENT_OPTION PERSON SESSION TRANSFER_LIST',
    ],
    ['payment frequencies', PAYMENT_FREQUENCIES, 'WEEKLY FORTNIGHTLY MONTHLY ONE_OFF'],
    ['term units', TERM_UNITS, 'DAYS WEEKS MONTHS YEARS PERIODS'],
    ['free-period types', FREE_PERIOD_TYPES, 'For Ending'],
    ['free-period frequencies', FREE_PERIOD_FREQUENCIES, 'DAYS WEEKS'],
    ['payment timings', PAYMENT_TIMINGS, 'ONE_OFF ALIGNED'],
    ['genders', GENDERS, 'MALE FEMALE OTHER PREFER_NOT_TO_SAY'],
    ['countries', COUNTRY_CODES, 'AU GB IN NZ SG'],
    ['plan countries', PLAN_COUNTRY_CODES, 'NZ AU'],
    ['business number types', BUSINESS_NUMBER_TYPES, 'ABN ACN NZBN'],
    ['weekdays', WEEKDAYS, 'MONDAY TUESDAY WEDNESDAY THURSDAY FRIDAY SATURDAY SUNDAY'],
  ])('%s', (_name, values, expected) => {
    expect([...values]).toEqual(expected.split(' '));
  });

  it('labels membership billing-request states as the spec displays them', () => {
    expect(MEMBERSHIP_STATUS_LABELS.DDR_PENDING).toBe('Billing request pending');
    expect(MEMBERSHIP_STATUS_LABELS.DDR_REJECTED).toBe('Billing request rejected');
    expect(MEMBERSHIP_STATUS_LABELS.DDR_APPROVED).toBe('Billing request accepted');
    expect(MEMBERSHIP_STATUS_LABELS.DDR_DELETED).toBe('Billing request deleted');
  });

  it('labels plan types and rejects an unknown one', () => {
    expect(PLAN_TYPE_LABELS).toEqual({
      ONGOING: 'Term/Ongoing',
      VISITOR_PASS: 'Visit Pass',
      EXTERNAL_PAYER: 'External payer',
    });
    expect(planTypeLabel('VISITOR_PASS')).toBe('Visit Pass');
    expect(() => planTypeLabel('GYM')).toThrow('Invalid membershipPlanType');
  });

  it('has a label for every gender, weekday and country', () => {
    expect(Object.keys(GENDER_LABELS)).toEqual([...GENDERS]);
    expect(Object.keys(WEEKDAY_LABELS)).toEqual([...WEEKDAYS]);
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(COUNTRY_NAMES.NZ).toBe('New Zealand');
    expect(DEFAULT_COUNTRY).toBe('AU');
  });

  it('maps ISO days of week to weekdays', () => {
    expect(weekdayFromIso(1)).toBe('MONDAY');
    expect(weekdayFromIso(7)).toBe('SUNDAY');
    expect(() => weekdayFromIso(0)).toThrow(RangeError);
    expect(() => weekdayFromIso(8)).toThrow(RangeError);
  });
});

describe('cancellation reasons', () => {
  it('contains the codes the spec shows, spelled as shown', () => {
    for (const code of ['MOVING', 'LOW_USEAGE', 'MONEY', 'TIME', 'SICK_INJURED', 'COVID', 'OTHER']) {
      expect(CANCELLATION_REASONS).toContain(code);
    }
  });

  it('has about 37 unique codes, each with a non-empty label', () => {
    expect(CANCELLATION_REASONS.length).toBeGreaterThanOrEqual(37);
    expect(new Set(CANCELLATION_REASONS).size).toBe(CANCELLATION_REASONS.length);
    expect(Object.keys(CANCELLATION_REASON_LABELS)).toEqual([...CANCELLATION_REASONS]);
    for (const code of CANCELLATION_REASONS) expect(CANCELLATION_REASON_LABELS[code].trim()).not.toBe('');
    expect(CANCELLATION_REASONS.at(-1)).toBe('OTHER');
  });

  it('uses the upgrade/downgrade reason for a changed membership', () => {
    expect(CANCELLATION_REASON_LABELS[CHANGE_MEMBERSHIP_CANCELLATION_REASON]).toBe(
      'Membership upgraded or downgraded',
    );
  });
});

describe('isOneOf', () => {
  it.each([
    ['NZ', true],
    ['nz', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%s → %s', (value, expected) => {
    expect(isOneOf(COUNTRY_CODES, value)).toBe(expected);
  });
});

describe('combinedSyncState (spec 3 §4 priority)', () => {
  it.each([
    [['SUCCEEDED', 'FAILED', 'PENDING'], 'FAILED'],
    [['SUCCEEDED', 'RETRYING_REMOVAL', 'RETRYING'], 'RETRYING'],
    [['SUCCEEDED', 'RETRYING_REMOVAL', 'PENDING'], 'RETRYING_REMOVAL'],
    [['REMOVED', 'PENDING_REMOVAL', 'PENDING'], 'PENDING'],
    [['REMOVED', 'PENDING_REMOVAL'], 'PENDING_REMOVAL'],
    [['SUCCEEDED', 'REMOVED'], 'REMOVED'],
    [['SUCCEEDED'], 'SUCCEEDED'],
  ] as const)('%j → %s', (states, expected) => {
    expect(combinedSyncState(states)).toBe(expected);
  });

  it('is undefined with no states, and the priority covers every state once', () => {
    expect(combinedSyncState([])).toBeUndefined();
    expect([...SYNC_STATE_PRIORITY].sort()).toEqual([...SYNC_STATES].sort());
  });
});
