/** Person statuses (spec 1 §4.2). */
export const PERSON_STATUSES = ['PROSPECT', 'MEMBER', 'INACTIVE', 'BLOCKED', 'SUSPENDED'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** How a status reads on screen and in the member CSV. */
export const PERSON_STATUS_LABELS: Readonly<Record<PersonStatus, string>> = {
  PROSPECT: 'Prospect',
  MEMBER: 'Member',
  INACTIVE: 'Inactive',
  BLOCKED: 'Blocked',
  SUSPENDED: 'Suspended',
};

/** Person kinds, which are also the role types of a person (spec 1 §3). */
export const PERSON_KINDS = ['Member', 'Prospect', 'StaffMember'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

export const GENDERS = ['MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  MALE: 'Male',
  FEMALE: 'Female',
  OTHER: 'Other',
  PREFER_NOT_TO_SAY: 'Prefer not to say',
};
