/** What other web features use of plans: a plan's country as the currency its prices are in. */
export { currencyCountry } from './usePriceLabel.ts';
