import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ageOn, isPlausibleDate, parseIsoDate } from './iso-date.ts';

describe('parseIsoDate', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    [' 2024-01-31 ', '2024-01-31'],
    ['2023-02-29', undefined],
    ['2024-04-31', undefined],
    ['2024-00-10', undefined],
    ['2024-1-10', undefined],
    ['2024/01/10', undefined],
    ['2024-01-10T00:00', undefined],
    ['', undefined],
  ])('%j → %s', (text, expected) => {
    expect(parseIsoDate(text)?.toString()).toBe(expected);
  });
});

describe('isPlausibleDate (1900–2200)', () => {
  it.each([
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2200-12-31', true],
    ['2201-01-01', false],
  ])('%s → %s', (text, expected) => {
    expect(isPlausibleDate(Temporal.PlainDate.from(text))).toBe(expected);
  });
});

describe('ageOn', () => {
  it.each([
    ['2000-06-15', '2018-06-14', 17],
    ['2000-06-15', '2018-06-15', 18],
    ['2000-02-29', '2018-02-28', 17],
    ['2000-02-29', '2018-03-01', 18],
    ['2024-01-01', '2024-12-31', 0],
  ])('born %s, on %s → %d', (born, on, age) => {
    expect(ageOn(Temporal.PlainDate.from(born), Temporal.PlainDate.from(on))).toBe(age);
  });
});
