/** Texts of the billing engine and the payment setup page (ours: the spec does not show them). */
export const billingMessages = {
  signupTokenInvalid: 'This payment setup link is not valid any more. Please ask your club for a new one.',
} as const;
