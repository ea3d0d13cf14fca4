import { MEMBER_NOT_FOUND, MEMBER_NOT_IN_BRANCH } from '@clubline/domain';

/** Spec 2 §2: the page-level messages of the member area. */
export const MEMBER_AREA_MESSAGES = {
  notFound: MEMBER_NOT_FOUND,
  otherBranch: MEMBER_NOT_IN_BRANCH,
  loadFailedTitle: 'Error loading member details',
  loadFailed: 'Sorry, we could not load the details for this member',
} as const;
