import { formatMoney } from '@clubline/domain';

/** A dry run's price (cents) as the list shows it; null when the member has none. */
export function priceText(cents: number | null): string | null {
  return cents === null ? null : formatMoney(cents);
}
