/**
 * The server's own field messages for a class (docs/classes.md "Server"): what only the server can
 * know, beside the form's texts in @clubline/domain (classMessages).
 */
export const classServerMessages = {
  branchUnknown: 'One of the branches no longer exists. Please refresh your screen.',
  planUnknown: 'One of the memberships no longer exists. Please refresh your screen.',
  planNotSoldHere: (planName: string) => `${planName} is not sold at any of this class's branches`,
} as const;
