import { describe, expect, it } from 'vitest';
import { simulatorLineSchema, simulatorMessages, simulatorSwipeSchema } from './door-simulator.ts';

describe('the door simulator requests', () => {
  it('takes exactly one of a demo card, a card number and a burst', () => {
    expect(simulatorSwipeSchema.parse({ card: 'blocked' })).toEqual({ kind: 'demo', card: 'blocked' });
    expect(simulatorSwipeSchema.parse({ cardNumber: ' ab12 ' })).toEqual({
      kind: 'card',
      cardNumber: 'AB12',
    });
    expect(simulatorSwipeSchema.parse({ burst: 50 })).toEqual({ kind: 'burst', count: 50 });
    for (const body of [{}, { card: 'valid', burst: 2 }, { card: 'valid', cardNumber: 'A1' }]) {
      const result = simulatorSwipeSchema.safeParse(body);
      expect(result.success, JSON.stringify(body)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(simulatorMessages.oneAction);
    }
  });

  it('refuses an unknown demo card, a burst outside 1 to 50 and a card number that is not letters and digits', () => {
    expect(simulatorSwipeSchema.safeParse({ card: 'stolen' }).error?.issues[0]?.message).toBe(
      simulatorMessages.card,
    );
    for (const burst of [0, 51, 2.5, '10']) {
      expect(simulatorSwipeSchema.safeParse({ burst }).error?.issues[0]?.message).toBe(
        simulatorMessages.burst,
      );
    }
    for (const cardNumber of ['', 'AB-12', 'A'.repeat(201), 12]) {
      expect(simulatorSwipeSchema.safeParse({ cardNumber }).success).toBe(false);
    }
    expect(simulatorLineSchema.safeParse({ online: 'yes' }).error?.issues[0]?.message).toBe(
      simulatorMessages.online,
    );
    expect(simulatorLineSchema.parse({ online: false })).toEqual({ online: false });
  });
});
