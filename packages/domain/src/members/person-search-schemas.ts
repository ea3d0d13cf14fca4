import { z } from 'zod';
import { isoDate } from '../forms/date-fields.ts';
import { emailAddress, trimmedString } from '../forms/fields.ts';
import { formMessages } from '../forms/messages.ts';
import { hasControlCharacters } from '../forms/text-rules.ts';
import { PERSON_NAME_MAX_LENGTH } from './member-messages.ts';
import {
  COUNT_PERSONS_BY_EMAIL_LIMIT,
  PERSON_SEARCH_DEFAULT_LIMIT,
  PERSON_SEARCH_MAX_LIMIT,
  personSearchMessages,
} from './person-search.ts';

/** The inputs of searchPersons and its neighbours, parsed on the server (spec 2 §5, §7). */

/**
 * The filters of searchPersons that reach the query as given: the search box (any text but control
 * characters; blank searches nothing) and the home branch, which must be a branch id.
 */
export const personSearchFiltersSchema = z.object({
  term: z
    .string()
    .refine((term) => !hasControlCharacters(term), personSearchMessages.termControlCharacters)
    .nullish(),
  homeBranchId: z.uuid({ error: personSearchMessages.invalidHomeBranch }).nullish(),
});

/** Paging of searchPersons: limit 1–1000 (default 1000), offset 0 or more (default 0). */
export const personSearchPagingSchema = z.object({
  limit: z
    .number()
    .int(formMessages.noDecimals('limit'))
    .min(1, personSearchMessages.limitTooSmall)
    .max(PERSON_SEARCH_MAX_LIMIT, personSearchMessages.limitTooLarge)
    .nullish()
    .transform((limit) => limit ?? PERSON_SEARCH_DEFAULT_LIMIT),
  offset: z
    .number()
    .int(formMessages.noDecimals('offset'))
    .min(0, personSearchMessages.offsetNegative)
    .nullish()
    .transform((offset) => offset ?? 0),
});

/** Find existing person (spec 2 §5): the duplicate check of the add-member form. */
export const findExistingPersonsSchema = z.object({
  firstName: trimmedString({ field: 'First name', max: PERSON_NAME_MAX_LENGTH, required: true }),
  lastName: trimmedString({ field: 'Last name', max: PERSON_NAME_MAX_LENGTH, required: true }),
  dateOfBirth: isoDate().optional(),
});

/** Count persons by email (spec 2 §5): a valid email, counted up to `limit` (default and at most 10000). */
export const countPersonsByEmailSchema = z.object({
  email: emailAddress({ required: true }),
  limit: z
    .number()
    .int(formMessages.noDecimals('limit'))
    .min(1, personSearchMessages.limitTooSmall)
    .max(COUNT_PERSONS_BY_EMAIL_LIMIT, personSearchMessages.countLimitTooLarge)
    .nullish()
    .transform((limit) => limit ?? COUNT_PERSONS_BY_EMAIL_LIMIT),
});
