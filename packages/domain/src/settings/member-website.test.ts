import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../test-support.ts';
import {
  DEFAULT_MINIMUM_AGE_SETTINGS,
  type MinimumAgeSettings,
  minimumAgeSettingsSchema,
  selfServeAgeOutcome,
} from './member-website.ts';

const base = { restrict: true, restrictBelowAge: 16, warn: true, warnBelowAge: 18 };

describe('member website settings (spec 3 §5)', () => {
  it('defaults to warn off below 18 and restrict off below 16', () => {
    expect(DEFAULT_MINIMUM_AGE_SETTINGS).toEqual({
      warn: false,
      warnBelowAge: 18,
      restrict: false,
      restrictBelowAge: 16,
    });
    expect(parsed(minimumAgeSettingsSchema, DEFAULT_MINIMUM_AGE_SETTINGS)).toEqual(
      DEFAULT_MINIMUM_AGE_SETTINGS,
    );
  });

  it.each([
    [{ restrictBelowAge: 100 }, 'restrictBelowAge', 'Restrict below age cannot exceed 99'],
    [{ warnBelowAge: 100 }, 'warnBelowAge', 'Warn below age cannot exceed 99'],
    [{ restrictBelowAge: 0 }, 'restrictBelowAge', 'Restrict below age must be greater than 0'],
    [{ warnBelowAge: 17.5 }, 'warnBelowAge', 'Warn below age must not have decimals'],
    [{ warnBelowAge: 'x' }, 'warnBelowAge', 'Warn below age must be a number'],
    [{ warnBelowAge: '' }, 'warnBelowAge', 'Warn below age is required'],
    [{ warnBelowAge: 16 }, 'warnBelowAge', 'Warn below age must be greater than restrict below age'],
    [{ warnBelowAge: 10 }, 'warnBelowAge', 'Warn below age must be greater than restrict below age'],
    [{ restrict: undefined }, 'restrict', 'Restrict is required'],
    [{ warn: null }, 'warn', 'Warn is required'],
  ])('%j → %s: %s', (change, path, message) => {
    expect(issuesOf(minimumAgeSettingsSchema, { ...base, ...change })).toEqual([{ path, message }]);
  });

  it('compares the ages only when both warn and restrict are on', () => {
    expect(issuesOf(minimumAgeSettingsSchema, { ...base, warn: false, warnBelowAge: 10 })).toEqual([]);
    expect(issuesOf(minimumAgeSettingsSchema, { ...base, restrict: false, warnBelowAge: 10 })).toEqual([]);
    expect(issuesOf(minimumAgeSettingsSchema, { ...base, warnBelowAge: 17 })).toEqual([]);
  });

  it('accepts ages 1 to 99 and numeric text', () => {
    expect(parsed(minimumAgeSettingsSchema, { ...base, restrictBelowAge: '1', warnBelowAge: 99 })).toEqual({
      ...base,
      restrictBelowAge: 1,
      warnBelowAge: 99,
    });
  });
});

describe('selfServeAgeOutcome', () => {
  const today = Temporal.PlainDate.from('2024-06-15');
  const settings: MinimumAgeSettings = { warn: true, warnBelowAge: 18, restrict: true, restrictBelowAge: 16 };

  it.each([
    ['2008-06-16', settings, 'RESTRICT'], // 15
    ['2008-06-15', settings, 'WARN'], // 16 today
    ['2006-06-16', settings, 'WARN'], // 17
    ['2006-06-15', settings, 'ALLOWED'], // 18 today
    ['2010-01-01', { ...settings, restrict: false }, 'WARN'],
    ['2010-01-01', { ...settings, restrict: false, warn: false }, 'ALLOWED'],
    ['2007-01-01', { ...settings, warn: false }, 'ALLOWED'],
  ] as const)('born %s → %s', (born, chosen, outcome) => {
    expect(selfServeAgeOutcome(chosen, Temporal.PlainDate.from(born), today)).toBe(outcome);
  });
});
