import { type TransferListParams, transferListParamsSchema } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';

/**
 * createTransferList's input: the create form's own schema (@clubline/domain, spec 3 §5's rules and
 * texts), so the page and the server refuse the same values with the same sentences. `today` is
 * the organisation's calendar day.
 */
export function createTransferListSchema(today: string) {
  return transferListParamsSchema(Temporal.PlainDate.from(today));
}

export type CreateTransferListInput = TransferListParams;
