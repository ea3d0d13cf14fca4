import { type CountryCode, formatMoney } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { PaymentSetupOutcome, PaymentSetupView } from './payment-setup.service.ts';

/**
 * The payment setup page as HTML (docs/billing.md "Payment setup page"): server-rendered, no
 * script at all and a few lines of inline style, so it loads fast on a phone and is nothing like the
 * staff app's bundle. Three plain forms (NZ bank account, AU bank account, card) post back to the
 * page's own address; field errors come back beside their fields. Every text from the database is
 * escaped, except the terms, which staff's editor sanitised when they were saved.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1a1b1e;line-height:1.45}
main{max-width:40rem;margin:0 auto;padding:1rem}section,details{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:1rem;margin:1rem 0}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:0}summary{font-weight:600;cursor:pointer}table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #e9ecef}td.amount,th.amount{text-align:right}
label{display:block;margin:.6rem 0 .2rem;font-weight:500}input,select{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #868e96;border-radius:4px;font-size:1rem}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem;border:0;border-radius:4px;background:#1864ab;color:#fff;cursor:pointer}
.error{color:#c92a2a;margin:.2rem 0}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}.terms{max-height:16rem;overflow:auto}.notice{border-left:4px solid #1864ab}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function formatDate(date: string): string {
  return Temporal.PlainDate.from(date).toLocaleString('en-NZ', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

export interface PaymentSetupFormState {
  /** Which form answered: 'NZ', 'AU' or 'CARD'. */
  form?: 'NZ' | 'AU' | 'CARD';
  errors?: Readonly<Record<string, string>>;
  /** Names typed, shown again (never account or card numbers). */
  values?: Readonly<Record<string, string>>;
}

function field(
  form: string,
  name: string,
  label: string,
  state: PaymentSetupFormState,
  attributes: string,
  keep: boolean,
): string {
  const id = `${form}-${name}`;
  const error = state.errors?.[name];
  const value = keep ? (state.values?.[name] ?? '') : '';
  return `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${name}" ${attributes} value="${escapeHtml(value)}"${
    error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
  }>${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
}

function forms(view: PaymentSetupView, state: PaymentSetupFormState): string {
  const mine = (form: string) => (state.form === form ? state : {});
  const open = (form: string) =>
    (state.form ?? (view.country === 'AU' ? 'AU' : 'NZ')) === form ? ' open' : '';
  const nz = mine('NZ');
  const au = mine('AU');
  const card = mine('CARD');
  return `<details${open('NZ')}><summary>New Zealand bank account</summary><form method="post" novalidate>
<input type="hidden" name="method" value="BANK_ACCOUNT"><input type="hidden" name="country" value="NZ">
${field('nz', 'accountName', 'Account name', nz, 'autocomplete="name" required', true)}
${field('nz', 'accountNumber', 'Account number (00-0000-0000000-000)', nz, 'inputmode="numeric" required', false)}
<button type="submit">Set up direct debit</button></form></details>
<details${open('AU')}><summary>Australian bank account</summary><form method="post" novalidate>
<input type="hidden" name="method" value="BANK_ACCOUNT"><input type="hidden" name="country" value="AU">
${field('au', 'accountName', 'Account name', au, 'autocomplete="name" required', true)}
${field('au', 'bsb', 'BSB', au, 'inputmode="numeric" required', false)}
${field('au', 'accountNumber', 'Account number', au, 'inputmode="numeric" required', false)}
<button type="submit">Set up direct debit</button></form></details>
<details${open('CARD')}><summary>Credit or debit card</summary><form method="post" novalidate>
<input type="hidden" name="method" value="CARD">
${field('card', 'cardholderName', 'Name on card', card, 'autocomplete="cc-name" required', true)}
${field('card', 'cardNumber', 'Card number', card, 'inputmode="numeric" autocomplete="cc-number" required', false)}
${field('card', 'expiryMonth', 'Expiry month (MM)', card, 'inputmode="numeric" autocomplete="cc-exp-month" required', true)}
${field('card', 'expiryYear', 'Expiry year (YY)', card, 'inputmode="numeric" autocomplete="cc-exp-year" required', true)}
${field('card', 'cvc', 'Security code', card, 'inputmode="numeric" autocomplete="cc-csc" required', false)}
<button type="submit">Save card</button></form></details>`;
}

export function paymentSetupPage(view: PaymentSetupView, state: PaymentSetupFormState = {}): string {
  const country = (view.country === 'AU' ? 'AU' : 'NZ') satisfies CountryCode;
  const rows = view.nextDebits
    .map(
      (debit) =>
        `<tr><td>${escapeHtml(formatDate(debit.date))}</td><td>${escapeHtml(
          debit.charges.map((charge) => charge.label).join(', '),
        )}</td><td class="amount">${escapeHtml(formatMoney(debit.amount, country))}</td></tr>`,
    )
    .join('');
  // Payments already due are taken together in the first debit: the member is told how much and when.
  const catchUp = view.nextDebits.find((debit) => debit.catchUp);
  const catchUpNote = catchUp
    ? `<p>Payments already due since your membership started are caught up in one direct debit of ${escapeHtml(
        formatMoney(catchUp.amount, country),
      )} on ${escapeHtml(formatDate(catchUp.date))}, the next bank business day.</p>`
    : '';
  const schedule =
    view.nextDebits.length > 0
      ? `<table><caption class="sr">Next payments</caption><thead><tr><th scope="col">Date</th><th scope="col">For</th><th scope="col" class="amount">Amount</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No direct debits are scheduled.</p>';
  const failed = state.errors && Object.keys(state.errors).length > 0;
  return layout(
    `Payment setup – ${view.branchName}`,
    `<h1>Hi ${escapeHtml(view.firstName)}, set up your payments</h1>
${failed ? '<p class="error" role="alert">Please check the details below.</p>' : ''}
<section aria-labelledby="membership"><h2 id="membership">Your membership</h2>
<p>${escapeHtml(view.planName)} – ${escapeHtml(view.optionName)} at ${escapeHtml(view.branchName)}</p></section>
<section aria-labelledby="payments"><h2 id="payments">Your next payments</h2>${catchUpNote}${schedule}</section>
<section aria-labelledby="terms"><h2 id="terms">Terms and conditions</h2><div class="terms">${view.termsAndConditions}</div></section>
<section aria-labelledby="method"><h2 id="method">How you pay</h2>
<p>By setting up payment you accept the terms and conditions above and authorise the debits shown.</p>
${forms(view, state)}</section>`,
  );
}

export function paymentSetupDonePage(outcome: PaymentSetupOutcome): string {
  return layout(
    'Payment setup',
    `<h1>Payment setup</h1><section class="notice" role="status"><p>${escapeHtml(outcome.message)}</p>
<p>${escapeHtml(outcome.paymentMethodSummary)}</p></section>`,
  );
}

export function paymentSetupInvalidPage(message: string): string {
  return layout(
    'Payment setup',
    `<h1>Payment setup</h1><section class="notice"><p>${escapeHtml(message)}</p></section>`,
  );
}

export function paymentSetupLimitedPage(message: string): string {
  return layout(
    'Payment setup',
    `<h1>Payment setup</h1><section class="notice" role="alert"><p>${escapeHtml(message)}</p></section>`,
  );
}
