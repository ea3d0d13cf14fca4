/** Spec 2 §2: the page-level messages of the member area. */
export const MEMBER_AREA_MESSAGES = {
  notFound: 'Member not found',
  otherBranch: 'The member does not belong to this branch.',
  loadFailed: 'Sorry, we could not load the details for this member',
} as const;
