import { describe, expect, it } from 'vitest';
import type { SyncState } from '../enums/operations-state.ts';
import { accessCardInputSchema } from './access-card.ts';
import { accessCardMessages } from './access-card-messages.ts';
import { canRemoveItem, combinedItemState, isStruckThrough, syncStateColour } from './sync-status.ts';

const entry = (status: SyncState, id = 'door') => ({ id, status });

describe('access card input (spec 3 §5)', () => {
  const messageOf = (cardNumber: unknown) => {
    const result = accessCardInputSchema.safeParse({ cardNumber, type: 'card' });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('stores the number trimmed and in upper case', () => {
    expect(accessCardInputSchema.parse({ cardNumber: ' ab12cd ', type: 'card' })).toEqual({
      cardNumber: 'AB12CD',
      type: 'card',
    });
  });

  it('requires a number of at most 200 letters and digits', () => {
    expect(messageOf('')).toBe(accessCardMessages.cardNumberRequired);
    expect(messageOf(undefined)).toBe(accessCardMessages.cardNumberRequired);
    expect(messageOf('A'.repeat(201))).toBe('Card number must be 200 characters or less');
    expect(messageOf('A'.repeat(200))).toBeNull();
    expect(messageOf('12 34')).toBe(accessCardMessages.cardNumberFormat);
    expect(messageOf('12-34')).toBe(accessCardMessages.cardNumberFormat);
  });

  it('takes only the card type', () => {
    expect(accessCardInputSchema.safeParse({ cardNumber: '1', type: 'pin' }).success).toBe(false);
  });
});

describe('sync status (spec 3 §4)', () => {
  it('combines by priority: failed first, succeeded last', () => {
    expect(combinedItemState([entry('SUCCEEDED'), entry('FAILED', 'b')])).toBe('FAILED');
    expect(combinedItemState([entry('PENDING'), entry('RETRYING', 'b')])).toBe('RETRYING');
    expect(combinedItemState([entry('REMOVED'), entry('PENDING_REMOVAL', 'b')])).toBe('PENDING_REMOVAL');
    expect(combinedItemState([])).toBeNull();
  });

  it('colours each state as the spec says', () => {
    expect(syncStateColour(null)).toBe('inactive');
    expect(syncStateColour('RETRYING')).toBe('warning');
    expect(syncStateColour('PENDING')).toBe('resting');
    expect(syncStateColour('FAILED')).toBe('error');
    expect(syncStateColour('PENDING_REMOVAL')).toBe('error');
    expect(syncStateColour('REMOVED')).toBe('error');
    expect(syncStateColour('SUCCEEDED')).toBe('success');
  });

  it('strikes through removals and refuses to remove them again', () => {
    expect(isStruckThrough('REMOVED')).toBe(true);
    expect(isStruckThrough('PENDING_REMOVAL')).toBe(true);
    expect(isStruckThrough('FAILED')).toBe(false);
    expect(canRemoveItem([entry('REMOVED')])).toBe(false);
    expect(canRemoveItem([entry('PENDING_REMOVAL')])).toBe(false);
    expect(canRemoveItem([entry('RETRYING_REMOVAL')])).toBe(false);
    expect(canRemoveItem([entry('RETRYING'), entry('SUCCEEDED', 'b')])).toBe(false);
    expect(canRemoveItem([entry('RETRYING')])).toBe(true);
    expect(canRemoveItem([entry('FAILED')])).toBe(true);
    expect(canRemoveItem([entry('SUCCEEDED')])).toBe(true);
  });
});
