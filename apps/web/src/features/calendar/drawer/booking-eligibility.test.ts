import { describe, expect, it } from 'vitest';
import { splitByEligibility } from './booking-eligibility.ts';

const bo = { id: 'p1', firstName: 'Bo' };
const pat = { id: 'p2', firstName: 'Pat' };
const sam = { id: 'p3', firstName: 'Sam' };

describe('splitByEligibility', () => {
  it('offers whom the server lets book and gives the others the reason in words', () => {
    const split = splitByEligibility(
      [bo, pat, sam],
      [
        { personId: 'p1', refusal: null },
        { personId: 'p2', refusal: 'MEMBER_ONLY_ALLOWED_ERROR' },
        { personId: 'p3', refusal: 'MEMBERSHIP_IS_NOT_ALLOWED_ERROR' },
      ],
    );
    expect(split.offered).toEqual([bo]);
    expect(split.refused).toEqual([
      { ...pat, reason: 'Only members are allowed to book this session.' },
      { ...sam, reason: 'Booking is restricted by membership, and none of theirs is allowed.' },
    ]);
  });

  it('offers everyone without an answer, and whoever the answer leaves out (the booking then says why)', () => {
    expect(splitByEligibility([bo, pat], undefined)).toEqual({ offered: [bo, pat], refused: [] });
    expect(splitByEligibility([bo, pat], [{ personId: 'p2', refusal: 'NONE_ALLOWED_ERROR' }])).toEqual({
      offered: [bo],
      refused: [{ ...pat, reason: 'No one is allowed to book this session.' }],
    });
  });
});
