import { PAYMENT_OPTION_STATUSES, type PaymentOptionStatus } from '../enums/plans.ts';

export { PAYMENT_OPTION_STATUSES, type PaymentOptionStatus };

/** The context actions of a payment option row or page (spec 3 §4). */
export const PAYMENT_OPTION_ACTIONS = ['EDIT', 'PUBLISH', 'ARCHIVE', 'DUPLICATE'] as const;
export type PaymentOptionAction = (typeof PAYMENT_OPTION_ACTIONS)[number];

export const PAYMENT_OPTION_ACTION_LABELS: Readonly<Record<PaymentOptionAction, string>> = {
  EDIT: 'Edit',
  PUBLISH: 'Publish',
  ARCHIVE: 'Archive',
  DUPLICATE: 'Duplicate',
};

export const PAYMENT_OPTION_STATUS_LABELS: Readonly<Record<PaymentOptionStatus, string>> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
  ARCHIVED: 'Archived',
};

/** Tag colours: archived grey, draft error-coloured (spec 3 §4); published reads as success. */
export const PAYMENT_OPTION_STATUS_COLOURS: Readonly<Record<PaymentOptionStatus, 'gray' | 'red' | 'green'>> =
  {
    DRAFT: 'red',
    PUBLISHED: 'green',
    ARCHIVED: 'gray',
  };

/** Shown instead of duplicating when the duplicate flag is off (spec 3 §4, §8). */
export const DUPLICATE_COMING_SOON = 'This feature is coming soon';

const ACTIONS_BY_STATUS: Readonly<Record<PaymentOptionStatus, readonly PaymentOptionAction[]>> = {
  DRAFT: ['EDIT', 'PUBLISH', 'ARCHIVE'],
  PUBLISHED: ['EDIT', 'ARCHIVE', 'DUPLICATE'],
  ARCHIVED: ['DUPLICATE'],
};

export interface PaymentOptionActionFlags {
  /** The viewer holds manage-payment-option on every selling branch (PaymentOption.canManage). */
  readonly canManage: boolean;
}

/**
 * The actions offered for an option in `status`: draft Edit, Publish, Archive; published Edit,
 * Archive, Duplicate; archived Duplicate only. None without the payment option permission. With
 * the duplicate flag off Duplicate stays offered and shows DUPLICATE_COMING_SOON.
 */
export function paymentOptionActions(
  status: PaymentOptionStatus,
  flags: PaymentOptionActionFlags,
): readonly PaymentOptionAction[] {
  return flags.canManage ? ACTIONS_BY_STATUS[status] : [];
}

/** Whether `action` may be applied in `status`: the server's rule, the same table as the menu. */
export function isPaymentOptionActionAllowed(
  status: PaymentOptionStatus,
  action: PaymentOptionAction,
): boolean {
  return ACTIONS_BY_STATUS[status].includes(action);
}
