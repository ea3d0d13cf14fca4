import { describe, expect, it, vi } from 'vitest';
import { createFlagStore, FLAG_OVERRIDES_KEY, parseOverrides, resolveFlags } from './flags.ts';

describe('feature flags (spec 1 §6)', () => {
  it('has the defaults of the spec', () => {
    const values = resolveFlags({});
    for (const on of [
      'transferMembers',
      'member_transfer',
      'contact_tracing_report',
      'duplicate_payment_options',
      'promotions',
      'sms_to_members',
      'outage_alert',
      'pos',
      'branch_membership_plans',
      'billing_accounts',
      'maintain_branch_settings',
      'new_frequency_labels',
      'class_image',
      'create_report',
      'organization_settings',
      'waitlists',
      'suspensions',
      'unblock_membership',
      'in_branch_payments',
      'edit_custom_report',
    ] as const)
      expect(values[on], on).toBe(true);
    for (const off of [
      'mock_bulk_transfers',
      'roles_create_modify_remove',
      'branch_groups',
      'free_period',
      'pay_in_full_online_card',
      'opt_out_email_sms',
      'delete_canned_report',
      'hide_help_icon',
      'simulate_outage',
    ] as const)
      expect(values[off], off).toBe(false);
  });

  it('applies local overrides over the defaults', () => {
    const values = resolveFlags({ branch_groups: true, pos: false });
    expect(values.branch_groups).toBe(true);
    expect(values.pos).toBe(false);
    expect(values.outage_alert).toBe(true);
  });

  it('ignores unknown flags, non-boolean values and broken JSON', () => {
    expect(parseOverrides('{"branch_groups":true,"nope":true,"pos":"yes"}')).toEqual({ branch_groups: true });
    expect(parseOverrides('not json')).toEqual({});
    expect(parseOverrides('[1]')).toEqual({});
    expect(parseOverrides(null)).toEqual({});
  });

  it('stores overrides in localStorage, drops an override set back to its default, and notifies', () => {
    localStorage.clear();
    const store = createFlagStore(localStorage);
    const listener = vi.fn();
    store.subscribe(listener);

    store.set('branch_groups', true);
    expect(store.getValues().branch_groups).toBe(true);
    expect(JSON.parse(localStorage.getItem(FLAG_OVERRIDES_KEY) ?? '{}')).toEqual({ branch_groups: true });
    expect(createFlagStore(localStorage).getValues().branch_groups).toBe(true);

    store.set('branch_groups', false);
    expect(localStorage.getItem(FLAG_OVERRIDES_KEY)).toBeNull();

    store.set('pos', false);
    store.reset();
    expect(store.getValues().pos).toBe(true);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
