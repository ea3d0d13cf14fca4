import { COUNTRY_CODES, type CountryCode, formatPrice } from '@clubline/domain';
import { useParams } from 'react-router';
import { useSessionData } from '../../app/session/SessionContext.tsx';

/** The country of the branch area's branch, for its currency; undefined when unknown. */
export function useBranchCountry(): CountryCode | undefined {
  const { branchId } = useParams();
  const { branches } = useSessionData();
  const country = branches.find((branch) => branch.id === branchId)?.country;
  return COUNTRY_CODES.find((code) => code === country);
}

/** A fee for the tables: the domain's one money format (0 shows "Free"). */
export const feeText = (cents: number, country: CountryCode | undefined): string =>
  formatPrice(cents, country);
