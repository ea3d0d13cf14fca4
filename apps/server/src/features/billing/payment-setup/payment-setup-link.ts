/**
 * The signup link's path: `/{branchId}/payment-setup/{signupToken}`. The api serves the page there
 * (payment-setup.rest.ts).
 */
function paymentSetupPath(branchId: string, signupToken: string): string {
  return `/${encodeURIComponent(branchId)}/payment-setup/${encodeURIComponent(signupToken)}`;
}

/** Where this server is reached and whether it runs as production (NODE_ENV=production). */
export interface PaymentSetupLinkBase {
  /** PUBLIC_URL: in development, the running server's own origin (http://localhost:PORT). */
  publicUrl: string;
  production: boolean;
}

/**
 * The whole link a member is sent and staff are shown (docs/billing.md "Payment setup link").
 * In production it is on the branch's member domain (https://{memberDomainName}) when the branch
 * has one, else PUBLIC_URL. Outside production it is always PUBLIC_URL: a member domain such as
 * demo.example.com does not reach a local `npm start`, and the link must open the running server.
 */
export function paymentSetupUrl(
  base: PaymentSetupLinkBase,
  branch: { id: string; memberDomainName: string | null },
  signupToken: string,
): string {
  const origin =
    base.production && branch.memberDomainName
      ? `https://${branch.memberDomainName}`
      : base.publicUrl.replace(/\/+$/, '');
  return `${origin}${paymentSetupPath(branch.id, signupToken)}`;
}
