import { planTimeZone } from '../form/sale-window.ts';

/**
 * The PROMOTION section's period: how many payments the promotional amount applies to, read as
 * spec 2 §9 writes it ('For {termCount} payments'; one payment in the singular).
 */
export function promotionPeriod(promotion: { termCount: number } | null | undefined): string | null {
  if (!promotion) return null;
  return `For ${promotion.termCount} ${promotion.termCount === 1 ? 'payment' : 'payments'}`;
}

function formatInstant(millisText: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-NZ', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(Number(millisText)));
}

/** The SALES section's sale term (spec 3 §2): it reads ongoing when there is no end date. */
export function saleTerm(
  option: { saleStartDate?: string | null; saleEndDate?: string | null },
  country: string,
): string {
  const zone = planTimeZone(country);
  const start = option.saleStartDate ? formatInstant(option.saleStartDate, zone) : null;
  if (!option.saleEndDate) return start ? `From ${start}, ongoing` : 'Ongoing';
  const end = formatInstant(option.saleEndDate, zone);
  return start ? `${start} to ${end}` : `Until ${end}`;
}
