import { sessionMessages } from '@clubline/domain';
import { describe, expect, it } from 'vitest';
import {
  checkSessionForm,
  defaultTimes,
  editSessionForm,
  emptySessionForm,
  SESSION_FORM_MESSAGES,
  type SessionFormValues,
  slotTimes,
  toSessionDefinitionInput,
  toUpdateSessionInput,
} from './session-form.ts';

const ZONE = 'Pacific/Auckland';
const values = (overrides: Partial<SessionFormValues> = {}): SessionFormValues => ({
  ...emptySessionForm({ date: '2026-12-01', startTime: '06:00', endTime: '07:00' }, ZONE),
  name: 'Boxing',
  ...overrides,
});

describe('session form (spec 2 §5, §9)', () => {
  it('starts a new session at the default times in the branch zone (the domain rule)', () => {
    // 09:50 in Auckland (20:50Z the day before): the next hour, 10:00 to 11:00.
    expect(defaultTimes(ZONE, undefined, new Date('2026-11-28T20:50:00Z'))).toEqual({
      date: '2026-11-29',
      startTime: '10:00',
      endTime: '11:00',
    });
    // From 23:45 the default is 23:30 to 24:00, on the day the calendar shows.
    expect(defaultTimes(ZONE, '2026-12-03', new Date('2026-11-29T10:50:00Z'))).toEqual({
      date: '2026-12-03',
      startTime: '23:30',
      endTime: '24:00',
    });
  });

  it('turns a 15-minute slot into the half-hour options: start down, end up, at most 24:00', () => {
    expect(slotTimes('06:15', '06:30')).toEqual({ startTime: '06:00', endTime: '06:30' });
    expect(slotTimes('06:30', '06:45')).toEqual({ startTime: '06:30', endTime: '07:00' });
    expect(slotTimes('23:45', '24:00')).toEqual({ startTime: '23:30', endTime: '24:00' });
  });

  it("checks with the domain's schema: a class or a name, the end after the start", () => {
    const check = checkSessionForm('akl');
    expect(check(values({ name: '' }))).toEqual({
      ok: false,
      errors: { name: sessionMessages.nameOrClassRequired },
    });
    expect(check(values({ endTime: '06:00' }))).toEqual({
      ok: false,
      errors: { endTime: sessionMessages.endBeforeStart },
    });
  });

  it('takes a weekly end date only when it is a date on or after the start', () => {
    const check = checkSessionForm('akl');
    expect(check(values({ repeat: 'WEEKLY', endDate: '2026-11-30' }))).toEqual({
      ok: false,
      errors: { endDate: SESSION_FORM_MESSAGES.endDateBeforeStart },
    });
    const weekly = check(values({ repeat: 'WEEKLY', endDate: '2027-02-28', capacity: '12' }));
    expect(weekly.ok && toSessionDefinitionInput('akl', weekly.value)).toEqual({
      branchId: 'akl',
      startDate: '2026-12-01',
      startTime: '06:00',
      endTime: '07:00',
      capacity: 12,
      classId: null,
      name: 'Boxing',
      staffMemberId: null,
      frequency: { type: 'WEEKLY', endDate: '2027-02-28' },
    });
    // Once: an end date typed before switching to once is not sent.
    const once = check(values({ repeat: 'ONCE', endDate: 'nonsense' }));
    expect(once.ok && once.value.endDate).toBe(null);
  });

  it('sends newDate only when an edit moves the session to another day, with the scope chosen', () => {
    const edited = {
      id: 's1',
      date: '2026-12-01',
      startTime: '06:00',
      endTime: '07:00',
      capacity: 10,
      name: 'Yoga',
      isRecurring: true,
      classAssociated: { id: 'yoga' },
      staffMember: null,
    };
    const form = editSessionForm(edited);
    expect(form).toMatchObject({ classId: 'yoga', name: '', capacity: 10, repeat: 'WEEKLY' });
    const check = checkSessionForm('akl');
    const same = check({ ...form, endTime: '07:30' });
    expect(same.ok && toUpdateSessionInput(edited, same.value, 'THIS_AND_FOLLOWING')).toMatchObject({
      id: 's1',
      date: '2026-12-01',
      newDate: null,
      endTime: '07:30',
      classId: 'yoga',
      scope: 'THIS_AND_FOLLOWING',
    });
    const moved = check({ ...form, startDate: '2026-12-02' });
    expect(moved.ok && toUpdateSessionInput(edited, moved.value, 'THIS_SESSION').newDate).toBe('2026-12-02');
  });
});
