import { paymentSetupInputSchema } from '@clubline/domain';
import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, sandboxBehaviour } from './sandbox-rules.ts';

/** The documented test numbers (docs/billing.md "Test accounts and cards"), parsed as the page parses them. */
const parse = (input: Record<string, unknown>) => paymentSetupInputSchema.parse(input);
const nz = (suffix: string) =>
  parse({
    method: 'BANK_ACCOUNT',
    country: 'NZ',
    accountName: 'A',
    accountNumber: `12-3140-0171323-${suffix}`,
  });
const au = (account: string) =>
  parse({ method: 'BANK_ACCOUNT', country: 'AU', accountName: 'A', bsb: '062-000', accountNumber: account });
const card = (cardNumber: string) =>
  parse({ method: 'CARD', cardholderName: 'A', cardNumber, expiryMonth: 12, expiryYear: 40, cvc: '123' });

describe('sandbox test numbers', () => {
  it('decides NZ accounts by suffix', () => {
    expect(sandboxBehaviour(nz('000'))).toEqual({ ddr: 'ACTIVE', debits: 'OK' });
    expect(sandboxBehaviour(nz('099'))).toEqual({ ddr: 'REJECTED' });
    expect(sandboxBehaviour(nz('098'))).toEqual({
      ddr: 'ACTIVE',
      debits: 'DECLINE_ONCE',
      reason: 'INSUFFICIENT_FUNDS',
    });
    expect(sandboxBehaviour(nz('097'))).toEqual({
      ddr: 'ACTIVE',
      debits: 'DECLINE_ALWAYS',
      reason: 'ACCOUNT_CLOSED',
    });
    expect(sandboxBehaviour(nz('096'))).toEqual({
      ddr: 'ACTIVE',
      debits: 'DECLINE_ALWAYS',
      reason: 'AUTHORITY_CANCELLED',
    });
  });

  it('decides AU accounts by their last two digits', () => {
    expect(sandboxBehaviour(au('123456700'))).toEqual({ ddr: 'ACTIVE', debits: 'OK' });
    expect(sandboxBehaviour(au('123456799'))).toEqual({ ddr: 'REJECTED' });
    expect(sandboxBehaviour(au('123456798'))).toMatchObject({ debits: 'DECLINE_ONCE' });
    expect(sandboxBehaviour(au('123456797'))).toMatchObject({
      debits: 'DECLINE_ALWAYS',
      reason: 'ACCOUNT_CLOSED',
    });
  });

  it('knows the test cards (all valid card numbers) and accepts any other valid card', () => {
    for (const number of Object.keys(SANDBOX_TEST_CARDS)) expect(() => card(number)).not.toThrow();
    expect(sandboxBehaviour(card('4000000000000002'))).toMatchObject({ reason: 'REFER_TO_CUSTOMER' });
    expect(sandboxBehaviour(card('4000000000009995'))).toMatchObject({ debits: 'DECLINE_ONCE' });
    expect(sandboxBehaviour(card('4000000000000069'))).toMatchObject({ reason: 'CARD_EXPIRED' });
    expect(sandboxBehaviour(card('5555555555554444'))).toEqual({ ddr: 'ACTIVE', debits: 'OK' });
  });
});
