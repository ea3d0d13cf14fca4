import { graphql } from '../../../gql/index.ts';

/** A membership's receipts, newest first, with everything the receipt view prints. */
export const MembershipReceiptsQuery = graphql(`
  query MembershipReceipts($membershipId: ID!) {
    getMembershipReceipts(membershipId: $membershipId) {
      id
      receiptNumber
      heading
      issuedOn
      branchName
      legalName
      branchAddress
      country
      taxNumberLabel
      taxNumber
      recipientName
      recipientEmail
      paymentType
      totalCents
      gstStatement
      lines {
        membershipId
        description
        amountCents
      }
    }
  }
`);

export const EmailReceiptMutation = graphql(`
  mutation EmailReceipt($receiptId: ID!) {
    emailReceipt(receiptId: $receiptId) {
      emailedTo
      queued
    }
  }
`);

/** One receipt as the view prints it. */
export interface ReceiptData {
  id: string;
  receiptNumber: string;
  heading: string;
  issuedOn: string;
  branchName: string;
  legalName: string;
  branchAddress?: string | null;
  country: string;
  taxNumberLabel?: string | null;
  taxNumber?: string | null;
  recipientName: string;
  recipientEmail?: string | null;
  paymentType?: string | null;
  totalCents: number;
  gstStatement: string;
  lines: readonly { description: string; amountCents: number }[];
}
