/** Australian states and territories (spec 1 §9), stored as their abbreviations. */
export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

export const AUSTRALIAN_STATE_NAMES: Readonly<Record<AustralianState, string>> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

/**
 * Indian states and union territories, stored by name. The spec says "35 states and territories";
 * the current set is 36 (28 states and 8 union territories, since Dadra and Nagar Haveli and Daman
 * and Diu merged in 2020 and Ladakh became a union territory in 2019), and that is what is listed.
 */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** All 36 options of the Indian state list, states first then union territories. */
export const INDIAN_STATES_AND_TERRITORIES = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES] as const;
export type IndianStateOrTerritory = (typeof INDIAN_STATES_AND_TERRITORIES)[number];
