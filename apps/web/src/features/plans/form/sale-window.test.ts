import { saleStartOf } from '@clubline/domain';
import { describe, expect, it } from 'vitest';
import { planTimeZone, saleInputs, saleInstant } from './sale-window.ts';

const AUCKLAND = 'Pacific/Auckland';

describe('sale window inputs (spec 3 §3, §4)', () => {
  it('reads AU plans in Sydney time and NZ plans in Auckland time', () => {
    expect(planTimeZone('AU')).toBe('Australia/Sydney');
    expect(planTimeZone('NZ')).toBe(AUCKLAND);
  });

  it('puts a time on its minute of the day, also on a day the clocks change', () => {
    // 2027-04-04 is the end of daylight saving in New Zealand: 03:00 NZDT becomes 02:00 NZST.
    const start = Number(saleStartOf('2027-04-04', AUCKLAND));
    expect(Number(saleInstant('start', '2027-04-04', '00:15', AUCKLAND))).toBe(start + 15 * 60_000);
    const noon = saleInstant('start', '2027-04-04', '12:00', AUCKLAND);
    expect(saleInputs('start', noon, AUCKLAND)).toEqual({ date: '2027-04-04', time: '12:00' });
  });

  it('leaves no time on a date-only start or end, and nothing for no date', () => {
    expect(saleInputs('start', saleInstant('start', '2027-05-01', null, AUCKLAND), AUCKLAND)).toEqual({
      date: '2027-05-01',
      time: null,
    });
    expect(saleInputs('end', saleInstant('end', '2027-05-31', null, AUCKLAND), AUCKLAND)).toEqual({
      date: '2027-05-31',
      time: null,
    });
    expect(saleInstant('start', '', '10:00', AUCKLAND)).toBeUndefined();
    expect(saleInputs('end', null, AUCKLAND)).toEqual({ date: '', time: null });
  });

  it('passes text that is no date on for the schema to refuse', () => {
    expect(saleInstant('start', '2027-13-45', null, AUCKLAND)).toBe('2027-13-45');
  });
});
