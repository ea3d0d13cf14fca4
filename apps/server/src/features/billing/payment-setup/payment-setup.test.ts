import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant.ts';
import { createOrganisation } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { type BillingSetup, makeBillingMembership, makeBillingSetup } from '../billing.testing.ts';
import { billingClock } from '../billing-clock.ts';
import { readBillingAccount } from '../billing-fixtures.repository.ts';
import { runBillingDay } from '../billing-run.ts';
import { ledgerOfMembership } from '../ledger.repository.ts';
import { sandboxBillingProviders } from '../providers/sandbox-billing.repository.ts';

let server: TestServer;
let applicationId: string;
let setup: BillingSetup;

beforeAll(async () => {
  server = await createTestServer();
  const org = await createOrganisation(server.deps.db);
  applicationId = org.applicationId;
  setup = await org.build((tx) =>
    makeBillingSetup(tx, { termsAndConditions: '<p>Fees are <strong>non-refundable</strong>.</p>' }),
  );
});
afterAll(() => server.close());
afterEach(() => billingClock.set(null));

async function membership(overrides: Parameters<typeof makeBillingMembership>[2] = {}) {
  return withTenant(server.deps.db, applicationId, (tx) => makeBillingMembership(tx, setup, overrides));
}
const account = (id: string) => withTenant(server.deps.db, applicationId, (tx) => readBillingAccount(tx, id));

const nzAccount = (suffix: string) => ({
  method: 'BANK_ACCOUNT',
  country: 'NZ',
  accountName: 'Ana Member',
  accountNumber: `12-3140-0171323-${suffix}`,
});

describe('payment setup API', () => {
  it('shows the member, plan, next debits and terms for a valid token', async () => {
    const m = await membership();
    const response = await server.app.inject({ method: 'GET', url: `/api/payment-setup/${m.signupToken}` });
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view).toMatchObject({
      country: 'NZ',
      termsAndConditions: '<p>Fees are <strong>non-refundable</strong>.</p>',
    });
    expect(view.firstName).toEqual(expect.any(String));
    // Weekly $25 from Wed 2026-01-07: the first debit on paysmart's Wed 2026-01-14 (partial, first
    // week, establishment fee), then weekly; the page lists what is still to come.
    expect(view.nextDebits.length).toBeLessThanOrEqual(6);
    for (const debit of view.nextDebits) expect(debit.amount).toBeGreaterThan(0);
  });

  it('accepts a valid NZ account: customer, DDR active, token used, summary only, cursor set', async () => {
    const m = await membership();
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/payment-setup/${m.signupToken}`,
      payload: nzAccount('000'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ddrStatus: 'DDR_ACTIVE',
      paymentMethodSummary: 'Bank account ending 000',
      message: 'Thank you. Your payment details are set up.',
    });
    const row = await account(m.id);
    expect(row).toMatchObject({
      ddr_status: 'DDR_ACTIVE',
      account_billing_status: 'ACTIVE',
      signup_token: null,
      payment_method_summary: 'Bank account ending 000',
      next_debit_date: '2026-01-14',
    });
    expect(String(row?.customer_reference)).toMatch(/^PS-/);
    expect(String(row?.payment_method_token)).toMatch(/^tok_/);
    expect(JSON.stringify(row)).not.toContain('0171323');
    // Single use: the link is gone.
    const again = await server.app.inject({ method: 'GET', url: `/api/payment-setup/${m.signupToken}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].extensions.code).toBe('SIGNUP_TOKEN_INVALID');
    expect(await withTenant(server.deps.db, applicationId, (tx) => ledgerOfMembership(tx, m.id))).toEqual([]);
  });

  it('records a rejected DDR for a -099 account', async () => {
    const m = await membership();
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/payment-setup/${m.signupToken}`,
      payload: nzAccount('099'),
    });
    expect(response.json().ddrStatus).toBe('DDR_REJECTED');
    expect(await account(m.id)).toMatchObject({
      ddr_status: 'DDR_REJECTED',
      account_billing_status: 'DDR_REJECTED',
      next_debit_date: null,
      signup_token: null,
    });
  });

  it('answers an expired, unknown or malformed token with 404 SIGNUP_TOKEN_INVALID only', async () => {
    const expired = await membership({ signupTokenExpiresAt: new Date(Date.now() - 1000) });
    for (const token of [expired.signupToken, 'A'.repeat(43), 'not a token', '%00']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await server.app.inject({
          method,
          url: `/api/payment-setup/${encodeURIComponent(String(token))}`,
          ...(method === 'POST' ? { payload: nzAccount('000') } : {}),
        });
        expect(response.statusCode, `${method} ${token}`).toBe(404);
        expect(response.json()).toEqual({
          errors: [
            {
              message: 'This payment setup link is not valid any more. Please ask your club for a new one.',
              extensions: expect.objectContaining({ code: 'SIGNUP_TOKEN_INVALID' }),
            },
          ],
        });
      }
    }
  });

  it('refuses a bad checksum, a bad card and an expired card with field errors, keeping the token', async () => {
    const m = await membership();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...nzAccount('000'), accountNumber: '12-3140-0171324-000' },
        'accountNumber',
        'Bank account number is not valid',
      ],
      [
        {
          method: 'CARD',
          cardholderName: 'Ana',
          cardNumber: '4242424242424241',
          expiryMonth: 12,
          expiryYear: 40,
          cvc: '123',
        },
        'cardNumber',
        'Card number is not valid',
      ],
      [
        {
          method: 'CARD',
          cardholderName: 'Ana',
          cardNumber: '4242424242424242',
          expiryMonth: 1,
          expiryYear: 20,
          cvc: '123',
        },
        'expiryYear',
        'This card has expired',
      ],
      [
        {
          method: 'BANK_ACCOUNT',
          country: 'AU',
          accountName: 'Ana',
          bsb: '06200',
          accountNumber: '123456789',
        },
        'bsb',
        'BSB must be 6 digits, e.g. 062-000',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/payment-setup/${m.signupToken}`,
        payload,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0].extensions.fieldErrors[field]).toBe(message);
    }
    expect((await account(m.id))?.ddr_status).toBe('DDR_PENDING');
  });

  it('rate-limits the POST per link', async () => {
    const m = await membership();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/payment-setup/${m.signupToken}`,
        payload: { method: 'CARD' },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});

describe('payment setup rate limit across api replicas', () => {
  const limited = { method: 'POST' as const, payload: { method: 'CARD' } };

  it("counts a link's attempts in PostgreSQL: two api processes together allow 5 a minute, with the same answer", async () => {
    const replica = await server.replica();
    try {
      const m = await membership();
      const codes: number[] = [];
      let refused: { statusCode: number; headers: Record<string, unknown>; json(): unknown } | null = null;
      for (let i = 0; i < 7; i++) {
        // Alternately through each replica, each attempt from an address of its own.
        const response = await (i % 2 === 0 ? server.app : replica).inject({
          ...limited,
          url: `/api/payment-setup/${m.signupToken}`,
          remoteAddress: `10.2.0.${i + 1}`,
        });
        codes.push(response.statusCode);
        if (response.statusCode === 429) refused = response;
      }
      expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429]);
      expect(refused?.headers['retry-after']).toBe('60');
      expect(refused?.json()).toEqual({
        errors: [
          {
            message: 'Too many attempts. Please wait a minute and try again.',
            extensions: expect.objectContaining({ code: 'PAYMENT_SETUP_RATE_LIMITED' }),
          },
        ],
      });
      // The page's form post shares the link's count and says the same.
      const page = await replica.inject({
        ...limited,
        url: `/${setup.branchId}/payment-setup/${m.signupToken}`,
        remoteAddress: '10.2.0.99',
      });
      expect(page.statusCode).toBe(429);
      expect(page.body).toContain('Too many attempts. Please wait a minute and try again.');
    } finally {
      await replica.close();
    }
  });

  it("counts an address's attempts across replicas (10 a minute), hashed, and forgets them after the window", async () => {
    const replica = await server.replica();
    try {
      const links = await Promise.all(Array.from({ length: 12 }, () => membership()));
      const codes: number[] = [];
      for (const [i, m] of links.entries()) {
        const response = await (i % 2 === 0 ? server.app : replica).inject({
          ...limited,
          url: `/api/payment-setup/${m.signupToken}`,
          remoteAddress: '10.3.0.1',
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([...Array.from({ length: 10 }, () => 400), 429, 429]);
      // The table holds neither addresses nor links.
      const stored = await server.db.pools.owner.query<Record<string, unknown>>(
        'select * from payment_setup_attempts',
      );
      const text = JSON.stringify(stored.rows);
      expect(text).not.toContain('10.3.0.1');
      expect(text).not.toContain(String(links[0]?.signupToken));
      // A minute later the address may try again.
      await server.db.pools.owner.query(
        "update payment_setup_attempts set window_started_at = window_started_at - interval '61 seconds'",
      );
      const later = await replica.inject({
        ...limited,
        url: `/api/payment-setup/${links[11]?.signupToken}`,
        remoteAddress: '10.3.0.1',
      });
      expect(later.statusCode).toBe(400);
    } finally {
      await replica.close();
    }
  });
});

describe('payment setup page', () => {
  it('serves light HTML with the schedule and forms, no script, and completes by form post', async () => {
    const m = await membership();
    const url = `/${setup.branchId}/payment-setup/${m.signupToken}`;
    const page = await server.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script');
    expect(page.body.length).toBeLessThan(30_000);
    expect(page.body).toContain('<strong>non-refundable</strong>');
    expect(page.body).toContain('New Zealand bank account');
    const done = await server.app.inject({
      method: 'POST',
      url,
      // Its own address: the tests above used up 127.0.0.1's attempts.
      remoteAddress: '10.1.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        method: 'CARD',
        cardholderName: 'Ana Member',
        cardNumber: '4242 4242 4242 4242',
        expiryMonth: '12',
        expiryYear: '40',
        cvc: '123',
      }).toString(),
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Card ending 4242');
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it("is a 404, the page a bad token gets, unless the address names the membership's branch", async () => {
    const m = await membership();
    const other = await createOrganisation(server.deps.db);
    const elsewhere = await other.build((tx) => makeBillingSetup(tx));
    const mine = await withTenant(server.deps.db, applicationId, (tx) => makeBillingSetup(tx));
    const invalid = await server.app.inject({
      method: 'GET',
      url: `/${setup.branchId}/payment-setup/${'A'.repeat(43)}`,
    });
    expect(invalid.statusCode).toBe(404);
    for (const branchId of [elsewhere.branchId, mine.branchId, 'not-a-branch', crypto.randomUUID()]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await server.app.inject({
          method,
          url: `/${branchId}/payment-setup/${m.signupToken}`,
          remoteAddress: '10.2.0.1',
          ...(method === 'POST'
            ? {
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: new URLSearchParams(nzAccount('000')).toString(),
              }
            : {}),
        });
        expect(response.statusCode, `${method} ${branchId}`).toBe(404);
        expect(response.body).toBe(invalid.body);
      }
    }
    expect((await account(m.id))?.ddr_status).toBe('DDR_PENDING');
    const right = await server.app.inject({
      method: 'GET',
      url: `/${setup.branchId}/payment-setup/${m.signupToken}`,
    });
    expect(right.statusCode).toBe(200);
  });

  it('answers every invalid form with sentences a member understands, never a raw validation message', async () => {
    const forms: Record<string, string>[] = [
      {
        method: 'CARD',
        cardholderName: 'Ana',
        cardNumber: '4242 4242 4242 4242',
        expiryMonth: 'ab',
        expiryYear: '',
        cvc: '',
      },
      { method: 'CARD' },
      { method: 'BANK_ACCOUNT' },
      { method: 'BANK_ACCOUNT', country: 'XX', accountName: 'Ana' },
      { method: 'SOMETHING' },
      {},
      { ...nzAccount('000'), extra: 'field' },
    ];
    const raw = /Invalid input|expected|received|discriminator|Unrecognized|NaN/i;
    for (const [index, form] of forms.entries()) {
      // A link of its own each: a link takes five attempts a minute.
      const m = await membership();
      const page = await server.app.inject({
        method: 'POST',
        url: `/${setup.branchId}/payment-setup/${m.signupToken}`,
        remoteAddress: `10.3.0.${index + 1}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      expect(page.statusCode, JSON.stringify(form)).toBe(form.extra ? 200 : 400);
      expect(page.body, JSON.stringify(form)).not.toMatch(raw);
    }
    const api = await server.app.inject({
      method: 'POST',
      url: `/api/payment-setup/${(await membership()).signupToken}`,
      remoteAddress: '10.3.1.1',
      payload: { method: 'CARD', expiryMonth: 'ab', cardNumber: 5, cvc: null },
    });
    expect(api.statusCode).toBe(400);
    const messages = Object.values(api.json().errors[0].extensions.fieldErrors as Record<string, string>);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).not.toMatch(raw);
    expect(api.json().errors[0].extensions.fieldErrors.expiryMonth).toBe('Expiry date is not valid');
  });

  it('answers a form whose fields are not single texts with the form again, never a 500', async () => {
    // A field sent twice arrives as a list; a JSON body can send any type.
    const bodies: { type: string; payload: string }[] = [
      {
        type: 'application/x-www-form-urlencoded',
        payload: 'method=CARD&method=X&cardholderName=a&cardholderName=b&expiryMonth=1&expiryMonth=2',
      },
      {
        type: 'application/x-www-form-urlencoded',
        payload: 'method=BANK_ACCOUNT&country=NZ&accountName=a&accountName=b',
      },
      {
        type: 'application/json',
        payload: JSON.stringify({
          method: 'BANK_ACCOUNT',
          country: {},
          accountName: { a: 1 },
          expiryYear: 7,
        }),
      },
      { type: 'application/json', payload: JSON.stringify({ method: 'CARD', cardholderName: [1, 2] }) },
    ];
    for (const [index, body] of bodies.entries()) {
      const m = await membership();
      const page = await server.app.inject({
        method: 'POST',
        url: `/${setup.branchId}/payment-setup/${m.signupToken}`,
        remoteAddress: `10.3.2.${index + 1}`,
        headers: { 'content-type': body.type },
        payload: body.payload,
      });
      expect(page.statusCode, body.payload).toBe(400);
      expect(page.headers['content-type'], body.payload).toMatch(/^text\/html/);
      expect(page.body, body.payload).toContain('<form');
    }
  });

  it('shows the catch-up of payments already due, on the bank business day it is taken, and the runs take exactly that', async () => {
    // Sold Wed 2026-01-07; the member sets up payment on Fri 2026-01-23, after the first billing
    // date (Wed 2026-01-14: partial, first week, administration fee) and the second (01-21).
    billingClock.set('2026-01-23');
    const m = await membership();
    const view = await server.app.inject({ method: 'GET', url: `/api/payment-setup/${m.signupToken}` });
    // Caught up on the next bank business day after today: Mon 2026-01-26, not the weekend.
    expect(view.json().nextDebits[0]).toMatchObject({
      date: '2026-01-26',
      amount: 9900 + 2500,
      catchUp: true,
    });
    expect(view.json().nextDebits[1]).toMatchObject({ date: '2026-01-28', amount: 2500, catchUp: false });
    const url = `/${setup.branchId}/payment-setup/${m.signupToken}`;
    const page = await server.app.inject({ method: 'GET', url });
    expect(page.body).toContain('$124.00');
    expect(page.body).toContain('Mon, 26 Jan 2026');
    expect(page.body).toContain('already due');
    const done = await server.app.inject({
      method: 'POST',
      url,
      remoteAddress: '10.4.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(nzAccount('000')).toString(),
    });
    expect(done.statusCode).toBe(200);
    const providers = sandboxBillingProviders(server.db.pools.owner, { settlementDays: 2 });
    for (const day of ['2026-01-24', '2026-01-25']) {
      expect((await runBillingDay(server.deps.db, providers, applicationId, day)).debitsSubmitted, day).toBe(
        0,
      );
    }
    await runBillingDay(server.deps.db, providers, applicationId, '2026-01-26');
    const debits = (
      await withTenant(server.deps.db, applicationId, (tx) => ledgerOfMembership(tx, m.id))
    ).filter((row) => row.type === 'DEBIT_SUBMITTED');
    expect(debits.map((row) => [row.date, row.amount])).toEqual([['2026-01-26', 12400]]);
  });
});
