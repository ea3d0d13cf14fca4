import { describe, expect, it } from 'vitest';
import { chargeKindLabel, LEDGER_CHARGE_KIND_LABELS } from './charge-labels.ts';

describe('chargeKindLabel', () => {
  it('is the label staff and members read for every ledger charge kind', () => {
    expect(chargeKindLabel('RECURRING')).toBe('Recurring payment');
    expect(chargeKindLabel('REVERSAL_FEE')).toBe('Dishonour fee');
    for (const [kind, label] of Object.entries(LEDGER_CHARGE_KIND_LABELS))
      expect(chargeKindLabel(kind)).toBe(label);
  });

  it('shows a kind it does not know as it is stored', () => {
    expect(chargeKindLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(chargeKindLabel('')).toBe('');
  });
});
