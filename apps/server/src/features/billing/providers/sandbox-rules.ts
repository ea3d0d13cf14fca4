import type { DishonourReason, PaymentSetupInput } from '@clubline/domain';

/**
 * The sandboxes' test numbers (docs/billing.md "Test accounts and cards"), like a card network's:
 * the payment method decides whether the direct-debit request is accepted and how its debits end.
 * Pure, so the page's tests, the engine's tests and the docs agree.
 */
export type SandboxBehaviour =
  | { ddr: 'REJECTED' }
  | { ddr: 'ACTIVE'; debits: 'OK' }
  | { ddr: 'ACTIVE'; debits: 'DECLINE_ONCE' | 'DECLINE_ALWAYS'; reason: DishonourReason };

const OK: SandboxBehaviour = { ddr: 'ACTIVE', debits: 'OK' };

/** Card numbers with a fixed outcome; any other valid card is accepted and always pays. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxBehaviour>> = {
  '4242424242424242': OK,
  '4000000000000002': { ddr: 'ACTIVE', debits: 'DECLINE_ALWAYS', reason: 'REFER_TO_CUSTOMER' },
  '4000000000009995': { ddr: 'ACTIVE', debits: 'DECLINE_ONCE', reason: 'INSUFFICIENT_FUNDS' },
  '4000000000000069': { ddr: 'ACTIVE', debits: 'DECLINE_ALWAYS', reason: 'CARD_EXPIRED' },
};

/**
 * Bank accounts: NZ by the suffix (the last block, e.g. 12-3140-0171323-099), AU by the last two
 * digits of the account number (any BSB, e.g. 062-000).
 */
const BANK_ENDINGS: Readonly<Record<string, SandboxBehaviour>> = {
  '99': { ddr: 'REJECTED' },
  '98': { ddr: 'ACTIVE', debits: 'DECLINE_ONCE', reason: 'INSUFFICIENT_FUNDS' },
  '97': { ddr: 'ACTIVE', debits: 'DECLINE_ALWAYS', reason: 'ACCOUNT_CLOSED' },
  '96': { ddr: 'ACTIVE', debits: 'DECLINE_ALWAYS', reason: 'AUTHORITY_CANCELLED' },
};

export function sandboxBehaviour(method: PaymentSetupInput): SandboxBehaviour {
  if (method.method === 'CARD') return SANDBOX_TEST_CARDS[method.cardNumber] ?? OK;
  if (method.country === 'NZ') {
    const suffix = method.accountNumber.split('-').at(-1) ?? '';
    // NZ test suffixes are -099, -098, -097, -096 (three-digit suffixes 0xx).
    return suffix.startsWith('0') ? (BANK_ENDINGS[suffix.slice(1)] ?? OK) : OK;
  }
  return BANK_ENDINGS[method.accountNumber.slice(-2)] ?? OK;
}
