import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../test-support.ts';
import {
  ACTIVITY_PAGE_SIZE,
  activityPageLimitSchema,
  activityTimeRangeSchema,
  MEMBER_ACTIVITY_KINDS,
  pastActivitiesStart,
  upcomingActivitiesEnd,
} from './activities.ts';

describe('member activities (spec 2 §3, §9)', () => {
  it('knows every entry kind of the spec', () => {
    expect(MEMBER_ACTIVITY_KINDS).toEqual([
      'SESSION',
      'VISIT',
      'BRANCH_TRANSFER',
      'MEMBERSHIP_CHANGE',
      'WAITLIST_ACTIVITY',
      'CORRESPONDENCE',
    ]);
  });

  it('reaches back 24 calendar months in the branch time zone', () => {
    const at = (text: string) => Temporal.Instant.from(text).epochMilliseconds;
    const iso = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toString();
    expect(iso(pastActivitiesStart(at('2026-03-01T10:00:00Z'), 'Pacific/Auckland'))).toBe(
      '2024-03-01T10:00:00Z',
    );
    expect(iso(pastActivitiesStart(at('2026-03-01T10:00:00Z'), null))).toBe('2024-03-01T10:00:00Z');
    // 29 February 2028 in Auckland, minus 24 months, is the last day of February 2026.
    expect(iso(pastActivitiesStart(at('2028-02-29T01:00:00Z'), 'Pacific/Auckland'))).toBe(
      '2026-02-28T01:00:00Z',
    );
    expect(iso(upcomingActivitiesEnd(at('2026-03-01T10:00:00Z'), 'Australia/Perth'))).toBe(
      '2028-03-01T10:00:00Z',
    );
  });

  it('accepts open and ordered ranges, not reversed ones', () => {
    expect(parsed(activityTimeRangeSchema, { startTimestamp: 10, endTimestamp: 20 })).toEqual({
      startTimestamp: 10,
      endTimestamp: 20,
    });
    expect(parsed(activityTimeRangeSchema, { endTimestamp: 20 })).toEqual({ endTimestamp: 20 });
    expect(issuesOf(activityTimeRangeSchema, { startTimestamp: 30, endTimestamp: 20 })).toEqual([
      { path: 'startTimestamp', message: 'The start of a time range must not be after its end' },
    ]);
  });

  it('shows 100 at a time', () => {
    expect(parsed(activityPageLimitSchema, null)).toBe(ACTIVITY_PAGE_SIZE);
    expect(issuesOf(activityPageLimitSchema, 101)).toEqual([
      { path: '', message: 'Limit must be less than or equal to 100' },
    ]);
  });
});
