import { PLAN_COUNTRIES, type PriceOfOption, priceWithFrequency } from '@clubline/domain';
import { useFeatureFlag } from '../../app/flags/useFeatureFlag.ts';

/** A plan's country as a currency country (AU, NZ); another value prices in plain $. */
export const currencyCountry = (country: string) => PLAN_COUNTRIES.find((code) => code === country);

/** The price with its frequency (spec 3 §2), in the labels the new-frequency-labels flag picks. */
export function usePriceLabel(): (option: PriceOfOption, country: string) => string {
  const newLabels = useFeatureFlag('new_frequency_labels');
  return (option, country) => priceWithFrequency(option, currencyCountry(country), newLabels);
}
