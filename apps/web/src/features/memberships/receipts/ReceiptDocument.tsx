import { type CountryCode, formatMoney } from '@clubline/domain';
import { formatCalendarDate } from '../../../ui/format.ts';
import classes from './receipt-print.module.css';
import type { ReceiptData } from './receipt-queries.ts';

/**
 * What a receipt says, the same on screen and on paper (docs/billing.md "Receipts and part
 * payments"): heading and number, the branch's legal name, address and GST number or ABN, the
 * date, who paid, a line per charge, the total and how it was paid, and the GST it includes.
 */
export function ReceiptDocument({
  receipt,
  headingLevel = 2,
}: {
  receipt: ReceiptData;
  headingLevel?: 1 | 2;
}) {
  const country = receipt.country as CountryCode;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={classes.document}>
      <Heading style={{ margin: '0 0 4px', fontSize: '1.25rem' }}>
        {receipt.heading} {receipt.receiptNumber}
      </Heading>
      <p>
        <strong>{receipt.legalName}</strong>
        {receipt.legalName !== receipt.branchName && <> (trading as {receipt.branchName})</>}
        {receipt.branchAddress && (
          <>
            <br />
            {receipt.branchAddress}
          </>
        )}
        {receipt.taxNumber && (
          <>
            <br />
            {receipt.taxNumberLabel}: {receipt.taxNumber}
          </>
        )}
      </p>
      <p>
        Date: {formatCalendarDate(receipt.issuedOn)}
        <br />
        Received from: {receipt.recipientName}
        {receipt.recipientEmail && <> ({receipt.recipientEmail})</>}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className={classes.amount}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            // Lines have no id of their own; their order is fixed when the receipt is written.
            // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines never change
            <tr key={index}>
              <td>{line.description}</td>
              <td className={classes.amount}>{formatMoney(line.amountCents, country)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total paid{receipt.paymentType ? ` (${receipt.paymentType})` : ''}</th>
            <td className={classes.amount}>
              <strong>{formatMoney(receipt.totalCents, country)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <p style={{ marginTop: 8 }}>{receipt.gstStatement}</p>
    </div>
  );
}
