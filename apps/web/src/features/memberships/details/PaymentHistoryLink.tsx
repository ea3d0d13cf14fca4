import { Anchor, VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { graphql } from '../../../gql/index.ts';

const PaymentHistoryLinkQuery = graphql(`
  query PaymentHistoryLink($branchId: ID!, $customerReference: String!) {
    getBillingLinks(branchId: $branchId, customerReference: $customerReference) {
      paymentHistory
    }
  }
`);

/** The server's link is signed for 10 minutes: a page left open asks for a fresh one before then. */
const REFRESH_MS = 8 * 60 * 1000;

/**
 * The customer's payment history at the billing company (spec 2 §3 "Billing links"; the
 * paymentHistory link is the one used, §8). Shown only when the server gives one: getBillingLinks
 * needs view-member on the member's home branch and a membership there with this reference.
 */
export function PaymentHistoryLink({
  branchId,
  customerReference,
}: {
  branchId: string;
  customerReference: string;
}) {
  const [{ data }, reexecute] = useRefreshableQuery({
    query: PaymentHistoryLinkQuery,
    variables: { branchId, customerReference },
    requestPolicy: 'network-only',
  });
  useEffect(() => {
    const timer = setInterval(() => reexecute(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [reexecute]);
  const href = data?.getBillingLinks.paymentHistory;
  if (!href) return null;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" mt="sm" display="inline-block">
      Payment history <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
