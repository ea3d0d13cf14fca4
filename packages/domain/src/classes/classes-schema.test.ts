import { describe, expect, it } from 'vitest';
import { decideWaitlistSettings } from './class-rules.ts';
import {
  audienceCheckboxesOf,
  BOOKING_AUDIENCES,
  bookingAudienceOf,
  CLASS_COLOURS,
  DEFAULT_CLASS_COLOUR,
  spotsLeftText,
  waitlistSpotsLeftText,
} from './classes-messages.ts';
import type { ClassInput, SessionDefinitionInput } from './classes-schema.ts';
import { classInputSchema, isClassColour, sessionDefinitionSchema } from './classes-schema.ts';

const CLASS: ClassInput = {
  name: 'Yoga',
  description: 'Slow flow',
  color: DEFAULT_CLASS_COLOUR,
  allowOnlineBooking: true,
  allowBookingsFrom: 'ALL',
  bookingByMembership: { isAllowed: false, membershipPlans: [] },
  sessionWaitlistConfig: { status: 'DISABLED', limit: null },
  branches: ['b-1'],
};

function problems(input: ClassInput): Record<string, string[]> {
  const result = classInputSchema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    found[path] = [...(found[path] ?? []), issue.message];
  }
  return found;
}

describe('who can book (spec 3 §4)', () => {
  it.each([
    [true, true, 'ALL'],
    [true, false, 'MEMBER'],
    [false, true, 'CASUAL'],
    [false, false, 'NONE'],
  ] as const)('Members & Staff %s and Guests %s make %s', (membersAndStaff, guests, audience) => {
    expect(bookingAudienceOf({ membersAndStaff, guests })).toBe(audience);
    expect(audienceCheckboxesOf(audience)).toEqual({ membersAndStaff, guests });
  });

  it('offers booking by membership plans only for CASUAL and NONE, and drops it for MEMBER and ALL', () => {
    const plans = { isAllowed: true, membershipPlans: ['gold'] };
    for (const audience of BOOKING_AUDIENCES) {
      const parsed = classInputSchema.parse({
        ...CLASS,
        allowBookingsFrom: audience,
        bookingByMembership: plans,
      });
      const kept = audience === 'CASUAL' || audience === 'NONE';
      expect(parsed.bookingByMembership, audience).toEqual(
        kept ? plans : { isAllowed: false, membershipPlans: [] },
      );
    }
  });

  it('needs at least one plan when booking by membership is allowed', () => {
    expect(
      problems({
        ...CLASS,
        allowBookingsFrom: 'NONE',
        bookingByMembership: { isAllowed: true, membershipPlans: [] },
      }),
    ).toEqual({
      'bookingByMembership.membershipPlans': ['Please select memberships'],
    });
  });
});

describe('the class form (spec 3 §5)', () => {
  it('accepts a class and applies the defaults: ALL, waitlist DISABLED', () => {
    const parsed = classInputSchema.parse({
      ...CLASS,
      allowBookingsFrom: null,
      sessionWaitlistConfig: null,
      description: '  ',
    });
    expect(parsed).toMatchObject({ allowBookingsFrom: 'ALL', description: null, color: '#1971C2' });
    expect(parsed.sessionWaitlistConfig).toEqual({ status: 'DISABLED', limit: null });
  });

  it.each([
    ['a name', { name: '  ' }, 'name', 'Name is required'],
    ['a name of at most 30', { name: 'x'.repeat(31) }, 'name', 'Name must not exceed 30 characters'],
    [
      'a description of at most 400',
      { description: 'x'.repeat(401) },
      'description',
      'Description must not exceed 400 characters',
    ],
    ['a colour', { color: '' }, 'color', 'The color is required'],
    ['a colour of the palette', { color: '#123456' }, 'color', 'Please choose one of the colors offered'],
    ['a branch', { branches: [] }, 'branches', 'At least one branch is required'],
    [
      'a waitlist capacity when enabled',
      { sessionWaitlistConfig: { status: 'ENABLED', limit: null } },
      'sessionWaitlistConfig.limit',
      'Please enter capacity number',
    ],
    [
      'a whole waitlist capacity',
      { sessionWaitlistConfig: { status: 'ENABLED', limit: 2.5 } },
      'sessionWaitlistConfig.limit',
      'Capacity must be an integer greater than or equal to 1',
    ],
    [
      'a waitlist capacity of at least 1',
      { sessionWaitlistConfig: { status: 'ENABLED', limit: 0 } },
      'sessionWaitlistConfig.limit',
      'Capacity must be an integer greater than or equal to 1',
    ],
  ] as const)('needs %s', (_, change, path, message) => {
    expect(problems({ ...CLASS, ...change } as ClassInput)).toEqual({ [path]: [message] });
  });

  it('keeps a valid limit on a disabled waitlist and takes a typed limit as text', () => {
    expect(
      classInputSchema.parse({ ...CLASS, sessionWaitlistConfig: { status: 'DISABLED', limit: 5 } })
        .sessionWaitlistConfig,
    ).toEqual({ status: 'DISABLED', limit: 5 });
    expect(
      classInputSchema.parse({ ...CLASS, sessionWaitlistConfig: { status: 'ENABLED', limit: '12' } })
        .sessionWaitlistConfig,
    ).toEqual({ status: 'ENABLED', limit: 12 });
  });

  it('has a palette whose first colour is the default, each readable under white text (4.5:1)', () => {
    expect(DEFAULT_CLASS_COLOUR).toBe(CLASS_COLOURS[0]);
    expect(new Set(CLASS_COLOURS).size).toBe(CLASS_COLOURS.length);
    const channel = (hex: string) => {
      const c = Number.parseInt(hex, 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    for (const colour of CLASS_COLOURS) {
      const [r, g, b] = [1, 3, 5].map((i) => channel(colour.slice(i, i + 2)));
      const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
      expect(1.05 / (luminance + 0.05), colour).toBeGreaterThanOrEqual(4.5);
      expect(isClassColour(colour.toLowerCase())).toBe(true);
    }
  });
});

describe('waitlist settings (spec 2 §5, §8)', () => {
  const enabled = { status: 'ENABLED', limit: 5 } as const;
  const disabled = { status: 'DISABLED', limit: null } as const;

  it('needs a limit to enable', () => {
    expect(
      decideWaitlistSettings(disabled, { status: 'ENABLED', limit: null }, { futureWaitlistEntries: 0 }),
    ).toEqual({ ok: false, code: 'CLASS_WAITLIST_LIMIT_ERROR' });
    expect(
      decideWaitlistSettings(disabled, { status: 'ENABLED', limit: 0 }, { futureWaitlistEntries: 0 }),
    ).toEqual({ ok: false, code: 'CLASS_WAITLIST_LIMIT_ERROR' });
    expect(decideWaitlistSettings(disabled, enabled, { futureWaitlistEntries: 0 })).toEqual({ ok: true });
  });

  it('refuses to disable while future sessions hold waitlist entries', () => {
    expect(decideWaitlistSettings(enabled, disabled, { futureWaitlistEntries: 1 })).toEqual({
      ok: false,
      code: 'CLASS_ACTIVE_WAITLIST_ERROR',
    });
    expect(decideWaitlistSettings(enabled, disabled, { futureWaitlistEntries: 0 })).toEqual({ ok: true });
    expect(
      decideWaitlistSettings(enabled, { status: 'ENABLED', limit: 1 }, { futureWaitlistEntries: 4 }),
    ).toEqual({ ok: true });
  });
});

describe('capacity shown as spots left (spec 2 §9)', () => {
  it.each([
    [10, 7, '3 spots left'],
    [10, 9, '1 spot left'],
    [10, 10, 'Full'],
    [10, 12, 'Full'],
    [0, 40, 'No limit'],
    [null, 40, 'No limit'],
  ])('capacity %s with %s booked: %s', (capacity, booked, text) => {
    expect(spotsLeftText(capacity, booked)).toBe(text);
  });

  it('counts a waitlist limit of 0 as full', () => {
    expect(waitlistSpotsLeftText(3, 1)).toBe('2 spots left on the waitlist');
    expect(waitlistSpotsLeftText(3, 3)).toBe('Waitlist full');
    expect(waitlistSpotsLeftText(0, 0)).toBe('Waitlist full');
  });
});

describe('the session definition (spec 2 §5)', () => {
  const SESSION: SessionDefinitionInput = {
    branchId: 'b-1',
    startDate: '2026-06-15',
    startTime: '06:00',
    endTime: '07:00',
    classId: 'c-1',
    name: null,
    staffMemberId: 's-1',
    capacity: 20,
    frequency: { type: 'WEEKLY' },
  };
  const messages = (input: SessionDefinitionInput) => {
    const result = sessionDefinitionSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a weekly class session; a capacity left empty means no limit (0)', () => {
    expect(sessionDefinitionSchema.parse({ ...SESSION, capacity: '' })).toMatchObject({
      capacity: 0,
      classId: 'c-1',
      name: null,
    });
    expect(sessionDefinitionSchema.parse({ ...SESSION, classId: null, name: ' Open gym ' })).toMatchObject({
      classId: null,
      name: 'Open gym',
    });
    expect(sessionDefinitionSchema.parse({ ...SESSION, classId: 'c-1', name: 'typed' }).name).toBeNull();
  });

  it.each([
    [{ startDate: '' }, 'Start date is required'],
    [{ startDate: '2026-02-30' }, 'A valid date is required'],
    [{ endTime: '06:00' }, 'The session must end after it starts'],
    [{ startTime: '07:00', endTime: '06:30' }, 'The session must end after it starts'],
    [{ startTime: '06:15' }, 'Start time is required'],
    [{ startTime: '24:00', endTime: '24:00' }, 'Start time is required'],
    [{ classId: null, name: '' }, 'Please enter a name for this session or select a class for it'],
    [{ classId: null, name: 'x'.repeat(31) }, 'The class name cannot be more than 30 characters'],
    [{ capacity: -1 }, 'Capacity must be greater than or equal to 0'],
    [{ capacity: 1.5 }, 'Capacity must not have decimals'],
    [{ capacity: 10_001 }, 'Capacity must be less than or equal to 10000'],
  ] as const)('refuses %j: %s', (change, message) => {
    expect(messages({ ...SESSION, ...change } as SessionDefinitionInput)).toContain(message);
  });

  it('needs a recurrence', () => {
    const { frequency: _, ...noRepeat } = SESSION;
    expect(messages(noRepeat as SessionDefinitionInput)).toEqual(['Recurrence is required']);
  });

  it('ends at 24:00 at the latest', () => {
    expect(messages({ ...SESSION, startTime: '23:30', endTime: '24:00' })).toEqual([]);
  });
});

describe('the class settings of ours: waitlist offers and late cancellation fees', () => {
  it('defaults to a 2-hour hold, a 60-minute cut-off and no fee', () => {
    const parsed = classInputSchema.parse(CLASS);
    expect(parsed.waitlistOffers).toEqual({ holdMinutes: 120, cutoffMinutes: 60 });
    expect(parsed.lateCancellation).toEqual({
      enabled: false,
      windowMinutes: 120,
      feeCents: 0,
      freeWaivers: 1,
    });
  });

  const LATE = { enabled: true, windowMinutes: 180, feeCents: 1500, freeWaivers: 2 };

  it('takes a fee in whole cents up to $10,000 when on', () => {
    expect(classInputSchema.parse({ ...CLASS, lateCancellation: LATE }).lateCancellation).toEqual(LATE);
    expect(
      classInputSchema.parse({ ...CLASS, lateCancellation: { ...LATE, feeCents: 1_000_000 } })
        .lateCancellation.feeCents,
    ).toBe(1_000_000);
  });

  it.each([
    [{ feeCents: 0 }, 'lateCancellation.feeCents', 'A fee is required when late cancellation fees are on'],
    [{ feeCents: null }, 'lateCancellation.feeCents', 'A fee is required when late cancellation fees are on'],
    [{ feeCents: 1_000_001 }, 'lateCancellation.feeCents', 'Fee cannot exceed $10,000'],
    [{ feeCents: 12.5 }, 'lateCancellation.feeCents', 'Fee must be a whole number of cents'],
    [
      { windowMinutes: 10 },
      'lateCancellation.windowMinutes',
      'The window must be between 15 minutes and 48 hours',
    ],
    [
      { freeWaivers: 11 },
      'lateCancellation.freeWaivers',
      'Free waivers must be a whole number between 0 and 10',
    ],
  ] as const)('refuses %j', (change, path, message) => {
    expect(problems({ ...CLASS, lateCancellation: { ...LATE, ...change } } as ClassInput)).toEqual({
      [path]: [message],
    });
  });

  it.each([
    [
      { holdMinutes: 10, cutoffMinutes: 60 },
      'waitlistOffers.holdMinutes',
      'The hold must be between 15 minutes and 48 hours',
    ],
    [
      { holdMinutes: 120, cutoffMinutes: 24 * 60 + 1 },
      'waitlistOffers.cutoffMinutes',
      'The cut-off must be between 0 minutes and 24 hours',
    ],
  ] as const)('refuses offer settings %j', (waitlistOffers, path, message) => {
    expect(problems({ ...CLASS, waitlistOffers })).toEqual({ [path]: [message] });
  });
});
