/**
 * What other web features use of plans: a plan's country as the currency its prices are in, and the
 * organisation's billing provider (what a class's fees can be charged through).
 */

export { useBillingProvider } from './useBillingProvider.ts';
export { currencyCountry } from './usePriceLabel.ts';
