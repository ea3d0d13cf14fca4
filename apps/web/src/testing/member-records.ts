import { AKL, WLG } from './members.ts';
import type { OperationData } from './operations.ts';

/**
 * Builders for what hangs off a member: notes, activities and attachments, each typed as the
 * query that lists them sends it. Defaults are fixed values, so a failure reads the same on
 * every run; overrides are spread, so null and 0 stick.
 */
export type NoteData = OperationData<'MemberNotes'>['getNotes'][number];
export type AttachmentData = OperationData<'MemberAttachments'>['getUserAttachments'][number];
export type ActivityPageData = OperationData<'MemberActivities'>['getMemberActivities']['past'];
export type ActivityData = ActivityPageData['activities'][number];
/** Who wrote a note or uploaded an attachment. */
type AuthorData = NonNullable<NoteData['modifiedBy']> & NonNullable<AttachmentData['uploadedBy']>;

function makeAuthor(overrides: Partial<AuthorData> = {}): AuthorData {
  return {
    __typename: 'Author',
    firstName: 'Frankie',
    lastName: 'Desk',
    email: 'front.desk@example.com',
    ...overrides,
  };
}

/** A staff note; an SMS record is a note with category SMS and a status. */
export function makeNote(overrides: Partial<NoteData> = {}): NoteData {
  return {
    __typename: 'Note',
    id: 'note-1',
    contents: 'A note',
    category: 'NOTE',
    status: null,
    modifiedAt: '2026-03-01T00:00:00Z',
    modifiedBy: makeAuthor(),
    modifiedByService: null,
    ...overrides,
  };
}

export function makeAttachment(overrides: Partial<AttachmentData> = {}): AttachmentData {
  return {
    __typename: 'Attachment',
    id: 'att-1',
    fileName: 'file.pdf',
    uploadedAt: '2026-03-01T20:30:00Z',
    uploadedBy: makeAuthor(),
    ...overrides,
  };
}

/** A visit to Wellington of 1 h 15 min. */
export function makeVisit(overrides: Partial<ActivityData> = {}): ActivityData {
  return {
    __typename: 'MemberActivity',
    id: 'visit-1',
    kind: 'VISIT',
    // 2026-03-01 09:30 in Wellington.
    activityTimestamp: 1_772_310_600,
    branchId: WLG,
    arrivalDepartureDuration: 4500,
    attendanceStatus: null,
    visit: { __typename: 'VisitActivity', branchId: WLG, tags: ['MANUAL'], granted: true, denialText: null },
    branchTransfer: null,
    session: null,
    waitlistActivity: null,
    ...overrides,
  };
}

/** A transfer from Auckland to Wellington. */
export function makeTransfer(overrides: Partial<ActivityData> = {}): ActivityData {
  return {
    __typename: 'MemberActivity',
    id: 'transfer-1',
    kind: 'BRANCH_TRANSFER',
    activityTimestamp: 1_760_000_000,
    branchId: WLG,
    arrivalDepartureDuration: null,
    attendanceStatus: null,
    visit: null,
    branchTransfer: {
      __typename: 'BranchTransferActivity',
      sourceBranchId: AKL,
      branchId: WLG,
      tags: ['MANUAL_TRANSFER'],
      customerReference: null,
    },
    session: null,
    waitlistActivity: null,
    ...overrides,
  };
}

/** A page of activities; a next cursor means there are more. */
export function activityPage(
  activities: readonly ActivityData[],
  nextCursor: string | null = null,
): ActivityPageData {
  return { __typename: 'MemberActivityPage', activities, hasMore: nextCursor !== null, nextCursor };
}
