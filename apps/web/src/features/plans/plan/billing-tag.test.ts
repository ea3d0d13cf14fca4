import { describe, expect, it } from 'vitest';
import { billingTag } from './billing-tag.ts';

const setting = (id: string, account: string | null) => ({ branch: { id }, branchBillingAccountId: account });
const option = (settings: ReturnType<typeof setting>[], isExternalPayer = false) => ({
  isExternalPayer,
  sellingBranches: [{ id: 'akl' }, { id: 'wlg' }],
  branchSettings: settings,
});

describe('billing tag (spec 3 §2)', () => {
  it('counts the selling branches that chose a billing account', () => {
    expect(billingTag(option([]), null).label).toBe('Default billing');
    expect(billingTag(option([setting('akl', 'bba-1')]), null)).toEqual({
      label: 'Billing 1 of 2',
      color: 'orange',
    });
    expect(billingTag(option([setting('akl', 'bba-1'), setting('wlg', 'bba-2')]), null).label).toBe(
      'Billing set',
    );
  });

  it('at branch level reads only that branch, and an external payer is billed elsewhere', () => {
    expect(billingTag(option([setting('akl', 'bba-1')]), 'akl').label).toBe('Billing set');
    expect(billingTag(option([setting('akl', 'bba-1')]), 'wlg').label).toBe('Default billing');
    expect(billingTag(option([], true), null).label).toBe('External payer');
  });
});
