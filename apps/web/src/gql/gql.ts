/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AccessControlApi {\n    getRestApiUrl(name: \"access-control-api\")\n  }\n": typeof types.AccessControlApiDocument,
    "\n  fragment StoredAddress on Address {\n    address1\n    address2\n    suburb\n    city\n    state\n    postalCode\n    country\n  }\n": typeof types.StoredAddressFragmentDoc,
    "\n  fragment StoredPhone on Phone {\n    countryCode\n    number\n  }\n": typeof types.StoredPhoneFragmentDoc,
    "\n  query GetInitialisationData {\n    getInitialisationData {\n      me {\n        applicationId\n        personId\n        userId\n      }\n      authzRoles {\n        id\n        name\n        operations\n      }\n    }\n  }\n": typeof types.GetInitialisationDataDocument,
    "\n  query GetInitialisationByUser($userId: ID!) {\n    getInitialisationByUser(userId: $userId) {\n      roleAssignments {\n        userId\n        roleId\n        branchId\n        isSuperAdmin\n      }\n      person {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": typeof types.GetInitialisationByUserDocument,
    "\n  query StartUpBranches {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        country\n      }\n      groups {\n        id\n        name\n        description\n        branches\n      }\n    }\n  }\n": typeof types.StartUpBranchesDocument,
    "\n  query ArrivalChannelUrl($branchId: ID!) {\n    getRestApiUrl(name: \"arrival\")\n    getBranch(id: $branchId) {\n      id\n      timeZone {\n        id\n      }\n    }\n  }\n": typeof types.ArrivalChannelUrlDocument,
    "\n  query ArrivalCardArrival($id: ID!, $branchId: ID!) {\n    getArrival(id: $id, branchId: $branchId) {\n      id\n      personId\n      firstName\n      lastName\n      imgDownloadUrl\n      homeBranchId\n      branchId\n      personRole\n      membershipId\n      time\n      tags\n      granted\n      denial {\n        text\n        fix\n      }\n      vaccinationCertSightedOn\n    }\n  }\n": typeof types.ArrivalCardArrivalDocument,
    "\n  query ArrivalCardPerson($personId: ID!) {\n    getPerson(personId: $personId) {\n      id\n      dateOfBirth\n    }\n    getNotes(personId: $personId) {\n      id\n      category\n      contents\n      modifiedAt\n    }\n  }\n": typeof types.ArrivalCardPersonDocument,
    "\n  query ArrivalPersonSearch($term: String!, $limit: Int!) {\n    searchPersons(term: $term, limit: $limit) {\n      persons {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": typeof types.ArrivalPersonSearchDocument,
    "\n  mutation AddArrival($input: AddArrivalInput!) {\n    addArrival(addArrivalInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.AddArrivalDocument,
    "\n  query AddArrivalStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      arrival {\n        id\n      }\n    }\n  }\n": typeof types.AddArrivalStatusDocument,
    "\n  query BranchArrivals(\n    $branchId: ID!\n    $day: String\n    $result: ArrivalResult\n    $reason: String\n    $after: String\n    $limit: Int\n  ) {\n    getArrivals(branchId: $branchId, day: $day, result: $result, reason: $reason, after: $after, limit: $limit) {\n      day\n      timeZone\n      nextCursor\n      arrivals {\n        id\n        personId\n        firstName\n        lastName\n        homeBranchId\n        personRole\n        membershipId\n        time\n        tags\n        granted\n        denial {\n          code\n          text\n          fix\n        }\n      }\n    }\n  }\n": typeof types.BranchArrivalsDocument,
    "\n  query BranchBillingAccounts($branchId: ID!) {\n    getBranchBillingAccounts(branchId: $branchId) {\n      branchBillingAccountId\n      name\n      establishmentFee\n      defaultCharge\n      cancellationFee\n      suspensionFee\n      isDefault\n      canEdit\n      ...EditBillingAccount_account\n    }\n  }\n": typeof types.BranchBillingAccountsDocument,
    "\n  query BranchTerms($branchId: ID!) {\n    getBranchBillingAccounts(branchId: $branchId) {\n      branchBillingAccountId\n      name\n      canEdit\n      termsAndConditions {\n        text\n        isEditable\n      }\n    }\n  }\n": typeof types.BranchTermsDocument,
    "\n  fragment EditBillingAccount_account on BranchBillingAccount {\n    branchBillingAccountId\n    name\n    cancellationFee\n    suspensionFee\n    isDefault\n  }\n": typeof types.EditBillingAccount_AccountFragmentDoc,
    "\n  mutation UpdateBranchBillingAccount($input: UpdateBranchBillingAccountInput!) {\n    updateBranchBillingAccount(input: $input) {\n      branchBillingAccountId\n      ...EditBillingAccount_account\n    }\n  }\n": typeof types.UpdateBranchBillingAccountDocument,
    "\n  mutation UpdateBranchTerms($input: UpdateBranchBillingAccountTermsAndConditionsInput!) {\n    updateBranchBillingAccountTermsAndConditions(input: $input) {\n      branchBillingAccountId\n      termsAndConditions {\n        text\n        isEditable\n      }\n    }\n  }\n": typeof types.UpdateBranchTermsDocument,
    "\n  query BranchGroupDetail($id: ID!) {\n    getBranchGroup(id: $id) {\n      id\n      name\n      description\n      branches\n      ...BranchGroupForm_group\n    }\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        memberCount\n      }\n      groups {\n        id\n        name\n      }\n    }\n  }\n": typeof types.BranchGroupDetailDocument,
    "\n  mutation RemoveBranchFromBranchGroup($branchGroupId: ID!, $branchId: ID!) {\n    removeBranchFromBranchGroup(branchGroupId: $branchGroupId, branchId: $branchId) {\n      id\n      branches\n    }\n  }\n": typeof types.RemoveBranchFromBranchGroupDocument,
    "\n  fragment BranchGroupForm_group on BranchGroup {\n    id\n    name\n    description\n    branches\n  }\n": typeof types.BranchGroupForm_GroupFragmentDoc,
    "\n  mutation CreateBranchGroup($input: BranchGroupInput!) {\n    createBranchGroup(input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n": typeof types.CreateBranchGroupDocument,
    "\n  mutation UpdateBranchGroup($id: ID!, $input: BranchGroupInput!) {\n    updateBranchGroup(id: $id, input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n": typeof types.UpdateBranchGroupDocument,
    "\n  query BranchGroups {\n    allBranchesAndGroups {\n      groups {\n        id\n        name\n        description\n        branches\n        ...BranchGroupForm_group\n      }\n    }\n  }\n": typeof types.BranchGroupsDocument,
    "\n  query BranchList {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        ...BranchTile_branch\n      }\n    }\n  }\n": typeof types.BranchListDocument,
    "\n  query BranchOverview($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      legalName\n      country\n      memberCount\n      businessEmailAddress\n      address {\n        ...StoredAddress\n      }\n      contactNumber {\n        ...StoredPhone\n      }\n      timeZone {\n        id\n        name\n      }\n      ...BusinessHoursTable_branch\n    }\n  }\n": typeof types.BranchOverviewDocument,
    "\n  fragment BranchTile_branch on Branch {\n    id\n    name\n    country\n    memberCount\n  }\n": typeof types.BranchTile_BranchFragmentDoc,
    "\n  fragment BusinessHoursTable_branch on Branch {\n    businessHours {\n      dayOfWeek\n      startTime\n      finishTime\n    }\n  }\n": typeof types.BusinessHoursTable_BranchFragmentDoc,
    "\n  mutation EditBranch($branchInfo: BranchInfoInput!) {\n    editBranch(branchInfo: $branchInfo) {\n      id\n      name\n    }\n  }\n": typeof types.EditBranchDocument,
    "\n  query BranchSettings($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      legalName\n      businessNumberType\n      businessNumber\n      gstNumber\n      isGstRegistered\n      country\n      businessEmailAddress\n      memberDomainName\n      timeZone {\n        id\n      }\n      address {\n        ...StoredAddress\n      }\n      contactNumber {\n        ...StoredPhone\n      }\n    }\n  }\n": typeof types.BranchSettingsDocument,
    "\n  query BranchDoors($branchId: ID!) {\n    getDoors(branchId: $branchId) {\n      id\n      name\n      keyPrefix\n      createdTimestamp\n      lastSeenTimestamp\n      revokedTimestamp\n    }\n  }\n": typeof types.BranchDoorsDocument,
    "\n  mutation AddDoor($branchId: ID!, $name: String!) {\n    addDoor(branchId: $branchId, name: $name) {\n      door {\n        id\n        name\n      }\n      key\n    }\n  }\n": typeof types.AddDoorDocument,
    "\n  mutation RevokeDoor($branchId: ID!, $doorId: ID!) {\n    revokeDoor(branchId: $branchId, doorId: $doorId) {\n      id\n      revokedTimestamp\n    }\n  }\n": typeof types.RevokeDoorDocument,
    "\n  query LatestTransferList {\n    getLatestTransferList {\n      id\n      status\n      error {\n        message\n        type\n      }\n      createdTimestamp\n      undoableUntil\n      transferHistory {\n        transferStartedTimestamp\n        transferFinishedTimestamp\n        memberIds\n      }\n      params {\n        reportFromDate\n        reportToDate\n        minVisits\n        minVisitsPercentage\n        includeOverdue\n        includeManualVisits\n        membershipPaymentType\n      }\n      members {\n        id\n        firstName\n        lastName\n        email\n        status\n        sourceBranchName\n        destinationBranchName\n        visits {\n          sourceBranchVisitNumber\n          destinationBranchVisitNumber\n          totalNumberOfVisits\n        }\n        transferResult {\n          status\n          error\n        }\n        dryRun {\n          canTransfer\n          reasonTexts\n          currentPrice\n          newPrice\n          priceNote\n          doorAccess\n          futureBookings\n        }\n      }\n    }\n  }\n": typeof types.LatestTransferListDocument,
    "\n  query TransferBillingProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n": typeof types.TransferBillingProviderDocument,
    "\n  query TransferOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n    }\n  }\n": typeof types.TransferOperationStatusDocument,
    "\n  mutation CreateTransferList($input: CreateTransferListInput!) {\n    createTransferList(input: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.CreateTransferListDocument,
    "\n  mutation ExecuteTransferList($transferListId: ID!, $memberIds: [ID!]) {\n    executeTransferListAsync(transferListId: $transferListId, memberIds: $memberIds) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.ExecuteTransferListDocument,
    "\n  mutation RetryFailedTransfers($transferListId: ID!) {\n    retryFailedTransfers(transferListId: $transferListId) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.RetryFailedTransfersDocument,
    "\n  mutation UndoTransferList($transferListId: ID!, $memberIds: [ID!]) {\n    undoTransferList(transferListId: $transferListId, memberIds: $memberIds) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.UndoTransferListDocument,
    "\n  mutation RemoveMembersFromTransferList($transferListId: ID!, $members: [ID!]!) {\n    removeMembersFromTransferList(transferListId: $transferListId, members: $members) {\n      id\n    }\n  }\n": typeof types.RemoveMembersFromTransferListDocument,
    "\n  mutation DryRunTransferList($transferListId: ID!) {\n    dryRunTransferList(transferListId: $transferListId) {\n      id\n    }\n  }\n": typeof types.DryRunTransferListDocument,
    "\n  mutation ArchiveTransferList($transferListId: ID!) {\n    archiveTransferList(transferListId: $transferListId) {\n      id\n    }\n  }\n": typeof types.ArchiveTransferListDocument,
    "\n  query CalendarBranch($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      today\n      timeZone {\n        id\n      }\n    }\n  }\n": typeof types.CalendarBranchDocument,
    "\n  query CalendarSessions($branchId: ID!, $startDate: String!, $endDate: String!) {\n    getBranchSessions(branchId: $branchId, startDate: $startDate, endDate: $endDate) {\n      id\n      name\n      date\n      startTime\n      endTime\n      color\n      capacity\n      membersCount\n      isFull\n    }\n  }\n": typeof types.CalendarSessionsDocument,
    "\n  query SessionDetails($id: ID!) {\n    getSession(id: $id) {\n      id\n      name\n      date\n      startTime\n      endTime\n      timeZone\n      capacity\n      branchId\n      color\n      allowOnlineBooking\n      isRecurring\n      membersCount\n      waitlistQueueLength\n      spotsLeft\n      isFull\n      isPast\n      hasAttended\n      canManage\n      staffMember {\n        id\n        firstName\n        lastName\n      }\n      classAssociated {\n        id\n        name\n        sessionWaitlistConfig {\n          status\n          limit\n        }\n      }\n    }\n  }\n": typeof types.SessionDetailsDocument,
    "\n  query SessionMembers($id: ID!) {\n    getSessionMembers(id: $id) {\n      id\n      personId\n      firstName\n      lastName\n      status\n      bookedAt\n    }\n  }\n": typeof types.SessionMembersDocument,
    "\n  query SessionWaitlist($id: ID!) {\n    getSessionWaitlistMembers(id: $id) {\n      id\n      personId\n      firstName\n      lastName\n      joinedAt\n      lastPromotionResult\n      offer {\n        status\n        expiresAt\n      }\n    }\n  }\n": typeof types.SessionWaitlistDocument,
    "\n  query SessionOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      code\n    }\n  }\n": typeof types.SessionOperationStatusDocument,
    "\n  mutation AddMemberToSession($id: ID!, $personId: ID!) {\n    addMemberToSessionAsync(id: $id, personId: $personId) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.AddMemberToSessionDocument,
    "\n  mutation RemoveMemberFromSession($id: ID!, $personId: ID!) {\n    removeMemberFromSession(id: $id, personId: $personId)\n  }\n": typeof types.RemoveMemberFromSessionDocument,
    "\n  mutation ChangeAttendance($id: ID!, $personId: ID!, $status: SessionAttendanceStatus!) {\n    changeAttendance(id: $id, personId: $personId, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.ChangeAttendanceDocument,
    "\n  mutation AddMemberToWaitlist($id: ID!, $personId: ID!) {\n    addMemberToWaitlist(id: $id, personId: $personId) {\n      id\n    }\n  }\n": typeof types.AddMemberToWaitlistDocument,
    "\n  mutation RemoveMemberFromWaitlist($id: ID!, $personId: ID!) {\n    removeMemberFromWaitlist(id: $id, personId: $personId)\n  }\n": typeof types.RemoveMemberFromWaitlistDocument,
    "\n  mutation PromoteWaitlistMember($id: ID!, $personId: ID!) {\n    promoteWaitlistMember(id: $id, personId: $personId) {\n      id\n    }\n  }\n": typeof types.PromoteWaitlistMemberDocument,
    "\n  query SessionPersonSearch($term: String!, $branches: [ID!], $limit: Int!) {\n    searchPersons(term: $term, branches: $branches, limit: $limit) {\n      persons {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": typeof types.SessionPersonSearchDocument,
    "\n  query SessionStaff($branchId: ID!) {\n    getSessionStaff(branchId: $branchId) {\n      id\n      firstName\n      lastName\n    }\n  }\n": typeof types.SessionStaffDocument,
    "\n  query SessionClasses($branchId: ID!) {\n    getClasses(branches: [$branchId]) {\n      id\n      name\n      color\n    }\n  }\n": typeof types.SessionClassesDocument,
    "\n  query StaffAvailability(\n    $branchId: ID!\n    $staffMemberId: ID!\n    $date: String!\n    $startTime: String!\n    $endTime: String!\n    $excludeSessionId: ID\n  ) {\n    getStaffAvailability(\n      branchId: $branchId\n      staffMemberId: $staffMemberId\n      date: $date\n      startTime: $startTime\n      endTime: $endTime\n      excludeSessionId: $excludeSessionId\n    )\n  }\n": typeof types.StaffAvailabilityDocument,
    "\n  mutation CreateSession($input: SessionDefinitionInput!) {\n    createSession(sessionDefinitionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.CreateSessionDocument,
    "\n  mutation UpdateSession($input: UpdateSessionInput!) {\n    updateSession(updateSessionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.UpdateSessionDocument,
    "\n  mutation RemoveSession($sessionId: ID!) {\n    removeSession(sessionId: $sessionId) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.RemoveSessionDocument,
    "\n  mutation RemoveFollowingSessions($sessionId: ID!) {\n    removeThisAndFollowingSessions(sessionId: $sessionId) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.RemoveFollowingSessionsDocument,
    "\n  query PreviewSessionChange($input: UpdateSessionInput!) {\n    previewSessionChange(updateSessionInput: $input) {\n      sessionsAffected\n      blockedByAttendance\n      affectedBookings {\n        sessionId\n        date\n        personId\n        firstName\n        lastName\n        status\n        outcome\n      }\n    }\n  }\n": typeof types.PreviewSessionChangeDocument,
    "\n  query PreviewSessionRemoval($sessionId: ID!, $scope: SessionChangeScope!) {\n    previewSessionRemoval(sessionId: $sessionId, scope: $scope) {\n      sessionsAffected\n      blockedByAttendance\n      affectedBookings {\n        sessionId\n        date\n        personId\n        firstName\n        lastName\n        status\n        outcome\n      }\n    }\n  }\n": typeof types.PreviewSessionRemovalDocument,
    "\n  query Class($id: ID!) {\n    getClass(id: $id) {\n      id\n      name\n      description\n      color\n      allowOnlineBooking\n      allowBookingsFrom\n      bookingByMembership {\n        isAllowed\n        membershipPlans\n      }\n      sessionWaitlistConfig {\n        status\n        limit\n      }\n      hasActiveSessionWaitlist\n      waitlistOffers {\n        holdMinutes\n        cutoffMinutes\n      }\n      lateCancellation {\n        enabled\n        windowMinutes\n        feeCents\n        freeWaivers\n      }\n      branches {\n        id\n        name\n      }\n      canEdit\n    }\n  }\n": typeof types.ClassDocument,
    "\n  mutation UpdateClass($input: UpdateClassInput!) {\n    updateClass(input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateClassDocument,
    "\n  query ClassPicture($id: ID!) {\n    getClass(id: $id) {\n      id\n      picture {\n        desktopUrl\n        mobileUrl\n      }\n    }\n  }\n": typeof types.ClassPictureDocument,
    "\n  query ClassPictureUpload(\n    $classId: ID!\n    $contentType: String!\n    $desktopCrop: ClassPictureCropInput!\n    $mobileCrop: ClassPictureCropInput!\n  ) {\n    getUrlForClassPicUpload(\n      classId: $classId\n      contentType: $contentType\n      desktopCrop: $desktopCrop\n      mobileCrop: $mobileCrop\n    )\n  }\n": typeof types.ClassPictureUploadDocument,
    "\n  query ClassMembershipPlans($branches: [ID!]!) {\n    getMembershipPlansWithoutPaymentOptions(branches: $branches) {\n      id\n      name\n    }\n  }\n": typeof types.ClassMembershipPlansDocument,
    "\n  query Classes($branches: [ID!]) {\n    getClasses(branches: $branches) {\n      id\n      name\n      description\n      color\n      allowBookingsFrom\n      sessionWaitlistConfig {\n        status\n        limit\n      }\n      branches {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ClassesDocument,
    "\n  mutation AddClass($input: ClassInput!) {\n    addClass(input: $input) {\n      id\n    }\n  }\n": typeof types.AddClassDocument,
    "\n  fragment MemberActivityRow_activity on MemberActivity {\n    id\n    kind\n    activityTimestamp\n    branchId\n    arrivalDepartureDuration\n    attendanceStatus\n    visit {\n      branchId\n      tags\n      granted\n      denialText\n    }\n    branchTransfer {\n      sourceBranchId\n      branchId\n      tags\n      customerReference\n    }\n  }\n": typeof types.MemberActivityRow_ActivityFragmentDoc,
    "\n  query MemberActivities(\n    $personId: ID!\n    $pastTimestamps: ActivityTimeRangeInput\n    $futureTimestamps: ActivityTimeRangeInput\n    $pastCursor: String\n    $futureCursor: String\n  ) {\n    getMemberActivities(\n      personId: $personId\n      pastTimestamps: $pastTimestamps\n      futureTimestamps: $futureTimestamps\n      pastCursor: $pastCursor\n      futureCursor: $futureCursor\n    ) {\n      past {\n        hasMore\n        nextCursor\n        activities {\n          id\n          ...MemberActivityRow_activity\n        }\n      }\n      upcoming {\n        hasMore\n        nextCursor\n        activities {\n          id\n          ...MemberActivityRow_activity\n        }\n      }\n    }\n  }\n": typeof types.MemberActivitiesDocument,
    "\n  query AddMemberBranch($id: ID!) {\n    getBranch(id: $id) {\n      id\n      timeZone {\n        id\n      }\n    }\n  }\n": typeof types.AddMemberBranchDocument,
    "\n  mutation AddProspect($input: AddProspectInput!) {\n    addProspect(input: $input) {\n      id\n      homeBranchId\n    }\n  }\n": typeof types.AddProspectDocument,
    "\n  query ExistingPersons($firstName: String!, $lastName: String!, $dateOfBirth: String) {\n    findExistingPersons(firstName: $firstName, lastName: $lastName, dateOfBirth: $dateOfBirth) {\n      count\n    }\n  }\n": typeof types.ExistingPersonsDocument,
    "\n  query PersonsByEmail($email: String!, $limit: Int) {\n    countPersonsByEmail(email: $email, limit: $limit)\n  }\n": typeof types.PersonsByEmailDocument,
    "\n  query MemberArea($id: ID!) {\n    getPerson(id: $id) {\n      id\n      firstName\n      lastName\n      homeBranchId\n      homeBranch {\n        id\n        timeZone {\n          id\n        }\n        today\n      }\n    }\n  }\n": typeof types.MemberAreaDocument,
    "\n  query AttachmentUploadUrl($personId: ID!, $fileName: String!, $contentType: String!) {\n    getUrlForAttachmentUpload(personId: $personId, fileName: $fileName, contentType: $contentType)\n  }\n": typeof types.AttachmentUploadUrlDocument,
    "\n  fragment AttachmentRow_attachment on Attachment {\n    id\n    fileName\n    uploadedAt\n    uploadedBy {\n      firstName\n      lastName\n      email\n    }\n  }\n": typeof types.AttachmentRow_AttachmentFragmentDoc,
    "\n  query MemberAttachments($personId: ID!) {\n    getUserAttachments(personId: $personId) {\n      id\n      ...AttachmentRow_attachment\n    }\n  }\n": typeof types.MemberAttachmentsDocument,
    "\n  query AttachmentDownloadUrl($personId: ID!, $attachmentId: ID!) {\n    getUrlForAttachmentDownload(personId: $personId, attachmentId: $attachmentId)\n  }\n": typeof types.AttachmentDownloadUrlDocument,
    "\n  mutation RemoveAttachment($personId: ID!, $attachmentId: ID!) {\n    removeAttachment(personId: $personId, attachmentId: $attachmentId)\n  }\n": typeof types.RemoveAttachmentDocument,
    "\n  mutation ExportMembersCsv($branches: [ID!]) {\n    exportMembersCsv(branches: $branches) {\n      reportUrl\n    }\n  }\n": typeof types.ExportMembersCsvDocument,
    "\n  fragment MyMembersRow_person on Person {\n    id\n    firstName\n    lastName\n    email\n    homeBranchId\n    tags\n    currentMembershipNames\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    roles {\n      branchId\n      roleType\n      lastVisitTimestamp\n    }\n  }\n": typeof types.MyMembersRow_PersonFragmentDoc,
    "\n  query MyMembers(\n    $term: String\n    $branches: [ID!]\n    $reciprocal: Boolean\n    $roleTypes: [PersonRoleType!]\n    $sort: PersonSearchSort\n    $limit: Int\n    $offset: Int\n  ) {\n    searchPersons(\n      term: $term\n      branches: $branches\n      reciprocal: $reciprocal\n      roleTypes: $roleTypes\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      pageInfo {\n        total\n        totalIsCapped\n      }\n      persons {\n        id\n        ...MyMembersRow_person\n      }\n    }\n  }\n": typeof types.MyMembersDocument,
    "\n  fragment ReciprocalMembersRow_person on Person {\n    id\n    firstName\n    lastName\n    email\n    homeBranchId\n    tags\n  }\n": typeof types.ReciprocalMembersRow_PersonFragmentDoc,
    "\n  query ReciprocalMembers(\n    $term: String\n    $branches: [ID!]\n    $reciprocal: Boolean\n    $roleTypes: [PersonRoleType!]\n    $sort: PersonSearchSort\n    $limit: Int\n    $offset: Int\n  ) {\n    searchPersons(\n      term: $term\n      branches: $branches\n      reciprocal: $reciprocal\n      roleTypes: $roleTypes\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      pageInfo {\n        total\n        totalIsCapped\n      }\n      persons {\n        id\n        ...ReciprocalMembersRow_person\n      }\n    }\n  }\n": typeof types.ReciprocalMembersDocument,
    "\n  mutation UpdateNote($personId: ID!, $id: ID!, $contents: String!) {\n    updateNote(personId: $personId, id: $id, contents: $contents) {\n      id\n      contents\n      modifiedAt\n    }\n  }\n": typeof types.UpdateNoteDocument,
    "\n  mutation AddNote($personId: ID!, $contents: String!) {\n    addNote(personId: $personId, contents: $contents) {\n      id\n    }\n  }\n": typeof types.AddNoteDocument,
    "\n  fragment NoteItem_note on Note {\n    id\n    contents\n    category\n    status\n    modifiedAt\n    modifiedByService\n    modifiedBy {\n      firstName\n      lastName\n      email\n    }\n  }\n": typeof types.NoteItem_NoteFragmentDoc,
    "\n  mutation RemoveNote($personId: ID!, $id: ID!) {\n    removeNote(personId: $personId, id: $id)\n  }\n": typeof types.RemoveNoteDocument,
    "\n  fragment NotesWidget_person on Person {\n    id\n    homeBranchId\n    mobilePhone {\n      ...StoredPhone\n    }\n  }\n": typeof types.NotesWidget_PersonFragmentDoc,
    "\n  query MemberNotes($personId: ID!) {\n    getNotes(personId: $personId) {\n      id\n      category\n      status\n      modifiedAt\n      ...NoteItem_note\n    }\n  }\n": typeof types.MemberNotesDocument,
    "\n  mutation SendSms($branchId: ID!, $memberId: ID!, $mobilePhone: MobilePhoneInput!, $smsContent: String!) {\n    sendSMS(branchId: $branchId, memberId: $memberId, mobilePhone: $mobilePhone, smsContent: $smsContent) {\n      success\n      errorMessage\n    }\n  }\n": typeof types.SendSmsDocument,
    "\n  fragment AccessCardCard_person on Person {\n    accessCards {\n      cardNumber\n    }\n  }\n": typeof types.AccessCardCard_PersonFragmentDoc,
    "\n  fragment ContactDetailsCard_person on Person {\n    email\n    gender\n    dateOfBirth\n    emailOptin\n    smsOptin\n    mobilePhone {\n      ...StoredPhone\n    }\n    homePhone {\n      ...StoredPhone\n    }\n    address {\n      ...StoredAddress\n    }\n  }\n": typeof types.ContactDetailsCard_PersonFragmentDoc,
    "\n  fragment EditPersonalDetails_person on Person {\n    id\n    firstName\n    lastName\n    email\n    gender\n    dateOfBirth\n    emailOptin\n    smsOptin\n    homeBranchId\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    vaccinationPassExpiryDate\n    mobilePhone {\n      ...StoredPhone\n    }\n    homePhone {\n      ...StoredPhone\n    }\n    address {\n      ...StoredAddress\n    }\n    emergencyContact {\n      name\n      number {\n        ...StoredPhone\n      }\n    }\n  }\n": typeof types.EditPersonalDetails_PersonFragmentDoc,
    "\n  mutation UpdatePersonalDetails($branchId: ID!, $personalDetailsInput: PersonalDetailsInput!) {\n    updatePersonalDetails(branchId: $branchId, personalDetailsInput: $personalDetailsInput) {\n      id\n      ...EditPersonalDetails_person\n    }\n  }\n": typeof types.UpdatePersonalDetailsDocument,
    "\n  fragment EmergencyContactCard_person on Person {\n    emergencyContact {\n      name\n      number {\n        ...StoredPhone\n      }\n    }\n  }\n": typeof types.EmergencyContactCard_PersonFragmentDoc,
    "\n  query MemberOverview($id: ID!) {\n    getPerson(id: $id) {\n      id\n      firstName\n      lastName\n      homeBranchId\n      ...ProfileCard_person\n      ...ContactDetailsCard_person\n      ...EmergencyContactCard_person\n      ...VaxPassCard_person\n      ...LastVisitCard_person\n      ...BelongsToCard_person\n      ...AccessCardCard_person\n      ...EditPersonalDetails_person\n      ...TransferMember_person\n      ...NotesWidget_person\n      ...MembershipsWidget_person\n    }\n  }\n": typeof types.MemberOverviewDocument,
    "\n  fragment LastVisitCard_person on Person {\n    homeBranchId\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    roles {\n      branchId\n      lastVisitTimestamp\n    }\n  }\n": typeof types.LastVisitCard_PersonFragmentDoc,
    "\n  fragment BelongsToCard_person on Person {\n    homeBranch {\n      id\n      name\n    }\n  }\n": typeof types.BelongsToCard_PersonFragmentDoc,
    "\n  fragment ProfileCard_person on Person {\n    id\n    firstName\n    lastName\n    hasImage\n    homeBranchId\n    tags\n    roles {\n      branchId\n      roleType\n      status\n    }\n  }\n": typeof types.ProfileCard_PersonFragmentDoc,
    "\n  query ProfileImage($personId: ID!) {\n    getUrlForUserPicDownload(personId: $personId)\n  }\n": typeof types.ProfileImageDocument,
    "\n  query ProfileImageUpload($personId: ID!, $contentType: String!) {\n    getUrlForUserPicUpload(personId: $personId, contentType: $contentType)\n  }\n": typeof types.ProfileImageUploadDocument,
    "\n  fragment VaxPassCard_person on Person {\n    id\n    firstName\n    lastName\n    homeBranchId\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    vaccinationCertSightedOn\n    vaccinationPassExpiryDate\n  }\n": typeof types.VaxPassCard_PersonFragmentDoc,
    "\n  mutation VerifyVaccination($branchId: ID!, $personalDetailsInput: PersonalDetailsInput!) {\n    updatePersonalDetails(branchId: $branchId, personalDetailsInput: $personalDetailsInput) {\n      id\n      vaccinationCertSightedOn\n    }\n  }\n": typeof types.VerifyVaccinationDocument,
    "\n  fragment TransferMember_person on Person {\n    id\n    firstName\n    lastName\n    homeBranchId\n  }\n": typeof types.TransferMember_PersonFragmentDoc,
    "\n  mutation TransferPersonToBranch($input: TransferPersonToBranchInput!) {\n    transferPersonToBranch(transferPersonToBranchInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.TransferPersonToBranchDocument,
    "\n  query TransferPersonToBranchStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      person {\n        id\n        homeBranchId\n      }\n    }\n  }\n": typeof types.TransferPersonToBranchStatusDocument,
    "\n  fragment DebitsTable_debit on ScheduledDebit {\n    date\n    amount\n    charges {\n      kind\n      label\n      amount\n    }\n  }\n": typeof types.DebitsTable_DebitFragmentDoc,
    "\n  query AddMembershipProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n": typeof types.AddMembershipProviderDocument,
    "\n  query FirstPaymentDateOptions($branchId: ID!, $paymentFrequency: PaymentFrequency!, $startDate: String!) {\n    getFirstPaymentDateOptions(branchId: $branchId, paymentFrequency: $paymentFrequency, startDate: $startDate)\n  }\n": typeof types.FirstPaymentDateOptionsDocument,
    "\n  query FirstPaymentDetails($branchId: ID!, $input: FirstPaymentDetailsInput!) {\n    getFirstPaymentDetails(branchId: $branchId, input: $input) {\n      earliestPayment {\n        paymentDate\n        firstPaymentAmountPlusAllFees\n        partialPaymentAmount\n        partialPaymentStartDate\n        partialPaymentEndDate\n        firstRecurringPaymentAmount\n        firstRecurringPaymentStartDate\n        firstRecurringPaymentEndDate\n      }\n      recurringPayment {\n        amount\n        startDate\n        endDate\n      }\n      paidInBranchAmount\n      nextDebits {\n        ...DebitsTable_debit\n      }\n    }\n  }\n": typeof types.FirstPaymentDetailsDocument,
    "\n  mutation AttachMembership($branchId: ID!, $input: MembershipInput!) {\n    attachMembership(branchId: $branchId, membershipInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.AttachMembershipDocument,
    "\n  fragment MembershipDetails_membership on Membership {\n    ...MembershipFacts\n    ...SuspensionsSection_membership\n    id\n    branchId\n    signupLink\n    signupLinkEmailedTo\n    accountBillingStatusReason\n    accountBillingStatusDate\n    paymentMethodSummary\n    totalPayment\n    joinFee\n    accessCardFee\n    numberOfVisitsLeft\n    oneOffPaymentType\n    externalPayerRefNumber\n    minimumTermEndDate\n    cancellationReason\n    allowAccessUntil\n    freePeriodHistory {\n      id\n      startDate\n      endDate\n    }\n    lastDishonour {\n      reason\n      label\n      action\n      date\n    }\n    nextPayments(count: 6) {\n      ...DebitsTable_debit\n    }\n  }\n": typeof types.MembershipDetails_MembershipFragmentDoc,
    "\n  query MembershipDetails($personId: ID!, $membershipId: ID!) {\n    getPerson(id: $personId) {\n      id\n      tags\n      overdueReferences\n    }\n    getMembership(personId: $personId, membershipId: $membershipId) {\n      ...MembershipDetails_membership\n    }\n  }\n": typeof types.MembershipDetailsDocument,
    "\n  query PaymentHistoryLink($branchId: ID!, $customerReference: String!) {\n    getBillingLinks(branchId: $branchId, customerReference: $customerReference) {\n      paymentHistory\n    }\n  }\n": typeof types.PaymentHistoryLinkDocument,
    "\n  mutation SendPaymentSetupLink($membershipId: ID!) {\n    sendPaymentSetupLink(membershipId: $membershipId) {\n      signupLink\n      emailedTo\n    }\n  }\n": typeof types.SendPaymentSetupLinkDocument,
    "\n  fragment SuspensionsSection_membership on Membership {\n    suspensionHistory {\n      id\n      startDate\n      endDate\n      suspensionFee\n      frequency\n      classification\n    }\n  }\n": typeof types.SuspensionsSection_MembershipFragmentDoc,
    "\n  query MemberMemberships($personId: ID!) {\n    getPerson(id: $personId) {\n      id\n      overdueReferences\n    }\n    getMemberships(personId: $personId) {\n      ...MembershipFacts\n    }\n  }\n": typeof types.MemberMembershipsDocument,
    "\n  fragment MembershipFacts on Membership {\n    id\n    status\n    isHistory\n    startDate\n    endDate\n    createdAt\n    kind\n    billingProvider\n    organisationBillingProvider\n    ddrStatus\n    accountBillingStatus\n    customerReference\n    overdueAmount\n    firstPaymentDate\n    allowAccessUntil\n    membershipPlan {\n      id\n      name\n      type\n      isExternalPayer\n      country\n    }\n    paymentOption {\n      id\n      name\n      paymentFrequency\n    }\n  }\n": typeof types.MembershipFactsFragmentDoc,
    "\n  fragment ActionPreview_preview on MembershipActionPreview {\n    charges {\n      kind\n      label\n      amount\n    }\n    debits {\n      ...DebitsTable_debit\n    }\n    stoppedDebits {\n      ...DebitsTable_debit\n    }\n  }\n": typeof types.ActionPreview_PreviewFragmentDoc,
    "\n  query PreviewChangeMembership($personId: ID!, $membershipId: ID!, $membershipPlanId: ID!, $paymentOptionId: ID!) {\n    previewChangeMembership(\n      personId: $personId\n      membershipId: $membershipId\n      membershipPlanId: $membershipPlanId\n      paymentOptionId: $paymentOptionId\n    ) {\n      ...ActionPreview_preview\n    }\n  }\n": typeof types.PreviewChangeMembershipDocument,
    "\n  mutation ChangeMembership($branchId: ID!, $input: ChangeMembershipInput!) {\n    changeMembership(branchId: $branchId, changeMembershipInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.ChangeMembershipDocument,
    "\n  mutation UpdateExternalPayer($personId: ID!, $input: ExternalPayerUpdateInput!) {\n    updateExternalPayer(personId: $personId, externalPayerUpdateInput: $input) {\n      id\n      externalPayerRefNumber\n    }\n  }\n": typeof types.UpdateExternalPayerDocument,
    "\n  mutation UpdateMembership($personId: ID!, $update: MembershipUpdate!) {\n    updateMembership(personId: $personId, membershipUpdate: $update) {\n      id\n      endDate\n      customerReference\n    }\n  }\n": typeof types.UpdateMembershipDocument,
    "\n  query EditSuspensionBillingDates($branchId: ID!, $startDate: String!, $count: Int) {\n    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)\n  }\n": typeof types.EditSuspensionBillingDatesDocument,
    "\n  mutation UpdateMembershipSuspensionEndDate($branchId: ID!, $input: UpdateMembershipSuspensionInput!) {\n    updateMembershipSuspensionEndDate(branchId: $branchId, updateMembershipSuspensionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.UpdateMembershipSuspensionEndDateDocument,
    "\n  query EndMembershipBillingDates($branchId: ID!, $startDate: String!, $count: Int) {\n    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)\n  }\n": typeof types.EndMembershipBillingDatesDocument,
    "\n  query PreviewEndMembership($personId: ID!, $membershipId: ID!, $cancellationDate: String!) {\n    previewEndMembership(personId: $personId, membershipId: $membershipId, cancellationDate: $cancellationDate) {\n      ...ActionPreview_preview\n    }\n  }\n": typeof types.PreviewEndMembershipDocument,
    "\n  mutation CancelMembership($input: CancelMembershipInput!) {\n    cancelMembership(cancelMembershipInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.CancelMembershipDocument,
    "\n  mutation CreateMembershipFreePeriod($branchId: ID!, $input: CreateMembershipFreePeriodInput!) {\n    createMembershipFreePeriod(branchId: $branchId, createMembershipFreePeriodInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.CreateMembershipFreePeriodDocument,
    "\n  query PauseBillingDates($branchId: ID!, $startDate: String!, $count: Int) {\n    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)\n  }\n": typeof types.PauseBillingDatesDocument,
    "\n  query OverdueAmount($branchId: ID!, $customerReference: String!) {\n    getOverdueAmount(branchId: $branchId, customerReference: $customerReference)\n  }\n": typeof types.OverdueAmountDocument,
    "\n  mutation PayOverdueInBranch(\n    $branchId: ID!\n    $membershipPlanId: ID!\n    $paymentType: String!\n    $personId: ID!\n    $paymentInCents: Int!\n    $customerReference: String!\n  ) {\n    payOverdueInBranch(\n      branchId: $branchId\n      membershipPlanId: $membershipPlanId\n      paymentType: $paymentType\n      personId: $personId\n      paymentInCents: $paymentInCents\n      customerReference: $customerReference\n    ) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.PayOverdueInBranchDocument,
    "\n  mutation DeleteMembershipSuspension($input: DeleteMembershipSuspensionInput!) {\n    deleteMembershipSuspension(deleteMembershipSuspensionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.DeleteMembershipSuspensionDocument,
    "\n  query PreviewMembershipSuspension(\n    $personId: ID!\n    $membershipId: ID!\n    $startDate: String!\n    $suspensionDuration: Int!\n    $suspensionDurationType: SuspensionDurationType\n  ) {\n    previewMembershipSuspension(\n      personId: $personId\n      membershipId: $membershipId\n      startDate: $startDate\n      suspensionDuration: $suspensionDuration\n      suspensionDurationType: $suspensionDurationType\n    ) {\n      ...ActionPreview_preview\n    }\n  }\n": typeof types.PreviewMembershipSuspensionDocument,
    "\n  mutation AddMembershipSuspension($branchId: ID!, $input: SuspensionInput!) {\n    addMembershipSuspension(branchId: $branchId, suspensionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.AddMembershipSuspensionDocument,
    "\n  mutation SyncAccountStatus($branchId: ID!, $customerReference: String!) {\n    syncAccountStatus(branchId: $branchId, customerReference: $customerReference) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.SyncAccountStatusDocument,
    "\n  mutation SetAllowAccessByAdmin($personId: ID!, $membershipId: ID!, $allowAccessUntil: String) {\n    setAllowAccessByAdmin(personId: $personId, membershipId: $membershipId, allowAccessUntil: $allowAccessUntil) {\n      id\n      status\n      allowAccessUntil\n    }\n  }\n": typeof types.SetAllowAccessByAdminDocument,
    "\n  query MembershipOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      resultId\n      membership {\n        id\n      }\n    }\n  }\n": typeof types.MembershipOperationStatusDocument,
    "\n  fragment MembershipsWidget_person on Person {\n    id\n    overdueReferences\n    memberships {\n      ...MembershipFacts\n    }\n  }\n": typeof types.MembershipsWidget_PersonFragmentDoc,
    "\n  query MembershipReceipts($membershipId: ID!) {\n    getMembershipReceipts(membershipId: $membershipId) {\n      id\n      receiptNumber\n      heading\n      issuedOn\n      branchName\n      legalName\n      branchAddress\n      country\n      taxNumberLabel\n      taxNumber\n      recipientName\n      recipientEmail\n      paymentType\n      totalCents\n      gstStatement\n      lines {\n        membershipId\n        description\n        amountCents\n      }\n    }\n  }\n": typeof types.MembershipReceiptsDocument,
    "\n  mutation EmailReceipt($receiptId: ID!) {\n    emailReceipt(receiptId: $receiptId) {\n      emailedTo\n      queued\n    }\n  }\n": typeof types.EmailReceiptDocument,
    "\n  query SellableMembershipPlans($branches: [ID!]!) {\n    getMembershipPlans(branches: $branches) {\n      id\n      name\n      type\n      isExternalPayer\n      country\n      paymentOptions {\n        id\n        name\n        status\n        saleStartDate\n        saleEndDate\n        paymentFrequency\n        ongoing\n        paymentAmount\n        joinFee\n        accessCardFee\n        freePromotion\n        sellingBranches {\n          id\n        }\n      }\n    }\n  }\n": typeof types.SellableMembershipPlansDocument,
    "\n  query MemberTransactions(\n    $personId: ID!\n    $from: String\n    $to: String\n    $kinds: [TransactionKind!]\n    $offset: Int\n    $limit: Int\n  ) {\n    getMembershipTransactions(\n      personId: $personId\n      from: $from\n      to: $to\n      kinds: $kinds\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      offset\n      limit\n      rows {\n        id\n        kind\n        label\n        amount\n        date\n        reference\n        membershipName\n        country\n        outcome\n        outcomeDate\n        reasonLabel\n        balance\n      }\n    }\n  }\n": typeof types.MemberTransactionsDocument,
    "\n  query MemberWebsiteSettings {\n    getMembershipSettings(branchId: null) {\n      selfServeRequirements {\n        minimumAge {\n          warn\n          warnBelowAge\n          restrict\n          restrictBelowAge\n        }\n      }\n    }\n  }\n": typeof types.MemberWebsiteSettingsDocument,
    "\n  mutation UpdateMemberWebsiteSettings($input: MembershipSettingsInput!) {\n    updateMembershipSettings(input: $input) {\n      selfServeRequirements {\n        minimumAge {\n          warn\n          warnBelowAge\n          restrict\n          restrictBelowAge\n        }\n      }\n    }\n  }\n": typeof types.UpdateMemberWebsiteSettingsDocument,
    "\n  query OverdueSettings {\n    getApplicationConfigSettings(branchId: \"ALL_BRANCHES\") {\n      billingProvider\n      overdueAssessmentSettings {\n        enabled\n        maximumOverdueAmount\n        gracePeriodInDays\n      }\n    }\n  }\n": typeof types.OverdueSettingsDocument,
    "\n  mutation UpdateOverdueSettings($input: OverdueAssessmentSettingsInput!) {\n    updateOverdueAssessmentSettings(input: $input) {\n      enabled\n      maximumOverdueAmount\n      gracePeriodInDays\n    }\n  }\n": typeof types.UpdateOverdueSettingsDocument,
    "\n  query SettingsBillingProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n": typeof types.SettingsBillingProviderDocument,
    "\n  fragment PaymentOptionModal_plan on MembershipPlan {\n    id\n    type\n    country\n  }\n": typeof types.PaymentOptionModal_PlanFragmentDoc,
    "\n  fragment PaymentOptionModal_option on PaymentOption {\n    id\n    name\n    description\n    notes\n    paymentAmount\n    paymentFrequency\n    joinFee\n    accessCardFee\n    suspensionFee\n    suspensionFeeFrequency\n    term\n    termType\n    ongoing\n    ongoingTermType\n    validityPeriod\n    visitPassTermType\n    freePeriod\n    freePeriodFrequency\n    freePeriodUntilDate\n    freePromotion\n    promotion {\n      termCount\n      paymentAmount\n    }\n    membershipStartDate\n    sellingBranches {\n      id\n      name\n    }\n    saleStartDate\n    saleEndDate\n    isAvailableOnline\n  }\n": typeof types.PaymentOptionModal_OptionFragmentDoc,
    "\n  mutation AddPaymentOption($input: PaymentOptionInput!) {\n    addPaymentOption(input: $input) {\n      id\n    }\n  }\n": typeof types.AddPaymentOptionDocument,
    "\n  mutation UpdatePaymentOption($input: PaymentOptionInput!) {\n    updatePaymentOption(input: $input) {\n      id\n      ...PaymentOptionModal_option\n    }\n  }\n": typeof types.UpdatePaymentOptionDocument,
    "\n  mutation AddMembershipPlan($plan: MembershipPlanInput!) {\n    addMembershipPlan(plan: $plan) {\n      id\n    }\n  }\n": typeof types.AddMembershipPlanDocument,
    "\n  query MembershipPlans($branches: [ID!]!, $term: String, $country: String, $type: MembershipPlanType) {\n    getMembershipPlans(branches: $branches, term: $term, country: $country, type: $type) {\n      id\n      name\n      description\n      type\n      country\n      numberOfVisits\n    }\n  }\n": typeof types.MembershipPlansDocument,
    "\n  query PaymentOptionPage($membershipPlanId: ID!, $id: ID!) {\n    getMembershipPlan(id: $membershipPlanId) {\n      id\n      name\n      country\n      ...PaymentOptionModal_plan\n    }\n    getPaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      id\n      membershipPlanId\n      name\n      description\n      notes\n      status\n      canManage\n      paymentAmount\n      paymentFrequency\n      freePromotion\n      promotion {\n        termCount\n        paymentAmount\n      }\n      term\n      termType\n      ongoing\n      validityPeriod\n      visitPassTermType\n      membershipStartDate\n      joinFee\n      accessCardFee\n      suspensionFee\n      suspensionFeeFrequency\n      sellingBranches {\n        id\n        name\n      }\n      isAvailableOnline\n      saleStartDate\n      saleEndDate\n      branchSettings {\n        branch {\n          id\n        }\n        branchBillingAccountId\n        waiveAdminFee\n      }\n      ...PaymentOptionModal_option\n    }\n  }\n": typeof types.PaymentOptionPageDocument,
    "\n  query PlanBranchBillingAccounts($branchId: ID!) {\n    getBranchBillingAccounts(branchId: $branchId) {\n      branchBillingAccountId\n      name\n      isDefault\n    }\n  }\n": typeof types.PlanBranchBillingAccountsDocument,
    "\n  mutation UpdateBranchSetting(\n    $membershipPlanId: ID!\n    $paymentOptionId: ID!\n    $branchSettingInput: BranchSettingInput!\n  ) {\n    updateBranchSetting(\n      membershipPlanId: $membershipPlanId\n      paymentOptionId: $paymentOptionId\n      branchSettingInput: $branchSettingInput\n    ) {\n      id\n      branchSettings {\n        branch {\n          id\n        }\n        branchBillingAccountId\n        waiveAdminFee\n      }\n    }\n  }\n": typeof types.UpdateBranchSettingDocument,
    "\n  fragment EditPlan_plan on MembershipPlan {\n    id\n    name\n    description\n    country\n    type\n    numberOfVisits\n    accessType\n  }\n": typeof types.EditPlan_PlanFragmentDoc,
    "\n  mutation UpdateMembershipPlan($plan: UpdateMembershipPlanInput!) {\n    updateMembershipPlan(plan: $plan) {\n      id\n      ...EditPlan_plan\n    }\n  }\n": typeof types.UpdateMembershipPlanDocument,
    "\n  fragment PaymentOptions_plan on MembershipPlan {\n    id\n    type\n    country\n    ...PaymentOptionModal_plan\n    paymentOptions {\n      id\n      membershipPlanId\n      name\n      description\n      status\n      paymentAmount\n      paymentFrequency\n      freePromotion\n      accessCardFee\n      joinFee\n      isExternalPayer\n      canManage\n      sellingBranches {\n        id\n        name\n        country\n      }\n      branchSettings {\n        branch {\n          id\n        }\n        branchBillingAccountId\n        waiveAdminFee\n      }\n      ...PaymentOptionModal_option\n    }\n  }\n": typeof types.PaymentOptions_PlanFragmentDoc,
    "\n  query MembershipPlan($id: ID!) {\n    getMembershipPlan(id: $id) {\n      id\n      name\n      description\n      country\n      type\n      numberOfVisits\n      accessType\n      canEdit\n      ...EditPlan_plan\n      ...PaymentOptions_plan\n    }\n  }\n": typeof types.MembershipPlanDocument,
    "\n  query PlansBillingProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n": typeof types.PlansBillingProviderDocument,
    "\n  mutation PublishPaymentOption($membershipPlanId: ID!, $id: ID!) {\n    publishPaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.PublishPaymentOptionDocument,
    "\n  mutation ArchivePaymentOption($membershipPlanId: ID!, $id: ID!) {\n    archivePaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      ticketId\n      operationDomain\n    }\n  }\n": typeof types.ArchivePaymentOptionDocument,
    "\n  mutation DuplicatePaymentOption($membershipPlanId: ID!, $id: ID!) {\n    duplicatePaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      id\n    }\n  }\n": typeof types.DuplicatePaymentOptionDocument,
    "\n  query PaymentOptionOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      paymentOption {\n        id\n        status\n      }\n    }\n  }\n": typeof types.PaymentOptionOperationStatusDocument,
    "\n  mutation AddRole($input: AddRoleInput!) {\n    addRole(input: $input) {\n      roleId\n    }\n  }\n": typeof types.AddRoleDocument,
    "\n  mutation UpdateRole($roleId: ID!, $input: RoleInput!) {\n    updateRole(roleId: $roleId, input: $input) {\n      roleId\n    }\n  }\n": typeof types.UpdateRoleDocument,
    "\n  query Role($roleId: ID!) {\n    getRoleSummary(roleId: $roleId) {\n      roleId\n      name\n      description\n      type\n      membersCount\n      accessToGroupOperations\n      operations {\n        id\n        name\n        allowed\n      }\n    }\n  }\n": typeof types.RoleDocument,
    "\n  mutation AssignOperationToRole($roleId: ID!, $opId: ID!) {\n    assignOperationToRole(roleId: $roleId, opId: $opId) {\n      roleId\n    }\n  }\n": typeof types.AssignOperationToRoleDocument,
    "\n  mutation RemoveOperationFromRole($roleId: ID!, $opId: ID!) {\n    removeOperationFromRole(roleId: $roleId, opId: $opId) {\n      roleId\n    }\n  }\n": typeof types.RemoveOperationFromRoleDocument,
    "\n  mutation RemoveRole($roleId: ID!) {\n    removeRole(roleId: $roleId)\n  }\n": typeof types.RemoveRoleDocument,
    "\n  query Roles {\n    getRoles {\n      roleId\n      name\n      description\n      type\n      membersCount\n    }\n  }\n": typeof types.RolesDocument,
    "\n  mutation AddStaffMember($input: StaffMemberInput!) {\n    addStaffMember(staffMemberInput: $input)\n  }\n": typeof types.AddStaffMemberDocument,
    "\n  mutation UpdateStaff($input: StaffMemberDetailsInput!) {\n    updateStaff(staffMemberDetailsInput: $input) {\n      id\n    }\n  }\n": typeof types.UpdateStaffDocument,
    "\n  query StaffSecurityGroups($personId: ID!) {\n    getStaffSecurityGroups(personId: $personId) {\n      personId\n      assignments {\n        roleId\n        roleName\n        branchId\n        isSuperAdmin\n      }\n      assignable {\n        roleId\n        roleName\n        branchIds\n      }\n    }\n  }\n": typeof types.StaffSecurityGroupsDocument,
    "\n  mutation AssignRoleToPerson($roleId: String!, $branchId: String!, $personId: ID!) {\n    assignRoleToPerson(roleId: $roleId, branchId: $branchId, personId: $personId) {\n      personId\n    }\n  }\n": typeof types.AssignRoleToPersonDocument,
    "\n  mutation RemoveRoleFromPerson($roleId: String!, $branchId: String!, $personId: ID!) {\n    removeRoleFromPerson(roleId: $roleId, branchId: $branchId, personId: $personId) {\n      personId\n    }\n  }\n": typeof types.RemoveRoleFromPersonDocument,
    "\n  query StaffList($branches: [ID!]!, $term: String, $limit: Int, $offset: Int) {\n    getStaffMembers(branches: $branches, term: $term, limit: $limit, offset: $offset) {\n      pageInfo {\n        total\n      }\n      persons {\n        id\n        firstName\n        lastName\n        email\n        username\n        branches\n        tags\n        roles\n      }\n    }\n  }\n": typeof types.StaffListDocument,
    "\n  query StaffPhoto($personId: ID!) {\n    getUrlForStaffPicDownload(personId: $personId)\n  }\n": typeof types.StaffPhotoDocument,
    "\n  query StaffPhotoUpload($personId: ID!, $contentType: String!) {\n    getUrlForStaffPicUpload(personId: $personId, contentType: $contentType)\n  }\n": typeof types.StaffPhotoUploadDocument,
    "\n  query StaffMember($personId: ID!, $branchId: ID) {\n    getStaffMember(personId: $personId, branchId: $branchId) {\n      id\n      firstName\n      lastName\n      email\n      gender\n      dateOfBirth\n      mobilePhone {\n        countryCode\n        number\n      }\n      address {\n        address1\n        address2\n        suburb\n        city\n        state\n        postalCode\n        country\n      }\n      username\n      branches\n      tags\n      hasImage\n      availableForSessions\n      manageable\n    }\n  }\n": typeof types.StaffMemberDocument,
    "\n  mutation DisableStaffMember($personId: ID!) {\n    disableStaffMember(personId: $personId) {\n      id\n      tags\n    }\n  }\n": typeof types.DisableStaffMemberDocument,
    "\n  mutation EnableStaffMember($personId: ID!) {\n    enableStaffMember(personId: $personId) {\n      id\n      tags\n    }\n  }\n": typeof types.EnableStaffMemberDocument,
    "\n  mutation ResetStaffPassword($username: String!) {\n    resetPassword(username: $username)\n  }\n": typeof types.ResetStaffPasswordDocument,
    "\n  query CheckUsername($username: String!) {\n    checkUsernameExists(username: $username)\n  }\n": typeof types.CheckUsernameDocument,
};
const documents: Documents = {
    "\n  query AccessControlApi {\n    getRestApiUrl(name: \"access-control-api\")\n  }\n": types.AccessControlApiDocument,
    "\n  fragment StoredAddress on Address {\n    address1\n    address2\n    suburb\n    city\n    state\n    postalCode\n    country\n  }\n": types.StoredAddressFragmentDoc,
    "\n  fragment StoredPhone on Phone {\n    countryCode\n    number\n  }\n": types.StoredPhoneFragmentDoc,
    "\n  query GetInitialisationData {\n    getInitialisationData {\n      me {\n        applicationId\n        personId\n        userId\n      }\n      authzRoles {\n        id\n        name\n        operations\n      }\n    }\n  }\n": types.GetInitialisationDataDocument,
    "\n  query GetInitialisationByUser($userId: ID!) {\n    getInitialisationByUser(userId: $userId) {\n      roleAssignments {\n        userId\n        roleId\n        branchId\n        isSuperAdmin\n      }\n      person {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": types.GetInitialisationByUserDocument,
    "\n  query StartUpBranches {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        country\n      }\n      groups {\n        id\n        name\n        description\n        branches\n      }\n    }\n  }\n": types.StartUpBranchesDocument,
    "\n  query ArrivalChannelUrl($branchId: ID!) {\n    getRestApiUrl(name: \"arrival\")\n    getBranch(id: $branchId) {\n      id\n      timeZone {\n        id\n      }\n    }\n  }\n": types.ArrivalChannelUrlDocument,
    "\n  query ArrivalCardArrival($id: ID!, $branchId: ID!) {\n    getArrival(id: $id, branchId: $branchId) {\n      id\n      personId\n      firstName\n      lastName\n      imgDownloadUrl\n      homeBranchId\n      branchId\n      personRole\n      membershipId\n      time\n      tags\n      granted\n      denial {\n        text\n        fix\n      }\n      vaccinationCertSightedOn\n    }\n  }\n": types.ArrivalCardArrivalDocument,
    "\n  query ArrivalCardPerson($personId: ID!) {\n    getPerson(personId: $personId) {\n      id\n      dateOfBirth\n    }\n    getNotes(personId: $personId) {\n      id\n      category\n      contents\n      modifiedAt\n    }\n  }\n": types.ArrivalCardPersonDocument,
    "\n  query ArrivalPersonSearch($term: String!, $limit: Int!) {\n    searchPersons(term: $term, limit: $limit) {\n      persons {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": types.ArrivalPersonSearchDocument,
    "\n  mutation AddArrival($input: AddArrivalInput!) {\n    addArrival(addArrivalInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.AddArrivalDocument,
    "\n  query AddArrivalStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      arrival {\n        id\n      }\n    }\n  }\n": types.AddArrivalStatusDocument,
    "\n  query BranchArrivals(\n    $branchId: ID!\n    $day: String\n    $result: ArrivalResult\n    $reason: String\n    $after: String\n    $limit: Int\n  ) {\n    getArrivals(branchId: $branchId, day: $day, result: $result, reason: $reason, after: $after, limit: $limit) {\n      day\n      timeZone\n      nextCursor\n      arrivals {\n        id\n        personId\n        firstName\n        lastName\n        homeBranchId\n        personRole\n        membershipId\n        time\n        tags\n        granted\n        denial {\n          code\n          text\n          fix\n        }\n      }\n    }\n  }\n": types.BranchArrivalsDocument,
    "\n  query BranchBillingAccounts($branchId: ID!) {\n    getBranchBillingAccounts(branchId: $branchId) {\n      branchBillingAccountId\n      name\n      establishmentFee\n      defaultCharge\n      cancellationFee\n      suspensionFee\n      isDefault\n      canEdit\n      ...EditBillingAccount_account\n    }\n  }\n": types.BranchBillingAccountsDocument,
    "\n  query BranchTerms($branchId: ID!) {\n    getBranchBillingAccounts(branchId: $branchId) {\n      branchBillingAccountId\n      name\n      canEdit\n      termsAndConditions {\n        text\n        isEditable\n      }\n    }\n  }\n": types.BranchTermsDocument,
    "\n  fragment EditBillingAccount_account on BranchBillingAccount {\n    branchBillingAccountId\n    name\n    cancellationFee\n    suspensionFee\n    isDefault\n  }\n": types.EditBillingAccount_AccountFragmentDoc,
    "\n  mutation UpdateBranchBillingAccount($input: UpdateBranchBillingAccountInput!) {\n    updateBranchBillingAccount(input: $input) {\n      branchBillingAccountId\n      ...EditBillingAccount_account\n    }\n  }\n": types.UpdateBranchBillingAccountDocument,
    "\n  mutation UpdateBranchTerms($input: UpdateBranchBillingAccountTermsAndConditionsInput!) {\n    updateBranchBillingAccountTermsAndConditions(input: $input) {\n      branchBillingAccountId\n      termsAndConditions {\n        text\n        isEditable\n      }\n    }\n  }\n": types.UpdateBranchTermsDocument,
    "\n  query BranchGroupDetail($id: ID!) {\n    getBranchGroup(id: $id) {\n      id\n      name\n      description\n      branches\n      ...BranchGroupForm_group\n    }\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        memberCount\n      }\n      groups {\n        id\n        name\n      }\n    }\n  }\n": types.BranchGroupDetailDocument,
    "\n  mutation RemoveBranchFromBranchGroup($branchGroupId: ID!, $branchId: ID!) {\n    removeBranchFromBranchGroup(branchGroupId: $branchGroupId, branchId: $branchId) {\n      id\n      branches\n    }\n  }\n": types.RemoveBranchFromBranchGroupDocument,
    "\n  fragment BranchGroupForm_group on BranchGroup {\n    id\n    name\n    description\n    branches\n  }\n": types.BranchGroupForm_GroupFragmentDoc,
    "\n  mutation CreateBranchGroup($input: BranchGroupInput!) {\n    createBranchGroup(input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n": types.CreateBranchGroupDocument,
    "\n  mutation UpdateBranchGroup($id: ID!, $input: BranchGroupInput!) {\n    updateBranchGroup(id: $id, input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n": types.UpdateBranchGroupDocument,
    "\n  query BranchGroups {\n    allBranchesAndGroups {\n      groups {\n        id\n        name\n        description\n        branches\n        ...BranchGroupForm_group\n      }\n    }\n  }\n": types.BranchGroupsDocument,
    "\n  query BranchList {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        ...BranchTile_branch\n      }\n    }\n  }\n": types.BranchListDocument,
    "\n  query BranchOverview($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      legalName\n      country\n      memberCount\n      businessEmailAddress\n      address {\n        ...StoredAddress\n      }\n      contactNumber {\n        ...StoredPhone\n      }\n      timeZone {\n        id\n        name\n      }\n      ...BusinessHoursTable_branch\n    }\n  }\n": types.BranchOverviewDocument,
    "\n  fragment BranchTile_branch on Branch {\n    id\n    name\n    country\n    memberCount\n  }\n": types.BranchTile_BranchFragmentDoc,
    "\n  fragment BusinessHoursTable_branch on Branch {\n    businessHours {\n      dayOfWeek\n      startTime\n      finishTime\n    }\n  }\n": types.BusinessHoursTable_BranchFragmentDoc,
    "\n  mutation EditBranch($branchInfo: BranchInfoInput!) {\n    editBranch(branchInfo: $branchInfo) {\n      id\n      name\n    }\n  }\n": types.EditBranchDocument,
    "\n  query BranchSettings($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      legalName\n      businessNumberType\n      businessNumber\n      gstNumber\n      isGstRegistered\n      country\n      businessEmailAddress\n      memberDomainName\n      timeZone {\n        id\n      }\n      address {\n        ...StoredAddress\n      }\n      contactNumber {\n        ...StoredPhone\n      }\n    }\n  }\n": types.BranchSettingsDocument,
    "\n  query BranchDoors($branchId: ID!) {\n    getDoors(branchId: $branchId) {\n      id\n      name\n      keyPrefix\n      createdTimestamp\n      lastSeenTimestamp\n      revokedTimestamp\n    }\n  }\n": types.BranchDoorsDocument,
    "\n  mutation AddDoor($branchId: ID!, $name: String!) {\n    addDoor(branchId: $branchId, name: $name) {\n      door {\n        id\n        name\n      }\n      key\n    }\n  }\n": types.AddDoorDocument,
    "\n  mutation RevokeDoor($branchId: ID!, $doorId: ID!) {\n    revokeDoor(branchId: $branchId, doorId: $doorId) {\n      id\n      revokedTimestamp\n    }\n  }\n": types.RevokeDoorDocument,
    "\n  query LatestTransferList {\n    getLatestTransferList {\n      id\n      status\n      error {\n        message\n        type\n      }\n      createdTimestamp\n      undoableUntil\n      transferHistory {\n        transferStartedTimestamp\n        transferFinishedTimestamp\n        memberIds\n      }\n      params {\n        reportFromDate\n        reportToDate\n        minVisits\n        minVisitsPercentage\n        includeOverdue\n        includeManualVisits\n        membershipPaymentType\n      }\n      members {\n        id\n        firstName\n        lastName\n        email\n        status\n        sourceBranchName\n        destinationBranchName\n        visits {\n          sourceBranchVisitNumber\n          destinationBranchVisitNumber\n          totalNumberOfVisits\n        }\n        transferResult {\n          status\n          error\n        }\n        dryRun {\n          canTransfer\n          reasonTexts\n          currentPrice\n          newPrice\n          priceNote\n          doorAccess\n          futureBookings\n        }\n      }\n    }\n  }\n": types.LatestTransferListDocument,
    "\n  query TransferBillingProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n": types.TransferBillingProviderDocument,
    "\n  query TransferOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n    }\n  }\n": types.TransferOperationStatusDocument,
    "\n  mutation CreateTransferList($input: CreateTransferListInput!) {\n    createTransferList(input: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.CreateTransferListDocument,
    "\n  mutation ExecuteTransferList($transferListId: ID!, $memberIds: [ID!]) {\n    executeTransferListAsync(transferListId: $transferListId, memberIds: $memberIds) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.ExecuteTransferListDocument,
    "\n  mutation RetryFailedTransfers($transferListId: ID!) {\n    retryFailedTransfers(transferListId: $transferListId) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.RetryFailedTransfersDocument,
    "\n  mutation UndoTransferList($transferListId: ID!, $memberIds: [ID!]) {\n    undoTransferList(transferListId: $transferListId, memberIds: $memberIds) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.UndoTransferListDocument,
    "\n  mutation RemoveMembersFromTransferList($transferListId: ID!, $members: [ID!]!) {\n    removeMembersFromTransferList(transferListId: $transferListId, members: $members) {\n      id\n    }\n  }\n": types.RemoveMembersFromTransferListDocument,
    "\n  mutation DryRunTransferList($transferListId: ID!) {\n    dryRunTransferList(transferListId: $transferListId) {\n      id\n    }\n  }\n": types.DryRunTransferListDocument,
    "\n  mutation ArchiveTransferList($transferListId: ID!) {\n    archiveTransferList(transferListId: $transferListId) {\n      id\n    }\n  }\n": types.ArchiveTransferListDocument,
    "\n  query CalendarBranch($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      today\n      timeZone {\n        id\n      }\n    }\n  }\n": types.CalendarBranchDocument,
    "\n  query CalendarSessions($branchId: ID!, $startDate: String!, $endDate: String!) {\n    getBranchSessions(branchId: $branchId, startDate: $startDate, endDate: $endDate) {\n      id\n      name\n      date\n      startTime\n      endTime\n      color\n      capacity\n      membersCount\n      isFull\n    }\n  }\n": types.CalendarSessionsDocument,
    "\n  query SessionDetails($id: ID!) {\n    getSession(id: $id) {\n      id\n      name\n      date\n      startTime\n      endTime\n      timeZone\n      capacity\n      branchId\n      color\n      allowOnlineBooking\n      isRecurring\n      membersCount\n      waitlistQueueLength\n      spotsLeft\n      isFull\n      isPast\n      hasAttended\n      canManage\n      staffMember {\n        id\n        firstName\n        lastName\n      }\n      classAssociated {\n        id\n        name\n        sessionWaitlistConfig {\n          status\n          limit\n        }\n      }\n    }\n  }\n": types.SessionDetailsDocument,
    "\n  query SessionMembers($id: ID!) {\n    getSessionMembers(id: $id) {\n      id\n      personId\n      firstName\n      lastName\n      status\n      bookedAt\n    }\n  }\n": types.SessionMembersDocument,
    "\n  query SessionWaitlist($id: ID!) {\n    getSessionWaitlistMembers(id: $id) {\n      id\n      personId\n      firstName\n      lastName\n      joinedAt\n      lastPromotionResult\n      offer {\n        status\n        expiresAt\n      }\n    }\n  }\n": types.SessionWaitlistDocument,
    "\n  query SessionOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      code\n    }\n  }\n": types.SessionOperationStatusDocument,
    "\n  mutation AddMemberToSession($id: ID!, $personId: ID!) {\n    addMemberToSessionAsync(id: $id, personId: $personId) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.AddMemberToSessionDocument,
    "\n  mutation RemoveMemberFromSession($id: ID!, $personId: ID!) {\n    removeMemberFromSession(id: $id, personId: $personId)\n  }\n": types.RemoveMemberFromSessionDocument,
    "\n  mutation ChangeAttendance($id: ID!, $personId: ID!, $status: SessionAttendanceStatus!) {\n    changeAttendance(id: $id, personId: $personId, status: $status) {\n      id\n      status\n    }\n  }\n": types.ChangeAttendanceDocument,
    "\n  mutation AddMemberToWaitlist($id: ID!, $personId: ID!) {\n    addMemberToWaitlist(id: $id, personId: $personId) {\n      id\n    }\n  }\n": types.AddMemberToWaitlistDocument,
    "\n  mutation RemoveMemberFromWaitlist($id: ID!, $personId: ID!) {\n    removeMemberFromWaitlist(id: $id, personId: $personId)\n  }\n": types.RemoveMemberFromWaitlistDocument,
    "\n  mutation PromoteWaitlistMember($id: ID!, $personId: ID!) {\n    promoteWaitlistMember(id: $id, personId: $personId) {\n      id\n    }\n  }\n": types.PromoteWaitlistMemberDocument,
    "\n  query SessionPersonSearch($term: String!, $branches: [ID!], $limit: Int!) {\n    searchPersons(term: $term, branches: $branches, limit: $limit) {\n      persons {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": types.SessionPersonSearchDocument,
    "\n  query SessionStaff($branchId: ID!) {\n    getSessionStaff(branchId: $branchId) {\n      id\n      firstName\n      lastName\n    }\n  }\n": types.SessionStaffDocument,
    "\n  query SessionClasses($branchId: ID!) {\n    getClasses(branches: [$branchId]) {\n      id\n      name\n      color\n    }\n  }\n": types.SessionClassesDocument,
    "\n  query StaffAvailability(\n    $branchId: ID!\n    $staffMemberId: ID!\n    $date: String!\n    $startTime: String!\n    $endTime: String!\n    $excludeSessionId: ID\n  ) {\n    getStaffAvailability(\n      branchId: $branchId\n      staffMemberId: $staffMemberId\n      date: $date\n      startTime: $startTime\n      endTime: $endTime\n      excludeSessionId: $excludeSessionId\n    )\n  }\n": types.StaffAvailabilityDocument,
    "\n  mutation CreateSession($input: SessionDefinitionInput!) {\n    createSession(sessionDefinitionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.CreateSessionDocument,
    "\n  mutation UpdateSession($input: UpdateSessionInput!) {\n    updateSession(updateSessionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.UpdateSessionDocument,
    "\n  mutation RemoveSession($sessionId: ID!) {\n    removeSession(sessionId: $sessionId) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.RemoveSessionDocument,
    "\n  mutation RemoveFollowingSessions($sessionId: ID!) {\n    removeThisAndFollowingSessions(sessionId: $sessionId) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.RemoveFollowingSessionsDocument,
    "\n  query PreviewSessionChange($input: UpdateSessionInput!) {\n    previewSessionChange(updateSessionInput: $input) {\n      sessionsAffected\n      blockedByAttendance\n      affectedBookings {\n        sessionId\n        date\n        personId\n        firstName\n        lastName\n        status\n        outcome\n      }\n    }\n  }\n": types.PreviewSessionChangeDocument,
    "\n  query PreviewSessionRemoval($sessionId: ID!, $scope: SessionChangeScope!) {\n    previewSessionRemoval(sessionId: $sessionId, scope: $scope) {\n      sessionsAffected\n      blockedByAttendance\n      affectedBookings {\n        sessionId\n        date\n        personId\n        firstName\n        lastName\n        status\n        outcome\n      }\n    }\n  }\n": types.PreviewSessionRemovalDocument,
    "\n  query Class($id: ID!) {\n    getClass(id: $id) {\n      id\n      name\n      description\n      color\n      allowOnlineBooking\n      allowBookingsFrom\n      bookingByMembership {\n        isAllowed\n        membershipPlans\n      }\n      sessionWaitlistConfig {\n        status\n        limit\n      }\n      hasActiveSessionWaitlist\n      waitlistOffers {\n        holdMinutes\n        cutoffMinutes\n      }\n      lateCancellation {\n        enabled\n        windowMinutes\n        feeCents\n        freeWaivers\n      }\n      branches {\n        id\n        name\n      }\n      canEdit\n    }\n  }\n": types.ClassDocument,
    "\n  mutation UpdateClass($input: UpdateClassInput!) {\n    updateClass(input: $input) {\n      id\n    }\n  }\n": types.UpdateClassDocument,
    "\n  query ClassPicture($id: ID!) {\n    getClass(id: $id) {\n      id\n      picture {\n        desktopUrl\n        mobileUrl\n      }\n    }\n  }\n": types.ClassPictureDocument,
    "\n  query ClassPictureUpload(\n    $classId: ID!\n    $contentType: String!\n    $desktopCrop: ClassPictureCropInput!\n    $mobileCrop: ClassPictureCropInput!\n  ) {\n    getUrlForClassPicUpload(\n      classId: $classId\n      contentType: $contentType\n      desktopCrop: $desktopCrop\n      mobileCrop: $mobileCrop\n    )\n  }\n": types.ClassPictureUploadDocument,
    "\n  query ClassMembershipPlans($branches: [ID!]!) {\n    getMembershipPlansWithoutPaymentOptions(branches: $branches) {\n      id\n      name\n    }\n  }\n": types.ClassMembershipPlansDocument,
    "\n  query Classes($branches: [ID!]) {\n    getClasses(branches: $branches) {\n      id\n      name\n      description\n      color\n      allowBookingsFrom\n      sessionWaitlistConfig {\n        status\n        limit\n      }\n      branches {\n        id\n        name\n      }\n    }\n  }\n": types.ClassesDocument,
    "\n  mutation AddClass($input: ClassInput!) {\n    addClass(input: $input) {\n      id\n    }\n  }\n": types.AddClassDocument,
    "\n  fragment MemberActivityRow_activity on MemberActivity {\n    id\n    kind\n    activityTimestamp\n    branchId\n    arrivalDepartureDuration\n    attendanceStatus\n    visit {\n      branchId\n      tags\n      granted\n      denialText\n    }\n    branchTransfer {\n      sourceBranchId\n      branchId\n      tags\n      customerReference\n    }\n  }\n": types.MemberActivityRow_ActivityFragmentDoc,
    "\n  query MemberActivities(\n    $personId: ID!\n    $pastTimestamps: ActivityTimeRangeInput\n    $futureTimestamps: ActivityTimeRangeInput\n    $pastCursor: String\n    $futureCursor: String\n  ) {\n    getMemberActivities(\n      personId: $personId\n      pastTimestamps: $pastTimestamps\n      futureTimestamps: $futureTimestamps\n      pastCursor: $pastCursor\n      futureCursor: $futureCursor\n    ) {\n      past {\n        hasMore\n        nextCursor\n        activities {\n          id\n          ...MemberActivityRow_activity\n        }\n      }\n      upcoming {\n        hasMore\n        nextCursor\n        activities {\n          id\n          ...MemberActivityRow_activity\n        }\n      }\n    }\n  }\n": types.MemberActivitiesDocument,
    "\n  query AddMemberBranch($id: ID!) {\n    getBranch(id: $id) {\n      id\n      timeZone {\n        id\n      }\n    }\n  }\n": types.AddMemberBranchDocument,
    "\n  mutation AddProspect($input: AddProspectInput!) {\n    addProspect(input: $input) {\n      id\n      homeBranchId\n    }\n  }\n": types.AddProspectDocument,
    "\n  query ExistingPersons($firstName: String!, $lastName: String!, $dateOfBirth: String) {\n    findExistingPersons(firstName: $firstName, lastName: $lastName, dateOfBirth: $dateOfBirth) {\n      count\n    }\n  }\n": types.ExistingPersonsDocument,
    "\n  query PersonsByEmail($email: String!, $limit: Int) {\n    countPersonsByEmail(email: $email, limit: $limit)\n  }\n": types.PersonsByEmailDocument,
    "\n  query MemberArea($id: ID!) {\n    getPerson(id: $id) {\n      id\n      firstName\n      lastName\n      homeBranchId\n      homeBranch {\n        id\n        timeZone {\n          id\n        }\n        today\n      }\n    }\n  }\n": types.MemberAreaDocument,
    "\n  query AttachmentUploadUrl($personId: ID!, $fileName: String!, $contentType: String!) {\n    getUrlForAttachmentUpload(personId: $personId, fileName: $fileName, contentType: $contentType)\n  }\n": types.AttachmentUploadUrlDocument,
    "\n  fragment AttachmentRow_attachment on Attachment {\n    id\n    fileName\n    uploadedAt\n    uploadedBy {\n      firstName\n      lastName\n      email\n    }\n  }\n": types.AttachmentRow_AttachmentFragmentDoc,
    "\n  query MemberAttachments($personId: ID!) {\n    getUserAttachments(personId: $personId) {\n      id\n      ...AttachmentRow_attachment\n    }\n  }\n": types.MemberAttachmentsDocument,
    "\n  query AttachmentDownloadUrl($personId: ID!, $attachmentId: ID!) {\n    getUrlForAttachmentDownload(personId: $personId, attachmentId: $attachmentId)\n  }\n": types.AttachmentDownloadUrlDocument,
    "\n  mutation RemoveAttachment($personId: ID!, $attachmentId: ID!) {\n    removeAttachment(personId: $personId, attachmentId: $attachmentId)\n  }\n": types.RemoveAttachmentDocument,
    "\n  mutation ExportMembersCsv($branches: [ID!]) {\n    exportMembersCsv(branches: $branches) {\n      reportUrl\n    }\n  }\n": types.ExportMembersCsvDocument,
    "\n  fragment MyMembersRow_person on Person {\n    id\n    firstName\n    lastName\n    email\n    homeBranchId\n    tags\n    currentMembershipNames\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    roles {\n      branchId\n      roleType\n      lastVisitTimestamp\n    }\n  }\n": types.MyMembersRow_PersonFragmentDoc,
    "\n  query MyMembers(\n    $term: String\n    $branches: [ID!]\n    $reciprocal: Boolean\n    $roleTypes: [PersonRoleType!]\n    $sort: PersonSearchSort\n    $limit: Int\n    $offset: Int\n  ) {\n    searchPersons(\n      term: $term\n      branches: $branches\n      reciprocal: $reciprocal\n      roleTypes: $roleTypes\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      pageInfo {\n        total\n        totalIsCapped\n      }\n      persons {\n        id\n        ...MyMembersRow_person\n      }\n    }\n  }\n": types.MyMembersDocument,
    "\n  fragment ReciprocalMembersRow_person on Person {\n    id\n    firstName\n    lastName\n    email\n    homeBranchId\n    tags\n  }\n": types.ReciprocalMembersRow_PersonFragmentDoc,
    "\n  query ReciprocalMembers(\n    $term: String\n    $branches: [ID!]\n    $reciprocal: Boolean\n    $roleTypes: [PersonRoleType!]\n    $sort: PersonSearchSort\n    $limit: Int\n    $offset: Int\n  ) {\n    searchPersons(\n      term: $term\n      branches: $branches\n      reciprocal: $reciprocal\n      roleTypes: $roleTypes\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      pageInfo {\n        total\n        totalIsCapped\n      }\n      persons {\n        id\n        ...ReciprocalMembersRow_person\n      }\n    }\n  }\n": types.ReciprocalMembersDocument,
    "\n  mutation UpdateNote($personId: ID!, $id: ID!, $contents: String!) {\n    updateNote(personId: $personId, id: $id, contents: $contents) {\n      id\n      contents\n      modifiedAt\n    }\n  }\n": types.UpdateNoteDocument,
    "\n  mutation AddNote($personId: ID!, $contents: String!) {\n    addNote(personId: $personId, contents: $contents) {\n      id\n    }\n  }\n": types.AddNoteDocument,
    "\n  fragment NoteItem_note on Note {\n    id\n    contents\n    category\n    status\n    modifiedAt\n    modifiedByService\n    modifiedBy {\n      firstName\n      lastName\n      email\n    }\n  }\n": types.NoteItem_NoteFragmentDoc,
    "\n  mutation RemoveNote($personId: ID!, $id: ID!) {\n    removeNote(personId: $personId, id: $id)\n  }\n": types.RemoveNoteDocument,
    "\n  fragment NotesWidget_person on Person {\n    id\n    homeBranchId\n    mobilePhone {\n      ...StoredPhone\n    }\n  }\n": types.NotesWidget_PersonFragmentDoc,
    "\n  query MemberNotes($personId: ID!) {\n    getNotes(personId: $personId) {\n      id\n      category\n      status\n      modifiedAt\n      ...NoteItem_note\n    }\n  }\n": types.MemberNotesDocument,
    "\n  mutation SendSms($branchId: ID!, $memberId: ID!, $mobilePhone: MobilePhoneInput!, $smsContent: String!) {\n    sendSMS(branchId: $branchId, memberId: $memberId, mobilePhone: $mobilePhone, smsContent: $smsContent) {\n      success\n      errorMessage\n    }\n  }\n": types.SendSmsDocument,
    "\n  fragment AccessCardCard_person on Person {\n    accessCards {\n      cardNumber\n    }\n  }\n": types.AccessCardCard_PersonFragmentDoc,
    "\n  fragment ContactDetailsCard_person on Person {\n    email\n    gender\n    dateOfBirth\n    emailOptin\n    smsOptin\n    mobilePhone {\n      ...StoredPhone\n    }\n    homePhone {\n      ...StoredPhone\n    }\n    address {\n      ...StoredAddress\n    }\n  }\n": types.ContactDetailsCard_PersonFragmentDoc,
    "\n  fragment EditPersonalDetails_person on Person {\n    id\n    firstName\n    lastName\n    email\n    gender\n    dateOfBirth\n    emailOptin\n    smsOptin\n    homeBranchId\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    vaccinationPassExpiryDate\n    mobilePhone {\n      ...StoredPhone\n    }\n    homePhone {\n      ...StoredPhone\n    }\n    address {\n      ...StoredAddress\n    }\n    emergencyContact {\n      name\n      number {\n        ...StoredPhone\n      }\n    }\n  }\n": types.EditPersonalDetails_PersonFragmentDoc,
    "\n  mutation UpdatePersonalDetails($branchId: ID!, $personalDetailsInput: PersonalDetailsInput!) {\n    updatePersonalDetails(branchId: $branchId, personalDetailsInput: $personalDetailsInput) {\n      id\n      ...EditPersonalDetails_person\n    }\n  }\n": types.UpdatePersonalDetailsDocument,
    "\n  fragment EmergencyContactCard_person on Person {\n    emergencyContact {\n      name\n      number {\n        ...StoredPhone\n      }\n    }\n  }\n": types.EmergencyContactCard_PersonFragmentDoc,
    "\n  query MemberOverview($id: ID!) {\n    getPerson(id: $id) {\n      id\n      firstName\n      lastName\n      homeBranchId\n      ...ProfileCard_person\n      ...ContactDetailsCard_person\n      ...EmergencyContactCard_person\n      ...VaxPassCard_person\n      ...LastVisitCard_person\n      ...BelongsToCard_person\n      ...AccessCardCard_person\n      ...EditPersonalDetails_person\n      ...TransferMember_person\n      ...NotesWidget_person\n      ...MembershipsWidget_person\n    }\n  }\n": types.MemberOverviewDocument,
    "\n  fragment LastVisitCard_person on Person {\n    homeBranchId\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    roles {\n      branchId\n      lastVisitTimestamp\n    }\n  }\n": types.LastVisitCard_PersonFragmentDoc,
    "\n  fragment BelongsToCard_person on Person {\n    homeBranch {\n      id\n      name\n    }\n  }\n": types.BelongsToCard_PersonFragmentDoc,
    "\n  fragment ProfileCard_person on Person {\n    id\n    firstName\n    lastName\n    hasImage\n    homeBranchId\n    tags\n    roles {\n      branchId\n      roleType\n      status\n    }\n  }\n": types.ProfileCard_PersonFragmentDoc,
    "\n  query ProfileImage($personId: ID!) {\n    getUrlForUserPicDownload(personId: $personId)\n  }\n": types.ProfileImageDocument,
    "\n  query ProfileImageUpload($personId: ID!, $contentType: String!) {\n    getUrlForUserPicUpload(personId: $personId, contentType: $contentType)\n  }\n": types.ProfileImageUploadDocument,
    "\n  fragment VaxPassCard_person on Person {\n    id\n    firstName\n    lastName\n    homeBranchId\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    vaccinationCertSightedOn\n    vaccinationPassExpiryDate\n  }\n": types.VaxPassCard_PersonFragmentDoc,
    "\n  mutation VerifyVaccination($branchId: ID!, $personalDetailsInput: PersonalDetailsInput!) {\n    updatePersonalDetails(branchId: $branchId, personalDetailsInput: $personalDetailsInput) {\n      id\n      vaccinationCertSightedOn\n    }\n  }\n": types.VerifyVaccinationDocument,
    "\n  fragment TransferMember_person on Person {\n    id\n    firstName\n    lastName\n    homeBranchId\n  }\n": types.TransferMember_PersonFragmentDoc,
    "\n  mutation TransferPersonToBranch($input: TransferPersonToBranchInput!) {\n    transferPersonToBranch(transferPersonToBranchInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.TransferPersonToBranchDocument,
    "\n  query TransferPersonToBranchStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      person {\n        id\n        homeBranchId\n      }\n    }\n  }\n": types.TransferPersonToBranchStatusDocument,
    "\n  fragment DebitsTable_debit on ScheduledDebit {\n    date\n    amount\n    charges {\n      kind\n      label\n      amount\n    }\n  }\n": types.DebitsTable_DebitFragmentDoc,
    "\n  query AddMembershipProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n": types.AddMembershipProviderDocument,
    "\n  query FirstPaymentDateOptions($branchId: ID!, $paymentFrequency: PaymentFrequency!, $startDate: String!) {\n    getFirstPaymentDateOptions(branchId: $branchId, paymentFrequency: $paymentFrequency, startDate: $startDate)\n  }\n": types.FirstPaymentDateOptionsDocument,
    "\n  query FirstPaymentDetails($branchId: ID!, $input: FirstPaymentDetailsInput!) {\n    getFirstPaymentDetails(branchId: $branchId, input: $input) {\n      earliestPayment {\n        paymentDate\n        firstPaymentAmountPlusAllFees\n        partialPaymentAmount\n        partialPaymentStartDate\n        partialPaymentEndDate\n        firstRecurringPaymentAmount\n        firstRecurringPaymentStartDate\n        firstRecurringPaymentEndDate\n      }\n      recurringPayment {\n        amount\n        startDate\n        endDate\n      }\n      paidInBranchAmount\n      nextDebits {\n        ...DebitsTable_debit\n      }\n    }\n  }\n": types.FirstPaymentDetailsDocument,
    "\n  mutation AttachMembership($branchId: ID!, $input: MembershipInput!) {\n    attachMembership(branchId: $branchId, membershipInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.AttachMembershipDocument,
    "\n  fragment MembershipDetails_membership on Membership {\n    ...MembershipFacts\n    ...SuspensionsSection_membership\n    id\n    branchId\n    signupLink\n    signupLinkEmailedTo\n    accountBillingStatusReason\n    accountBillingStatusDate\n    paymentMethodSummary\n    totalPayment\n    joinFee\n    accessCardFee\n    numberOfVisitsLeft\n    oneOffPaymentType\n    externalPayerRefNumber\n    minimumTermEndDate\n    cancellationReason\n    allowAccessUntil\n    freePeriodHistory {\n      id\n      startDate\n      endDate\n    }\n    lastDishonour {\n      reason\n      label\n      action\n      date\n    }\n    nextPayments(count: 6) {\n      ...DebitsTable_debit\n    }\n  }\n": types.MembershipDetails_MembershipFragmentDoc,
    "\n  query MembershipDetails($personId: ID!, $membershipId: ID!) {\n    getPerson(id: $personId) {\n      id\n      tags\n      overdueReferences\n    }\n    getMembership(personId: $personId, membershipId: $membershipId) {\n      ...MembershipDetails_membership\n    }\n  }\n": types.MembershipDetailsDocument,
    "\n  query PaymentHistoryLink($branchId: ID!, $customerReference: String!) {\n    getBillingLinks(branchId: $branchId, customerReference: $customerReference) {\n      paymentHistory\n    }\n  }\n": types.PaymentHistoryLinkDocument,
    "\n  mutation SendPaymentSetupLink($membershipId: ID!) {\n    sendPaymentSetupLink(membershipId: $membershipId) {\n      signupLink\n      emailedTo\n    }\n  }\n": types.SendPaymentSetupLinkDocument,
    "\n  fragment SuspensionsSection_membership on Membership {\n    suspensionHistory {\n      id\n      startDate\n      endDate\n      suspensionFee\n      frequency\n      classification\n    }\n  }\n": types.SuspensionsSection_MembershipFragmentDoc,
    "\n  query MemberMemberships($personId: ID!) {\n    getPerson(id: $personId) {\n      id\n      overdueReferences\n    }\n    getMemberships(personId: $personId) {\n      ...MembershipFacts\n    }\n  }\n": types.MemberMembershipsDocument,
    "\n  fragment MembershipFacts on Membership {\n    id\n    status\n    isHistory\n    startDate\n    endDate\n    createdAt\n    kind\n    billingProvider\n    organisationBillingProvider\n    ddrStatus\n    accountBillingStatus\n    customerReference\n    overdueAmount\n    firstPaymentDate\n    allowAccessUntil\n    membershipPlan {\n      id\n      name\n      type\n      isExternalPayer\n      country\n    }\n    paymentOption {\n      id\n      name\n      paymentFrequency\n    }\n  }\n": types.MembershipFactsFragmentDoc,
    "\n  fragment ActionPreview_preview on MembershipActionPreview {\n    charges {\n      kind\n      label\n      amount\n    }\n    debits {\n      ...DebitsTable_debit\n    }\n    stoppedDebits {\n      ...DebitsTable_debit\n    }\n  }\n": types.ActionPreview_PreviewFragmentDoc,
    "\n  query PreviewChangeMembership($personId: ID!, $membershipId: ID!, $membershipPlanId: ID!, $paymentOptionId: ID!) {\n    previewChangeMembership(\n      personId: $personId\n      membershipId: $membershipId\n      membershipPlanId: $membershipPlanId\n      paymentOptionId: $paymentOptionId\n    ) {\n      ...ActionPreview_preview\n    }\n  }\n": types.PreviewChangeMembershipDocument,
    "\n  mutation ChangeMembership($branchId: ID!, $input: ChangeMembershipInput!) {\n    changeMembership(branchId: $branchId, changeMembershipInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.ChangeMembershipDocument,
    "\n  mutation UpdateExternalPayer($personId: ID!, $input: ExternalPayerUpdateInput!) {\n    updateExternalPayer(personId: $personId, externalPayerUpdateInput: $input) {\n      id\n      externalPayerRefNumber\n    }\n  }\n": types.UpdateExternalPayerDocument,
    "\n  mutation UpdateMembership($personId: ID!, $update: MembershipUpdate!) {\n    updateMembership(personId: $personId, membershipUpdate: $update) {\n      id\n      endDate\n      customerReference\n    }\n  }\n": types.UpdateMembershipDocument,
    "\n  query EditSuspensionBillingDates($branchId: ID!, $startDate: String!, $count: Int) {\n    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)\n  }\n": types.EditSuspensionBillingDatesDocument,
    "\n  mutation UpdateMembershipSuspensionEndDate($branchId: ID!, $input: UpdateMembershipSuspensionInput!) {\n    updateMembershipSuspensionEndDate(branchId: $branchId, updateMembershipSuspensionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.UpdateMembershipSuspensionEndDateDocument,
    "\n  query EndMembershipBillingDates($branchId: ID!, $startDate: String!, $count: Int) {\n    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)\n  }\n": types.EndMembershipBillingDatesDocument,
    "\n  query PreviewEndMembership($personId: ID!, $membershipId: ID!, $cancellationDate: String!) {\n    previewEndMembership(personId: $personId, membershipId: $membershipId, cancellationDate: $cancellationDate) {\n      ...ActionPreview_preview\n    }\n  }\n": types.PreviewEndMembershipDocument,
    "\n  mutation CancelMembership($input: CancelMembershipInput!) {\n    cancelMembership(cancelMembershipInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.CancelMembershipDocument,
    "\n  mutation CreateMembershipFreePeriod($branchId: ID!, $input: CreateMembershipFreePeriodInput!) {\n    createMembershipFreePeriod(branchId: $branchId, createMembershipFreePeriodInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.CreateMembershipFreePeriodDocument,
    "\n  query PauseBillingDates($branchId: ID!, $startDate: String!, $count: Int) {\n    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)\n  }\n": types.PauseBillingDatesDocument,
    "\n  query OverdueAmount($branchId: ID!, $customerReference: String!) {\n    getOverdueAmount(branchId: $branchId, customerReference: $customerReference)\n  }\n": types.OverdueAmountDocument,
    "\n  mutation PayOverdueInBranch(\n    $branchId: ID!\n    $membershipPlanId: ID!\n    $paymentType: String!\n    $personId: ID!\n    $paymentInCents: Int!\n    $customerReference: String!\n  ) {\n    payOverdueInBranch(\n      branchId: $branchId\n      membershipPlanId: $membershipPlanId\n      paymentType: $paymentType\n      personId: $personId\n      paymentInCents: $paymentInCents\n      customerReference: $customerReference\n    ) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.PayOverdueInBranchDocument,
    "\n  mutation DeleteMembershipSuspension($input: DeleteMembershipSuspensionInput!) {\n    deleteMembershipSuspension(deleteMembershipSuspensionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.DeleteMembershipSuspensionDocument,
    "\n  query PreviewMembershipSuspension(\n    $personId: ID!\n    $membershipId: ID!\n    $startDate: String!\n    $suspensionDuration: Int!\n    $suspensionDurationType: SuspensionDurationType\n  ) {\n    previewMembershipSuspension(\n      personId: $personId\n      membershipId: $membershipId\n      startDate: $startDate\n      suspensionDuration: $suspensionDuration\n      suspensionDurationType: $suspensionDurationType\n    ) {\n      ...ActionPreview_preview\n    }\n  }\n": types.PreviewMembershipSuspensionDocument,
    "\n  mutation AddMembershipSuspension($branchId: ID!, $input: SuspensionInput!) {\n    addMembershipSuspension(branchId: $branchId, suspensionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.AddMembershipSuspensionDocument,
    "\n  mutation SyncAccountStatus($branchId: ID!, $customerReference: String!) {\n    syncAccountStatus(branchId: $branchId, customerReference: $customerReference) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.SyncAccountStatusDocument,
    "\n  mutation SetAllowAccessByAdmin($personId: ID!, $membershipId: ID!, $allowAccessUntil: String) {\n    setAllowAccessByAdmin(personId: $personId, membershipId: $membershipId, allowAccessUntil: $allowAccessUntil) {\n      id\n      status\n      allowAccessUntil\n    }\n  }\n": types.SetAllowAccessByAdminDocument,
    "\n  query MembershipOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      resultId\n      membership {\n        id\n      }\n    }\n  }\n": types.MembershipOperationStatusDocument,
    "\n  fragment MembershipsWidget_person on Person {\n    id\n    overdueReferences\n    memberships {\n      ...MembershipFacts\n    }\n  }\n": types.MembershipsWidget_PersonFragmentDoc,
    "\n  query MembershipReceipts($membershipId: ID!) {\n    getMembershipReceipts(membershipId: $membershipId) {\n      id\n      receiptNumber\n      heading\n      issuedOn\n      branchName\n      legalName\n      branchAddress\n      country\n      taxNumberLabel\n      taxNumber\n      recipientName\n      recipientEmail\n      paymentType\n      totalCents\n      gstStatement\n      lines {\n        membershipId\n        description\n        amountCents\n      }\n    }\n  }\n": types.MembershipReceiptsDocument,
    "\n  mutation EmailReceipt($receiptId: ID!) {\n    emailReceipt(receiptId: $receiptId) {\n      emailedTo\n      queued\n    }\n  }\n": types.EmailReceiptDocument,
    "\n  query SellableMembershipPlans($branches: [ID!]!) {\n    getMembershipPlans(branches: $branches) {\n      id\n      name\n      type\n      isExternalPayer\n      country\n      paymentOptions {\n        id\n        name\n        status\n        saleStartDate\n        saleEndDate\n        paymentFrequency\n        ongoing\n        paymentAmount\n        joinFee\n        accessCardFee\n        freePromotion\n        sellingBranches {\n          id\n        }\n      }\n    }\n  }\n": types.SellableMembershipPlansDocument,
    "\n  query MemberTransactions(\n    $personId: ID!\n    $from: String\n    $to: String\n    $kinds: [TransactionKind!]\n    $offset: Int\n    $limit: Int\n  ) {\n    getMembershipTransactions(\n      personId: $personId\n      from: $from\n      to: $to\n      kinds: $kinds\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      offset\n      limit\n      rows {\n        id\n        kind\n        label\n        amount\n        date\n        reference\n        membershipName\n        country\n        outcome\n        outcomeDate\n        reasonLabel\n        balance\n      }\n    }\n  }\n": types.MemberTransactionsDocument,
    "\n  query MemberWebsiteSettings {\n    getMembershipSettings(branchId: null) {\n      selfServeRequirements {\n        minimumAge {\n          warn\n          warnBelowAge\n          restrict\n          restrictBelowAge\n        }\n      }\n    }\n  }\n": types.MemberWebsiteSettingsDocument,
    "\n  mutation UpdateMemberWebsiteSettings($input: MembershipSettingsInput!) {\n    updateMembershipSettings(input: $input) {\n      selfServeRequirements {\n        minimumAge {\n          warn\n          warnBelowAge\n          restrict\n          restrictBelowAge\n        }\n      }\n    }\n  }\n": types.UpdateMemberWebsiteSettingsDocument,
    "\n  query OverdueSettings {\n    getApplicationConfigSettings(branchId: \"ALL_BRANCHES\") {\n      billingProvider\n      overdueAssessmentSettings {\n        enabled\n        maximumOverdueAmount\n        gracePeriodInDays\n      }\n    }\n  }\n": types.OverdueSettingsDocument,
    "\n  mutation UpdateOverdueSettings($input: OverdueAssessmentSettingsInput!) {\n    updateOverdueAssessmentSettings(input: $input) {\n      enabled\n      maximumOverdueAmount\n      gracePeriodInDays\n    }\n  }\n": types.UpdateOverdueSettingsDocument,
    "\n  query SettingsBillingProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n": types.SettingsBillingProviderDocument,
    "\n  fragment PaymentOptionModal_plan on MembershipPlan {\n    id\n    type\n    country\n  }\n": types.PaymentOptionModal_PlanFragmentDoc,
    "\n  fragment PaymentOptionModal_option on PaymentOption {\n    id\n    name\n    description\n    notes\n    paymentAmount\n    paymentFrequency\n    joinFee\n    accessCardFee\n    suspensionFee\n    suspensionFeeFrequency\n    term\n    termType\n    ongoing\n    ongoingTermType\n    validityPeriod\n    visitPassTermType\n    freePeriod\n    freePeriodFrequency\n    freePeriodUntilDate\n    freePromotion\n    promotion {\n      termCount\n      paymentAmount\n    }\n    membershipStartDate\n    sellingBranches {\n      id\n      name\n    }\n    saleStartDate\n    saleEndDate\n    isAvailableOnline\n  }\n": types.PaymentOptionModal_OptionFragmentDoc,
    "\n  mutation AddPaymentOption($input: PaymentOptionInput!) {\n    addPaymentOption(input: $input) {\n      id\n    }\n  }\n": types.AddPaymentOptionDocument,
    "\n  mutation UpdatePaymentOption($input: PaymentOptionInput!) {\n    updatePaymentOption(input: $input) {\n      id\n      ...PaymentOptionModal_option\n    }\n  }\n": types.UpdatePaymentOptionDocument,
    "\n  mutation AddMembershipPlan($plan: MembershipPlanInput!) {\n    addMembershipPlan(plan: $plan) {\n      id\n    }\n  }\n": types.AddMembershipPlanDocument,
    "\n  query MembershipPlans($branches: [ID!]!, $term: String, $country: String, $type: MembershipPlanType) {\n    getMembershipPlans(branches: $branches, term: $term, country: $country, type: $type) {\n      id\n      name\n      description\n      type\n      country\n      numberOfVisits\n    }\n  }\n": types.MembershipPlansDocument,
    "\n  query PaymentOptionPage($membershipPlanId: ID!, $id: ID!) {\n    getMembershipPlan(id: $membershipPlanId) {\n      id\n      name\n      country\n      ...PaymentOptionModal_plan\n    }\n    getPaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      id\n      membershipPlanId\n      name\n      description\n      notes\n      status\n      canManage\n      paymentAmount\n      paymentFrequency\n      freePromotion\n      promotion {\n        termCount\n        paymentAmount\n      }\n      term\n      termType\n      ongoing\n      validityPeriod\n      visitPassTermType\n      membershipStartDate\n      joinFee\n      accessCardFee\n      suspensionFee\n      suspensionFeeFrequency\n      sellingBranches {\n        id\n        name\n      }\n      isAvailableOnline\n      saleStartDate\n      saleEndDate\n      branchSettings {\n        branch {\n          id\n        }\n        branchBillingAccountId\n        waiveAdminFee\n      }\n      ...PaymentOptionModal_option\n    }\n  }\n": types.PaymentOptionPageDocument,
    "\n  query PlanBranchBillingAccounts($branchId: ID!) {\n    getBranchBillingAccounts(branchId: $branchId) {\n      branchBillingAccountId\n      name\n      isDefault\n    }\n  }\n": types.PlanBranchBillingAccountsDocument,
    "\n  mutation UpdateBranchSetting(\n    $membershipPlanId: ID!\n    $paymentOptionId: ID!\n    $branchSettingInput: BranchSettingInput!\n  ) {\n    updateBranchSetting(\n      membershipPlanId: $membershipPlanId\n      paymentOptionId: $paymentOptionId\n      branchSettingInput: $branchSettingInput\n    ) {\n      id\n      branchSettings {\n        branch {\n          id\n        }\n        branchBillingAccountId\n        waiveAdminFee\n      }\n    }\n  }\n": types.UpdateBranchSettingDocument,
    "\n  fragment EditPlan_plan on MembershipPlan {\n    id\n    name\n    description\n    country\n    type\n    numberOfVisits\n    accessType\n  }\n": types.EditPlan_PlanFragmentDoc,
    "\n  mutation UpdateMembershipPlan($plan: UpdateMembershipPlanInput!) {\n    updateMembershipPlan(plan: $plan) {\n      id\n      ...EditPlan_plan\n    }\n  }\n": types.UpdateMembershipPlanDocument,
    "\n  fragment PaymentOptions_plan on MembershipPlan {\n    id\n    type\n    country\n    ...PaymentOptionModal_plan\n    paymentOptions {\n      id\n      membershipPlanId\n      name\n      description\n      status\n      paymentAmount\n      paymentFrequency\n      freePromotion\n      accessCardFee\n      joinFee\n      isExternalPayer\n      canManage\n      sellingBranches {\n        id\n        name\n        country\n      }\n      branchSettings {\n        branch {\n          id\n        }\n        branchBillingAccountId\n        waiveAdminFee\n      }\n      ...PaymentOptionModal_option\n    }\n  }\n": types.PaymentOptions_PlanFragmentDoc,
    "\n  query MembershipPlan($id: ID!) {\n    getMembershipPlan(id: $id) {\n      id\n      name\n      description\n      country\n      type\n      numberOfVisits\n      accessType\n      canEdit\n      ...EditPlan_plan\n      ...PaymentOptions_plan\n    }\n  }\n": types.MembershipPlanDocument,
    "\n  query PlansBillingProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n": types.PlansBillingProviderDocument,
    "\n  mutation PublishPaymentOption($membershipPlanId: ID!, $id: ID!) {\n    publishPaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.PublishPaymentOptionDocument,
    "\n  mutation ArchivePaymentOption($membershipPlanId: ID!, $id: ID!) {\n    archivePaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      ticketId\n      operationDomain\n    }\n  }\n": types.ArchivePaymentOptionDocument,
    "\n  mutation DuplicatePaymentOption($membershipPlanId: ID!, $id: ID!) {\n    duplicatePaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      id\n    }\n  }\n": types.DuplicatePaymentOptionDocument,
    "\n  query PaymentOptionOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      paymentOption {\n        id\n        status\n      }\n    }\n  }\n": types.PaymentOptionOperationStatusDocument,
    "\n  mutation AddRole($input: AddRoleInput!) {\n    addRole(input: $input) {\n      roleId\n    }\n  }\n": types.AddRoleDocument,
    "\n  mutation UpdateRole($roleId: ID!, $input: RoleInput!) {\n    updateRole(roleId: $roleId, input: $input) {\n      roleId\n    }\n  }\n": types.UpdateRoleDocument,
    "\n  query Role($roleId: ID!) {\n    getRoleSummary(roleId: $roleId) {\n      roleId\n      name\n      description\n      type\n      membersCount\n      accessToGroupOperations\n      operations {\n        id\n        name\n        allowed\n      }\n    }\n  }\n": types.RoleDocument,
    "\n  mutation AssignOperationToRole($roleId: ID!, $opId: ID!) {\n    assignOperationToRole(roleId: $roleId, opId: $opId) {\n      roleId\n    }\n  }\n": types.AssignOperationToRoleDocument,
    "\n  mutation RemoveOperationFromRole($roleId: ID!, $opId: ID!) {\n    removeOperationFromRole(roleId: $roleId, opId: $opId) {\n      roleId\n    }\n  }\n": types.RemoveOperationFromRoleDocument,
    "\n  mutation RemoveRole($roleId: ID!) {\n    removeRole(roleId: $roleId)\n  }\n": types.RemoveRoleDocument,
    "\n  query Roles {\n    getRoles {\n      roleId\n      name\n      description\n      type\n      membersCount\n    }\n  }\n": types.RolesDocument,
    "\n  mutation AddStaffMember($input: StaffMemberInput!) {\n    addStaffMember(staffMemberInput: $input)\n  }\n": types.AddStaffMemberDocument,
    "\n  mutation UpdateStaff($input: StaffMemberDetailsInput!) {\n    updateStaff(staffMemberDetailsInput: $input) {\n      id\n    }\n  }\n": types.UpdateStaffDocument,
    "\n  query StaffSecurityGroups($personId: ID!) {\n    getStaffSecurityGroups(personId: $personId) {\n      personId\n      assignments {\n        roleId\n        roleName\n        branchId\n        isSuperAdmin\n      }\n      assignable {\n        roleId\n        roleName\n        branchIds\n      }\n    }\n  }\n": types.StaffSecurityGroupsDocument,
    "\n  mutation AssignRoleToPerson($roleId: String!, $branchId: String!, $personId: ID!) {\n    assignRoleToPerson(roleId: $roleId, branchId: $branchId, personId: $personId) {\n      personId\n    }\n  }\n": types.AssignRoleToPersonDocument,
    "\n  mutation RemoveRoleFromPerson($roleId: String!, $branchId: String!, $personId: ID!) {\n    removeRoleFromPerson(roleId: $roleId, branchId: $branchId, personId: $personId) {\n      personId\n    }\n  }\n": types.RemoveRoleFromPersonDocument,
    "\n  query StaffList($branches: [ID!]!, $term: String, $limit: Int, $offset: Int) {\n    getStaffMembers(branches: $branches, term: $term, limit: $limit, offset: $offset) {\n      pageInfo {\n        total\n      }\n      persons {\n        id\n        firstName\n        lastName\n        email\n        username\n        branches\n        tags\n        roles\n      }\n    }\n  }\n": types.StaffListDocument,
    "\n  query StaffPhoto($personId: ID!) {\n    getUrlForStaffPicDownload(personId: $personId)\n  }\n": types.StaffPhotoDocument,
    "\n  query StaffPhotoUpload($personId: ID!, $contentType: String!) {\n    getUrlForStaffPicUpload(personId: $personId, contentType: $contentType)\n  }\n": types.StaffPhotoUploadDocument,
    "\n  query StaffMember($personId: ID!, $branchId: ID) {\n    getStaffMember(personId: $personId, branchId: $branchId) {\n      id\n      firstName\n      lastName\n      email\n      gender\n      dateOfBirth\n      mobilePhone {\n        countryCode\n        number\n      }\n      address {\n        address1\n        address2\n        suburb\n        city\n        state\n        postalCode\n        country\n      }\n      username\n      branches\n      tags\n      hasImage\n      availableForSessions\n      manageable\n    }\n  }\n": types.StaffMemberDocument,
    "\n  mutation DisableStaffMember($personId: ID!) {\n    disableStaffMember(personId: $personId) {\n      id\n      tags\n    }\n  }\n": types.DisableStaffMemberDocument,
    "\n  mutation EnableStaffMember($personId: ID!) {\n    enableStaffMember(personId: $personId) {\n      id\n      tags\n    }\n  }\n": types.EnableStaffMemberDocument,
    "\n  mutation ResetStaffPassword($username: String!) {\n    resetPassword(username: $username)\n  }\n": types.ResetStaffPasswordDocument,
    "\n  query CheckUsername($username: String!) {\n    checkUsernameExists(username: $username)\n  }\n": types.CheckUsernameDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessControlApi {\n    getRestApiUrl(name: \"access-control-api\")\n  }\n"): (typeof documents)["\n  query AccessControlApi {\n    getRestApiUrl(name: \"access-control-api\")\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoredAddress on Address {\n    address1\n    address2\n    suburb\n    city\n    state\n    postalCode\n    country\n  }\n"): (typeof documents)["\n  fragment StoredAddress on Address {\n    address1\n    address2\n    suburb\n    city\n    state\n    postalCode\n    country\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoredPhone on Phone {\n    countryCode\n    number\n  }\n"): (typeof documents)["\n  fragment StoredPhone on Phone {\n    countryCode\n    number\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetInitialisationData {\n    getInitialisationData {\n      me {\n        applicationId\n        personId\n        userId\n      }\n      authzRoles {\n        id\n        name\n        operations\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetInitialisationData {\n    getInitialisationData {\n      me {\n        applicationId\n        personId\n        userId\n      }\n      authzRoles {\n        id\n        name\n        operations\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetInitialisationByUser($userId: ID!) {\n    getInitialisationByUser(userId: $userId) {\n      roleAssignments {\n        userId\n        roleId\n        branchId\n        isSuperAdmin\n      }\n      person {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetInitialisationByUser($userId: ID!) {\n    getInitialisationByUser(userId: $userId) {\n      roleAssignments {\n        userId\n        roleId\n        branchId\n        isSuperAdmin\n      }\n      person {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartUpBranches {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        country\n      }\n      groups {\n        id\n        name\n        description\n        branches\n      }\n    }\n  }\n"): (typeof documents)["\n  query StartUpBranches {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        country\n      }\n      groups {\n        id\n        name\n        description\n        branches\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArrivalChannelUrl($branchId: ID!) {\n    getRestApiUrl(name: \"arrival\")\n    getBranch(id: $branchId) {\n      id\n      timeZone {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArrivalChannelUrl($branchId: ID!) {\n    getRestApiUrl(name: \"arrival\")\n    getBranch(id: $branchId) {\n      id\n      timeZone {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArrivalCardArrival($id: ID!, $branchId: ID!) {\n    getArrival(id: $id, branchId: $branchId) {\n      id\n      personId\n      firstName\n      lastName\n      imgDownloadUrl\n      homeBranchId\n      branchId\n      personRole\n      membershipId\n      time\n      tags\n      granted\n      denial {\n        text\n        fix\n      }\n      vaccinationCertSightedOn\n    }\n  }\n"): (typeof documents)["\n  query ArrivalCardArrival($id: ID!, $branchId: ID!) {\n    getArrival(id: $id, branchId: $branchId) {\n      id\n      personId\n      firstName\n      lastName\n      imgDownloadUrl\n      homeBranchId\n      branchId\n      personRole\n      membershipId\n      time\n      tags\n      granted\n      denial {\n        text\n        fix\n      }\n      vaccinationCertSightedOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArrivalCardPerson($personId: ID!) {\n    getPerson(personId: $personId) {\n      id\n      dateOfBirth\n    }\n    getNotes(personId: $personId) {\n      id\n      category\n      contents\n      modifiedAt\n    }\n  }\n"): (typeof documents)["\n  query ArrivalCardPerson($personId: ID!) {\n    getPerson(personId: $personId) {\n      id\n      dateOfBirth\n    }\n    getNotes(personId: $personId) {\n      id\n      category\n      contents\n      modifiedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArrivalPersonSearch($term: String!, $limit: Int!) {\n    searchPersons(term: $term, limit: $limit) {\n      persons {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArrivalPersonSearch($term: String!, $limit: Int!) {\n    searchPersons(term: $term, limit: $limit) {\n      persons {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddArrival($input: AddArrivalInput!) {\n    addArrival(addArrivalInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation AddArrival($input: AddArrivalInput!) {\n    addArrival(addArrivalInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddArrivalStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      arrival {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AddArrivalStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      arrival {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchArrivals(\n    $branchId: ID!\n    $day: String\n    $result: ArrivalResult\n    $reason: String\n    $after: String\n    $limit: Int\n  ) {\n    getArrivals(branchId: $branchId, day: $day, result: $result, reason: $reason, after: $after, limit: $limit) {\n      day\n      timeZone\n      nextCursor\n      arrivals {\n        id\n        personId\n        firstName\n        lastName\n        homeBranchId\n        personRole\n        membershipId\n        time\n        tags\n        granted\n        denial {\n          code\n          text\n          fix\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BranchArrivals(\n    $branchId: ID!\n    $day: String\n    $result: ArrivalResult\n    $reason: String\n    $after: String\n    $limit: Int\n  ) {\n    getArrivals(branchId: $branchId, day: $day, result: $result, reason: $reason, after: $after, limit: $limit) {\n      day\n      timeZone\n      nextCursor\n      arrivals {\n        id\n        personId\n        firstName\n        lastName\n        homeBranchId\n        personRole\n        membershipId\n        time\n        tags\n        granted\n        denial {\n          code\n          text\n          fix\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchBillingAccounts($branchId: ID!) {\n    getBranchBillingAccounts(branchId: $branchId) {\n      branchBillingAccountId\n      name\n      establishmentFee\n      defaultCharge\n      cancellationFee\n      suspensionFee\n      isDefault\n      canEdit\n      ...EditBillingAccount_account\n    }\n  }\n"): (typeof documents)["\n  query BranchBillingAccounts($branchId: ID!) {\n    getBranchBillingAccounts(branchId: $branchId) {\n      branchBillingAccountId\n      name\n      establishmentFee\n      defaultCharge\n      cancellationFee\n      suspensionFee\n      isDefault\n      canEdit\n      ...EditBillingAccount_account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchTerms($branchId: ID!) {\n    getBranchBillingAccounts(branchId: $branchId) {\n      branchBillingAccountId\n      name\n      canEdit\n      termsAndConditions {\n        text\n        isEditable\n      }\n    }\n  }\n"): (typeof documents)["\n  query BranchTerms($branchId: ID!) {\n    getBranchBillingAccounts(branchId: $branchId) {\n      branchBillingAccountId\n      name\n      canEdit\n      termsAndConditions {\n        text\n        isEditable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditBillingAccount_account on BranchBillingAccount {\n    branchBillingAccountId\n    name\n    cancellationFee\n    suspensionFee\n    isDefault\n  }\n"): (typeof documents)["\n  fragment EditBillingAccount_account on BranchBillingAccount {\n    branchBillingAccountId\n    name\n    cancellationFee\n    suspensionFee\n    isDefault\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBranchBillingAccount($input: UpdateBranchBillingAccountInput!) {\n    updateBranchBillingAccount(input: $input) {\n      branchBillingAccountId\n      ...EditBillingAccount_account\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBranchBillingAccount($input: UpdateBranchBillingAccountInput!) {\n    updateBranchBillingAccount(input: $input) {\n      branchBillingAccountId\n      ...EditBillingAccount_account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBranchTerms($input: UpdateBranchBillingAccountTermsAndConditionsInput!) {\n    updateBranchBillingAccountTermsAndConditions(input: $input) {\n      branchBillingAccountId\n      termsAndConditions {\n        text\n        isEditable\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBranchTerms($input: UpdateBranchBillingAccountTermsAndConditionsInput!) {\n    updateBranchBillingAccountTermsAndConditions(input: $input) {\n      branchBillingAccountId\n      termsAndConditions {\n        text\n        isEditable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchGroupDetail($id: ID!) {\n    getBranchGroup(id: $id) {\n      id\n      name\n      description\n      branches\n      ...BranchGroupForm_group\n    }\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        memberCount\n      }\n      groups {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query BranchGroupDetail($id: ID!) {\n    getBranchGroup(id: $id) {\n      id\n      name\n      description\n      branches\n      ...BranchGroupForm_group\n    }\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        memberCount\n      }\n      groups {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBranchFromBranchGroup($branchGroupId: ID!, $branchId: ID!) {\n    removeBranchFromBranchGroup(branchGroupId: $branchGroupId, branchId: $branchId) {\n      id\n      branches\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveBranchFromBranchGroup($branchGroupId: ID!, $branchId: ID!) {\n    removeBranchFromBranchGroup(branchGroupId: $branchGroupId, branchId: $branchId) {\n      id\n      branches\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BranchGroupForm_group on BranchGroup {\n    id\n    name\n    description\n    branches\n  }\n"): (typeof documents)["\n  fragment BranchGroupForm_group on BranchGroup {\n    id\n    name\n    description\n    branches\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBranchGroup($input: BranchGroupInput!) {\n    createBranchGroup(input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBranchGroup($input: BranchGroupInput!) {\n    createBranchGroup(input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBranchGroup($id: ID!, $input: BranchGroupInput!) {\n    updateBranchGroup(id: $id, input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBranchGroup($id: ID!, $input: BranchGroupInput!) {\n    updateBranchGroup(id: $id, input: $input) {\n      id\n      ...BranchGroupForm_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchGroups {\n    allBranchesAndGroups {\n      groups {\n        id\n        name\n        description\n        branches\n        ...BranchGroupForm_group\n      }\n    }\n  }\n"): (typeof documents)["\n  query BranchGroups {\n    allBranchesAndGroups {\n      groups {\n        id\n        name\n        description\n        branches\n        ...BranchGroupForm_group\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchList {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        ...BranchTile_branch\n      }\n    }\n  }\n"): (typeof documents)["\n  query BranchList {\n    allBranchesAndGroups {\n      branches {\n        id\n        name\n        ...BranchTile_branch\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchOverview($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      legalName\n      country\n      memberCount\n      businessEmailAddress\n      address {\n        ...StoredAddress\n      }\n      contactNumber {\n        ...StoredPhone\n      }\n      timeZone {\n        id\n        name\n      }\n      ...BusinessHoursTable_branch\n    }\n  }\n"): (typeof documents)["\n  query BranchOverview($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      legalName\n      country\n      memberCount\n      businessEmailAddress\n      address {\n        ...StoredAddress\n      }\n      contactNumber {\n        ...StoredPhone\n      }\n      timeZone {\n        id\n        name\n      }\n      ...BusinessHoursTable_branch\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BranchTile_branch on Branch {\n    id\n    name\n    country\n    memberCount\n  }\n"): (typeof documents)["\n  fragment BranchTile_branch on Branch {\n    id\n    name\n    country\n    memberCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessHoursTable_branch on Branch {\n    businessHours {\n      dayOfWeek\n      startTime\n      finishTime\n    }\n  }\n"): (typeof documents)["\n  fragment BusinessHoursTable_branch on Branch {\n    businessHours {\n      dayOfWeek\n      startTime\n      finishTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditBranch($branchInfo: BranchInfoInput!) {\n    editBranch(branchInfo: $branchInfo) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation EditBranch($branchInfo: BranchInfoInput!) {\n    editBranch(branchInfo: $branchInfo) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchSettings($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      legalName\n      businessNumberType\n      businessNumber\n      gstNumber\n      isGstRegistered\n      country\n      businessEmailAddress\n      memberDomainName\n      timeZone {\n        id\n      }\n      address {\n        ...StoredAddress\n      }\n      contactNumber {\n        ...StoredPhone\n      }\n    }\n  }\n"): (typeof documents)["\n  query BranchSettings($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      legalName\n      businessNumberType\n      businessNumber\n      gstNumber\n      isGstRegistered\n      country\n      businessEmailAddress\n      memberDomainName\n      timeZone {\n        id\n      }\n      address {\n        ...StoredAddress\n      }\n      contactNumber {\n        ...StoredPhone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchDoors($branchId: ID!) {\n    getDoors(branchId: $branchId) {\n      id\n      name\n      keyPrefix\n      createdTimestamp\n      lastSeenTimestamp\n      revokedTimestamp\n    }\n  }\n"): (typeof documents)["\n  query BranchDoors($branchId: ID!) {\n    getDoors(branchId: $branchId) {\n      id\n      name\n      keyPrefix\n      createdTimestamp\n      lastSeenTimestamp\n      revokedTimestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDoor($branchId: ID!, $name: String!) {\n    addDoor(branchId: $branchId, name: $name) {\n      door {\n        id\n        name\n      }\n      key\n    }\n  }\n"): (typeof documents)["\n  mutation AddDoor($branchId: ID!, $name: String!) {\n    addDoor(branchId: $branchId, name: $name) {\n      door {\n        id\n        name\n      }\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeDoor($branchId: ID!, $doorId: ID!) {\n    revokeDoor(branchId: $branchId, doorId: $doorId) {\n      id\n      revokedTimestamp\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeDoor($branchId: ID!, $doorId: ID!) {\n    revokeDoor(branchId: $branchId, doorId: $doorId) {\n      id\n      revokedTimestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestTransferList {\n    getLatestTransferList {\n      id\n      status\n      error {\n        message\n        type\n      }\n      createdTimestamp\n      undoableUntil\n      transferHistory {\n        transferStartedTimestamp\n        transferFinishedTimestamp\n        memberIds\n      }\n      params {\n        reportFromDate\n        reportToDate\n        minVisits\n        minVisitsPercentage\n        includeOverdue\n        includeManualVisits\n        membershipPaymentType\n      }\n      members {\n        id\n        firstName\n        lastName\n        email\n        status\n        sourceBranchName\n        destinationBranchName\n        visits {\n          sourceBranchVisitNumber\n          destinationBranchVisitNumber\n          totalNumberOfVisits\n        }\n        transferResult {\n          status\n          error\n        }\n        dryRun {\n          canTransfer\n          reasonTexts\n          currentPrice\n          newPrice\n          priceNote\n          doorAccess\n          futureBookings\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LatestTransferList {\n    getLatestTransferList {\n      id\n      status\n      error {\n        message\n        type\n      }\n      createdTimestamp\n      undoableUntil\n      transferHistory {\n        transferStartedTimestamp\n        transferFinishedTimestamp\n        memberIds\n      }\n      params {\n        reportFromDate\n        reportToDate\n        minVisits\n        minVisitsPercentage\n        includeOverdue\n        includeManualVisits\n        membershipPaymentType\n      }\n      members {\n        id\n        firstName\n        lastName\n        email\n        status\n        sourceBranchName\n        destinationBranchName\n        visits {\n          sourceBranchVisitNumber\n          destinationBranchVisitNumber\n          totalNumberOfVisits\n        }\n        transferResult {\n          status\n          error\n        }\n        dryRun {\n          canTransfer\n          reasonTexts\n          currentPrice\n          newPrice\n          priceNote\n          doorAccess\n          futureBookings\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferBillingProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n"): (typeof documents)["\n  query TransferBillingProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  query TransferOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTransferList($input: CreateTransferListInput!) {\n    createTransferList(input: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTransferList($input: CreateTransferListInput!) {\n    createTransferList(input: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExecuteTransferList($transferListId: ID!, $memberIds: [ID!]) {\n    executeTransferListAsync(transferListId: $transferListId, memberIds: $memberIds) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation ExecuteTransferList($transferListId: ID!, $memberIds: [ID!]) {\n    executeTransferListAsync(transferListId: $transferListId, memberIds: $memberIds) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryFailedTransfers($transferListId: ID!) {\n    retryFailedTransfers(transferListId: $transferListId) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation RetryFailedTransfers($transferListId: ID!) {\n    retryFailedTransfers(transferListId: $transferListId) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoTransferList($transferListId: ID!, $memberIds: [ID!]) {\n    undoTransferList(transferListId: $transferListId, memberIds: $memberIds) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation UndoTransferList($transferListId: ID!, $memberIds: [ID!]) {\n    undoTransferList(transferListId: $transferListId, memberIds: $memberIds) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMembersFromTransferList($transferListId: ID!, $members: [ID!]!) {\n    removeMembersFromTransferList(transferListId: $transferListId, members: $members) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMembersFromTransferList($transferListId: ID!, $members: [ID!]!) {\n    removeMembersFromTransferList(transferListId: $transferListId, members: $members) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DryRunTransferList($transferListId: ID!) {\n    dryRunTransferList(transferListId: $transferListId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DryRunTransferList($transferListId: ID!) {\n    dryRunTransferList(transferListId: $transferListId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveTransferList($transferListId: ID!) {\n    archiveTransferList(transferListId: $transferListId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveTransferList($transferListId: ID!) {\n    archiveTransferList(transferListId: $transferListId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarBranch($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      today\n      timeZone {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarBranch($id: ID!) {\n    getBranch(id: $id) {\n      id\n      name\n      today\n      timeZone {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarSessions($branchId: ID!, $startDate: String!, $endDate: String!) {\n    getBranchSessions(branchId: $branchId, startDate: $startDate, endDate: $endDate) {\n      id\n      name\n      date\n      startTime\n      endTime\n      color\n      capacity\n      membersCount\n      isFull\n    }\n  }\n"): (typeof documents)["\n  query CalendarSessions($branchId: ID!, $startDate: String!, $endDate: String!) {\n    getBranchSessions(branchId: $branchId, startDate: $startDate, endDate: $endDate) {\n      id\n      name\n      date\n      startTime\n      endTime\n      color\n      capacity\n      membersCount\n      isFull\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionDetails($id: ID!) {\n    getSession(id: $id) {\n      id\n      name\n      date\n      startTime\n      endTime\n      timeZone\n      capacity\n      branchId\n      color\n      allowOnlineBooking\n      isRecurring\n      membersCount\n      waitlistQueueLength\n      spotsLeft\n      isFull\n      isPast\n      hasAttended\n      canManage\n      staffMember {\n        id\n        firstName\n        lastName\n      }\n      classAssociated {\n        id\n        name\n        sessionWaitlistConfig {\n          status\n          limit\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionDetails($id: ID!) {\n    getSession(id: $id) {\n      id\n      name\n      date\n      startTime\n      endTime\n      timeZone\n      capacity\n      branchId\n      color\n      allowOnlineBooking\n      isRecurring\n      membersCount\n      waitlistQueueLength\n      spotsLeft\n      isFull\n      isPast\n      hasAttended\n      canManage\n      staffMember {\n        id\n        firstName\n        lastName\n      }\n      classAssociated {\n        id\n        name\n        sessionWaitlistConfig {\n          status\n          limit\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMembers($id: ID!) {\n    getSessionMembers(id: $id) {\n      id\n      personId\n      firstName\n      lastName\n      status\n      bookedAt\n    }\n  }\n"): (typeof documents)["\n  query SessionMembers($id: ID!) {\n    getSessionMembers(id: $id) {\n      id\n      personId\n      firstName\n      lastName\n      status\n      bookedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionWaitlist($id: ID!) {\n    getSessionWaitlistMembers(id: $id) {\n      id\n      personId\n      firstName\n      lastName\n      joinedAt\n      lastPromotionResult\n      offer {\n        status\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionWaitlist($id: ID!) {\n    getSessionWaitlistMembers(id: $id) {\n      id\n      personId\n      firstName\n      lastName\n      joinedAt\n      lastPromotionResult\n      offer {\n        status\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      code\n    }\n  }\n"): (typeof documents)["\n  query SessionOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMemberToSession($id: ID!, $personId: ID!) {\n    addMemberToSessionAsync(id: $id, personId: $personId) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation AddMemberToSession($id: ID!, $personId: ID!) {\n    addMemberToSessionAsync(id: $id, personId: $personId) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMemberFromSession($id: ID!, $personId: ID!) {\n    removeMemberFromSession(id: $id, personId: $personId)\n  }\n"): (typeof documents)["\n  mutation RemoveMemberFromSession($id: ID!, $personId: ID!) {\n    removeMemberFromSession(id: $id, personId: $personId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAttendance($id: ID!, $personId: ID!, $status: SessionAttendanceStatus!) {\n    changeAttendance(id: $id, personId: $personId, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeAttendance($id: ID!, $personId: ID!, $status: SessionAttendanceStatus!) {\n    changeAttendance(id: $id, personId: $personId, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMemberToWaitlist($id: ID!, $personId: ID!) {\n    addMemberToWaitlist(id: $id, personId: $personId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddMemberToWaitlist($id: ID!, $personId: ID!) {\n    addMemberToWaitlist(id: $id, personId: $personId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMemberFromWaitlist($id: ID!, $personId: ID!) {\n    removeMemberFromWaitlist(id: $id, personId: $personId)\n  }\n"): (typeof documents)["\n  mutation RemoveMemberFromWaitlist($id: ID!, $personId: ID!) {\n    removeMemberFromWaitlist(id: $id, personId: $personId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoteWaitlistMember($id: ID!, $personId: ID!) {\n    promoteWaitlistMember(id: $id, personId: $personId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PromoteWaitlistMember($id: ID!, $personId: ID!) {\n    promoteWaitlistMember(id: $id, personId: $personId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionPersonSearch($term: String!, $branches: [ID!], $limit: Int!) {\n    searchPersons(term: $term, branches: $branches, limit: $limit) {\n      persons {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionPersonSearch($term: String!, $branches: [ID!], $limit: Int!) {\n    searchPersons(term: $term, branches: $branches, limit: $limit) {\n      persons {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionStaff($branchId: ID!) {\n    getSessionStaff(branchId: $branchId) {\n      id\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  query SessionStaff($branchId: ID!) {\n    getSessionStaff(branchId: $branchId) {\n      id\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionClasses($branchId: ID!) {\n    getClasses(branches: [$branchId]) {\n      id\n      name\n      color\n    }\n  }\n"): (typeof documents)["\n  query SessionClasses($branchId: ID!) {\n    getClasses(branches: [$branchId]) {\n      id\n      name\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffAvailability(\n    $branchId: ID!\n    $staffMemberId: ID!\n    $date: String!\n    $startTime: String!\n    $endTime: String!\n    $excludeSessionId: ID\n  ) {\n    getStaffAvailability(\n      branchId: $branchId\n      staffMemberId: $staffMemberId\n      date: $date\n      startTime: $startTime\n      endTime: $endTime\n      excludeSessionId: $excludeSessionId\n    )\n  }\n"): (typeof documents)["\n  query StaffAvailability(\n    $branchId: ID!\n    $staffMemberId: ID!\n    $date: String!\n    $startTime: String!\n    $endTime: String!\n    $excludeSessionId: ID\n  ) {\n    getStaffAvailability(\n      branchId: $branchId\n      staffMemberId: $staffMemberId\n      date: $date\n      startTime: $startTime\n      endTime: $endTime\n      excludeSessionId: $excludeSessionId\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSession($input: SessionDefinitionInput!) {\n    createSession(sessionDefinitionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSession($input: SessionDefinitionInput!) {\n    createSession(sessionDefinitionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSession($input: UpdateSessionInput!) {\n    updateSession(updateSessionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSession($input: UpdateSessionInput!) {\n    updateSession(updateSessionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSession($sessionId: ID!) {\n    removeSession(sessionId: $sessionId) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSession($sessionId: ID!) {\n    removeSession(sessionId: $sessionId) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFollowingSessions($sessionId: ID!) {\n    removeThisAndFollowingSessions(sessionId: $sessionId) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFollowingSessions($sessionId: ID!) {\n    removeThisAndFollowingSessions(sessionId: $sessionId) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewSessionChange($input: UpdateSessionInput!) {\n    previewSessionChange(updateSessionInput: $input) {\n      sessionsAffected\n      blockedByAttendance\n      affectedBookings {\n        sessionId\n        date\n        personId\n        firstName\n        lastName\n        status\n        outcome\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreviewSessionChange($input: UpdateSessionInput!) {\n    previewSessionChange(updateSessionInput: $input) {\n      sessionsAffected\n      blockedByAttendance\n      affectedBookings {\n        sessionId\n        date\n        personId\n        firstName\n        lastName\n        status\n        outcome\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewSessionRemoval($sessionId: ID!, $scope: SessionChangeScope!) {\n    previewSessionRemoval(sessionId: $sessionId, scope: $scope) {\n      sessionsAffected\n      blockedByAttendance\n      affectedBookings {\n        sessionId\n        date\n        personId\n        firstName\n        lastName\n        status\n        outcome\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreviewSessionRemoval($sessionId: ID!, $scope: SessionChangeScope!) {\n    previewSessionRemoval(sessionId: $sessionId, scope: $scope) {\n      sessionsAffected\n      blockedByAttendance\n      affectedBookings {\n        sessionId\n        date\n        personId\n        firstName\n        lastName\n        status\n        outcome\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Class($id: ID!) {\n    getClass(id: $id) {\n      id\n      name\n      description\n      color\n      allowOnlineBooking\n      allowBookingsFrom\n      bookingByMembership {\n        isAllowed\n        membershipPlans\n      }\n      sessionWaitlistConfig {\n        status\n        limit\n      }\n      hasActiveSessionWaitlist\n      waitlistOffers {\n        holdMinutes\n        cutoffMinutes\n      }\n      lateCancellation {\n        enabled\n        windowMinutes\n        feeCents\n        freeWaivers\n      }\n      branches {\n        id\n        name\n      }\n      canEdit\n    }\n  }\n"): (typeof documents)["\n  query Class($id: ID!) {\n    getClass(id: $id) {\n      id\n      name\n      description\n      color\n      allowOnlineBooking\n      allowBookingsFrom\n      bookingByMembership {\n        isAllowed\n        membershipPlans\n      }\n      sessionWaitlistConfig {\n        status\n        limit\n      }\n      hasActiveSessionWaitlist\n      waitlistOffers {\n        holdMinutes\n        cutoffMinutes\n      }\n      lateCancellation {\n        enabled\n        windowMinutes\n        feeCents\n        freeWaivers\n      }\n      branches {\n        id\n        name\n      }\n      canEdit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClass($input: UpdateClassInput!) {\n    updateClass(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClass($input: UpdateClassInput!) {\n    updateClass(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassPicture($id: ID!) {\n    getClass(id: $id) {\n      id\n      picture {\n        desktopUrl\n        mobileUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassPicture($id: ID!) {\n    getClass(id: $id) {\n      id\n      picture {\n        desktopUrl\n        mobileUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassPictureUpload(\n    $classId: ID!\n    $contentType: String!\n    $desktopCrop: ClassPictureCropInput!\n    $mobileCrop: ClassPictureCropInput!\n  ) {\n    getUrlForClassPicUpload(\n      classId: $classId\n      contentType: $contentType\n      desktopCrop: $desktopCrop\n      mobileCrop: $mobileCrop\n    )\n  }\n"): (typeof documents)["\n  query ClassPictureUpload(\n    $classId: ID!\n    $contentType: String!\n    $desktopCrop: ClassPictureCropInput!\n    $mobileCrop: ClassPictureCropInput!\n  ) {\n    getUrlForClassPicUpload(\n      classId: $classId\n      contentType: $contentType\n      desktopCrop: $desktopCrop\n      mobileCrop: $mobileCrop\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassMembershipPlans($branches: [ID!]!) {\n    getMembershipPlansWithoutPaymentOptions(branches: $branches) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ClassMembershipPlans($branches: [ID!]!) {\n    getMembershipPlansWithoutPaymentOptions(branches: $branches) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Classes($branches: [ID!]) {\n    getClasses(branches: $branches) {\n      id\n      name\n      description\n      color\n      allowBookingsFrom\n      sessionWaitlistConfig {\n        status\n        limit\n      }\n      branches {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Classes($branches: [ID!]) {\n    getClasses(branches: $branches) {\n      id\n      name\n      description\n      color\n      allowBookingsFrom\n      sessionWaitlistConfig {\n        status\n        limit\n      }\n      branches {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddClass($input: ClassInput!) {\n    addClass(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddClass($input: ClassInput!) {\n    addClass(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberActivityRow_activity on MemberActivity {\n    id\n    kind\n    activityTimestamp\n    branchId\n    arrivalDepartureDuration\n    attendanceStatus\n    visit {\n      branchId\n      tags\n      granted\n      denialText\n    }\n    branchTransfer {\n      sourceBranchId\n      branchId\n      tags\n      customerReference\n    }\n  }\n"): (typeof documents)["\n  fragment MemberActivityRow_activity on MemberActivity {\n    id\n    kind\n    activityTimestamp\n    branchId\n    arrivalDepartureDuration\n    attendanceStatus\n    visit {\n      branchId\n      tags\n      granted\n      denialText\n    }\n    branchTransfer {\n      sourceBranchId\n      branchId\n      tags\n      customerReference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberActivities(\n    $personId: ID!\n    $pastTimestamps: ActivityTimeRangeInput\n    $futureTimestamps: ActivityTimeRangeInput\n    $pastCursor: String\n    $futureCursor: String\n  ) {\n    getMemberActivities(\n      personId: $personId\n      pastTimestamps: $pastTimestamps\n      futureTimestamps: $futureTimestamps\n      pastCursor: $pastCursor\n      futureCursor: $futureCursor\n    ) {\n      past {\n        hasMore\n        nextCursor\n        activities {\n          id\n          ...MemberActivityRow_activity\n        }\n      }\n      upcoming {\n        hasMore\n        nextCursor\n        activities {\n          id\n          ...MemberActivityRow_activity\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberActivities(\n    $personId: ID!\n    $pastTimestamps: ActivityTimeRangeInput\n    $futureTimestamps: ActivityTimeRangeInput\n    $pastCursor: String\n    $futureCursor: String\n  ) {\n    getMemberActivities(\n      personId: $personId\n      pastTimestamps: $pastTimestamps\n      futureTimestamps: $futureTimestamps\n      pastCursor: $pastCursor\n      futureCursor: $futureCursor\n    ) {\n      past {\n        hasMore\n        nextCursor\n        activities {\n          id\n          ...MemberActivityRow_activity\n        }\n      }\n      upcoming {\n        hasMore\n        nextCursor\n        activities {\n          id\n          ...MemberActivityRow_activity\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddMemberBranch($id: ID!) {\n    getBranch(id: $id) {\n      id\n      timeZone {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AddMemberBranch($id: ID!) {\n    getBranch(id: $id) {\n      id\n      timeZone {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProspect($input: AddProspectInput!) {\n    addProspect(input: $input) {\n      id\n      homeBranchId\n    }\n  }\n"): (typeof documents)["\n  mutation AddProspect($input: AddProspectInput!) {\n    addProspect(input: $input) {\n      id\n      homeBranchId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExistingPersons($firstName: String!, $lastName: String!, $dateOfBirth: String) {\n    findExistingPersons(firstName: $firstName, lastName: $lastName, dateOfBirth: $dateOfBirth) {\n      count\n    }\n  }\n"): (typeof documents)["\n  query ExistingPersons($firstName: String!, $lastName: String!, $dateOfBirth: String) {\n    findExistingPersons(firstName: $firstName, lastName: $lastName, dateOfBirth: $dateOfBirth) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonsByEmail($email: String!, $limit: Int) {\n    countPersonsByEmail(email: $email, limit: $limit)\n  }\n"): (typeof documents)["\n  query PersonsByEmail($email: String!, $limit: Int) {\n    countPersonsByEmail(email: $email, limit: $limit)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberArea($id: ID!) {\n    getPerson(id: $id) {\n      id\n      firstName\n      lastName\n      homeBranchId\n      homeBranch {\n        id\n        timeZone {\n          id\n        }\n        today\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberArea($id: ID!) {\n    getPerson(id: $id) {\n      id\n      firstName\n      lastName\n      homeBranchId\n      homeBranch {\n        id\n        timeZone {\n          id\n        }\n        today\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttachmentUploadUrl($personId: ID!, $fileName: String!, $contentType: String!) {\n    getUrlForAttachmentUpload(personId: $personId, fileName: $fileName, contentType: $contentType)\n  }\n"): (typeof documents)["\n  query AttachmentUploadUrl($personId: ID!, $fileName: String!, $contentType: String!) {\n    getUrlForAttachmentUpload(personId: $personId, fileName: $fileName, contentType: $contentType)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttachmentRow_attachment on Attachment {\n    id\n    fileName\n    uploadedAt\n    uploadedBy {\n      firstName\n      lastName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment AttachmentRow_attachment on Attachment {\n    id\n    fileName\n    uploadedAt\n    uploadedBy {\n      firstName\n      lastName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberAttachments($personId: ID!) {\n    getUserAttachments(personId: $personId) {\n      id\n      ...AttachmentRow_attachment\n    }\n  }\n"): (typeof documents)["\n  query MemberAttachments($personId: ID!) {\n    getUserAttachments(personId: $personId) {\n      id\n      ...AttachmentRow_attachment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttachmentDownloadUrl($personId: ID!, $attachmentId: ID!) {\n    getUrlForAttachmentDownload(personId: $personId, attachmentId: $attachmentId)\n  }\n"): (typeof documents)["\n  query AttachmentDownloadUrl($personId: ID!, $attachmentId: ID!) {\n    getUrlForAttachmentDownload(personId: $personId, attachmentId: $attachmentId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAttachment($personId: ID!, $attachmentId: ID!) {\n    removeAttachment(personId: $personId, attachmentId: $attachmentId)\n  }\n"): (typeof documents)["\n  mutation RemoveAttachment($personId: ID!, $attachmentId: ID!) {\n    removeAttachment(personId: $personId, attachmentId: $attachmentId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportMembersCsv($branches: [ID!]) {\n    exportMembersCsv(branches: $branches) {\n      reportUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ExportMembersCsv($branches: [ID!]) {\n    exportMembersCsv(branches: $branches) {\n      reportUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyMembersRow_person on Person {\n    id\n    firstName\n    lastName\n    email\n    homeBranchId\n    tags\n    currentMembershipNames\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    roles {\n      branchId\n      roleType\n      lastVisitTimestamp\n    }\n  }\n"): (typeof documents)["\n  fragment MyMembersRow_person on Person {\n    id\n    firstName\n    lastName\n    email\n    homeBranchId\n    tags\n    currentMembershipNames\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    roles {\n      branchId\n      roleType\n      lastVisitTimestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMembers(\n    $term: String\n    $branches: [ID!]\n    $reciprocal: Boolean\n    $roleTypes: [PersonRoleType!]\n    $sort: PersonSearchSort\n    $limit: Int\n    $offset: Int\n  ) {\n    searchPersons(\n      term: $term\n      branches: $branches\n      reciprocal: $reciprocal\n      roleTypes: $roleTypes\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      pageInfo {\n        total\n        totalIsCapped\n      }\n      persons {\n        id\n        ...MyMembersRow_person\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyMembers(\n    $term: String\n    $branches: [ID!]\n    $reciprocal: Boolean\n    $roleTypes: [PersonRoleType!]\n    $sort: PersonSearchSort\n    $limit: Int\n    $offset: Int\n  ) {\n    searchPersons(\n      term: $term\n      branches: $branches\n      reciprocal: $reciprocal\n      roleTypes: $roleTypes\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      pageInfo {\n        total\n        totalIsCapped\n      }\n      persons {\n        id\n        ...MyMembersRow_person\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReciprocalMembersRow_person on Person {\n    id\n    firstName\n    lastName\n    email\n    homeBranchId\n    tags\n  }\n"): (typeof documents)["\n  fragment ReciprocalMembersRow_person on Person {\n    id\n    firstName\n    lastName\n    email\n    homeBranchId\n    tags\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReciprocalMembers(\n    $term: String\n    $branches: [ID!]\n    $reciprocal: Boolean\n    $roleTypes: [PersonRoleType!]\n    $sort: PersonSearchSort\n    $limit: Int\n    $offset: Int\n  ) {\n    searchPersons(\n      term: $term\n      branches: $branches\n      reciprocal: $reciprocal\n      roleTypes: $roleTypes\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      pageInfo {\n        total\n        totalIsCapped\n      }\n      persons {\n        id\n        ...ReciprocalMembersRow_person\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReciprocalMembers(\n    $term: String\n    $branches: [ID!]\n    $reciprocal: Boolean\n    $roleTypes: [PersonRoleType!]\n    $sort: PersonSearchSort\n    $limit: Int\n    $offset: Int\n  ) {\n    searchPersons(\n      term: $term\n      branches: $branches\n      reciprocal: $reciprocal\n      roleTypes: $roleTypes\n      sort: $sort\n      limit: $limit\n      offset: $offset\n    ) {\n      pageInfo {\n        total\n        totalIsCapped\n      }\n      persons {\n        id\n        ...ReciprocalMembersRow_person\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNote($personId: ID!, $id: ID!, $contents: String!) {\n    updateNote(personId: $personId, id: $id, contents: $contents) {\n      id\n      contents\n      modifiedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNote($personId: ID!, $id: ID!, $contents: String!) {\n    updateNote(personId: $personId, id: $id, contents: $contents) {\n      id\n      contents\n      modifiedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddNote($personId: ID!, $contents: String!) {\n    addNote(personId: $personId, contents: $contents) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddNote($personId: ID!, $contents: String!) {\n    addNote(personId: $personId, contents: $contents) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteItem_note on Note {\n    id\n    contents\n    category\n    status\n    modifiedAt\n    modifiedByService\n    modifiedBy {\n      firstName\n      lastName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment NoteItem_note on Note {\n    id\n    contents\n    category\n    status\n    modifiedAt\n    modifiedByService\n    modifiedBy {\n      firstName\n      lastName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveNote($personId: ID!, $id: ID!) {\n    removeNote(personId: $personId, id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveNote($personId: ID!, $id: ID!) {\n    removeNote(personId: $personId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotesWidget_person on Person {\n    id\n    homeBranchId\n    mobilePhone {\n      ...StoredPhone\n    }\n  }\n"): (typeof documents)["\n  fragment NotesWidget_person on Person {\n    id\n    homeBranchId\n    mobilePhone {\n      ...StoredPhone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberNotes($personId: ID!) {\n    getNotes(personId: $personId) {\n      id\n      category\n      status\n      modifiedAt\n      ...NoteItem_note\n    }\n  }\n"): (typeof documents)["\n  query MemberNotes($personId: ID!) {\n    getNotes(personId: $personId) {\n      id\n      category\n      status\n      modifiedAt\n      ...NoteItem_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSms($branchId: ID!, $memberId: ID!, $mobilePhone: MobilePhoneInput!, $smsContent: String!) {\n    sendSMS(branchId: $branchId, memberId: $memberId, mobilePhone: $mobilePhone, smsContent: $smsContent) {\n      success\n      errorMessage\n    }\n  }\n"): (typeof documents)["\n  mutation SendSms($branchId: ID!, $memberId: ID!, $mobilePhone: MobilePhoneInput!, $smsContent: String!) {\n    sendSMS(branchId: $branchId, memberId: $memberId, mobilePhone: $mobilePhone, smsContent: $smsContent) {\n      success\n      errorMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessCardCard_person on Person {\n    accessCards {\n      cardNumber\n    }\n  }\n"): (typeof documents)["\n  fragment AccessCardCard_person on Person {\n    accessCards {\n      cardNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactDetailsCard_person on Person {\n    email\n    gender\n    dateOfBirth\n    emailOptin\n    smsOptin\n    mobilePhone {\n      ...StoredPhone\n    }\n    homePhone {\n      ...StoredPhone\n    }\n    address {\n      ...StoredAddress\n    }\n  }\n"): (typeof documents)["\n  fragment ContactDetailsCard_person on Person {\n    email\n    gender\n    dateOfBirth\n    emailOptin\n    smsOptin\n    mobilePhone {\n      ...StoredPhone\n    }\n    homePhone {\n      ...StoredPhone\n    }\n    address {\n      ...StoredAddress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditPersonalDetails_person on Person {\n    id\n    firstName\n    lastName\n    email\n    gender\n    dateOfBirth\n    emailOptin\n    smsOptin\n    homeBranchId\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    vaccinationPassExpiryDate\n    mobilePhone {\n      ...StoredPhone\n    }\n    homePhone {\n      ...StoredPhone\n    }\n    address {\n      ...StoredAddress\n    }\n    emergencyContact {\n      name\n      number {\n        ...StoredPhone\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EditPersonalDetails_person on Person {\n    id\n    firstName\n    lastName\n    email\n    gender\n    dateOfBirth\n    emailOptin\n    smsOptin\n    homeBranchId\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    vaccinationPassExpiryDate\n    mobilePhone {\n      ...StoredPhone\n    }\n    homePhone {\n      ...StoredPhone\n    }\n    address {\n      ...StoredAddress\n    }\n    emergencyContact {\n      name\n      number {\n        ...StoredPhone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePersonalDetails($branchId: ID!, $personalDetailsInput: PersonalDetailsInput!) {\n    updatePersonalDetails(branchId: $branchId, personalDetailsInput: $personalDetailsInput) {\n      id\n      ...EditPersonalDetails_person\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePersonalDetails($branchId: ID!, $personalDetailsInput: PersonalDetailsInput!) {\n    updatePersonalDetails(branchId: $branchId, personalDetailsInput: $personalDetailsInput) {\n      id\n      ...EditPersonalDetails_person\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmergencyContactCard_person on Person {\n    emergencyContact {\n      name\n      number {\n        ...StoredPhone\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EmergencyContactCard_person on Person {\n    emergencyContact {\n      name\n      number {\n        ...StoredPhone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberOverview($id: ID!) {\n    getPerson(id: $id) {\n      id\n      firstName\n      lastName\n      homeBranchId\n      ...ProfileCard_person\n      ...ContactDetailsCard_person\n      ...EmergencyContactCard_person\n      ...VaxPassCard_person\n      ...LastVisitCard_person\n      ...BelongsToCard_person\n      ...AccessCardCard_person\n      ...EditPersonalDetails_person\n      ...TransferMember_person\n      ...NotesWidget_person\n      ...MembershipsWidget_person\n    }\n  }\n"): (typeof documents)["\n  query MemberOverview($id: ID!) {\n    getPerson(id: $id) {\n      id\n      firstName\n      lastName\n      homeBranchId\n      ...ProfileCard_person\n      ...ContactDetailsCard_person\n      ...EmergencyContactCard_person\n      ...VaxPassCard_person\n      ...LastVisitCard_person\n      ...BelongsToCard_person\n      ...AccessCardCard_person\n      ...EditPersonalDetails_person\n      ...TransferMember_person\n      ...NotesWidget_person\n      ...MembershipsWidget_person\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LastVisitCard_person on Person {\n    homeBranchId\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    roles {\n      branchId\n      lastVisitTimestamp\n    }\n  }\n"): (typeof documents)["\n  fragment LastVisitCard_person on Person {\n    homeBranchId\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    roles {\n      branchId\n      lastVisitTimestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BelongsToCard_person on Person {\n    homeBranch {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BelongsToCard_person on Person {\n    homeBranch {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileCard_person on Person {\n    id\n    firstName\n    lastName\n    hasImage\n    homeBranchId\n    tags\n    roles {\n      branchId\n      roleType\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileCard_person on Person {\n    id\n    firstName\n    lastName\n    hasImage\n    homeBranchId\n    tags\n    roles {\n      branchId\n      roleType\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileImage($personId: ID!) {\n    getUrlForUserPicDownload(personId: $personId)\n  }\n"): (typeof documents)["\n  query ProfileImage($personId: ID!) {\n    getUrlForUserPicDownload(personId: $personId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileImageUpload($personId: ID!, $contentType: String!) {\n    getUrlForUserPicUpload(personId: $personId, contentType: $contentType)\n  }\n"): (typeof documents)["\n  query ProfileImageUpload($personId: ID!, $contentType: String!) {\n    getUrlForUserPicUpload(personId: $personId, contentType: $contentType)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VaxPassCard_person on Person {\n    id\n    firstName\n    lastName\n    homeBranchId\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    vaccinationCertSightedOn\n    vaccinationPassExpiryDate\n  }\n"): (typeof documents)["\n  fragment VaxPassCard_person on Person {\n    id\n    firstName\n    lastName\n    homeBranchId\n    homeBranch {\n      id\n      timeZone {\n        id\n      }\n    }\n    vaccinationCertSightedOn\n    vaccinationPassExpiryDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyVaccination($branchId: ID!, $personalDetailsInput: PersonalDetailsInput!) {\n    updatePersonalDetails(branchId: $branchId, personalDetailsInput: $personalDetailsInput) {\n      id\n      vaccinationCertSightedOn\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyVaccination($branchId: ID!, $personalDetailsInput: PersonalDetailsInput!) {\n    updatePersonalDetails(branchId: $branchId, personalDetailsInput: $personalDetailsInput) {\n      id\n      vaccinationCertSightedOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransferMember_person on Person {\n    id\n    firstName\n    lastName\n    homeBranchId\n  }\n"): (typeof documents)["\n  fragment TransferMember_person on Person {\n    id\n    firstName\n    lastName\n    homeBranchId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferPersonToBranch($input: TransferPersonToBranchInput!) {\n    transferPersonToBranch(transferPersonToBranchInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation TransferPersonToBranch($input: TransferPersonToBranchInput!) {\n    transferPersonToBranch(transferPersonToBranchInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferPersonToBranchStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      person {\n        id\n        homeBranchId\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransferPersonToBranchStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      person {\n        id\n        homeBranchId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DebitsTable_debit on ScheduledDebit {\n    date\n    amount\n    charges {\n      kind\n      label\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment DebitsTable_debit on ScheduledDebit {\n    date\n    amount\n    charges {\n      kind\n      label\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddMembershipProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n"): (typeof documents)["\n  query AddMembershipProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FirstPaymentDateOptions($branchId: ID!, $paymentFrequency: PaymentFrequency!, $startDate: String!) {\n    getFirstPaymentDateOptions(branchId: $branchId, paymentFrequency: $paymentFrequency, startDate: $startDate)\n  }\n"): (typeof documents)["\n  query FirstPaymentDateOptions($branchId: ID!, $paymentFrequency: PaymentFrequency!, $startDate: String!) {\n    getFirstPaymentDateOptions(branchId: $branchId, paymentFrequency: $paymentFrequency, startDate: $startDate)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FirstPaymentDetails($branchId: ID!, $input: FirstPaymentDetailsInput!) {\n    getFirstPaymentDetails(branchId: $branchId, input: $input) {\n      earliestPayment {\n        paymentDate\n        firstPaymentAmountPlusAllFees\n        partialPaymentAmount\n        partialPaymentStartDate\n        partialPaymentEndDate\n        firstRecurringPaymentAmount\n        firstRecurringPaymentStartDate\n        firstRecurringPaymentEndDate\n      }\n      recurringPayment {\n        amount\n        startDate\n        endDate\n      }\n      paidInBranchAmount\n      nextDebits {\n        ...DebitsTable_debit\n      }\n    }\n  }\n"): (typeof documents)["\n  query FirstPaymentDetails($branchId: ID!, $input: FirstPaymentDetailsInput!) {\n    getFirstPaymentDetails(branchId: $branchId, input: $input) {\n      earliestPayment {\n        paymentDate\n        firstPaymentAmountPlusAllFees\n        partialPaymentAmount\n        partialPaymentStartDate\n        partialPaymentEndDate\n        firstRecurringPaymentAmount\n        firstRecurringPaymentStartDate\n        firstRecurringPaymentEndDate\n      }\n      recurringPayment {\n        amount\n        startDate\n        endDate\n      }\n      paidInBranchAmount\n      nextDebits {\n        ...DebitsTable_debit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachMembership($branchId: ID!, $input: MembershipInput!) {\n    attachMembership(branchId: $branchId, membershipInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation AttachMembership($branchId: ID!, $input: MembershipInput!) {\n    attachMembership(branchId: $branchId, membershipInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipDetails_membership on Membership {\n    ...MembershipFacts\n    ...SuspensionsSection_membership\n    id\n    branchId\n    signupLink\n    signupLinkEmailedTo\n    accountBillingStatusReason\n    accountBillingStatusDate\n    paymentMethodSummary\n    totalPayment\n    joinFee\n    accessCardFee\n    numberOfVisitsLeft\n    oneOffPaymentType\n    externalPayerRefNumber\n    minimumTermEndDate\n    cancellationReason\n    allowAccessUntil\n    freePeriodHistory {\n      id\n      startDate\n      endDate\n    }\n    lastDishonour {\n      reason\n      label\n      action\n      date\n    }\n    nextPayments(count: 6) {\n      ...DebitsTable_debit\n    }\n  }\n"): (typeof documents)["\n  fragment MembershipDetails_membership on Membership {\n    ...MembershipFacts\n    ...SuspensionsSection_membership\n    id\n    branchId\n    signupLink\n    signupLinkEmailedTo\n    accountBillingStatusReason\n    accountBillingStatusDate\n    paymentMethodSummary\n    totalPayment\n    joinFee\n    accessCardFee\n    numberOfVisitsLeft\n    oneOffPaymentType\n    externalPayerRefNumber\n    minimumTermEndDate\n    cancellationReason\n    allowAccessUntil\n    freePeriodHistory {\n      id\n      startDate\n      endDate\n    }\n    lastDishonour {\n      reason\n      label\n      action\n      date\n    }\n    nextPayments(count: 6) {\n      ...DebitsTable_debit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipDetails($personId: ID!, $membershipId: ID!) {\n    getPerson(id: $personId) {\n      id\n      tags\n      overdueReferences\n    }\n    getMembership(personId: $personId, membershipId: $membershipId) {\n      ...MembershipDetails_membership\n    }\n  }\n"): (typeof documents)["\n  query MembershipDetails($personId: ID!, $membershipId: ID!) {\n    getPerson(id: $personId) {\n      id\n      tags\n      overdueReferences\n    }\n    getMembership(personId: $personId, membershipId: $membershipId) {\n      ...MembershipDetails_membership\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentHistoryLink($branchId: ID!, $customerReference: String!) {\n    getBillingLinks(branchId: $branchId, customerReference: $customerReference) {\n      paymentHistory\n    }\n  }\n"): (typeof documents)["\n  query PaymentHistoryLink($branchId: ID!, $customerReference: String!) {\n    getBillingLinks(branchId: $branchId, customerReference: $customerReference) {\n      paymentHistory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPaymentSetupLink($membershipId: ID!) {\n    sendPaymentSetupLink(membershipId: $membershipId) {\n      signupLink\n      emailedTo\n    }\n  }\n"): (typeof documents)["\n  mutation SendPaymentSetupLink($membershipId: ID!) {\n    sendPaymentSetupLink(membershipId: $membershipId) {\n      signupLink\n      emailedTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SuspensionsSection_membership on Membership {\n    suspensionHistory {\n      id\n      startDate\n      endDate\n      suspensionFee\n      frequency\n      classification\n    }\n  }\n"): (typeof documents)["\n  fragment SuspensionsSection_membership on Membership {\n    suspensionHistory {\n      id\n      startDate\n      endDate\n      suspensionFee\n      frequency\n      classification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberMemberships($personId: ID!) {\n    getPerson(id: $personId) {\n      id\n      overdueReferences\n    }\n    getMemberships(personId: $personId) {\n      ...MembershipFacts\n    }\n  }\n"): (typeof documents)["\n  query MemberMemberships($personId: ID!) {\n    getPerson(id: $personId) {\n      id\n      overdueReferences\n    }\n    getMemberships(personId: $personId) {\n      ...MembershipFacts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipFacts on Membership {\n    id\n    status\n    isHistory\n    startDate\n    endDate\n    createdAt\n    kind\n    billingProvider\n    organisationBillingProvider\n    ddrStatus\n    accountBillingStatus\n    customerReference\n    overdueAmount\n    firstPaymentDate\n    allowAccessUntil\n    membershipPlan {\n      id\n      name\n      type\n      isExternalPayer\n      country\n    }\n    paymentOption {\n      id\n      name\n      paymentFrequency\n    }\n  }\n"): (typeof documents)["\n  fragment MembershipFacts on Membership {\n    id\n    status\n    isHistory\n    startDate\n    endDate\n    createdAt\n    kind\n    billingProvider\n    organisationBillingProvider\n    ddrStatus\n    accountBillingStatus\n    customerReference\n    overdueAmount\n    firstPaymentDate\n    allowAccessUntil\n    membershipPlan {\n      id\n      name\n      type\n      isExternalPayer\n      country\n    }\n    paymentOption {\n      id\n      name\n      paymentFrequency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActionPreview_preview on MembershipActionPreview {\n    charges {\n      kind\n      label\n      amount\n    }\n    debits {\n      ...DebitsTable_debit\n    }\n    stoppedDebits {\n      ...DebitsTable_debit\n    }\n  }\n"): (typeof documents)["\n  fragment ActionPreview_preview on MembershipActionPreview {\n    charges {\n      kind\n      label\n      amount\n    }\n    debits {\n      ...DebitsTable_debit\n    }\n    stoppedDebits {\n      ...DebitsTable_debit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewChangeMembership($personId: ID!, $membershipId: ID!, $membershipPlanId: ID!, $paymentOptionId: ID!) {\n    previewChangeMembership(\n      personId: $personId\n      membershipId: $membershipId\n      membershipPlanId: $membershipPlanId\n      paymentOptionId: $paymentOptionId\n    ) {\n      ...ActionPreview_preview\n    }\n  }\n"): (typeof documents)["\n  query PreviewChangeMembership($personId: ID!, $membershipId: ID!, $membershipPlanId: ID!, $paymentOptionId: ID!) {\n    previewChangeMembership(\n      personId: $personId\n      membershipId: $membershipId\n      membershipPlanId: $membershipPlanId\n      paymentOptionId: $paymentOptionId\n    ) {\n      ...ActionPreview_preview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMembership($branchId: ID!, $input: ChangeMembershipInput!) {\n    changeMembership(branchId: $branchId, changeMembershipInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMembership($branchId: ID!, $input: ChangeMembershipInput!) {\n    changeMembership(branchId: $branchId, changeMembershipInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateExternalPayer($personId: ID!, $input: ExternalPayerUpdateInput!) {\n    updateExternalPayer(personId: $personId, externalPayerUpdateInput: $input) {\n      id\n      externalPayerRefNumber\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateExternalPayer($personId: ID!, $input: ExternalPayerUpdateInput!) {\n    updateExternalPayer(personId: $personId, externalPayerUpdateInput: $input) {\n      id\n      externalPayerRefNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMembership($personId: ID!, $update: MembershipUpdate!) {\n    updateMembership(personId: $personId, membershipUpdate: $update) {\n      id\n      endDate\n      customerReference\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMembership($personId: ID!, $update: MembershipUpdate!) {\n    updateMembership(personId: $personId, membershipUpdate: $update) {\n      id\n      endDate\n      customerReference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditSuspensionBillingDates($branchId: ID!, $startDate: String!, $count: Int) {\n    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)\n  }\n"): (typeof documents)["\n  query EditSuspensionBillingDates($branchId: ID!, $startDate: String!, $count: Int) {\n    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMembershipSuspensionEndDate($branchId: ID!, $input: UpdateMembershipSuspensionInput!) {\n    updateMembershipSuspensionEndDate(branchId: $branchId, updateMembershipSuspensionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMembershipSuspensionEndDate($branchId: ID!, $input: UpdateMembershipSuspensionInput!) {\n    updateMembershipSuspensionEndDate(branchId: $branchId, updateMembershipSuspensionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EndMembershipBillingDates($branchId: ID!, $startDate: String!, $count: Int) {\n    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)\n  }\n"): (typeof documents)["\n  query EndMembershipBillingDates($branchId: ID!, $startDate: String!, $count: Int) {\n    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewEndMembership($personId: ID!, $membershipId: ID!, $cancellationDate: String!) {\n    previewEndMembership(personId: $personId, membershipId: $membershipId, cancellationDate: $cancellationDate) {\n      ...ActionPreview_preview\n    }\n  }\n"): (typeof documents)["\n  query PreviewEndMembership($personId: ID!, $membershipId: ID!, $cancellationDate: String!) {\n    previewEndMembership(personId: $personId, membershipId: $membershipId, cancellationDate: $cancellationDate) {\n      ...ActionPreview_preview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMembership($input: CancelMembershipInput!) {\n    cancelMembership(cancelMembershipInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMembership($input: CancelMembershipInput!) {\n    cancelMembership(cancelMembershipInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMembershipFreePeriod($branchId: ID!, $input: CreateMembershipFreePeriodInput!) {\n    createMembershipFreePeriod(branchId: $branchId, createMembershipFreePeriodInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMembershipFreePeriod($branchId: ID!, $input: CreateMembershipFreePeriodInput!) {\n    createMembershipFreePeriod(branchId: $branchId, createMembershipFreePeriodInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PauseBillingDates($branchId: ID!, $startDate: String!, $count: Int) {\n    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)\n  }\n"): (typeof documents)["\n  query PauseBillingDates($branchId: ID!, $startDate: String!, $count: Int) {\n    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverdueAmount($branchId: ID!, $customerReference: String!) {\n    getOverdueAmount(branchId: $branchId, customerReference: $customerReference)\n  }\n"): (typeof documents)["\n  query OverdueAmount($branchId: ID!, $customerReference: String!) {\n    getOverdueAmount(branchId: $branchId, customerReference: $customerReference)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOverdueInBranch(\n    $branchId: ID!\n    $membershipPlanId: ID!\n    $paymentType: String!\n    $personId: ID!\n    $paymentInCents: Int!\n    $customerReference: String!\n  ) {\n    payOverdueInBranch(\n      branchId: $branchId\n      membershipPlanId: $membershipPlanId\n      paymentType: $paymentType\n      personId: $personId\n      paymentInCents: $paymentInCents\n      customerReference: $customerReference\n    ) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation PayOverdueInBranch(\n    $branchId: ID!\n    $membershipPlanId: ID!\n    $paymentType: String!\n    $personId: ID!\n    $paymentInCents: Int!\n    $customerReference: String!\n  ) {\n    payOverdueInBranch(\n      branchId: $branchId\n      membershipPlanId: $membershipPlanId\n      paymentType: $paymentType\n      personId: $personId\n      paymentInCents: $paymentInCents\n      customerReference: $customerReference\n    ) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMembershipSuspension($input: DeleteMembershipSuspensionInput!) {\n    deleteMembershipSuspension(deleteMembershipSuspensionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMembershipSuspension($input: DeleteMembershipSuspensionInput!) {\n    deleteMembershipSuspension(deleteMembershipSuspensionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewMembershipSuspension(\n    $personId: ID!\n    $membershipId: ID!\n    $startDate: String!\n    $suspensionDuration: Int!\n    $suspensionDurationType: SuspensionDurationType\n  ) {\n    previewMembershipSuspension(\n      personId: $personId\n      membershipId: $membershipId\n      startDate: $startDate\n      suspensionDuration: $suspensionDuration\n      suspensionDurationType: $suspensionDurationType\n    ) {\n      ...ActionPreview_preview\n    }\n  }\n"): (typeof documents)["\n  query PreviewMembershipSuspension(\n    $personId: ID!\n    $membershipId: ID!\n    $startDate: String!\n    $suspensionDuration: Int!\n    $suspensionDurationType: SuspensionDurationType\n  ) {\n    previewMembershipSuspension(\n      personId: $personId\n      membershipId: $membershipId\n      startDate: $startDate\n      suspensionDuration: $suspensionDuration\n      suspensionDurationType: $suspensionDurationType\n    ) {\n      ...ActionPreview_preview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMembershipSuspension($branchId: ID!, $input: SuspensionInput!) {\n    addMembershipSuspension(branchId: $branchId, suspensionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation AddMembershipSuspension($branchId: ID!, $input: SuspensionInput!) {\n    addMembershipSuspension(branchId: $branchId, suspensionInput: $input) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncAccountStatus($branchId: ID!, $customerReference: String!) {\n    syncAccountStatus(branchId: $branchId, customerReference: $customerReference) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation SyncAccountStatus($branchId: ID!, $customerReference: String!) {\n    syncAccountStatus(branchId: $branchId, customerReference: $customerReference) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAllowAccessByAdmin($personId: ID!, $membershipId: ID!, $allowAccessUntil: String) {\n    setAllowAccessByAdmin(personId: $personId, membershipId: $membershipId, allowAccessUntil: $allowAccessUntil) {\n      id\n      status\n      allowAccessUntil\n    }\n  }\n"): (typeof documents)["\n  mutation SetAllowAccessByAdmin($personId: ID!, $membershipId: ID!, $allowAccessUntil: String) {\n    setAllowAccessByAdmin(personId: $personId, membershipId: $membershipId, allowAccessUntil: $allowAccessUntil) {\n      id\n      status\n      allowAccessUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      resultId\n      membership {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query MembershipOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      resultId\n      membership {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipsWidget_person on Person {\n    id\n    overdueReferences\n    memberships {\n      ...MembershipFacts\n    }\n  }\n"): (typeof documents)["\n  fragment MembershipsWidget_person on Person {\n    id\n    overdueReferences\n    memberships {\n      ...MembershipFacts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipReceipts($membershipId: ID!) {\n    getMembershipReceipts(membershipId: $membershipId) {\n      id\n      receiptNumber\n      heading\n      issuedOn\n      branchName\n      legalName\n      branchAddress\n      country\n      taxNumberLabel\n      taxNumber\n      recipientName\n      recipientEmail\n      paymentType\n      totalCents\n      gstStatement\n      lines {\n        membershipId\n        description\n        amountCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query MembershipReceipts($membershipId: ID!) {\n    getMembershipReceipts(membershipId: $membershipId) {\n      id\n      receiptNumber\n      heading\n      issuedOn\n      branchName\n      legalName\n      branchAddress\n      country\n      taxNumberLabel\n      taxNumber\n      recipientName\n      recipientEmail\n      paymentType\n      totalCents\n      gstStatement\n      lines {\n        membershipId\n        description\n        amountCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailReceipt($receiptId: ID!) {\n    emailReceipt(receiptId: $receiptId) {\n      emailedTo\n      queued\n    }\n  }\n"): (typeof documents)["\n  mutation EmailReceipt($receiptId: ID!) {\n    emailReceipt(receiptId: $receiptId) {\n      emailedTo\n      queued\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellableMembershipPlans($branches: [ID!]!) {\n    getMembershipPlans(branches: $branches) {\n      id\n      name\n      type\n      isExternalPayer\n      country\n      paymentOptions {\n        id\n        name\n        status\n        saleStartDate\n        saleEndDate\n        paymentFrequency\n        ongoing\n        paymentAmount\n        joinFee\n        accessCardFee\n        freePromotion\n        sellingBranches {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SellableMembershipPlans($branches: [ID!]!) {\n    getMembershipPlans(branches: $branches) {\n      id\n      name\n      type\n      isExternalPayer\n      country\n      paymentOptions {\n        id\n        name\n        status\n        saleStartDate\n        saleEndDate\n        paymentFrequency\n        ongoing\n        paymentAmount\n        joinFee\n        accessCardFee\n        freePromotion\n        sellingBranches {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberTransactions(\n    $personId: ID!\n    $from: String\n    $to: String\n    $kinds: [TransactionKind!]\n    $offset: Int\n    $limit: Int\n  ) {\n    getMembershipTransactions(\n      personId: $personId\n      from: $from\n      to: $to\n      kinds: $kinds\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      offset\n      limit\n      rows {\n        id\n        kind\n        label\n        amount\n        date\n        reference\n        membershipName\n        country\n        outcome\n        outcomeDate\n        reasonLabel\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberTransactions(\n    $personId: ID!\n    $from: String\n    $to: String\n    $kinds: [TransactionKind!]\n    $offset: Int\n    $limit: Int\n  ) {\n    getMembershipTransactions(\n      personId: $personId\n      from: $from\n      to: $to\n      kinds: $kinds\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      offset\n      limit\n      rows {\n        id\n        kind\n        label\n        amount\n        date\n        reference\n        membershipName\n        country\n        outcome\n        outcomeDate\n        reasonLabel\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberWebsiteSettings {\n    getMembershipSettings(branchId: null) {\n      selfServeRequirements {\n        minimumAge {\n          warn\n          warnBelowAge\n          restrict\n          restrictBelowAge\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberWebsiteSettings {\n    getMembershipSettings(branchId: null) {\n      selfServeRequirements {\n        minimumAge {\n          warn\n          warnBelowAge\n          restrict\n          restrictBelowAge\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMemberWebsiteSettings($input: MembershipSettingsInput!) {\n    updateMembershipSettings(input: $input) {\n      selfServeRequirements {\n        minimumAge {\n          warn\n          warnBelowAge\n          restrict\n          restrictBelowAge\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMemberWebsiteSettings($input: MembershipSettingsInput!) {\n    updateMembershipSettings(input: $input) {\n      selfServeRequirements {\n        minimumAge {\n          warn\n          warnBelowAge\n          restrict\n          restrictBelowAge\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverdueSettings {\n    getApplicationConfigSettings(branchId: \"ALL_BRANCHES\") {\n      billingProvider\n      overdueAssessmentSettings {\n        enabled\n        maximumOverdueAmount\n        gracePeriodInDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query OverdueSettings {\n    getApplicationConfigSettings(branchId: \"ALL_BRANCHES\") {\n      billingProvider\n      overdueAssessmentSettings {\n        enabled\n        maximumOverdueAmount\n        gracePeriodInDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOverdueSettings($input: OverdueAssessmentSettingsInput!) {\n    updateOverdueAssessmentSettings(input: $input) {\n      enabled\n      maximumOverdueAmount\n      gracePeriodInDays\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOverdueSettings($input: OverdueAssessmentSettingsInput!) {\n    updateOverdueAssessmentSettings(input: $input) {\n      enabled\n      maximumOverdueAmount\n      gracePeriodInDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsBillingProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n"): (typeof documents)["\n  query SettingsBillingProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentOptionModal_plan on MembershipPlan {\n    id\n    type\n    country\n  }\n"): (typeof documents)["\n  fragment PaymentOptionModal_plan on MembershipPlan {\n    id\n    type\n    country\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentOptionModal_option on PaymentOption {\n    id\n    name\n    description\n    notes\n    paymentAmount\n    paymentFrequency\n    joinFee\n    accessCardFee\n    suspensionFee\n    suspensionFeeFrequency\n    term\n    termType\n    ongoing\n    ongoingTermType\n    validityPeriod\n    visitPassTermType\n    freePeriod\n    freePeriodFrequency\n    freePeriodUntilDate\n    freePromotion\n    promotion {\n      termCount\n      paymentAmount\n    }\n    membershipStartDate\n    sellingBranches {\n      id\n      name\n    }\n    saleStartDate\n    saleEndDate\n    isAvailableOnline\n  }\n"): (typeof documents)["\n  fragment PaymentOptionModal_option on PaymentOption {\n    id\n    name\n    description\n    notes\n    paymentAmount\n    paymentFrequency\n    joinFee\n    accessCardFee\n    suspensionFee\n    suspensionFeeFrequency\n    term\n    termType\n    ongoing\n    ongoingTermType\n    validityPeriod\n    visitPassTermType\n    freePeriod\n    freePeriodFrequency\n    freePeriodUntilDate\n    freePromotion\n    promotion {\n      termCount\n      paymentAmount\n    }\n    membershipStartDate\n    sellingBranches {\n      id\n      name\n    }\n    saleStartDate\n    saleEndDate\n    isAvailableOnline\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPaymentOption($input: PaymentOptionInput!) {\n    addPaymentOption(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddPaymentOption($input: PaymentOptionInput!) {\n    addPaymentOption(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentOption($input: PaymentOptionInput!) {\n    updatePaymentOption(input: $input) {\n      id\n      ...PaymentOptionModal_option\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentOption($input: PaymentOptionInput!) {\n    updatePaymentOption(input: $input) {\n      id\n      ...PaymentOptionModal_option\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMembershipPlan($plan: MembershipPlanInput!) {\n    addMembershipPlan(plan: $plan) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddMembershipPlan($plan: MembershipPlanInput!) {\n    addMembershipPlan(plan: $plan) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipPlans($branches: [ID!]!, $term: String, $country: String, $type: MembershipPlanType) {\n    getMembershipPlans(branches: $branches, term: $term, country: $country, type: $type) {\n      id\n      name\n      description\n      type\n      country\n      numberOfVisits\n    }\n  }\n"): (typeof documents)["\n  query MembershipPlans($branches: [ID!]!, $term: String, $country: String, $type: MembershipPlanType) {\n    getMembershipPlans(branches: $branches, term: $term, country: $country, type: $type) {\n      id\n      name\n      description\n      type\n      country\n      numberOfVisits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentOptionPage($membershipPlanId: ID!, $id: ID!) {\n    getMembershipPlan(id: $membershipPlanId) {\n      id\n      name\n      country\n      ...PaymentOptionModal_plan\n    }\n    getPaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      id\n      membershipPlanId\n      name\n      description\n      notes\n      status\n      canManage\n      paymentAmount\n      paymentFrequency\n      freePromotion\n      promotion {\n        termCount\n        paymentAmount\n      }\n      term\n      termType\n      ongoing\n      validityPeriod\n      visitPassTermType\n      membershipStartDate\n      joinFee\n      accessCardFee\n      suspensionFee\n      suspensionFeeFrequency\n      sellingBranches {\n        id\n        name\n      }\n      isAvailableOnline\n      saleStartDate\n      saleEndDate\n      branchSettings {\n        branch {\n          id\n        }\n        branchBillingAccountId\n        waiveAdminFee\n      }\n      ...PaymentOptionModal_option\n    }\n  }\n"): (typeof documents)["\n  query PaymentOptionPage($membershipPlanId: ID!, $id: ID!) {\n    getMembershipPlan(id: $membershipPlanId) {\n      id\n      name\n      country\n      ...PaymentOptionModal_plan\n    }\n    getPaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      id\n      membershipPlanId\n      name\n      description\n      notes\n      status\n      canManage\n      paymentAmount\n      paymentFrequency\n      freePromotion\n      promotion {\n        termCount\n        paymentAmount\n      }\n      term\n      termType\n      ongoing\n      validityPeriod\n      visitPassTermType\n      membershipStartDate\n      joinFee\n      accessCardFee\n      suspensionFee\n      suspensionFeeFrequency\n      sellingBranches {\n        id\n        name\n      }\n      isAvailableOnline\n      saleStartDate\n      saleEndDate\n      branchSettings {\n        branch {\n          id\n        }\n        branchBillingAccountId\n        waiveAdminFee\n      }\n      ...PaymentOptionModal_option\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanBranchBillingAccounts($branchId: ID!) {\n    getBranchBillingAccounts(branchId: $branchId) {\n      branchBillingAccountId\n      name\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query PlanBranchBillingAccounts($branchId: ID!) {\n    getBranchBillingAccounts(branchId: $branchId) {\n      branchBillingAccountId\n      name\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBranchSetting(\n    $membershipPlanId: ID!\n    $paymentOptionId: ID!\n    $branchSettingInput: BranchSettingInput!\n  ) {\n    updateBranchSetting(\n      membershipPlanId: $membershipPlanId\n      paymentOptionId: $paymentOptionId\n      branchSettingInput: $branchSettingInput\n    ) {\n      id\n      branchSettings {\n        branch {\n          id\n        }\n        branchBillingAccountId\n        waiveAdminFee\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBranchSetting(\n    $membershipPlanId: ID!\n    $paymentOptionId: ID!\n    $branchSettingInput: BranchSettingInput!\n  ) {\n    updateBranchSetting(\n      membershipPlanId: $membershipPlanId\n      paymentOptionId: $paymentOptionId\n      branchSettingInput: $branchSettingInput\n    ) {\n      id\n      branchSettings {\n        branch {\n          id\n        }\n        branchBillingAccountId\n        waiveAdminFee\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditPlan_plan on MembershipPlan {\n    id\n    name\n    description\n    country\n    type\n    numberOfVisits\n    accessType\n  }\n"): (typeof documents)["\n  fragment EditPlan_plan on MembershipPlan {\n    id\n    name\n    description\n    country\n    type\n    numberOfVisits\n    accessType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMembershipPlan($plan: UpdateMembershipPlanInput!) {\n    updateMembershipPlan(plan: $plan) {\n      id\n      ...EditPlan_plan\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMembershipPlan($plan: UpdateMembershipPlanInput!) {\n    updateMembershipPlan(plan: $plan) {\n      id\n      ...EditPlan_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentOptions_plan on MembershipPlan {\n    id\n    type\n    country\n    ...PaymentOptionModal_plan\n    paymentOptions {\n      id\n      membershipPlanId\n      name\n      description\n      status\n      paymentAmount\n      paymentFrequency\n      freePromotion\n      accessCardFee\n      joinFee\n      isExternalPayer\n      canManage\n      sellingBranches {\n        id\n        name\n        country\n      }\n      branchSettings {\n        branch {\n          id\n        }\n        branchBillingAccountId\n        waiveAdminFee\n      }\n      ...PaymentOptionModal_option\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentOptions_plan on MembershipPlan {\n    id\n    type\n    country\n    ...PaymentOptionModal_plan\n    paymentOptions {\n      id\n      membershipPlanId\n      name\n      description\n      status\n      paymentAmount\n      paymentFrequency\n      freePromotion\n      accessCardFee\n      joinFee\n      isExternalPayer\n      canManage\n      sellingBranches {\n        id\n        name\n        country\n      }\n      branchSettings {\n        branch {\n          id\n        }\n        branchBillingAccountId\n        waiveAdminFee\n      }\n      ...PaymentOptionModal_option\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipPlan($id: ID!) {\n    getMembershipPlan(id: $id) {\n      id\n      name\n      description\n      country\n      type\n      numberOfVisits\n      accessType\n      canEdit\n      ...EditPlan_plan\n      ...PaymentOptions_plan\n    }\n  }\n"): (typeof documents)["\n  query MembershipPlan($id: ID!) {\n    getMembershipPlan(id: $id) {\n      id\n      name\n      description\n      country\n      type\n      numberOfVisits\n      accessType\n      canEdit\n      ...EditPlan_plan\n      ...PaymentOptions_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlansBillingProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n"): (typeof documents)["\n  query PlansBillingProvider {\n    getBillingProviderInfo {\n      billingProvider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPaymentOption($membershipPlanId: ID!, $id: ID!) {\n    publishPaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation PublishPaymentOption($membershipPlanId: ID!, $id: ID!) {\n    publishPaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchivePaymentOption($membershipPlanId: ID!, $id: ID!) {\n    archivePaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      ticketId\n      operationDomain\n    }\n  }\n"): (typeof documents)["\n  mutation ArchivePaymentOption($membershipPlanId: ID!, $id: ID!) {\n    archivePaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      ticketId\n      operationDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicatePaymentOption($membershipPlanId: ID!, $id: ID!) {\n    duplicatePaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicatePaymentOption($membershipPlanId: ID!, $id: ID!) {\n    duplicatePaymentOption(membershipPlanId: $membershipPlanId, id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentOptionOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      paymentOption {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentOptionOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {\n    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {\n      status\n      message\n      paymentOption {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRole($input: AddRoleInput!) {\n    addRole(input: $input) {\n      roleId\n    }\n  }\n"): (typeof documents)["\n  mutation AddRole($input: AddRoleInput!) {\n    addRole(input: $input) {\n      roleId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRole($roleId: ID!, $input: RoleInput!) {\n    updateRole(roleId: $roleId, input: $input) {\n      roleId\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRole($roleId: ID!, $input: RoleInput!) {\n    updateRole(roleId: $roleId, input: $input) {\n      roleId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Role($roleId: ID!) {\n    getRoleSummary(roleId: $roleId) {\n      roleId\n      name\n      description\n      type\n      membersCount\n      accessToGroupOperations\n      operations {\n        id\n        name\n        allowed\n      }\n    }\n  }\n"): (typeof documents)["\n  query Role($roleId: ID!) {\n    getRoleSummary(roleId: $roleId) {\n      roleId\n      name\n      description\n      type\n      membersCount\n      accessToGroupOperations\n      operations {\n        id\n        name\n        allowed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignOperationToRole($roleId: ID!, $opId: ID!) {\n    assignOperationToRole(roleId: $roleId, opId: $opId) {\n      roleId\n    }\n  }\n"): (typeof documents)["\n  mutation AssignOperationToRole($roleId: ID!, $opId: ID!) {\n    assignOperationToRole(roleId: $roleId, opId: $opId) {\n      roleId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveOperationFromRole($roleId: ID!, $opId: ID!) {\n    removeOperationFromRole(roleId: $roleId, opId: $opId) {\n      roleId\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveOperationFromRole($roleId: ID!, $opId: ID!) {\n    removeOperationFromRole(roleId: $roleId, opId: $opId) {\n      roleId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRole($roleId: ID!) {\n    removeRole(roleId: $roleId)\n  }\n"): (typeof documents)["\n  mutation RemoveRole($roleId: ID!) {\n    removeRole(roleId: $roleId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Roles {\n    getRoles {\n      roleId\n      name\n      description\n      type\n      membersCount\n    }\n  }\n"): (typeof documents)["\n  query Roles {\n    getRoles {\n      roleId\n      name\n      description\n      type\n      membersCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddStaffMember($input: StaffMemberInput!) {\n    addStaffMember(staffMemberInput: $input)\n  }\n"): (typeof documents)["\n  mutation AddStaffMember($input: StaffMemberInput!) {\n    addStaffMember(staffMemberInput: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaff($input: StaffMemberDetailsInput!) {\n    updateStaff(staffMemberDetailsInput: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStaff($input: StaffMemberDetailsInput!) {\n    updateStaff(staffMemberDetailsInput: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffSecurityGroups($personId: ID!) {\n    getStaffSecurityGroups(personId: $personId) {\n      personId\n      assignments {\n        roleId\n        roleName\n        branchId\n        isSuperAdmin\n      }\n      assignable {\n        roleId\n        roleName\n        branchIds\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffSecurityGroups($personId: ID!) {\n    getStaffSecurityGroups(personId: $personId) {\n      personId\n      assignments {\n        roleId\n        roleName\n        branchId\n        isSuperAdmin\n      }\n      assignable {\n        roleId\n        roleName\n        branchIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignRoleToPerson($roleId: String!, $branchId: String!, $personId: ID!) {\n    assignRoleToPerson(roleId: $roleId, branchId: $branchId, personId: $personId) {\n      personId\n    }\n  }\n"): (typeof documents)["\n  mutation AssignRoleToPerson($roleId: String!, $branchId: String!, $personId: ID!) {\n    assignRoleToPerson(roleId: $roleId, branchId: $branchId, personId: $personId) {\n      personId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRoleFromPerson($roleId: String!, $branchId: String!, $personId: ID!) {\n    removeRoleFromPerson(roleId: $roleId, branchId: $branchId, personId: $personId) {\n      personId\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveRoleFromPerson($roleId: String!, $branchId: String!, $personId: ID!) {\n    removeRoleFromPerson(roleId: $roleId, branchId: $branchId, personId: $personId) {\n      personId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffList($branches: [ID!]!, $term: String, $limit: Int, $offset: Int) {\n    getStaffMembers(branches: $branches, term: $term, limit: $limit, offset: $offset) {\n      pageInfo {\n        total\n      }\n      persons {\n        id\n        firstName\n        lastName\n        email\n        username\n        branches\n        tags\n        roles\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffList($branches: [ID!]!, $term: String, $limit: Int, $offset: Int) {\n    getStaffMembers(branches: $branches, term: $term, limit: $limit, offset: $offset) {\n      pageInfo {\n        total\n      }\n      persons {\n        id\n        firstName\n        lastName\n        email\n        username\n        branches\n        tags\n        roles\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPhoto($personId: ID!) {\n    getUrlForStaffPicDownload(personId: $personId)\n  }\n"): (typeof documents)["\n  query StaffPhoto($personId: ID!) {\n    getUrlForStaffPicDownload(personId: $personId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPhotoUpload($personId: ID!, $contentType: String!) {\n    getUrlForStaffPicUpload(personId: $personId, contentType: $contentType)\n  }\n"): (typeof documents)["\n  query StaffPhotoUpload($personId: ID!, $contentType: String!) {\n    getUrlForStaffPicUpload(personId: $personId, contentType: $contentType)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMember($personId: ID!, $branchId: ID) {\n    getStaffMember(personId: $personId, branchId: $branchId) {\n      id\n      firstName\n      lastName\n      email\n      gender\n      dateOfBirth\n      mobilePhone {\n        countryCode\n        number\n      }\n      address {\n        address1\n        address2\n        suburb\n        city\n        state\n        postalCode\n        country\n      }\n      username\n      branches\n      tags\n      hasImage\n      availableForSessions\n      manageable\n    }\n  }\n"): (typeof documents)["\n  query StaffMember($personId: ID!, $branchId: ID) {\n    getStaffMember(personId: $personId, branchId: $branchId) {\n      id\n      firstName\n      lastName\n      email\n      gender\n      dateOfBirth\n      mobilePhone {\n        countryCode\n        number\n      }\n      address {\n        address1\n        address2\n        suburb\n        city\n        state\n        postalCode\n        country\n      }\n      username\n      branches\n      tags\n      hasImage\n      availableForSessions\n      manageable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableStaffMember($personId: ID!) {\n    disableStaffMember(personId: $personId) {\n      id\n      tags\n    }\n  }\n"): (typeof documents)["\n  mutation DisableStaffMember($personId: ID!) {\n    disableStaffMember(personId: $personId) {\n      id\n      tags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableStaffMember($personId: ID!) {\n    enableStaffMember(personId: $personId) {\n      id\n      tags\n    }\n  }\n"): (typeof documents)["\n  mutation EnableStaffMember($personId: ID!) {\n    enableStaffMember(personId: $personId) {\n      id\n      tags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetStaffPassword($username: String!) {\n    resetPassword(username: $username)\n  }\n"): (typeof documents)["\n  mutation ResetStaffPassword($username: String!) {\n    resetPassword(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckUsername($username: String!) {\n    checkUsernameExists(username: $username)\n  }\n"): (typeof documents)["\n  query CheckUsername($username: String!) {\n    checkUsernameExists(username: $username)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;