/**
 * The signup link's path: `/{branchId}/payment-setup/{signupToken}`, under the
 * branch's member domain (https://{memberDomainName}) when it has one, else PUBLIC_URL. The api
 * serves the page there (payment-setup.rest.ts).
 */
export function paymentSetupPath(branchId: string, signupToken: string): string {
  return `/${encodeURIComponent(branchId)}/payment-setup/${encodeURIComponent(signupToken)}`;
}
