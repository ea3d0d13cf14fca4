/*
 * Texts of the payment setup page (docs/billing.md "Payment setup page"). Kept apart from the form
 * schemas so the error catalogue and first screens do not bring zod.
 */

/** What the form and the server say about the member's bank account or card. */
export const paymentSetupMessages = {
  bsbFormat: 'BSB must be 6 digits, e.g. 062-000',
  cardNumber: 'Card number is not valid',
  expiry: 'Expiry date is not valid',
  expired: 'This card has expired',
  cvc: 'Security code must be 3 or 4 digits',
  accepted: 'Thank you. Your payment details are set up.',
  rejected:
    'Your bank did not accept this direct debit request. Please contact your club to set up payment another way.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  chooseMethod: 'Choose how you would like to pay: a bank account or a card.',
  chooseCountry: 'Choose a New Zealand or an Australian bank account.',
  form: 'The form could not be read. Please reload the page and try again.',
} as const;
