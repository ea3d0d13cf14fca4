/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A time range in epoch seconds; either end may be left out. */
export type ActivityTimeRangeInput = {
  /** To, epoch seconds. */
  endTimestamp?: number | null | undefined;
  /** From, epoch seconds. */
  startTimestamp?: number | null | undefined;
};

/** A manual arrival: who came in at which branch. */
export type AddArrivalInput = {
  /** The branch they came in at. */
  branchId: string | number;
  /** Who came in. */
  personId: string | number;
};

/** A new prospect (spec 2 §5 "Add member"). */
export type AddProspectInput = {
  /** Postal address. */
  address?: AddressInput | null | undefined;
  /** YYYY-MM-DD, before today. */
  dateOfBirth?: string | null | undefined;
  /** Email; this or the mobile phone is required. */
  email?: string | null | undefined;
  /** Accepts email (the inverse of the form's 'do not send'). */
  emailOptin?: boolean | null | undefined;
  /** Emergency contact. */
  emergencyContact?: EmergencyContactInput | null | undefined;
  /** Required, at most 30 characters. */
  firstName?: string | null | undefined;
  /** Required. */
  gender?: Gender | null | undefined;
  /** The home branch; the viewer needs manage-member on it. */
  homeBranchId?: string | number | null | undefined;
  /** Home telephone. */
  homePhone?: PhoneInput | null | undefined;
  /** Required, at most 30 characters. */
  lastName?: string | null | undefined;
  /** Mobile; this or the email is required. */
  mobilePhone?: PhoneInput | null | undefined;
  /** Accepts SMS (the inverse of the form's 'do not send'). */
  smsOptin?: boolean | null | undefined;
};

/** Spec 3 §7 addRoleInput; the id may be left out (it comes from the name). */
export type AddRoleInput = {
  /** At most 400. */
  description?: string | null | undefined;
  /** The lower-cased trimmed name, spaces as hyphens. */
  id?: string | null | undefined;
  /** Role name: required, at most 80, unique. */
  name: string;
};

/** A postal address, checked per country (spec 1 §5.2). */
export type AddressInput = {
  /** First line. */
  address1?: string | null | undefined;
  /** Second line. */
  address2?: string | null | undefined;
  /** City (Town in Singapore). */
  city?: string | null | undefined;
  /** Country code. */
  country?: string | null | undefined;
  /** Postal code. */
  postalCode?: string | null | undefined;
  /** State, where the country has them. */
  state?: string | null | undefined;
  /** Suburb (Locality in India). */
  suburb?: string | null | undefined;
};

/** Whether the door let the person in. */
export type ArrivalResult =
  | 'DENIED'
  | 'GRANTED';

/** The area an asynchronous operation belongs to (spec 1 §4.2). */
export type AsyncOperationDomain =
  | 'ACCESS_CONTROL'
  | 'MEMBERSHIP'
  | 'PAYMENT_OPTION'
  | 'PERSON'
  | 'SESSION'
  | 'TRANSFER_LIST';

/** How a finished asynchronous operation ended. */
export type AsyncOperationStatusValue =
  | 'ERROR'
  | 'OK';

/** The direct-debit provider of the organisation; PAYSMART is the default. */
export type BillingProvider =
  | 'DEBITSUCCESS'
  | 'PAYSMART';

/** The account billing status the provider reports (spec 1 §4.2). */
export type BillingStatus =
  | 'ACTIVE'
  | 'BLOCKED'
  | 'CANCELLED'
  | 'DDR_ACTIVE'
  | 'DDR_DELETED'
  | 'DDR_PENDING'
  | 'DDR_REJECTED'
  | 'DEBT_COLLECTION'
  | 'FULLY_PAID'
  | 'NO_ACTION'
  | 'OVERDUE'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_ISSUE'
  | 'SUSPENDED'
  | 'UNMAPPED_STATUS';

/** Who can book a class (spec 3 §4): "Members & Staff" and "Guests" combined. */
export type BookingAudience =
  | 'ALL'
  | 'CASUAL'
  | 'MEMBER'
  | 'NONE';

/** A postal address in the branch's country, checked per country (spec 1 §5.2). */
export type BranchAddressInput = {
  /** First line (required). */
  address1?: string | null | undefined;
  /** Second line. */
  address2?: string | null | undefined;
  /** City. */
  city?: string | null | undefined;
  /** Country code: the branch's own. */
  country?: string | null | undefined;
  /** Postal code. */
  postalCode?: string | null | undefined;
  /** State. */
  state?: string | null | undefined;
  /** Suburb. */
  suburb?: string | null | undefined;
};

/** A branch group as the create and edit forms submit it. */
export type BranchGroupInput = {
  /** Ids of the member branches: at least one. */
  branches: Array<string | number>;
  /** What the group is for: at most 400. */
  description?: string | null | undefined;
  /** Group name: required, at most 80, unique among groups. */
  name: string;
};

/** Spec 2 §7 editBranch branchInfo; the rules are spec 2 §5 "Branch edit". */
export type BranchInfoInput = {
  /** Street address. */
  address?: BranchAddressInput | null | undefined;
  /** Contact email. */
  businessEmailAddress?: string | null | undefined;
  /** Required, at most 50; checked for its type. */
  businessNumber?: string | null | undefined;
  /** Required: ABN, ACN or NZBN (at most 4 characters). */
  businessNumberType?: string | null | undefined;
  /** Branch telephone. */
  contactNumber?: BranchPhoneInput | null | undefined;
  /** The branch's country; it cannot be changed. */
  country?: string | null | undefined;
  /** New Zealand: the IRD (GST) number, 8 or 9 digits. */
  gstNumber?: string | null | undefined;
  /** The branch. */
  id: string | number;
  /** Australia: registered for GST (needs an ABN). */
  isGstRegistered?: boolean | null | undefined;
  /** Required, at most 100 characters. */
  legalName?: string | null | undefined;
  /** Required, at most 80 characters, unique in the organisation. */
  name?: string | null | undefined;
};

/** A telephone number: country code (AU, NZ, SG, IN) and the national number. */
export type BranchPhoneInput = {
  /** Country code, e.g. NZ. */
  countryCode?: string | null | undefined;
  /** The national number; spaces are removed. */
  number?: string | null | undefined;
};

/** The branch billing account amendment of one selling branch. */
export type BranchSettingInput = {
  /** One of that branch's billing accounts. */
  branchBillingAccountId: string | number;
  /** A branch selling the option. */
  branchId: string | number;
  /** Waive the administration fee. */
  waiveAdminFee: boolean;
};

/** Ending a membership (spec 2 §5 End membership). */
export type CancelMembershipInput = {
  /** The member's home branch. */
  branchId: string | number;
  /** YYYY-MM-DD: the new end date. */
  cancellationDate: string;
  /** Why. */
  cancellationReason: CancellationReason;
  /** The membership. */
  membershipId: string | number;
  /** The member. */
  personId: string | number;
};

/** Why a membership ended (spec 1 §4.2). */
export type CancellationReason =
  | 'COVID'
  | 'CREATED_IN_ERROR'
  | 'DEBT_COLLECTION'
  | 'DECEASED'
  | 'DUPLICATE_MEMBERSHIP'
  | 'FAMILY_COMMITMENTS'
  | 'GOALS_ACHIEVED'
  | 'JOINED_ANOTHER_GYM'
  | 'LOCATION_INCONVENIENT'
  | 'LOST_MOTIVATION'
  | 'LOW_USEAGE'
  | 'MEMBERSHIP_TERMINATED'
  | 'MONEY'
  | 'MOVING'
  | 'NOT_SEEING_RESULTS'
  | 'OPENING_HOURS'
  | 'OTHER'
  | 'PARKING'
  | 'PAYMENT_FAILURE'
  | 'PREGNANCY'
  | 'PRICE_INCREASE'
  | 'SEASONAL'
  | 'SICK_INJURED'
  | 'STUDY_COMMITMENTS'
  | 'TERM_COMPLETED'
  | 'TIME'
  | 'TOO_BUSY_CROWDED'
  | 'TRAINING_AT_HOME'
  | 'TRAINING_OUTDOORS'
  | 'TRANSFER_TO_ANOTHER_BRANCH'
  | 'TRAVEL'
  | 'UNHAPPY_WITH_CLASSES'
  | 'UNHAPPY_WITH_CLEANLINESS'
  | 'UNHAPPY_WITH_EQUIPMENT'
  | 'UNHAPPY_WITH_SERVICE'
  | 'UNHAPPY_WITH_STAFF'
  | 'UPGRADE_DOWNGRADE'
  | 'WORK_COMMITMENTS';

/** Changing a membership to another ongoing option of the same plan type (paysmart only). */
export type ChangeMembershipInput = {
  /** Recorded on the old membership; the server keeps UPGRADE_DOWNGRADE. */
  cancellationReason: CancellationReason;
  /** The membership to replace. */
  membershipId: string | number;
  /** The new plan. */
  membershipPlanId: string | number;
  /** The new option. */
  paymentOptionId: string | number;
  /** The member. */
  personId: string | number;
};

/** Booking by membership plans. */
export type ClassBookingByMembershipInput = {
  /** On or off (only for CASUAL and NONE). */
  isAllowed?: boolean | null | undefined;
  /** Plans sold at one of the class branches. */
  membershipPlans?: Array<string | number> | null | undefined;
};

/** A new class; checked with the form's schema (spec 3 §5). */
export type ClassInput = {
  /** Who can book; default ALL. */
  allowBookingsFrom?: BookingAudience | null | undefined;
  /** Members may book online. */
  allowOnlineBooking?: boolean | null | undefined;
  /** CASUAL and NONE only. */
  bookingByMembership?: ClassBookingByMembershipInput | null | undefined;
  /** At least one branch. */
  branches: Array<string | number>;
  /** One of the palette colours. */
  color?: string | null | undefined;
  /** At most 400 characters. */
  description?: string | null | undefined;
  /** Ours; absent: off. */
  lateCancellation?: ClassLateCancellationInput | null | undefined;
  /** Required, at most 30 characters. */
  name?: string | null | undefined;
  /** Default DISABLED. */
  sessionWaitlistConfig?: SessionWaitlistConfigInput | null | undefined;
  /** Ours; absent: the defaults. */
  waitlistOffers?: ClassWaitlistOffersInput | null | undefined;
};

/** Late cancellation and no-show fees; absent: off. */
export type ClassLateCancellationInput = {
  /** Charge fees. */
  enabled?: boolean | null | undefined;
  /** Cents, above 0 when on, at most 1,000,000. */
  feeCents?: number | null | undefined;
  /** 0 to 10. */
  freeWaivers?: number | null | undefined;
  /** 15 minutes to 48 hours. */
  windowMinutes?: number | null | undefined;
};

/** The part of the picture kept, as fractions (0 to 1) of its width and height. */
export type ClassPictureCropInput = {
  /** Height. */
  height: number;
  /** Width. */
  width: number;
  /** Left edge. */
  x: number;
  /** Top edge. */
  y: number;
};

/** How freed places are offered; absent: 120 and 60 minutes. */
export type ClassWaitlistOffersInput = {
  /** 0 to 24 hours. */
  cutoffMinutes?: number | null | undefined;
  /** 15 minutes to 48 hours. */
  holdMinutes?: number | null | undefined;
};

/** SMS or EMAIL. */
export type CorrespondenceChannel =
  | 'EMAIL'
  | 'SMS';

export type CorrespondenceParametersInput = {
  daysPrior?: number | null | undefined;
};

/** Create free period (spec 2 §5, flag 6800): N days or weeks (payments for billing) from effectiveDate, or a last free day (untilDate), never both. */
export type CreateMembershipFreePeriodInput = {
  /** Billing 1-13 payments; days 1-182; weeks 1-26. */
  duration?: number | null | undefined;
  /** Forced to PERIODS for billing. */
  durationType?: SuspensionDurationType | null | undefined;
  /** YYYY-MM-DD, after today. */
  effectiveDate: string;
  /** The membership. */
  membershipId: string | number;
  /** Its member. */
  personId: string | number;
  /** YYYY-MM-DD, the last free day, instead of a duration. */
  untilDate?: string | null | undefined;
};

/** Spec 3 §7 createTransferList; the rules and texts of spec 3 §5. */
export type CreateTransferListInput = {
  /** Count manual arrivals. */
  includeManualVisits: boolean;
  /** List overdue members too. */
  includeOverdue: boolean;
  /** Which memberships. */
  membershipPaymentType: MembershipPaymentTypeForTransfer;
  /** At least 1. */
  minVisits: number;
  /** 51–100. */
  minVisitsPercentage: number;
  /** YYYY-MM-DD, not in the future. */
  reportFromDate: string;
  /** YYYY-MM-DD, from From to 12 months after. */
  reportToDate: string;
};

/** The state of the member's direct-debit request with the provider. */
export type DdrStatus =
  | 'DDR_ACTIVE'
  | 'DDR_DELETED'
  | 'DDR_PENDING'
  | 'DDR_REJECTED';

/** Where a direct debit stands: SUBMITTED to the bank, PAID, or DISHONOURED by the bank. */
export type DebitOutcome =
  | 'DISHONOURED'
  | 'PAID'
  | 'SUBMITTED';

/** Removes the future suspension of a membership. */
export type DeleteMembershipSuspensionInput = {
  /** The member's home branch. */
  branchId: string | number;
  /** The membership. */
  membershipId: string | number;
  /** Its member. */
  personId: string | number;
};

/** What staff may do about a denial, one click from the arrival. */
export type DenialFix =
  | 'ASSIGN_CARD'
  | 'PAY_OVERDUE'
  | 'SELL_MEMBERSHIP'
  | 'UNBLOCK'
  | 'VERIFY_VACCINATION';

/** setEmailStatus emailSettings (spec 2 §7). */
export type EmailSettingsInput = {
  enabled: boolean;
  htmlTemplate: string;
  parameters?: CorrespondenceParametersInput | null | undefined;
  subject: string;
  type: string;
};

/** AUTOMATION (the daily run sends it) or PARTICULAR (staff send it by hand, flag 2217). */
export type EmailTriggerType =
  | 'AUTOMATION'
  | 'PARTICULAR';

/** Who to call in an emergency. */
export type EmergencyContactInput = {
  /** At most 80 characters. */
  name?: string | null | undefined;
  /** Their telephone. */
  number?: PhoneInput | null | undefined;
};

/** A new external payer reference (spec 2 §5 Edit external payer). */
export type ExternalPayerUpdateInput = {
  /** At most 50 characters. */
  externalPayerRefNumber: string;
  /** The membership. */
  membershipId: string | number;
};

/** A sale to preview. Price, promotion and free period come from the stored option, never from the browser. */
export type FirstPaymentDetailsInput = {
  /** Cents; the option’s when absent. */
  accessCardFee?: number | null | undefined;
  /** YYYY-MM-DD, debitsuccess only. */
  firstPaymentDate?: string | null | undefined;
  /** true: in the first debit (not paid in branch). */
  includeAccessCardFee?: boolean | null | undefined;
  /** true: in the first debit (not paid in branch). */
  includeJoinFee?: boolean | null | undefined;
  /** true: in the first debit (not paid in branch). */
  includePartialPayment?: boolean | null | undefined;
  /** Cents; the option’s when absent. */
  joinFee?: number | null | undefined;
  /** The plan. */
  membershipPlanId: string | number;
  /** YYYY-MM-DD. */
  membershipStartDate: string;
  /** Cents: staff’s partial amount. */
  overridenPartialPayment?: number | null | undefined;
  /** Debitsuccess only. */
  paymentFrequency?: PaymentFrequency | null | undefined;
  /** The payment option. */
  paymentOptionId: string | number;
  /** "2.0.0" paysmart, "3.0.0" debitsuccess (needs firstPaymentDate and paymentFrequency). */
  version: string;
  /** Waive the administration fee. */
  waiveAdminFee?: boolean | null | undefined;
};

/** The unit of a free period given as a number. */
export type FreePeriodFrequency =
  | 'DAYS'
  | 'WEEKS';

/** Gender of a person (spec 1 §4.2). */
export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'OTHER'
  | 'PREFER_NOT_TO_SAY';

/** Which detail field of a member activity is set (spec 2 §3 "Member activity"). */
export type MemberActivityKind =
  | 'BRANCH_TRANSFER'
  | 'CORRESPONDENCE'
  | 'MEMBERSHIP_CHANGE'
  | 'SESSION'
  | 'VISIT'
  | 'WAITLIST_ACTIVITY';

/** A sale (spec 2 §7 Attach membership); checked with the add form’s schema (spec 2 §5). */
export type MembershipInput = {
  /** Cents. */
  accessCardFee?: number | null | undefined;
  /** External payer plans: the payer’s reference. */
  externalPayerRefNumber?: string | null | undefined;
  /** YYYY-MM-DD, debitsuccess only. */
  firstPaymentDate?: string | null | undefined;
  /** Staff changed the partial amount. */
  isPartialAmountOverridden?: boolean | null | undefined;
  /** Cents. */
  joinFee?: number | null | undefined;
  /** The plan. */
  membershipPlanId: string | number;
  /** Cents paid for a one-off. */
  oneOffPaymentAmount?: number | null | undefined;
  /** One-off and visit pass options: how the price is paid. */
  oneOffPaymentType?: string | null | undefined;
  /** What is paid at the desk. */
  paidInBranch?: PaidInBranchInput | null | undefined;
  /** Cents, when overridden. */
  partialPaymentAmount?: number | null | undefined;
  /** A published option sold at the branch. */
  paymentOptionId: string | number;
  /** The member. */
  personId: string | number;
  /** Cents taken at the point of sale. */
  pointOfSaleAmount?: number | null | undefined;
  /** YYYY-MM-DD. */
  startDate: string;
  /** Waive the administration fee. */
  waiveAdminFee?: boolean | null | undefined;
};

/** BILLING: billed by the provider through a billing account; NON_BILLING otherwise. */
export type MembershipKind =
  | 'BILLING'
  | 'NON_BILLING';

/** Which members: DIRECT_DEBIT holds a membership billed through the provider, PAY_IN_FULL one without a billing account. */
export type MembershipPaymentTypeForTransfer =
  | 'ALL'
  | 'DIRECT_DEBIT'
  | 'PAY_IN_FULL';

/** A new plan and its first payment option (the two steps of "Create membership plan"). */
export type MembershipPlanInput = {
  /** An access type. */
  accessType: string;
  /** AU or NZ. */
  country: string;
  /** At most 400 characters. */
  description: string;
  /** Step 2. */
  firstPaymentOption: PaymentOptionInput;
  /** At most 80 characters. */
  name: string;
  /** Visit passes only. */
  numberOfVisits?: number | null | undefined;
  /** ONGOING, VISITOR_PASS or EXTERNAL_PAYER. */
  type: string;
};

/** ONGOING (Term/Ongoing), VISITOR_PASS (Visit Pass) or EXTERNAL_PAYER (spec 1 §4.2). */
export type MembershipPlanType =
  | 'EXTERNAL_PAYER'
  | 'ONGOING'
  | 'VISITOR_PASS';

/** The organisation-wide membership settings (spec 3 §7). */
export type MembershipSettingsInput = {
  /** Self-serve sign-up requirements. */
  selfServeRequirements: SelfServeRequirementsInput;
};

/** The status a membership shows (its effective status today, spec 1 §4.2). */
export type MembershipStatus =
  | 'ACTIVE'
  | 'BLOCKED'
  | 'DDR_APPROVED'
  | 'DDR_DELETED'
  | 'DDR_PENDING'
  | 'DDR_REJECTED'
  | 'ENDED'
  | 'EXPIRED'
  | 'FREE_PERIOD'
  | 'IN_PROGRESS'
  | 'PENDING'
  | 'SUSPENDED';

/** Edit membership (spec 2 §5): absent = unchanged; a null end date removes it. */
export type MembershipUpdate = {
  /** The provider's customer reference. */
  customerReference?: string | null | undefined;
  /** The membership. */
  membershipId: string | number;
  /** YYYY-MM-DD; null removes the end date. */
  newMembershipEndDate?: string | null | undefined;
};

/** Self-serve minimum age (spec 3 §5 "Member website settings"). */
export type MinimumAgeSettingsInput = {
  /** Refuse younger applicants (required). */
  restrict?: boolean | null | undefined;
  /** 1–99. */
  restrictBelowAge?: number | null | undefined;
  /** Warn about younger applicants (required). */
  warn?: boolean | null | undefined;
  /** 1–99; above restrictBelowAge when both are on. */
  warnBelowAge?: number | null | undefined;
};

/** A mobile number to text: the country and the national number (spaces allowed). */
export type MobilePhoneInput = {
  /** Country code, e.g. NZ. */
  countryCode: string;
  /** National number, e.g. 021 234 5678. */
  number: string;
};

/** A note written by staff, or the record of an SMS sent to the person. */
export type NoteCategory =
  | 'NOTE'
  | 'SMS';

/** Delivery of an SMS record: PENDING until the gateway reports SENT or FAILED. */
export type NoteStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SENT';

/** Overdue assessment (spec 3 §5 "Overdue settings"); the amount in cents. */
export type OverdueAssessmentSettingsInput = {
  /** Whether overdue control blocks memberships. */
  enabled?: boolean | null | undefined;
  /** 0–99 days. */
  gracePeriodInDays?: number | null | undefined;
  /** Cents, 0 to 100000 ($1000). */
  maximumOverdueAmount?: number | null | undefined;
};

/** What is paid at the desk at the sale. The fee flags are sent inverted: include* = true means "in the first debit", i.e. NOT paid in branch. */
export type PaidInBranchInput = {
  /** How the desk was paid (cash, EFTPOS, card…). */
  inBranchPaymentType?: string | null | undefined;
  /** true: the access card fee goes in the first debit. */
  includeAccessCardFee?: boolean | null | undefined;
  /** true: the join fee goes in the first debit. */
  includeJoinFee?: boolean | null | undefined;
  /** true: the partial payment goes in the first debit. */
  includePartialPayment?: boolean | null | undefined;
};

/** How often a payment option is paid. */
export type PaymentFrequency =
  | 'FORTNIGHTLY'
  | 'MONTHLY'
  | 'ONE_OFF'
  | 'WEEKLY';

/** Billing at one selling branch. */
export type PaymentOptionBranchSettingInput = {
  /** One of the branch's billing accounts. */
  branchBillingAccountId?: string | number | null | undefined;
  /** A selling branch. */
  branchId: string | number;
  /** Waive the administration fee. */
  waiveAdminFee?: boolean | null | undefined;
};

/** A payment option (spec 3 §3); checked with the form's schema (spec 3 §5). */
export type PaymentOptionInput = {
  /** Cents. */
  accessCardFee?: number | null | undefined;
  /** Billing per selling branch. */
  branchSettings?: Array<PaymentOptionBranchSettingInput> | null | undefined;
  /** At most 200 characters. */
  description?: string | null | undefined;
  /** Free period length. */
  freePeriod?: number | null | undefined;
  /** Unit of the free period. */
  freePeriodFrequency?: FreePeriodFrequency | null | undefined;
  /** YYYY-MM-DD, later than today. */
  freePeriodUntilDate?: string | null | undefined;
  /** A free membership. */
  freePromotion?: boolean | null | undefined;
  /** The option, when updating. */
  id?: string | number | null | undefined;
  /** Sold on the member website. */
  isAvailableOnline?: boolean | null | undefined;
  /** Cents. */
  joinFee?: number | null | undefined;
  /** Its plan (not for the first option of a new plan). */
  membershipPlanId?: string | number | null | undefined;
  /** YYYY-MM-DD. */
  membershipStartDate?: string | null | undefined;
  /** At most 50 characters. */
  name: string;
  /** At most 100 characters. */
  notes?: string | null | undefined;
  /** No fixed term. */
  ongoing?: boolean | null | undefined;
  /** Unit of an ongoing option. */
  ongoingTermType?: TermUnit | null | undefined;
  /** Cents per payment. */
  paymentAmount?: number | null | undefined;
  /** How often it is paid. */
  paymentFrequency?: PaymentFrequency | null | undefined;
  /** ONGOING, VISITOR_PASS or EXTERNAL_PAYER. */
  planType: string;
  /** A discounted start. */
  promotion?: PaymentOptionPromotionInput | null | undefined;
  /** Epoch milliseconds, after the start. */
  saleEndDate?: string | null | undefined;
  /** Epoch milliseconds. */
  saleStartDate?: string | null | undefined;
  /** At least one branch. */
  sellingBranches: Array<string | number>;
  /** Cents. */
  suspensionFee?: number | null | undefined;
  /** Per what the suspension fee is charged. */
  suspensionFeeFrequency?: TermUnit | null | undefined;
  /** Fixed term length. */
  term?: number | null | undefined;
  /** Unit of the term. */
  termType?: TermUnit | null | undefined;
  /** Visit pass validity. */
  validityPeriod?: number | null | undefined;
  /** Unit of the validity period. */
  visitPassTermType?: TermUnit | null | undefined;
};

/** A discounted start. */
export type PaymentOptionPromotionInput = {
  /** Cents per discounted payment. */
  paymentAmount?: number | null | undefined;
  /** Discounted payments. */
  termCount?: number | null | undefined;
};

/** DRAFT → PUBLISHED → ARCHIVED (spec 3 §4). */
export type PaymentOptionStatus =
  | 'ARCHIVED'
  | 'DRAFT'
  | 'PUBLISHED';

/** What a person is at a branch: Member, Prospect or StaffMember (spec 1 §3). */
export type PersonRoleType =
  | 'Member'
  | 'Prospect'
  | 'StaffMember';

/** Order of a person search; prospectJoinedAt is when the person was added. Default: FIRST_NAME_ASC with a term, else PROSPECT_JOINED_AT_DESC. */
export type PersonSearchSort =
  | 'FIRST_NAME_ASC'
  | 'FIRST_NAME_DESC'
  | 'LAST_NAME_ASC'
  | 'LAST_NAME_DESC'
  | 'PROSPECT_JOINED_AT_ASC'
  | 'PROSPECT_JOINED_AT_DESC';

/** Status of a role (spec 1 §4.2). */
export type PersonStatus =
  | 'BLOCKED'
  | 'INACTIVE'
  | 'MEMBER'
  | 'PROSPECT'
  | 'SUSPENDED';

/** Changes to a person (spec 2 §7 updatePersonalDetails). Fields left out stay as they are; a field sent empty is cleared. */
export type PersonalDetailsInput = {
  /** Postal address. */
  address?: AddressInput | null | undefined;
  /** YYYY-MM-DD, before today. */
  dateOfBirth?: string | null | undefined;
  /** Email; the person keeps this or a mobile phone. */
  email?: string | null | undefined;
  /** Accepts email. */
  emailOptin?: boolean | null | undefined;
  /** Emergency contact. */
  emergencyContact?: EmergencyContactInput | null | undefined;
  /** Required, at most 30 characters. */
  firstName?: string | null | undefined;
  /** Required when sent. */
  gender?: Gender | null | undefined;
  /** Home telephone. */
  homePhone?: PhoneInput | null | undefined;
  /** Required, at most 30 characters. */
  lastName?: string | null | undefined;
  /** Mobile telephone. */
  mobilePhone?: PhoneInput | null | undefined;
  /** The person. */
  personId: string | number;
  /** Accepts SMS. */
  smsOptin?: boolean | null | undefined;
  /** When proof of vaccination was sighted, epoch seconds (the verify action sends now). */
  vaccinationCertSightedOn?: number | null | undefined;
  /** When the vaccination pass expires, epoch seconds. */
  vaccinationPassExpiryDate?: number | null | undefined;
};

/** A telephone number: country code (AU, NZ, SG, IN) and the national number. */
export type PhoneInput = {
  /** Country code, e.g. NZ. */
  countryCode?: string | null | undefined;
  /** The national number; spaces are removed. */
  number?: string | null | undefined;
};

/** The file the link downloads. */
export type ReportScheduleFormat =
  | 'csv'
  | 'xlsx';

/** How often a schedule runs, in the organisation's zone. */
export type ReportScheduleFrequency =
  | 'DAILY'
  | 'MONTHLY'
  | 'WEEKLY';

/** A schedule of a standard report (report) or of a custom template (customTemplateId): exactly one. */
export type ReportScheduleInput = {
  branches: Array<string | number>;
  country?: string | null | undefined;
  customTemplateId?: string | number | null | undefined;
  dateField?: string | null | undefined;
  dayOfMonth?: number | null | undefined;
  dayOfWeek?: number | null | undefined;
  format: ReportScheduleFormat;
  frequency: ReportScheduleFrequency;
  hour: number;
  membershipPlans?: Array<string | number> | null | undefined;
  minVisit?: number | null | undefined;
  recipients: Array<string | number>;
  report?: string | null | undefined;
};

/** A role as the edit form submits it. */
export type RoleInput = {
  /** At most 400. */
  description?: string | null | undefined;
  /** Role name: required, at most 80, unique. */
  name: string;
};

/** Built-in roles come with the product; custom roles are made by the organisation. */
export type RoleType =
  | 'BUILT_IN'
  | 'CUSTOM';

/** Requirements of self-serve sign-up. */
export type SelfServeRequirementsInput = {
  /** Minimum age rules. */
  minimumAge: MinimumAgeSettingsInput;
};

/** A booking’s attendance (spec 1): BOOKED, then ATTENDED once checked in. */
export type SessionAttendanceStatus =
  | 'ATTENDED'
  | 'BOOKED';

/** Why a class's audience refuses someone (spec 2 §8, the codes a booking is refused with for who the person is). */
export type SessionBookingRefusal =
  | 'CASUAL_ONLY_ALLOWED_ERROR'
  | 'MEMBERSHIP_IS_NOT_ALLOWED_ERROR'
  | 'MEMBER_ONLY_ALLOWED_ERROR'
  | 'NONE_ALLOWED_ERROR';

/** One session, or it and every later one of its series. */
export type SessionChangeScope =
  | 'THIS_AND_FOLLOWING'
  | 'THIS_SESSION';

/** A new session (spec 2 §3 "Session definition input"). */
export type SessionDefinitionInput = {
  /** The branch. */
  branchId: string | number;
  /** Places; none or 0: no limit. */
  capacity?: number | null | undefined;
  /** The class (wins over a name). */
  classId?: string | number | null | undefined;
  /** HH:MM after the start, up to 24:00. */
  endTime: string;
  /** ONCE or WEEKLY. */
  frequency: SessionFrequencyInput;
  /** Without a class: its name (at most 30). */
  name?: string | null | undefined;
  /** Who runs it (person id). */
  staffMemberId?: string | number | null | undefined;
  /** YYYY-MM-DD. */
  startDate: string;
  /** HH:MM on the half hour. */
  startTime: string;
};

/** How often; a weekly series may end on a date. */
export type SessionFrequencyInput = {
  /** WEEKLY only: the last date (inclusive), at most two years on; none: no end. */
  endDate?: string | null | undefined;
  /** ONCE or WEEKLY. */
  type: SessionFrequencyType;
};

/** ONCE or WEEKLY on the start date’s weekday. */
export type SessionFrequencyType =
  | 'ONCE'
  | 'WEEKLY';

/** The session waitlists. */
export type SessionWaitlistConfigInput = {
  /** Required when ENABLED: 1 to 999. */
  limit?: number | null | undefined;
  /** On or off. */
  status: WaitlistStatus;
};

/** setCorrespondenceStatus smsSettings (spec 2 §7). */
export type SmsSettingsInput = {
  enabled: boolean;
  message?: string | null | undefined;
  parameters?: CorrespondenceParametersInput | null | undefined;
  type: string;
};

/** A postal address, checked per country (spec 1 §5.2); strings are trimmed. */
export type StaffAddressInput = {
  /** First line. */
  address1?: string | null | undefined;
  /** Second line. */
  address2?: string | null | undefined;
  /** City. */
  city?: string | null | undefined;
  /** Country code. */
  country?: string | null | undefined;
  /** Postal code. */
  postalCode?: string | null | undefined;
  /** State. */
  state?: string | null | undefined;
  /** Suburb. */
  suburb?: string | null | undefined;
};

/** Whether a staff member is free for a proposed span (spec 2 §4); LOADING is the web’s own. */
export type StaffAvailability =
  | 'BUSY'
  | 'FREE';

/** Changes to a staff member (spec 3 §7 staffMemberDetailsInput). */
export type StaffMemberDetailsInput = {
  /** Postal address. */
  address?: StaffAddressInput | null | undefined;
  /** Offered for class sessions. */
  availableForSessions?: boolean | null | undefined;
  /** At least one branch. */
  branches?: Array<string | number> | null | undefined;
  /** YYYY-MM-DD, before today. */
  dateOfBirth?: string | null | undefined;
  /** Required. */
  email?: string | null | undefined;
  /** Required, at most 30 characters. */
  firstName?: string | null | undefined;
  /** Required. */
  gender?: string | null | undefined;
  /** Required, at most 30 characters. */
  lastName?: string | null | undefined;
  /** Required on edit. */
  mobilePhone?: StaffPhoneInput | null | undefined;
  /** The staff member. */
  personId?: string | number | null | undefined;
};

/** A new staff member (spec 3 §7 staffMemberInput). */
export type StaffMemberInput = {
  /** Postal address. */
  address?: StaffAddressInput | null | undefined;
  /** Offered for class sessions. */
  availableForSessions?: boolean | null | undefined;
  /** At least one branch; the first is the home branch. */
  branches?: Array<string | number> | null | undefined;
  /** YYYY-MM-DD, before today. */
  dateOfBirth?: string | null | undefined;
  /** Required, at most 255 characters. */
  email?: string | null | undefined;
  /** Required, at most 30 characters. */
  firstName?: string | null | undefined;
  /** Required: MALE, FEMALE, OTHER or PREFER_NOT_TO_SAY. */
  gender?: string | null | undefined;
  /** Required, at most 30 characters. */
  lastName?: string | null | undefined;
  /** Mobile telephone. */
  mobilePhone?: StaffPhoneInput | null | undefined;
  /** Required, 3 to 30 characters, no spaces, unique. */
  username?: string | null | undefined;
};

/** A telephone number: country code (AU, NZ, SG, IN) and the national number. */
export type StaffPhoneInput = {
  /** Country code, e.g. NZ. */
  countryCode?: string | null | undefined;
  /** The national number; spaces are removed. */
  number?: string | null | undefined;
};

/** A suspension by the home branch's today (spec 2 §4 "Suspension"). */
export type SuspensionClass =
  | 'CURRENT'
  | 'FUTURE'
  | 'PAST';

/** How a suspension duration is counted: DAYS 1, WEEKS 7, PERIODS 14 days (spec 2 §9). */
export type SuspensionDurationType =
  | 'DAYS'
  | 'PERIODS'
  | 'WEEKS';

/** Create suspension (spec 2 §5): billing memberships count in payments (PERIODS). */
export type SuspensionInput = {
  /** The membership. */
  membershipId: string | number;
  /** Its member. */
  personId: string | number;
  /** YYYY-MM-DD, after today. */
  startDate: string;
  /** Billing 1-13 payments; days 1-182; weeks 1-26. */
  suspensionDuration?: number | null | undefined;
  /** Forced to PERIODS for billing memberships. */
  suspensionDurationType?: SuspensionDurationType | null | undefined;
};

/** A unit of a term; PERIODS are billing periods of 14 days. */
export type TermUnit =
  | 'DAYS'
  | 'MONTHS'
  | 'PERIODS'
  | 'WEEKS'
  | 'YEARS';

/** Terms as typed: HTML, or plain text (paragraphs at blank lines). Sanitised on save. */
export type TermsAndConditionsInput = {
  text: string;
};

/** DEBIT: a direct debit; PAYMENT: money taken at the desk or online; else a charge’s kind. */
export type TransactionKind =
  | 'ACCESS_CARD_FEE'
  | 'ADMINISTRATION_FEE'
  | 'CANCELLATION_FEE'
  | 'DEBIT'
  | 'JOIN_FEE'
  | 'LATE_CANCELLATION_FEE'
  | 'NO_SHOW_FEE'
  | 'ONE_OFF'
  | 'PARTIAL'
  | 'PAYMENT'
  | 'PROMOTION'
  | 'RECURRING'
  | 'REVERSAL_FEE'
  | 'SUSPENSION_FEE';

/** Spec 3 §4 "Transfer list status". */
export type TransferListStatus =
  | 'ARCHIVED'
  | 'FAILED'
  | 'GENERATED'
  | 'GENERATING'
  | 'TRANSFER_DONE'
  | 'TRANSFER_IN_PROGRESS'
  | 'TRANSFER_SCHEDULED'
  | 'TRANSFER_TIMEOUT';

/** What a run did to a member; UNDONE: an undo moved them back. */
export type TransferMemberResultStatus =
  | 'FAILED'
  | 'IN_PROGRESS'
  | 'TRANSFERRED'
  | 'UNDONE';

/** Which person moves to which branch. */
export type TransferPersonToBranchInput = {
  /** The person to move. */
  personId: string | number;
  /** The new home branch. */
  targetBranchId: string | number;
};

/** The billing account edit modal: the two fees in cents and the default flag. */
export type UpdateBranchBillingAccountInput = {
  branchBillingAccountId: string | number;
  branchId: string | number;
  /** Cents, at least 0. */
  cancellationFee: number;
  /** True makes this the default (the previous default is unset); the default cannot be unset. */
  isDefault: boolean;
  /** Cents per week, at least 0. */
  suspensionFee: number;
};

/** A billing account's new terms and conditions. */
export type UpdateBranchBillingAccountTermsAndConditionsInput = {
  branchBillingAccountId: string | number;
  branchId: string | number;
  termsAndConditions: TermsAndConditionsInput;
};

/** A class changed: every field of ClassInput and its id. */
export type UpdateClassInput = {
  /** Who can book; default ALL. */
  allowBookingsFrom?: BookingAudience | null | undefined;
  /** Members may book online. */
  allowOnlineBooking?: boolean | null | undefined;
  /** CASUAL and NONE only. */
  bookingByMembership?: ClassBookingByMembershipInput | null | undefined;
  /** At least one branch. */
  branches: Array<string | number>;
  /** One of the palette colours. */
  color?: string | null | undefined;
  /** At most 400 characters. */
  description?: string | null | undefined;
  /** The class. */
  id: string | number;
  /** Ours; absent: off. */
  lateCancellation?: ClassLateCancellationInput | null | undefined;
  /** Required, at most 30 characters. */
  name?: string | null | undefined;
  /** Default DISABLED. */
  sessionWaitlistConfig?: SessionWaitlistConfigInput | null | undefined;
  /** Ours; absent: the defaults. */
  waitlistOffers?: ClassWaitlistOffersInput | null | undefined;
};

/** A plan's details; its type stays. */
export type UpdateMembershipPlanInput = {
  /** An access type. */
  accessType: string;
  /** AU or NZ. */
  country: string;
  /** At most 400 characters. */
  description: string;
  /** The plan. */
  id: string | number;
  /** At most 80 characters. */
  name: string;
  /** Visit passes only. */
  numberOfVisits?: number | null | undefined;
};

/** Edit suspension or End now (spec 2 §5): the new resume date. */
export type UpdateMembershipSuspensionInput = {
  /** YYYY-MM-DD, not before today; End now sends today. */
  endDate: string;
  /** The membership. */
  membershipId: string | number;
  /** Its member. */
  personId: string | number;
};

/** A session changed (spec 2 §3 "Session update input"); every field is the new value. */
export type UpdateSessionInput = {
  /** Places; none or 0: no limit. */
  capacity?: number | null | undefined;
  /** The class. */
  classId?: string | number | null | undefined;
  /** Its date as the screen shows it (a stale one is refused). */
  date: string;
  /** HH:MM, up to 24:00. */
  endTime: string;
  /** The session. */
  id: string | number;
  /** Without a class: its name. */
  name?: string | null | undefined;
  /** Moves it (and the following ones by as many days). */
  newDate?: string | null | undefined;
  /** Absent: THIS_SESSION. */
  scope?: SessionChangeScope | null | undefined;
  /** Who runs it. */
  staffMemberId?: string | number | null | undefined;
  /** HH:MM. */
  startTime: string;
};

/** A class's session waitlists: ENABLED or DISABLED (the default). */
export type WaitlistStatus =
  | 'DISABLED'
  | 'ENABLED';

export type DoorSimulatorBranchQueryVariables = Exact<{
  id: string | number;
}>;


export type DoorSimulatorBranchQuery = { getBranch: { id: string, timeZone: { id: string } } };

export type AccessControlApiQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessControlApiQuery = { getRestApiUrl: string };

export type StoredAddressFragment = { address1: string | null, address2: string | null, suburb: string | null, city: string | null, state: string | null, postalCode: string | null, country: string } & { ' $fragmentName'?: 'StoredAddressFragment' };

export type StoredPhoneFragment = { countryCode: string, number: string } & { ' $fragmentName'?: 'StoredPhoneFragment' };

export type GetInitialisationDataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetInitialisationDataQuery = { getInitialisationData: { me: { applicationId: string, personId: string, userId: string }, authzRoles: Array<{ id: string, name: string, operations: Array<string> }> } };

export type GetInitialisationByUserQueryVariables = Exact<{
  userId: string | number;
}>;


export type GetInitialisationByUserQuery = { getInitialisationByUser: { roleAssignments: Array<{ userId: string, roleId: string, branchId: string, isSuperAdmin: boolean }>, person: { id: string, firstName: string, lastName: string } } };

export type StartUpBranchesQueryVariables = Exact<{ [key: string]: never; }>;


export type StartUpBranchesQuery = { allBranchesAndGroups: { branches: Array<{ id: string, name: string, country: string }>, groups: Array<{ id: string, name: string, description: string | null, branches: Array<string> }> } };

export type ArrivalChannelUrlQueryVariables = Exact<{
  branchId: string | number;
}>;


export type ArrivalChannelUrlQuery = { getRestApiUrl: string, getBranch: { id: string, timeZone: { id: string } } };

export type ArrivalCardArrivalQueryVariables = Exact<{
  id: string | number;
  branchId: string | number;
}>;


export type ArrivalCardArrivalQuery = { getArrival: { id: string, personId: string | null, firstName: string | null, lastName: string | null, imgDownloadUrl: string | null, homeBranchId: string | null, branchId: string, personRole: string | null, membershipId: string | null, time: number, tags: Array<string>, granted: boolean, vaccinationCertSightedOn: number | null, denial: { text: string, fix: DenialFix | null } | null } | null };

export type ArrivalCardPersonQueryVariables = Exact<{
  personId: string | number;
}>;


export type ArrivalCardPersonQuery = { getPerson: { id: string, dateOfBirth: string | null }, getNotes: Array<{ id: string, category: NoteCategory, contents: string, modifiedAt: string }> };

export type ArrivalPersonSearchQueryVariables = Exact<{
  term: string;
  limit: number;
}>;


export type ArrivalPersonSearchQuery = { searchPersons: { persons: Array<{ id: string, firstName: string, lastName: string, email: string | null }> } };

export type AddArrivalMutationVariables = Exact<{
  input: AddArrivalInput;
}>;


export type AddArrivalMutation = { addArrival: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type AddArrivalStatusQueryVariables = Exact<{
  operationDomain: AsyncOperationDomain;
  ticketId: string | number;
}>;


export type AddArrivalStatusQuery = { getAsyncOperationStatus: { status: AsyncOperationStatusValue, message: string | null, arrival: { id: string } | null } | null };

export type BranchArrivalsQueryVariables = Exact<{
  branchId: string | number;
  day?: string | null | undefined;
  result?: ArrivalResult | null | undefined;
  reason?: string | null | undefined;
  after?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type BranchArrivalsQuery = { getArrivals: { day: string, timeZone: string, nextCursor: string | null, arrivals: Array<{ id: string, personId: string | null, firstName: string | null, lastName: string | null, homeBranchId: string | null, personRole: string | null, membershipId: string | null, time: number, tags: Array<string>, granted: boolean, denial: { code: string, text: string, fix: DenialFix | null } | null }> } };

export type BranchBillingAccountsQueryVariables = Exact<{
  branchId: string | number;
}>;


export type BranchBillingAccountsQuery = { getBranchBillingAccounts: Array<(
    { branchBillingAccountId: string, name: string, establishmentFee: number, defaultCharge: number, cancellationFee: number, suspensionFee: number, isDefault: boolean, canEdit: boolean }
    & { ' $fragmentRefs'?: { 'EditBillingAccount_AccountFragment': EditBillingAccount_AccountFragment } }
  )> };

export type BranchTermsQueryVariables = Exact<{
  branchId: string | number;
}>;


export type BranchTermsQuery = { getBranchBillingAccounts: Array<{ branchBillingAccountId: string, name: string, canEdit: boolean, termsAndConditions: { text: string, isEditable: boolean } }> };

export type EditBillingAccount_AccountFragment = { branchBillingAccountId: string, name: string, cancellationFee: number, suspensionFee: number, isDefault: boolean } & { ' $fragmentName'?: 'EditBillingAccount_AccountFragment' };

export type UpdateBranchBillingAccountMutationVariables = Exact<{
  input: UpdateBranchBillingAccountInput;
}>;


export type UpdateBranchBillingAccountMutation = { updateBranchBillingAccount: (
    { branchBillingAccountId: string }
    & { ' $fragmentRefs'?: { 'EditBillingAccount_AccountFragment': EditBillingAccount_AccountFragment } }
  ) };

export type UpdateBranchTermsMutationVariables = Exact<{
  input: UpdateBranchBillingAccountTermsAndConditionsInput;
}>;


export type UpdateBranchTermsMutation = { updateBranchBillingAccountTermsAndConditions: { branchBillingAccountId: string, termsAndConditions: { text: string, isEditable: boolean } } };

export type BranchGroupDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type BranchGroupDetailQuery = { getBranchGroup: (
    { id: string, name: string, description: string | null, branches: Array<string> }
    & { ' $fragmentRefs'?: { 'BranchGroupForm_GroupFragment': BranchGroupForm_GroupFragment } }
  ), allBranchesAndGroups: { branches: Array<{ id: string, name: string, memberCount: number }>, groups: Array<{ id: string, name: string }> } };

export type RemoveBranchFromBranchGroupMutationVariables = Exact<{
  branchGroupId: string | number;
  branchId: string | number;
}>;


export type RemoveBranchFromBranchGroupMutation = { removeBranchFromBranchGroup: { id: string, branches: Array<string> } };

export type BranchGroupForm_GroupFragment = { id: string, name: string, description: string | null, branches: Array<string> } & { ' $fragmentName'?: 'BranchGroupForm_GroupFragment' };

export type CreateBranchGroupMutationVariables = Exact<{
  input: BranchGroupInput;
}>;


export type CreateBranchGroupMutation = { createBranchGroup: (
    { id: string }
    & { ' $fragmentRefs'?: { 'BranchGroupForm_GroupFragment': BranchGroupForm_GroupFragment } }
  ) };

export type UpdateBranchGroupMutationVariables = Exact<{
  id: string | number;
  input: BranchGroupInput;
}>;


export type UpdateBranchGroupMutation = { updateBranchGroup: (
    { id: string }
    & { ' $fragmentRefs'?: { 'BranchGroupForm_GroupFragment': BranchGroupForm_GroupFragment } }
  ) };

export type BranchGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type BranchGroupsQuery = { allBranchesAndGroups: { groups: Array<(
      { id: string, name: string, description: string | null, branches: Array<string> }
      & { ' $fragmentRefs'?: { 'BranchGroupForm_GroupFragment': BranchGroupForm_GroupFragment } }
    )> } };

export type BranchListQueryVariables = Exact<{ [key: string]: never; }>;


export type BranchListQuery = { allBranchesAndGroups: { branches: Array<(
      { id: string, name: string }
      & { ' $fragmentRefs'?: { 'BranchTile_BranchFragment': BranchTile_BranchFragment } }
    )> } };

export type BranchOverviewQueryVariables = Exact<{
  id: string | number;
}>;


export type BranchOverviewQuery = { getBranch: (
    { id: string, name: string, legalName: string | null, country: string, memberCount: number, businessEmailAddress: string | null, address: { ' $fragmentRefs'?: { 'StoredAddressFragment': StoredAddressFragment } } | null, contactNumber: { ' $fragmentRefs'?: { 'StoredPhoneFragment': StoredPhoneFragment } } | null, timeZone: { id: string, name: string } }
    & { ' $fragmentRefs'?: { 'BusinessHoursTable_BranchFragment': BusinessHoursTable_BranchFragment } }
  ) };

export type BranchTile_BranchFragment = { id: string, name: string, country: string, memberCount: number } & { ' $fragmentName'?: 'BranchTile_BranchFragment' };

export type BusinessHoursTable_BranchFragment = { businessHours: Array<{ dayOfWeek: string, startTime: string, finishTime: string }> } & { ' $fragmentName'?: 'BusinessHoursTable_BranchFragment' };

export type EditBranchMutationVariables = Exact<{
  branchInfo: BranchInfoInput;
}>;


export type EditBranchMutation = { editBranch: { id: string, name: string } };

export type BranchSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type BranchSettingsQuery = { getBranch: { id: string, name: string, legalName: string | null, businessNumberType: string | null, businessNumber: string | null, gstNumber: string | null, isGstRegistered: boolean, country: string, businessEmailAddress: string | null, memberDomainName: string | null, timeZone: { id: string }, address: { ' $fragmentRefs'?: { 'StoredAddressFragment': StoredAddressFragment } } | null, contactNumber: { ' $fragmentRefs'?: { 'StoredPhoneFragment': StoredPhoneFragment } } | null } };

export type BranchDoorsQueryVariables = Exact<{
  branchId: string | number;
}>;


export type BranchDoorsQuery = { getDoors: Array<{ id: string, name: string, keyPrefix: string, createdTimestamp: number, lastSeenTimestamp: number | null, revokedTimestamp: number | null }> };

export type AddDoorMutationVariables = Exact<{
  branchId: string | number;
  name: string;
}>;


export type AddDoorMutation = { addDoor: { key: string, door: { id: string, name: string } } };

export type RevokeDoorMutationVariables = Exact<{
  branchId: string | number;
  doorId: string | number;
}>;


export type RevokeDoorMutation = { revokeDoor: { id: string, revokedTimestamp: number | null } };

export type LatestTransferListQueryVariables = Exact<{ [key: string]: never; }>;


export type LatestTransferListQuery = { getLatestTransferList: { id: string, status: TransferListStatus, createdTimestamp: string, undoableUntil: string | null, error: { message: string, type: string | null } | null, transferHistory: Array<{ kind: string, transferStartedTimestamp: string, transferFinishedTimestamp: string | null }>, params: { reportFromDate: string, reportToDate: string, minVisits: number, minVisitsPercentage: number, includeOverdue: boolean, includeManualVisits: boolean, membershipPaymentType: MembershipPaymentTypeForTransfer }, memberSummary: { total: number, transferred: number, failed: number, inProgress: number, undone: number, canMove: number, cannotMove: number, canMoveByDestination: Array<{ branchName: string, count: number }> } } | null };

export type TransferListMembersQueryVariables = Exact<{
  first: number;
  offset: number;
}>;


export type TransferListMembersQuery = { getLatestTransferList: { id: string, members: Array<{ id: string, firstName: string, lastName: string, email: string | null, status: string, sourceBranchName: string, destinationBranchName: string, visits: { sourceBranchVisitNumber: number, destinationBranchVisitNumber: number, totalNumberOfVisits: number }, transferResult: { status: TransferMemberResultStatus, error: string | null } | null, dryRun: { canTransfer: boolean, reasonTexts: Array<string>, currentPrice: number | null, newPrice: number | null, priceNote: string, doorAccess: string, futureBookings: number } }> } | null };

export type TransferBillingProviderQueryVariables = Exact<{ [key: string]: never; }>;


export type TransferBillingProviderQuery = { getBillingProviderInfo: { billingProvider: BillingProvider } };

export type TransferOperationStatusQueryVariables = Exact<{
  operationDomain: AsyncOperationDomain;
  ticketId: string | number;
}>;


export type TransferOperationStatusQuery = { getAsyncOperationStatus: { status: AsyncOperationStatusValue, message: string | null } | null };

export type CreateTransferListMutationVariables = Exact<{
  input: CreateTransferListInput;
}>;


export type CreateTransferListMutation = { createTransferList: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type ExecuteTransferListMutationVariables = Exact<{
  transferListId: string | number;
  memberIds?: Array<string | number> | string | number | null | undefined;
}>;


export type ExecuteTransferListMutation = { executeTransferListAsync: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type RetryFailedTransfersMutationVariables = Exact<{
  transferListId: string | number;
}>;


export type RetryFailedTransfersMutation = { retryFailedTransfers: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type UndoTransferListMutationVariables = Exact<{
  transferListId: string | number;
  memberIds?: Array<string | number> | string | number | null | undefined;
}>;


export type UndoTransferListMutation = { undoTransferList: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type RemoveMembersFromTransferListMutationVariables = Exact<{
  transferListId: string | number;
  members: Array<string | number> | string | number;
}>;


export type RemoveMembersFromTransferListMutation = { removeMembersFromTransferList: { id: string } };

export type DryRunTransferListMutationVariables = Exact<{
  transferListId: string | number;
}>;


export type DryRunTransferListMutation = { dryRunTransferList: { id: string } };

export type ArchiveTransferListMutationVariables = Exact<{
  transferListId: string | number;
}>;


export type ArchiveTransferListMutation = { archiveTransferList: { id: string } };

export type UndoTransferListMemberMutationVariables = Exact<{
  transferListId: string | number;
  memberId: string | number;
}>;


export type UndoTransferListMemberMutation = { undoTransferListMember: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type CalendarBranchQueryVariables = Exact<{
  id: string | number;
}>;


export type CalendarBranchQuery = { getBranch: { id: string, name: string, today: string, timeZone: { id: string } } };

export type CalendarSessionsQueryVariables = Exact<{
  branchId: string | number;
  startDate: string;
  endDate: string;
}>;


export type CalendarSessionsQuery = { getBranchSessions: Array<{ id: string, name: string, date: string, startTime: string, endTime: string, color: string, capacity: number | null, membersCount: number, isFull: boolean }> };

export type SessionDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type SessionDetailsQuery = { getSession: { id: string, name: string, date: string, startTime: string, endTime: string, timeZone: string, capacity: number | null, branchId: string, color: string, allowOnlineBooking: boolean, isRecurring: boolean, membersCount: number, waitlistQueueLength: number, spotsLeft: number | null, isFull: boolean, isPast: boolean, hasStarted: boolean, hasAttended: boolean, canManage: boolean, staffMember: { id: string, firstName: string, lastName: string } | null, classAssociated: { id: string, name: string, sessionWaitlistConfig: { status: WaitlistStatus, limit: number | null } } | null } | null };

export type SessionMembersQueryVariables = Exact<{
  id: string | number;
}>;


export type SessionMembersQuery = { getSessionMembers: Array<{ id: string, personId: string, firstName: string, lastName: string, status: SessionAttendanceStatus, bookedAt: string }> };

export type SessionWaitlistQueryVariables = Exact<{
  id: string | number;
}>;


export type SessionWaitlistQuery = { getSessionWaitlistMembers: Array<{ id: string, personId: string, firstName: string, lastName: string, joinedAt: string, lastPromotionResult: string | null, offer: { status: string, expiresAt: string } | null }> };

export type SessionOperationStatusQueryVariables = Exact<{
  operationDomain: AsyncOperationDomain;
  ticketId: string | number;
}>;


export type SessionOperationStatusQuery = { getAsyncOperationStatus: { status: AsyncOperationStatusValue, message: string | null, code: string | null } | null };

export type AddMemberToSessionMutationVariables = Exact<{
  id: string | number;
  personId: string | number;
}>;


export type AddMemberToSessionMutation = { addMemberToSessionAsync: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type RemoveMemberFromSessionMutationVariables = Exact<{
  id: string | number;
  personId: string | number;
}>;


export type RemoveMemberFromSessionMutation = { removeMemberFromSession: boolean };

export type ChangeAttendanceMutationVariables = Exact<{
  id: string | number;
  personId: string | number;
  status: SessionAttendanceStatus;
}>;


export type ChangeAttendanceMutation = { changeAttendance: { id: string, status: SessionAttendanceStatus } };

export type AddMemberToWaitlistMutationVariables = Exact<{
  id: string | number;
  personId: string | number;
}>;


export type AddMemberToWaitlistMutation = { addMemberToWaitlist: { id: string } };

export type RemoveMemberFromWaitlistMutationVariables = Exact<{
  id: string | number;
  personId: string | number;
}>;


export type RemoveMemberFromWaitlistMutation = { removeMemberFromWaitlist: boolean };

export type PromoteWaitlistMemberMutationVariables = Exact<{
  id: string | number;
  personId: string | number;
}>;


export type PromoteWaitlistMemberMutation = { promoteWaitlistMember: { id: string } };

export type SessionPersonSearchQueryVariables = Exact<{
  term: string;
  branches?: Array<string | number> | string | number | null | undefined;
  limit: number;
}>;


export type SessionPersonSearchQuery = { searchPersons: { persons: Array<{ id: string, firstName: string, lastName: string, email: string | null }> } };

export type SessionBookingEligibilityQueryVariables = Exact<{
  id: string | number;
  personIds: Array<string | number> | string | number;
}>;


export type SessionBookingEligibilityQuery = { getSessionBookingEligibility: Array<{ personId: string, canBook: boolean, refusal: SessionBookingRefusal | null }> };

export type SessionStaffQueryVariables = Exact<{
  branchId: string | number;
}>;


export type SessionStaffQuery = { getSessionStaff: Array<{ id: string, firstName: string, lastName: string }> };

export type SessionClassesQueryVariables = Exact<{
  branchId: string | number;
}>;


export type SessionClassesQuery = { getClasses: Array<{ id: string, name: string, color: string }> };

export type StaffAvailabilityQueryVariables = Exact<{
  branchId: string | number;
  staffMemberId: string | number;
  date: string;
  startTime: string;
  endTime: string;
  excludeSessionId?: string | number | null | undefined;
}>;


export type StaffAvailabilityQuery = { getStaffAvailability: StaffAvailability | null };

export type CreateSessionMutationVariables = Exact<{
  input: SessionDefinitionInput;
}>;


export type CreateSessionMutation = { createSession: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type UpdateSessionMutationVariables = Exact<{
  input: UpdateSessionInput;
}>;


export type UpdateSessionMutation = { updateSession: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type RemoveSessionMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type RemoveSessionMutation = { removeSession: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type RemoveFollowingSessionsMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type RemoveFollowingSessionsMutation = { removeThisAndFollowingSessions: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type PreviewSessionChangeQueryVariables = Exact<{
  input: UpdateSessionInput;
}>;


export type PreviewSessionChangeQuery = { previewSessionChange: { sessionsAffected: number, blockedByAttendance: boolean, affectedBookings: Array<{ sessionId: string, date: string, personId: string, firstName: string, lastName: string, status: SessionAttendanceStatus, outcome: string }> } };

export type PreviewSessionRemovalQueryVariables = Exact<{
  sessionId: string | number;
  scope: SessionChangeScope;
}>;


export type PreviewSessionRemovalQuery = { previewSessionRemoval: { sessionsAffected: number, blockedByAttendance: boolean, affectedBookings: Array<{ sessionId: string, date: string, personId: string, firstName: string, lastName: string, status: SessionAttendanceStatus, outcome: string }> } };

export type ClassQueryVariables = Exact<{
  id: string | number;
}>;


export type ClassQuery = { getClass: { id: string, name: string, description: string | null, color: string, allowOnlineBooking: boolean, allowBookingsFrom: BookingAudience, hasActiveSessionWaitlist: boolean, canEdit: boolean, bookingByMembership: { isAllowed: boolean, membershipPlans: Array<string> }, sessionWaitlistConfig: { status: WaitlistStatus, limit: number | null }, waitlistOffers: { holdMinutes: number, cutoffMinutes: number }, lateCancellation: { enabled: boolean, windowMinutes: number, feeCents: number, freeWaivers: number }, branches: Array<{ id: string, name: string }> } | null };

export type UpdateClassMutationVariables = Exact<{
  input: UpdateClassInput;
}>;


export type UpdateClassMutation = { updateClass: { id: string } };

export type ClassPictureQueryVariables = Exact<{
  id: string | number;
}>;


export type ClassPictureQuery = { getClass: { id: string, picture: { desktopUrl: string, mobileUrl: string } | null } | null };

export type ClassPictureUploadQueryVariables = Exact<{
  classId: string | number;
  contentType: string;
  desktopCrop: ClassPictureCropInput;
  mobileCrop: ClassPictureCropInput;
}>;


export type ClassPictureUploadQuery = { getUrlForClassPicUpload: string };

export type ClassMembershipPlansQueryVariables = Exact<{
  branches: Array<string | number> | string | number;
}>;


export type ClassMembershipPlansQuery = { getMembershipPlansWithoutPaymentOptions: Array<{ id: string, name: string }> };

export type ClassesQueryVariables = Exact<{
  branches?: Array<string | number> | string | number | null | undefined;
}>;


export type ClassesQuery = { getClasses: Array<{ id: string, name: string, description: string | null, color: string, allowBookingsFrom: BookingAudience, sessionWaitlistConfig: { status: WaitlistStatus, limit: number | null }, branches: Array<{ id: string, name: string }> }> };

export type AddClassMutationVariables = Exact<{
  input: ClassInput;
}>;


export type AddClassMutation = { addClass: { id: string } };

export type CorrespondenceRulesQueryVariables = Exact<{
  branchId: string | number;
  particular: boolean;
}>;


export type CorrespondenceRulesQuery = { getCorrespondenceSettings: Array<{ type: string, enabled: boolean, dateBased: boolean, editable: boolean, title: string, message: string, parameters: { daysPrior: number | null } }>, getEmailSettings: Array<{ type: string, triggerType: EmailTriggerType, enabled: boolean, dateBased: boolean, transactional: boolean, subject: string, htmlTemplate: string, parameters: { daysPrior: number | null } }>, particular?: Array<{ type: string, triggerType: EmailTriggerType, enabled: boolean, dateBased: boolean, transactional: boolean, subject: string, htmlTemplate: string, parameters: { daysPrior: number | null } }> };

export type CorrespondencePreviewQueryVariables = Exact<{
  branchId: string | number;
  type: string;
  channel: CorrespondenceChannel;
  subject?: string | null | undefined;
  message?: string | null | undefined;
  daysPrior?: number | null | undefined;
}>;


export type CorrespondencePreviewQuery = { previewCorrespondence: { memberFirstName: string | null, memberLastName: string | null, subject: string | null, body: string }, correspondenceRuleAudience: { count: number, firstNames: Array<string> } };

export type SetSmsRuleMutationVariables = Exact<{
  branchId: string | number;
  smsSettings: SmsSettingsInput;
}>;


export type SetSmsRuleMutation = { setCorrespondenceStatus: { type: string, enabled: boolean } };

export type SetEmailRuleMutationVariables = Exact<{
  branchId: string | number;
  emailSettings: EmailSettingsInput;
  triggerType?: EmailTriggerType | null | undefined;
}>;


export type SetEmailRuleMutation = { setEmailStatus: { type: string, enabled: boolean } };

export type MemberCalendarFeedUrlQueryVariables = Exact<{
  personId: string | number;
}>;


export type MemberCalendarFeedUrlQuery = { getMemberCalendarFeedUrl: string };

export type ResetMemberCalendarFeedUrlMutationVariables = Exact<{
  personId: string | number;
}>;


export type ResetMemberCalendarFeedUrlMutation = { resetMemberCalendarFeedUrl: string };

export type MemberActivityRow_ActivityFragment = { id: string, kind: MemberActivityKind, activityTimestamp: number, branchId: string, arrivalDepartureDuration: number | null, attendanceStatus: string | null, visit: { branchId: string, tags: Array<string>, granted: boolean, denialText: string | null } | null, branchTransfer: { sourceBranchId: string | null, branchId: string, tags: Array<string>, customerReference: string | null } | null, session: { name: string, startTime: string, endTime: string } | null, waitlistActivity: { name: string, sessionTime: string } | null } & { ' $fragmentName'?: 'MemberActivityRow_ActivityFragment' };

export type MemberActivitiesQueryVariables = Exact<{
  personId: string | number;
  pastTimestamps?: ActivityTimeRangeInput | null | undefined;
  futureTimestamps?: ActivityTimeRangeInput | null | undefined;
  pastCursor?: string | null | undefined;
  futureCursor?: string | null | undefined;
}>;


export type MemberActivitiesQuery = { getMemberActivities: { past: { hasMore: boolean, nextCursor: string | null, activities: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'MemberActivityRow_ActivityFragment': MemberActivityRow_ActivityFragment } }
      )> }, upcoming: { hasMore: boolean, nextCursor: string | null, activities: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'MemberActivityRow_ActivityFragment': MemberActivityRow_ActivityFragment } }
      )> } } };

export type AddMemberBranchQueryVariables = Exact<{
  id: string | number;
}>;


export type AddMemberBranchQuery = { getBranch: { id: string, timeZone: { id: string } } };

export type AddProspectMutationVariables = Exact<{
  input: AddProspectInput;
}>;


export type AddProspectMutation = { addProspect: { id: string, homeBranchId: string | null } };

export type ExistingPersonsQueryVariables = Exact<{
  firstName: string;
  lastName: string;
  dateOfBirth?: string | null | undefined;
}>;


export type ExistingPersonsQuery = { findExistingPersons: { count: number } };

export type PersonsByEmailQueryVariables = Exact<{
  email: string;
  limit?: number | null | undefined;
}>;


export type PersonsByEmailQuery = { countPersonsByEmail: number };

export type MemberAreaQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberAreaQuery = { getPerson: { id: string, firstName: string, lastName: string, homeBranchId: string | null, homeBranch: { id: string, today: string, timeZone: { id: string } } | null } };

export type AttachmentUploadUrlQueryVariables = Exact<{
  personId: string | number;
  fileName: string;
  contentType: string;
}>;


export type AttachmentUploadUrlQuery = { getUrlForAttachmentUpload: string };

export type AttachmentRow_AttachmentFragment = { id: string, fileName: string, uploadedAt: string, uploadedBy: { firstName: string, lastName: string, email: string | null } | null } & { ' $fragmentName'?: 'AttachmentRow_AttachmentFragment' };

export type MemberAttachmentsQueryVariables = Exact<{
  personId: string | number;
}>;


export type MemberAttachmentsQuery = { getUserAttachments: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'AttachmentRow_AttachmentFragment': AttachmentRow_AttachmentFragment } }
  )> };

export type AttachmentDownloadUrlQueryVariables = Exact<{
  personId: string | number;
  attachmentId: string | number;
}>;


export type AttachmentDownloadUrlQuery = { getUrlForAttachmentDownload: string };

export type RemoveAttachmentMutationVariables = Exact<{
  personId: string | number;
  attachmentId: string | number;
}>;


export type RemoveAttachmentMutation = { removeAttachment: boolean };

export type ExportMembersCsvMutationVariables = Exact<{
  branches?: Array<string | number> | string | number | null | undefined;
}>;


export type ExportMembersCsvMutation = { exportMembersCsv: { reportUrl: string } };

export type MyMembersRow_PersonFragment = { id: string, firstName: string, lastName: string, email: string | null, homeBranchId: string | null, tags: Array<string>, currentMembershipNames: Array<string>, homeBranch: { id: string, timeZone: { id: string } } | null, roles: Array<{ branchId: string, roleType: PersonRoleType, lastVisitTimestamp: number | null }> } & { ' $fragmentName'?: 'MyMembersRow_PersonFragment' };

export type MyMembersQueryVariables = Exact<{
  term?: string | null | undefined;
  branches?: Array<string | number> | string | number | null | undefined;
  reciprocal?: boolean | null | undefined;
  roleTypes?: Array<PersonRoleType> | PersonRoleType | null | undefined;
  sort?: PersonSearchSort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type MyMembersQuery = { searchPersons: { pageInfo: { total: number, totalIsCapped: boolean }, persons: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'MyMembersRow_PersonFragment': MyMembersRow_PersonFragment } }
    )> } };

export type ReciprocalMembersRow_PersonFragment = { id: string, firstName: string, lastName: string, email: string | null, homeBranchId: string | null, tags: Array<string> } & { ' $fragmentName'?: 'ReciprocalMembersRow_PersonFragment' };

export type ReciprocalMembersQueryVariables = Exact<{
  term?: string | null | undefined;
  branches?: Array<string | number> | string | number | null | undefined;
  reciprocal?: boolean | null | undefined;
  roleTypes?: Array<PersonRoleType> | PersonRoleType | null | undefined;
  sort?: PersonSearchSort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ReciprocalMembersQuery = { searchPersons: { pageInfo: { total: number, totalIsCapped: boolean }, persons: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ReciprocalMembersRow_PersonFragment': ReciprocalMembersRow_PersonFragment } }
    )> } };

export type UpdateNoteMutationVariables = Exact<{
  personId: string | number;
  id: string | number;
  contents: string;
}>;


export type UpdateNoteMutation = { updateNote: { id: string, contents: string, modifiedAt: string } };

export type AddNoteMutationVariables = Exact<{
  personId: string | number;
  contents: string;
}>;


export type AddNoteMutation = { addNote: { id: string } };

export type NoteItem_NoteFragment = { id: string, contents: string, category: NoteCategory, status: NoteStatus | null, modifiedAt: string, modifiedByService: string | null, modifiedBy: { firstName: string, lastName: string, email: string | null } | null } & { ' $fragmentName'?: 'NoteItem_NoteFragment' };

export type RemoveNoteMutationVariables = Exact<{
  personId: string | number;
  id: string | number;
}>;


export type RemoveNoteMutation = { removeNote: boolean };

export type NotesWidget_PersonFragment = { id: string, homeBranchId: string | null, mobilePhone: { ' $fragmentRefs'?: { 'StoredPhoneFragment': StoredPhoneFragment } } | null } & { ' $fragmentName'?: 'NotesWidget_PersonFragment' };

export type MemberNotesQueryVariables = Exact<{
  personId: string | number;
}>;


export type MemberNotesQuery = { getNotes: Array<(
    { id: string, category: NoteCategory, status: NoteStatus | null, modifiedAt: string }
    & { ' $fragmentRefs'?: { 'NoteItem_NoteFragment': NoteItem_NoteFragment } }
  )> };

export type SendSmsMutationVariables = Exact<{
  branchId: string | number;
  memberId: string | number;
  mobilePhone: MobilePhoneInput;
  smsContent: string;
}>;


export type SendSmsMutation = { sendSMS: { success: boolean, errorMessage: string | null } };

export type AccessCardCard_PersonFragment = { accessCards: Array<{ cardNumber: string }> } & { ' $fragmentName'?: 'AccessCardCard_PersonFragment' };

export type ContactDetailsCard_PersonFragment = { email: string | null, gender: Gender | null, dateOfBirth: string | null, emailOptin: boolean, smsOptin: boolean, mobilePhone: { ' $fragmentRefs'?: { 'StoredPhoneFragment': StoredPhoneFragment } } | null, homePhone: { ' $fragmentRefs'?: { 'StoredPhoneFragment': StoredPhoneFragment } } | null, address: { ' $fragmentRefs'?: { 'StoredAddressFragment': StoredAddressFragment } } | null } & { ' $fragmentName'?: 'ContactDetailsCard_PersonFragment' };

export type EditPersonalDetails_PersonFragment = { id: string, firstName: string, lastName: string, email: string | null, gender: Gender | null, dateOfBirth: string | null, emailOptin: boolean, smsOptin: boolean, homeBranchId: string | null, vaccinationPassExpiryDate: number | null, homeBranch: { id: string, timeZone: { id: string } } | null, mobilePhone: { ' $fragmentRefs'?: { 'StoredPhoneFragment': StoredPhoneFragment } } | null, homePhone: { ' $fragmentRefs'?: { 'StoredPhoneFragment': StoredPhoneFragment } } | null, address: { ' $fragmentRefs'?: { 'StoredAddressFragment': StoredAddressFragment } } | null, emergencyContact: { name: string | null, number: { ' $fragmentRefs'?: { 'StoredPhoneFragment': StoredPhoneFragment } } | null } | null } & { ' $fragmentName'?: 'EditPersonalDetails_PersonFragment' };

export type UpdatePersonalDetailsMutationVariables = Exact<{
  branchId: string | number;
  personalDetailsInput: PersonalDetailsInput;
}>;


export type UpdatePersonalDetailsMutation = { updatePersonalDetails: (
    { id: string }
    & { ' $fragmentRefs'?: { 'EditPersonalDetails_PersonFragment': EditPersonalDetails_PersonFragment } }
  ) };

export type EmergencyContactCard_PersonFragment = { emergencyContact: { name: string | null, number: { ' $fragmentRefs'?: { 'StoredPhoneFragment': StoredPhoneFragment } } | null } | null } & { ' $fragmentName'?: 'EmergencyContactCard_PersonFragment' };

export type MemberOverviewQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberOverviewQuery = { getPerson: (
    { id: string, firstName: string, lastName: string, homeBranchId: string | null }
    & { ' $fragmentRefs'?: { 'ProfileCard_PersonFragment': ProfileCard_PersonFragment;'ContactDetailsCard_PersonFragment': ContactDetailsCard_PersonFragment;'EmergencyContactCard_PersonFragment': EmergencyContactCard_PersonFragment;'VaxPassCard_PersonFragment': VaxPassCard_PersonFragment;'LastVisitCard_PersonFragment': LastVisitCard_PersonFragment;'BelongsToCard_PersonFragment': BelongsToCard_PersonFragment;'AccessCardCard_PersonFragment': AccessCardCard_PersonFragment;'EditPersonalDetails_PersonFragment': EditPersonalDetails_PersonFragment;'TransferMember_PersonFragment': TransferMember_PersonFragment;'NotesWidget_PersonFragment': NotesWidget_PersonFragment;'MembershipsWidget_PersonFragment': MembershipsWidget_PersonFragment } }
  ) };

export type LastVisitCard_PersonFragment = { homeBranchId: string | null, homeBranch: { id: string, timeZone: { id: string } } | null, roles: Array<{ branchId: string, lastVisitTimestamp: number | null }> } & { ' $fragmentName'?: 'LastVisitCard_PersonFragment' };

export type BelongsToCard_PersonFragment = { homeBranch: { id: string, name: string } | null } & { ' $fragmentName'?: 'BelongsToCard_PersonFragment' };

export type ProfileCard_PersonFragment = { id: string, firstName: string, lastName: string, hasImage: boolean, homeBranchId: string | null, tags: Array<string>, roles: Array<{ branchId: string, roleType: PersonRoleType, status: PersonStatus }> } & { ' $fragmentName'?: 'ProfileCard_PersonFragment' };

export type ProfileImageQueryVariables = Exact<{
  personId: string | number;
}>;


export type ProfileImageQuery = { getUrlForUserPicDownload: string | null };

export type ProfileImageUploadQueryVariables = Exact<{
  personId: string | number;
  contentType: string;
}>;


export type ProfileImageUploadQuery = { getUrlForUserPicUpload: string };

export type VaxPassCard_PersonFragment = { id: string, firstName: string, lastName: string, homeBranchId: string | null, vaccinationCertSightedOn: number | null, vaccinationPassExpiryDate: number | null, homeBranch: { id: string, timeZone: { id: string } } | null } & { ' $fragmentName'?: 'VaxPassCard_PersonFragment' };

export type VerifyVaccinationMutationVariables = Exact<{
  branchId: string | number;
  personalDetailsInput: PersonalDetailsInput;
}>;


export type VerifyVaccinationMutation = { updatePersonalDetails: { id: string, vaccinationCertSightedOn: number | null } };

export type TransferMember_PersonFragment = { id: string, firstName: string, lastName: string, homeBranchId: string | null } & { ' $fragmentName'?: 'TransferMember_PersonFragment' };

export type TransferPersonToBranchMutationVariables = Exact<{
  input: TransferPersonToBranchInput;
}>;


export type TransferPersonToBranchMutation = { transferPersonToBranch: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type TransferPersonToBranchStatusQueryVariables = Exact<{
  operationDomain: AsyncOperationDomain;
  ticketId: string | number;
}>;


export type TransferPersonToBranchStatusQuery = { getAsyncOperationStatus: { status: AsyncOperationStatusValue, message: string | null, person: { id: string, homeBranchId: string | null } | null } | null };

export type DebitsTable_DebitFragment = { date: string, amount: number, charges: Array<{ kind: string, label: string, amount: number }> } & { ' $fragmentName'?: 'DebitsTable_DebitFragment' };

export type AddMembershipProviderQueryVariables = Exact<{ [key: string]: never; }>;


export type AddMembershipProviderQuery = { getBillingProviderInfo: { billingProvider: BillingProvider } };

export type FirstPaymentDateOptionsQueryVariables = Exact<{
  branchId: string | number;
  paymentFrequency: PaymentFrequency;
  startDate: string;
}>;


export type FirstPaymentDateOptionsQuery = { getFirstPaymentDateOptions: Array<string> };

export type FirstPaymentDetailsQueryVariables = Exact<{
  branchId: string | number;
  input: FirstPaymentDetailsInput;
}>;


export type FirstPaymentDetailsQuery = { getFirstPaymentDetails: { paidInBranchAmount: number, earliestPayment: { paymentDate: string, firstPaymentAmountPlusAllFees: number, partialPaymentAmount: number, partialPaymentStartDate: string | null, partialPaymentEndDate: string | null, firstRecurringPaymentAmount: number, firstRecurringPaymentStartDate: string | null, firstRecurringPaymentEndDate: string | null } | null, recurringPayment: { amount: number, startDate: string, endDate: string | null } | null, nextDebits: Array<{ ' $fragmentRefs'?: { 'DebitsTable_DebitFragment': DebitsTable_DebitFragment } }> } };

export type AttachMembershipMutationVariables = Exact<{
  branchId: string | number;
  input: MembershipInput;
}>;


export type AttachMembershipMutation = { attachMembership: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type MembershipDetails_MembershipFragment = (
  { id: string, branchId: string, signupLink: string | null, signupLinkEmailedTo: string | null, accountBillingStatusReason: string | null, accountBillingStatusDate: string | null, paymentMethodSummary: string | null, totalPayment: number, joinFee: number, accessCardFee: number, numberOfVisitsLeft: number | null, oneOffPaymentType: string | null, externalPayerRefNumber: string | null, minimumTermEndDate: string | null, cancellationReason: CancellationReason | null, allowAccessUntil: string | null, freePeriodHistory: Array<{ id: string, startDate: string, endDate: string }>, lastDishonour: { reason: string, label: string, action: string, date: string } | null, nextPayments: Array<{ ' $fragmentRefs'?: { 'DebitsTable_DebitFragment': DebitsTable_DebitFragment } }> }
  & { ' $fragmentRefs'?: { 'MembershipFactsFragment': MembershipFactsFragment;'SuspensionsSection_MembershipFragment': SuspensionsSection_MembershipFragment } }
) & { ' $fragmentName'?: 'MembershipDetails_MembershipFragment' };

export type PaymentHistoryLinkQueryVariables = Exact<{
  branchId: string | number;
  customerReference: string;
}>;


export type PaymentHistoryLinkQuery = { getBillingLinks: { paymentHistory: string | null } };

export type SendPaymentSetupLinkMutationVariables = Exact<{
  membershipId: string | number;
}>;


export type SendPaymentSetupLinkMutation = { sendPaymentSetupLink: { signupLink: string, emailedTo: string | null } };

export type SuspensionsSection_MembershipFragment = { suspensionHistory: Array<{ id: string, startDate: string, endDate: string, suspensionFee: number, frequency: string, classification: SuspensionClass }> } & { ' $fragmentName'?: 'SuspensionsSection_MembershipFragment' };

export type MembershipDetailsQueryVariables = Exact<{
  personId: string | number;
  membershipId: string | number;
}>;


export type MembershipDetailsQuery = { getPerson: { id: string, tags: Array<string>, overdueReferences: Array<string> }, getMembership: { ' $fragmentRefs'?: { 'MembershipDetails_MembershipFragment': MembershipDetails_MembershipFragment } } | null };

export type MemberMembershipsQueryVariables = Exact<{
  personId: string | number;
}>;


export type MemberMembershipsQuery = { getPerson: { id: string, overdueReferences: Array<string> }, getMemberships: Array<{ ' $fragmentRefs'?: { 'MembershipFactsFragment': MembershipFactsFragment } }> };

export type MembershipFactsFragment = { id: string, status: MembershipStatus, isHistory: boolean, startDate: string, endDate: string | null, createdAt: string, kind: MembershipKind, billingProvider: BillingProvider | null, organisationBillingProvider: BillingProvider, ddrStatus: DdrStatus | null, accountBillingStatus: BillingStatus | null, customerReference: string | null, overdueAmount: number, firstPaymentDate: string | null, allowAccessUntil: string | null, membershipPlan: { id: string, name: string, type: MembershipPlanType, isExternalPayer: boolean, country: string }, paymentOption: { id: string, name: string, paymentFrequency: PaymentFrequency } } & { ' $fragmentName'?: 'MembershipFactsFragment' };

export type ActionPreview_PreviewFragment = { charges: Array<{ kind: string, label: string, amount: number }>, debits: Array<{ ' $fragmentRefs'?: { 'DebitsTable_DebitFragment': DebitsTable_DebitFragment } }>, stoppedDebits: Array<{ ' $fragmentRefs'?: { 'DebitsTable_DebitFragment': DebitsTable_DebitFragment } }> } & { ' $fragmentName'?: 'ActionPreview_PreviewFragment' };

export type PreviewChangeMembershipQueryVariables = Exact<{
  personId: string | number;
  membershipId: string | number;
  membershipPlanId: string | number;
  paymentOptionId: string | number;
}>;


export type PreviewChangeMembershipQuery = { previewChangeMembership: { ' $fragmentRefs'?: { 'ActionPreview_PreviewFragment': ActionPreview_PreviewFragment } } };

export type ChangeMembershipMutationVariables = Exact<{
  branchId: string | number;
  input: ChangeMembershipInput;
}>;


export type ChangeMembershipMutation = { changeMembership: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type UpdateExternalPayerMutationVariables = Exact<{
  personId: string | number;
  input: ExternalPayerUpdateInput;
}>;


export type UpdateExternalPayerMutation = { updateExternalPayer: { id: string, externalPayerRefNumber: string | null } };

export type UpdateMembershipMutationVariables = Exact<{
  personId: string | number;
  update: MembershipUpdate;
}>;


export type UpdateMembershipMutation = { updateMembership: { id: string, endDate: string | null, customerReference: string | null } };

export type EditSuspensionBillingDatesQueryVariables = Exact<{
  branchId: string | number;
  startDate: string;
  count?: number | null | undefined;
}>;


export type EditSuspensionBillingDatesQuery = { getBillingDates: Array<string> };

export type UpdateMembershipSuspensionEndDateMutationVariables = Exact<{
  branchId: string | number;
  input: UpdateMembershipSuspensionInput;
}>;


export type UpdateMembershipSuspensionEndDateMutation = { updateMembershipSuspensionEndDate: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type EndMembershipDatesQueryVariables = Exact<{
  personId: string | number;
  membershipId: string | number;
}>;


export type EndMembershipDatesQuery = { getMembership: { id: string, endDates: Array<string> | null } | null };

export type PreviewEndMembershipQueryVariables = Exact<{
  personId: string | number;
  membershipId: string | number;
  cancellationDate: string;
}>;


export type PreviewEndMembershipQuery = { previewEndMembership: { ' $fragmentRefs'?: { 'ActionPreview_PreviewFragment': ActionPreview_PreviewFragment } } };

export type CancelMembershipMutationVariables = Exact<{
  input: CancelMembershipInput;
}>;


export type CancelMembershipMutation = { cancelMembership: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type CreateMembershipFreePeriodMutationVariables = Exact<{
  branchId: string | number;
  input: CreateMembershipFreePeriodInput;
}>;


export type CreateMembershipFreePeriodMutation = { createMembershipFreePeriod: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type PauseBillingDatesQueryVariables = Exact<{
  branchId: string | number;
  startDate: string;
  count?: number | null | undefined;
}>;


export type PauseBillingDatesQuery = { getBillingDates: Array<string> };

export type OverdueAmountQueryVariables = Exact<{
  branchId: string | number;
  customerReference: string;
}>;


export type OverdueAmountQuery = { getOverdueAmount: number };

export type PayOverdueInBranchMutationVariables = Exact<{
  branchId: string | number;
  membershipPlanId: string | number;
  paymentType: string;
  personId: string | number;
  paymentInCents: number;
  customerReference: string;
}>;


export type PayOverdueInBranchMutation = { payOverdueInBranch: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type DeleteMembershipSuspensionMutationVariables = Exact<{
  input: DeleteMembershipSuspensionInput;
}>;


export type DeleteMembershipSuspensionMutation = { deleteMembershipSuspension: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type PreviewMembershipSuspensionQueryVariables = Exact<{
  personId: string | number;
  membershipId: string | number;
  startDate: string;
  suspensionDuration: number;
  suspensionDurationType?: SuspensionDurationType | null | undefined;
}>;


export type PreviewMembershipSuspensionQuery = { previewMembershipSuspension: { ' $fragmentRefs'?: { 'ActionPreview_PreviewFragment': ActionPreview_PreviewFragment } } };

export type AddMembershipSuspensionMutationVariables = Exact<{
  branchId: string | number;
  input: SuspensionInput;
}>;


export type AddMembershipSuspensionMutation = { addMembershipSuspension: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type SyncAccountStatusMutationVariables = Exact<{
  branchId: string | number;
  customerReference: string;
}>;


export type SyncAccountStatusMutation = { syncAccountStatus: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type SetAllowAccessByAdminMutationVariables = Exact<{
  personId: string | number;
  membershipId: string | number;
  allowAccessUntil?: string | null | undefined;
}>;


export type SetAllowAccessByAdminMutation = { setAllowAccessByAdmin: { id: string, status: MembershipStatus, allowAccessUntil: string | null } };

export type MembershipOperationStatusQueryVariables = Exact<{
  operationDomain: AsyncOperationDomain;
  ticketId: string | number;
}>;


export type MembershipOperationStatusQuery = { getAsyncOperationStatus: { status: AsyncOperationStatusValue, message: string | null, resultId: string | null, membership: { id: string } | null } | null };

export type MembershipsWidget_PersonFragment = { id: string, overdueReferences: Array<string>, memberships: Array<{ ' $fragmentRefs'?: { 'MembershipFactsFragment': MembershipFactsFragment } }> } & { ' $fragmentName'?: 'MembershipsWidget_PersonFragment' };

export type MembershipReceiptsQueryVariables = Exact<{
  membershipId: string | number;
}>;


export type MembershipReceiptsQuery = { getMembershipReceipts: Array<{ id: string, receiptNumber: string, heading: string, issuedOn: string, branchName: string, legalName: string, branchAddress: string | null, country: string, taxNumberLabel: string | null, taxNumber: string | null, recipientName: string, recipientEmail: string | null, paymentType: string | null, totalCents: number, gstStatement: string, lines: Array<{ membershipId: string, description: string, amountCents: number }> }> };

export type EmailReceiptMutationVariables = Exact<{
  receiptId: string | number;
}>;


export type EmailReceiptMutation = { emailReceipt: { emailedTo: string, queued: boolean } };

export type SellableMembershipPlansQueryVariables = Exact<{
  branches: Array<string | number> | string | number;
}>;


export type SellableMembershipPlansQuery = { getMembershipPlans: Array<{ id: string, name: string, type: MembershipPlanType, isExternalPayer: boolean, country: string, paymentOptions: Array<{ id: string, name: string, status: PaymentOptionStatus, saleStartDate: string | null, saleEndDate: string | null, paymentFrequency: PaymentFrequency, ongoing: boolean, paymentAmount: number | null, joinFee: number, accessCardFee: number, freePromotion: boolean, sellingBranches: Array<{ id: string }> }> }> };

export type MemberTransactionsQueryVariables = Exact<{
  personId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
  kinds?: Array<TransactionKind> | TransactionKind | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type MemberTransactionsQuery = { getMembershipTransactions: { total: number, offset: number, limit: number, rows: Array<{ id: string, kind: TransactionKind, label: string, amount: number, date: string, reference: string, membershipName: string, country: string, outcome: DebitOutcome | null, outcomeDate: string | null, reasonLabel: string | null, balance: number, classFee: { id: string, canWaive: boolean } | null }> } };

export type WaiveClassFeeMutationVariables = Exact<{
  feeId: string | number;
}>;


export type WaiveClassFeeMutation = { waiveSessionFee: boolean };

export type MemberWebsiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberWebsiteSettingsQuery = { getMembershipSettings: { selfServeRequirements: { minimumAge: { warn: boolean, warnBelowAge: number, restrict: boolean, restrictBelowAge: number } } } };

export type UpdateMemberWebsiteSettingsMutationVariables = Exact<{
  input: MembershipSettingsInput;
}>;


export type UpdateMemberWebsiteSettingsMutation = { updateMembershipSettings: { selfServeRequirements: { minimumAge: { warn: boolean, warnBelowAge: number, restrict: boolean, restrictBelowAge: number } } } };

export type OverdueSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type OverdueSettingsQuery = { getApplicationConfigSettings: { billingProvider: BillingProvider, overdueAssessmentSettings: { enabled: boolean, maximumOverdueAmount: number, gracePeriodInDays: number } } };

export type UpdateOverdueSettingsMutationVariables = Exact<{
  input: OverdueAssessmentSettingsInput;
}>;


export type UpdateOverdueSettingsMutation = { updateOverdueAssessmentSettings: { enabled: boolean, maximumOverdueAmount: number, gracePeriodInDays: number } };

export type SettingsBillingProviderQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsBillingProviderQuery = { getBillingProviderInfo: { billingProvider: BillingProvider } };

export type PaymentOptionModal_PlanFragment = { id: string, type: MembershipPlanType, country: string } & { ' $fragmentName'?: 'PaymentOptionModal_PlanFragment' };

export type PaymentOptionModal_OptionFragment = { id: string, name: string, description: string | null, notes: string | null, paymentAmount: number | null, paymentFrequency: PaymentFrequency, joinFee: number, accessCardFee: number, suspensionFee: number | null, suspensionFeeFrequency: TermUnit | null, term: number | null, termType: TermUnit | null, ongoing: boolean, ongoingTermType: TermUnit | null, validityPeriod: number | null, visitPassTermType: TermUnit | null, freePeriod: number | null, freePeriodFrequency: FreePeriodFrequency | null, freePeriodUntilDate: string | null, freePromotion: boolean, membershipStartDate: string | null, saleStartDate: string | null, saleEndDate: string | null, isAvailableOnline: boolean, promotion: { termCount: number, paymentAmount: number } | null, sellingBranches: Array<{ id: string, name: string }> } & { ' $fragmentName'?: 'PaymentOptionModal_OptionFragment' };

export type AddPaymentOptionMutationVariables = Exact<{
  input: PaymentOptionInput;
}>;


export type AddPaymentOptionMutation = { addPaymentOption: { id: string } };

export type UpdatePaymentOptionMutationVariables = Exact<{
  input: PaymentOptionInput;
}>;


export type UpdatePaymentOptionMutation = { updatePaymentOption: (
    { id: string }
    & { ' $fragmentRefs'?: { 'PaymentOptionModal_OptionFragment': PaymentOptionModal_OptionFragment } }
  ) };

export type AddMembershipPlanMutationVariables = Exact<{
  plan: MembershipPlanInput;
}>;


export type AddMembershipPlanMutation = { addMembershipPlan: { id: string } };

export type MembershipPlansQueryVariables = Exact<{
  branches: Array<string | number> | string | number;
  term?: string | null | undefined;
  country?: string | null | undefined;
  type?: MembershipPlanType | null | undefined;
}>;


export type MembershipPlansQuery = { getMembershipPlans: Array<{ id: string, name: string, description: string, type: MembershipPlanType, country: string, numberOfVisits: number | null }> };

export type PaymentOptionPageQueryVariables = Exact<{
  membershipPlanId: string | number;
  id: string | number;
}>;


export type PaymentOptionPageQuery = { getMembershipPlan: (
    { id: string, name: string, country: string }
    & { ' $fragmentRefs'?: { 'PaymentOptionModal_PlanFragment': PaymentOptionModal_PlanFragment } }
  ) | null, getPaymentOption: (
    { id: string, membershipPlanId: string, name: string, description: string | null, notes: string | null, status: PaymentOptionStatus, canManage: boolean, paymentAmount: number | null, paymentFrequency: PaymentFrequency, freePromotion: boolean, term: number | null, termType: TermUnit | null, ongoing: boolean, validityPeriod: number | null, visitPassTermType: TermUnit | null, membershipStartDate: string | null, joinFee: number, accessCardFee: number, suspensionFee: number | null, suspensionFeeFrequency: TermUnit | null, isAvailableOnline: boolean, saleStartDate: string | null, saleEndDate: string | null, promotion: { termCount: number, paymentAmount: number } | null, sellingBranches: Array<{ id: string, name: string }>, branchSettings: Array<{ branchBillingAccountId: string | null, waiveAdminFee: boolean, branch: { id: string } }> }
    & { ' $fragmentRefs'?: { 'PaymentOptionModal_OptionFragment': PaymentOptionModal_OptionFragment } }
  ) | null };

export type PlanBranchBillingAccountsQueryVariables = Exact<{
  branchId: string | number;
}>;


export type PlanBranchBillingAccountsQuery = { getBranchBillingAccounts: Array<{ branchBillingAccountId: string, name: string, isDefault: boolean }> };

export type UpdateBranchSettingMutationVariables = Exact<{
  membershipPlanId: string | number;
  paymentOptionId: string | number;
  branchSettingInput: BranchSettingInput;
}>;


export type UpdateBranchSettingMutation = { updateBranchSetting: { id: string, branchSettings: Array<{ branchBillingAccountId: string | null, waiveAdminFee: boolean, branch: { id: string } }> } };

export type EditPlan_PlanFragment = { id: string, name: string, description: string, country: string, type: MembershipPlanType, numberOfVisits: number | null, accessType: string } & { ' $fragmentName'?: 'EditPlan_PlanFragment' };

export type UpdateMembershipPlanMutationVariables = Exact<{
  plan: UpdateMembershipPlanInput;
}>;


export type UpdateMembershipPlanMutation = { updateMembershipPlan: (
    { id: string }
    & { ' $fragmentRefs'?: { 'EditPlan_PlanFragment': EditPlan_PlanFragment } }
  ) };

export type PaymentOptions_PlanFragment = (
  { id: string, type: MembershipPlanType, country: string, paymentOptions: Array<(
    { id: string, membershipPlanId: string, name: string, description: string | null, status: PaymentOptionStatus, paymentAmount: number | null, paymentFrequency: PaymentFrequency, freePromotion: boolean, accessCardFee: number, joinFee: number, isExternalPayer: boolean, canManage: boolean, sellingBranches: Array<{ id: string, name: string, country: string }>, branchSettings: Array<{ branchBillingAccountId: string | null, waiveAdminFee: boolean, branch: { id: string } }> }
    & { ' $fragmentRefs'?: { 'PaymentOptionModal_OptionFragment': PaymentOptionModal_OptionFragment } }
  )> }
  & { ' $fragmentRefs'?: { 'PaymentOptionModal_PlanFragment': PaymentOptionModal_PlanFragment } }
) & { ' $fragmentName'?: 'PaymentOptions_PlanFragment' };

export type MembershipPlanQueryVariables = Exact<{
  id: string | number;
}>;


export type MembershipPlanQuery = { getMembershipPlan: (
    { id: string, name: string, description: string, country: string, type: MembershipPlanType, numberOfVisits: number | null, accessType: string, canEdit: boolean }
    & { ' $fragmentRefs'?: { 'EditPlan_PlanFragment': EditPlan_PlanFragment;'PaymentOptions_PlanFragment': PaymentOptions_PlanFragment } }
  ) | null };

export type PlansBillingProviderQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansBillingProviderQuery = { getBillingProviderInfo: { billingProvider: BillingProvider } };

export type PublishPaymentOptionMutationVariables = Exact<{
  membershipPlanId: string | number;
  id: string | number;
}>;


export type PublishPaymentOptionMutation = { publishPaymentOption: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type ArchivePaymentOptionMutationVariables = Exact<{
  membershipPlanId: string | number;
  id: string | number;
}>;


export type ArchivePaymentOptionMutation = { archivePaymentOption: { ticketId: string, operationDomain: AsyncOperationDomain } };

export type DuplicatePaymentOptionMutationVariables = Exact<{
  membershipPlanId: string | number;
  id: string | number;
}>;


export type DuplicatePaymentOptionMutation = { duplicatePaymentOption: { id: string } };

export type PaymentOptionOperationStatusQueryVariables = Exact<{
  operationDomain: AsyncOperationDomain;
  ticketId: string | number;
}>;


export type PaymentOptionOperationStatusQuery = { getAsyncOperationStatus: { status: AsyncOperationStatusValue, message: string | null, paymentOption: { id: string, status: PaymentOptionStatus } | null } | null };

export type ReportSchedulesQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportSchedulesQuery = { reportSchedules: Array<{ id: string, report: string | null, title: string, branches: Array<string>, frequency: ReportScheduleFrequency, hour: number, dayOfWeek: number | null, dayOfMonth: number | null, format: ReportScheduleFormat, recipients: Array<{ userId: string, firstName: string, lastName: string }>, owner: { userId: string, firstName: string, lastName: string } | null, runs: Array<{ id: string, period: string, rangeStart: string, rangeEnd: string, status: string, reason: string | null, rowCount: number | null, recipientsEmailed: number, ranAt: string }> }> };

export type ReportScheduleRecipientsQueryVariables = Exact<{
  branches: Array<string | number> | string | number;
}>;


export type ReportScheduleRecipientsQuery = { reportScheduleRecipients: Array<{ userId: string, firstName: string, lastName: string, hasEmail: boolean }> };

export type CreateReportScheduleMutationVariables = Exact<{
  input: ReportScheduleInput;
}>;


export type CreateReportScheduleMutation = { createReportSchedule: { id: string } };

export type DeleteReportScheduleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteReportScheduleMutation = { deleteReportSchedule: string };

export type HighUsageReportQueryVariables = Exact<{
  startDate: string;
  endDate: string;
  branches: Array<string | number> | string | number;
  localCreationDate: string;
  minVisit: number;
}>;


export type HighUsageReportQuery = { highUsageReport: { reportUrl: string } };

export type MemberVisitReportQueryVariables = Exact<{
  startDate: string;
  endDate: string;
  branches: Array<string | number> | string | number;
  localCreationDate: string;
  membershipPlans?: Array<string | number> | string | number | null | undefined;
}>;


export type MemberVisitReportQuery = { memberVisitReport: { reportUrl: string } };

export type MembershipCancellationReportQueryVariables = Exact<{
  startDate: string;
  endDate: string;
  branches: Array<string | number> | string | number;
  localCreationDate: string;
}>;


export type MembershipCancellationReportQuery = { membershipCancellationReport: { reportUrl: string } };

export type MemberSignUpReportQueryVariables = Exact<{
  startDate: string;
  endDate: string;
  branches: Array<string | number> | string | number;
  localCreationDate: string;
}>;


export type MemberSignUpReportQuery = { memberSignUpReport: { reportUrl: string } };

export type MemberSuspensionEndingReportQueryVariables = Exact<{
  startDate: string;
  endDate: string;
  branches: Array<string | number> | string | number;
  localCreationDate: string;
}>;


export type MemberSuspensionEndingReportQuery = { memberSuspensionEndingReport: { reportUrl: string } };

export type InBranchPaymentReportQueryVariables = Exact<{
  startDate: string;
  endDate: string;
  branches: Array<string | number> | string | number;
  localCreationDate: string;
  country?: string | null | undefined;
}>;


export type InBranchPaymentReportQuery = { inBranchPaymentReport: { reportUrl: string } };

export type NonAttendanceReportQueryVariables = Exact<{
  startDate: string;
  endDate: string;
  branches: Array<string | number> | string | number;
  localCreationDate: string;
}>;


export type NonAttendanceReportQuery = { nonAttendanceReport: { reportUrl: string } };

export type MembershipReportQueryVariables = Exact<{
  startDate: string;
  endDate: string;
  branches: Array<string | number> | string | number;
  localCreationDate: string;
}>;


export type MembershipReportQuery = { membershipReport: { reportUrl: string } };

export type ContactTracingReportQueryVariables = Exact<{
  startDate: string;
  endDate: string;
  branches: Array<string | number> | string | number;
  localCreationDate: string;
}>;


export type ContactTracingReportQuery = { contactTracingReport: { reportUrl: string } };

export type ReportMembershipPlansQueryVariables = Exact<{
  branches: Array<string | number> | string | number;
}>;


export type ReportMembershipPlansQuery = { getMembershipPlansWithoutPaymentOptions: Array<{ id: string, name: string }> };

export type ReportingApiQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportingApiQuery = { getRestApiUrl: string };

export type AddRoleMutationVariables = Exact<{
  input: AddRoleInput;
}>;


export type AddRoleMutation = { addRole: { roleId: string } };

export type UpdateRoleMutationVariables = Exact<{
  roleId: string | number;
  input: RoleInput;
}>;


export type UpdateRoleMutation = { updateRole: { roleId: string } };

export type RoleQueryVariables = Exact<{
  roleId: string | number;
}>;


export type RoleQuery = { getRoleSummary: { roleId: string, name: string, description: string | null, type: RoleType, membersCount: number, accessToGroupOperations: boolean, operations: Array<{ id: string, name: string, allowed: boolean }> } };

export type AssignOperationToRoleMutationVariables = Exact<{
  roleId: string | number;
  opId: string | number;
}>;


export type AssignOperationToRoleMutation = { assignOperationToRole: { roleId: string } };

export type RemoveOperationFromRoleMutationVariables = Exact<{
  roleId: string | number;
  opId: string | number;
}>;


export type RemoveOperationFromRoleMutation = { removeOperationFromRole: { roleId: string } };

export type RemoveRoleMutationVariables = Exact<{
  roleId: string | number;
}>;


export type RemoveRoleMutation = { removeRole: string };

export type RolesQueryVariables = Exact<{ [key: string]: never; }>;


export type RolesQuery = { getRoles: Array<{ roleId: string, name: string, description: string | null, type: RoleType, membersCount: number }> };

export type AddStaffMemberMutationVariables = Exact<{
  input: StaffMemberInput;
}>;


export type AddStaffMemberMutation = { addStaffMember: string };

export type UpdateStaffMutationVariables = Exact<{
  input: StaffMemberDetailsInput;
}>;


export type UpdateStaffMutation = { updateStaff: { id: string } };

export type StaffSecurityGroupsQueryVariables = Exact<{
  personId: string | number;
}>;


export type StaffSecurityGroupsQuery = { getStaffSecurityGroups: { personId: string, assignments: Array<{ roleId: string, roleName: string, branchId: string, isSuperAdmin: boolean }>, assignable: Array<{ roleId: string, roleName: string, branchIds: Array<string> }> } };

export type AssignRoleToPersonMutationVariables = Exact<{
  roleId: string;
  branchId: string;
  personId: string | number;
}>;


export type AssignRoleToPersonMutation = { assignRoleToPerson: { personId: string } };

export type RemoveRoleFromPersonMutationVariables = Exact<{
  roleId: string;
  branchId: string;
  personId: string | number;
}>;


export type RemoveRoleFromPersonMutation = { removeRoleFromPerson: { personId: string } };

export type StaffListQueryVariables = Exact<{
  branches: Array<string | number> | string | number;
  term?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type StaffListQuery = { getStaffMembers: { pageInfo: { total: number }, persons: Array<{ id: string, firstName: string, lastName: string, email: string | null, username: string | null, branches: Array<string>, tags: Array<string>, roles: Array<string> | null }> } };

export type StaffPhotoQueryVariables = Exact<{
  personId: string | number;
}>;


export type StaffPhotoQuery = { getUrlForStaffPicDownload: string | null };

export type StaffPhotoUploadQueryVariables = Exact<{
  personId: string | number;
  contentType: string;
}>;


export type StaffPhotoUploadQuery = { getUrlForStaffPicUpload: string };

export type StaffMemberQueryVariables = Exact<{
  personId: string | number;
  branchId?: string | number | null | undefined;
}>;


export type StaffMemberQuery = { getStaffMember: { id: string, firstName: string, lastName: string, email: string | null, gender: string | null, dateOfBirth: string | null, username: string | null, branches: Array<string>, tags: Array<string>, hasImage: boolean, availableForSessions: boolean, manageable: boolean, mobilePhone: { countryCode: string, number: string } | null, address: { address1: string | null, address2: string | null, suburb: string | null, city: string | null, state: string | null, postalCode: string | null, country: string } | null } };

export type DisableStaffMemberMutationVariables = Exact<{
  personId: string | number;
}>;


export type DisableStaffMemberMutation = { disableStaffMember: { id: string, tags: Array<string> } };

export type EnableStaffMemberMutationVariables = Exact<{
  personId: string | number;
}>;


export type EnableStaffMemberMutation = { enableStaffMember: { id: string, tags: Array<string> } };

export type ResetStaffPasswordMutationVariables = Exact<{
  username: string;
}>;


export type ResetStaffPasswordMutation = { resetPassword: boolean };

export type CheckUsernameQueryVariables = Exact<{
  username: string;
}>;


export type CheckUsernameQuery = { checkUsernameExists: boolean };

export const EditBillingAccount_AccountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditBillingAccount_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchBillingAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchBillingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFee"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<EditBillingAccount_AccountFragment, unknown>;
export const BranchGroupForm_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchGroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]} as unknown as DocumentNode<BranchGroupForm_GroupFragment, unknown>;
export const BranchTile_BranchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchTile_branch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]} as unknown as DocumentNode<BranchTile_BranchFragment, unknown>;
export const BusinessHoursTable_BranchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessHoursTable_branch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"finishTime"}}]}}]}}]} as unknown as DocumentNode<BusinessHoursTable_BranchFragment, unknown>;
export const MemberActivityRow_ActivityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberActivityRow_activity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"activityTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDepartureDuration"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"denialText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branchTransfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlistActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sessionTime"}}]}}]}}]} as unknown as DocumentNode<MemberActivityRow_ActivityFragment, unknown>;
export const AttachmentRow_AttachmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentRow_attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AttachmentRow_AttachmentFragment, unknown>;
export const MyMembersRow_PersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyMembersRow_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"currentMembershipNames"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitTimestamp"}}]}}]}}]} as unknown as DocumentNode<MyMembersRow_PersonFragment, unknown>;
export const ReciprocalMembersRow_PersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReciprocalMembersRow_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<ReciprocalMembersRow_PersonFragment, unknown>;
export const NoteItem_NoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoteItem_note"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Note"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contents"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedByService"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<NoteItem_NoteFragment, unknown>;
export const StoredPhoneFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredPhone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]} as unknown as DocumentNode<StoredPhoneFragment, unknown>;
export const NotesWidget_PersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotesWidget_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredPhone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]} as unknown as DocumentNode<NotesWidget_PersonFragment, unknown>;
export const AccessCardCard_PersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessCardCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}}]}}]}}]} as unknown as DocumentNode<AccessCardCard_PersonFragment, unknown>;
export const StoredAddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<StoredAddressFragment, unknown>;
export const ContactDetailsCard_PersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDetailsCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"emailOptin"}},{"kind":"Field","name":{"kind":"Name","value":"smsOptin"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homePhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredAddress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredPhone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<ContactDetailsCard_PersonFragment, unknown>;
export const EditPersonalDetails_PersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditPersonalDetails_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"emailOptin"}},{"kind":"Field","name":{"kind":"Name","value":"smsOptin"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationPassExpiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homePhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredPhone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<EditPersonalDetails_PersonFragment, unknown>;
export const EmergencyContactCard_PersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmergencyContactCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emergencyContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredPhone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]} as unknown as DocumentNode<EmergencyContactCard_PersonFragment, unknown>;
export const LastVisitCard_PersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LastVisitCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitTimestamp"}}]}}]}}]} as unknown as DocumentNode<LastVisitCard_PersonFragment, unknown>;
export const BelongsToCard_PersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BelongsToCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BelongsToCard_PersonFragment, unknown>;
export const ProfileCard_PersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ProfileCard_PersonFragment, unknown>;
export const VaxPassCard_PersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VaxPassCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationCertSightedOn"}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationPassExpiryDate"}}]}}]} as unknown as DocumentNode<VaxPassCard_PersonFragment, unknown>;
export const TransferMember_PersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransferMember_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}}]}}]} as unknown as DocumentNode<TransferMember_PersonFragment, unknown>;
export const MembershipFactsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHistory"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"billingProvider"}},{"kind":"Field","name":{"kind":"Name","value":"organisationBillingProvider"}},{"kind":"Field","name":{"kind":"Name","value":"ddrStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountBillingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"allowAccessUntil"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isExternalPayer"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}}]}}]}}]} as unknown as DocumentNode<MembershipFactsFragment, unknown>;
export const SuspensionsSection_MembershipFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuspensionsSection_membership"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspensionHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFee"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"classification"}}]}}]}}]} as unknown as DocumentNode<SuspensionsSection_MembershipFragment, unknown>;
export const DebitsTable_DebitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DebitsTable_debit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduledDebit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<DebitsTable_DebitFragment, unknown>;
export const MembershipDetails_MembershipFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipDetails_membership"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipFacts"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SuspensionsSection_membership"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"signupLink"}},{"kind":"Field","name":{"kind":"Name","value":"signupLinkEmailedTo"}},{"kind":"Field","name":{"kind":"Name","value":"accountBillingStatusReason"}},{"kind":"Field","name":{"kind":"Name","value":"accountBillingStatusDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodSummary"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayment"}},{"kind":"Field","name":{"kind":"Name","value":"joinFee"}},{"kind":"Field","name":{"kind":"Name","value":"accessCardFee"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfVisitsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"oneOffPaymentType"}},{"kind":"Field","name":{"kind":"Name","value":"externalPayerRefNumber"}},{"kind":"Field","name":{"kind":"Name","value":"minimumTermEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationReason"}},{"kind":"Field","name":{"kind":"Name","value":"allowAccessUntil"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriodHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastDishonour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DebitsTable_debit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHistory"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"billingProvider"}},{"kind":"Field","name":{"kind":"Name","value":"organisationBillingProvider"}},{"kind":"Field","name":{"kind":"Name","value":"ddrStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountBillingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"allowAccessUntil"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isExternalPayer"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuspensionsSection_membership"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspensionHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFee"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"classification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DebitsTable_debit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduledDebit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<MembershipDetails_MembershipFragment, unknown>;
export const ActionPreview_PreviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionPreview_preview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipActionPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"debits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DebitsTable_debit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stoppedDebits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DebitsTable_debit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DebitsTable_debit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduledDebit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<ActionPreview_PreviewFragment, unknown>;
export const MembershipsWidget_PersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipsWidget_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"overdueReferences"}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipFacts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHistory"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"billingProvider"}},{"kind":"Field","name":{"kind":"Name","value":"organisationBillingProvider"}},{"kind":"Field","name":{"kind":"Name","value":"ddrStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountBillingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"allowAccessUntil"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isExternalPayer"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}}]}}]}}]} as unknown as DocumentNode<MembershipsWidget_PersonFragment, unknown>;
export const EditPlan_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditPlan_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfVisits"}},{"kind":"Field","name":{"kind":"Name","value":"accessType"}}]}}]} as unknown as DocumentNode<EditPlan_PlanFragment, unknown>;
export const PaymentOptionModal_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOptionModal_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]} as unknown as DocumentNode<PaymentOptionModal_PlanFragment, unknown>;
export const PaymentOptionModal_OptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOptionModal_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"joinFee"}},{"kind":"Field","name":{"kind":"Name","value":"accessCardFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFeeFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoing"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingTermType"}},{"kind":"Field","name":{"kind":"Name","value":"validityPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"visitPassTermType"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriod"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriodFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriodUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"freePromotion"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membershipStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"sellingBranches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"saleStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailableOnline"}}]}}]} as unknown as DocumentNode<PaymentOptionModal_OptionFragment, unknown>;
export const PaymentOptions_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOptions_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentOptionModal_plan"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"freePromotion"}},{"kind":"Field","name":{"kind":"Name","value":"accessCardFee"}},{"kind":"Field","name":{"kind":"Name","value":"joinFee"}},{"kind":"Field","name":{"kind":"Name","value":"isExternalPayer"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"sellingBranches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branchSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branchBillingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"waiveAdminFee"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentOptionModal_option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOptionModal_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOptionModal_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"joinFee"}},{"kind":"Field","name":{"kind":"Name","value":"accessCardFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFeeFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoing"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingTermType"}},{"kind":"Field","name":{"kind":"Name","value":"validityPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"visitPassTermType"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriod"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriodFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriodUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"freePromotion"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membershipStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"sellingBranches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"saleStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailableOnline"}}]}}]} as unknown as DocumentNode<PaymentOptions_PlanFragment, unknown>;
export const DoorSimulatorBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DoorSimulatorBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<DoorSimulatorBranchQuery, DoorSimulatorBranchQueryVariables>;
export const AccessControlApiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessControlApi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRestApiUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"access-control-api","block":false}}]}]}}]} as unknown as DocumentNode<AccessControlApiQuery, AccessControlApiQueryVariables>;
export const GetInitialisationDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetInitialisationData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getInitialisationData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authzRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"operations"}}]}}]}}]}}]} as unknown as DocumentNode<GetInitialisationDataQuery, GetInitialisationDataQueryVariables>;
export const GetInitialisationByUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetInitialisationByUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getInitialisationByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<GetInitialisationByUserQuery, GetInitialisationByUserQueryVariables>;
export const StartUpBranchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StartUpBranches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allBranchesAndGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]}}]}}]} as unknown as DocumentNode<StartUpBranchesQuery, StartUpBranchesQueryVariables>;
export const ArrivalChannelUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArrivalChannelUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRestApiUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"arrival","block":false}}]},{"kind":"Field","name":{"kind":"Name","value":"getBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ArrivalChannelUrlQuery, ArrivalChannelUrlQueryVariables>;
export const ArrivalCardArrivalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArrivalCardArrival"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getArrival"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"imgDownloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"personRole"}},{"kind":"Field","name":{"kind":"Name","value":"membershipId"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"denial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationCertSightedOn"}}]}}]}}]} as unknown as DocumentNode<ArrivalCardArrivalQuery, ArrivalCardArrivalQueryVariables>;
export const ArrivalCardPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArrivalCardPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"contents"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]}}]} as unknown as DocumentNode<ArrivalCardPersonQuery, ArrivalCardPersonQueryVariables>;
export const ArrivalPersonSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArrivalPersonSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchPersons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"persons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ArrivalPersonSearchQuery, ArrivalPersonSearchQueryVariables>;
export const AddArrivalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddArrival"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddArrivalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addArrival"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"addArrivalInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<AddArrivalMutation, AddArrivalMutationVariables>;
export const AddArrivalStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddArrivalStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operationDomain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AsyncOperationDomain"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAsyncOperationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"operationDomain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operationDomain"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AddArrivalStatusQuery, AddArrivalStatusQueryVariables>;
export const BranchArrivalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchArrivals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"result"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArrivalResult"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getArrivals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}},{"kind":"Argument","name":{"kind":"Name","value":"result"},"value":{"kind":"Variable","name":{"kind":"Name","value":"result"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"arrivals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"personRole"}},{"kind":"Field","name":{"kind":"Name","value":"membershipId"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"denial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fix"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BranchArrivalsQuery, BranchArrivalsQueryVariables>;
export const BranchBillingAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchBillingAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBranchBillingAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchBillingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"establishmentFee"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFee"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditBillingAccount_account"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditBillingAccount_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchBillingAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchBillingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFee"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<BranchBillingAccountsQuery, BranchBillingAccountsQueryVariables>;
export const BranchTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBranchBillingAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchBillingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]}}]}}]} as unknown as DocumentNode<BranchTermsQuery, BranchTermsQueryVariables>;
export const UpdateBranchBillingAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBranchBillingAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBranchBillingAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBranchBillingAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchBillingAccountId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditBillingAccount_account"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditBillingAccount_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchBillingAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchBillingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFee"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<UpdateBranchBillingAccountMutation, UpdateBranchBillingAccountMutationVariables>;
export const UpdateBranchTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBranchTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBranchBillingAccountTermsAndConditionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBranchBillingAccountTermsAndConditions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchBillingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateBranchTermsMutation, UpdateBranchTermsMutationVariables>;
export const BranchGroupDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchGroupDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBranchGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchGroupForm_group"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allBranchesAndGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchGroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]} as unknown as DocumentNode<BranchGroupDetailQuery, BranchGroupDetailQueryVariables>;
export const RemoveBranchFromBranchGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBranchFromBranchGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBranchFromBranchGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchGroupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]}}]} as unknown as DocumentNode<RemoveBranchFromBranchGroupMutation, RemoveBranchFromBranchGroupMutationVariables>;
export const CreateBranchGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBranchGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBranchGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchGroupForm_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchGroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]} as unknown as DocumentNode<CreateBranchGroupMutation, CreateBranchGroupMutationVariables>;
export const UpdateBranchGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBranchGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBranchGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchGroupForm_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchGroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]} as unknown as DocumentNode<UpdateBranchGroupMutation, UpdateBranchGroupMutationVariables>;
export const BranchGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allBranchesAndGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchGroupForm_group"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchGroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}}]}}]} as unknown as DocumentNode<BranchGroupsQuery, BranchGroupsQueryVariables>;
export const BranchListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allBranchesAndGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchTile_branch"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchTile_branch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]} as unknown as DocumentNode<BranchListQuery, BranchListQueryVariables>;
export const BranchOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessHoursTable_branch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredPhone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessHoursTable_branch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"finishTime"}}]}}]}}]} as unknown as DocumentNode<BranchOverviewQuery, BranchOverviewQueryVariables>;
export const EditBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EditBranchMutation, EditBranchMutationVariables>;
export const BranchSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumberType"}},{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gstNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isGstRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"memberDomainName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredPhone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]} as unknown as DocumentNode<BranchSettingsQuery, BranchSettingsQueryVariables>;
export const BranchDoorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchDoors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getDoors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"revokedTimestamp"}}]}}]}}]} as unknown as DocumentNode<BranchDoorsQuery, BranchDoorsQueryVariables>;
export const AddDoorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDoor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDoor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"door"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<AddDoorMutation, AddDoorMutationVariables>;
export const RevokeDoorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeDoor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"doorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeDoor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"doorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"doorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedTimestamp"}}]}}]}}]} as unknown as DocumentNode<RevokeDoorMutation, RevokeDoorMutationVariables>;
export const LatestTransferListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestTransferList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getLatestTransferList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"undoableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"transferHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"transferStartedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"transferFinishedTimestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportFromDate"}},{"kind":"Field","name":{"kind":"Name","value":"reportToDate"}},{"kind":"Field","name":{"kind":"Name","value":"minVisits"}},{"kind":"Field","name":{"kind":"Name","value":"minVisitsPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"includeOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"includeManualVisits"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPaymentType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"transferred"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"undone"}},{"kind":"Field","name":{"kind":"Name","value":"canMove"}},{"kind":"Field","name":{"kind":"Name","value":"cannotMove"}},{"kind":"Field","name":{"kind":"Name","value":"canMoveByDestination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LatestTransferListQuery, LatestTransferListQueryVariables>;
export const TransferListMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferListMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getLatestTransferList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sourceBranchName"}},{"kind":"Field","name":{"kind":"Name","value":"destinationBranchName"}},{"kind":"Field","name":{"kind":"Name","value":"visits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceBranchVisitNumber"}},{"kind":"Field","name":{"kind":"Name","value":"destinationBranchVisitNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalNumberOfVisits"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transferResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"reasonTexts"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"newPrice"}},{"kind":"Field","name":{"kind":"Name","value":"priceNote"}},{"kind":"Field","name":{"kind":"Name","value":"doorAccess"}},{"kind":"Field","name":{"kind":"Name","value":"futureBookings"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TransferListMembersQuery, TransferListMembersQueryVariables>;
export const TransferBillingProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferBillingProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBillingProviderInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingProvider"}}]}}]}}]} as unknown as DocumentNode<TransferBillingProviderQuery, TransferBillingProviderQueryVariables>;
export const TransferOperationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferOperationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operationDomain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AsyncOperationDomain"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAsyncOperationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"operationDomain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operationDomain"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TransferOperationStatusQuery, TransferOperationStatusQueryVariables>;
export const CreateTransferListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTransferList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTransferListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTransferList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<CreateTransferListMutation, CreateTransferListMutationVariables>;
export const ExecuteTransferListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExecuteTransferList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executeTransferListAsync"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transferListId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<ExecuteTransferListMutation, ExecuteTransferListMutationVariables>;
export const RetryFailedTransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryFailedTransfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryFailedTransfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transferListId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<RetryFailedTransfersMutation, RetryFailedTransfersMutationVariables>;
export const UndoTransferListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoTransferList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoTransferList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transferListId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<UndoTransferListMutation, UndoTransferListMutationVariables>;
export const RemoveMembersFromTransferListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMembersFromTransferList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"members"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMembersFromTransferList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transferListId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}}},{"kind":"Argument","name":{"kind":"Name","value":"members"},"value":{"kind":"Variable","name":{"kind":"Name","value":"members"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RemoveMembersFromTransferListMutation, RemoveMembersFromTransferListMutationVariables>;
export const DryRunTransferListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DryRunTransferList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRunTransferList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transferListId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DryRunTransferListMutation, DryRunTransferListMutationVariables>;
export const ArchiveTransferListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveTransferList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveTransferList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transferListId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ArchiveTransferListMutation, ArchiveTransferListMutationVariables>;
export const UndoTransferListMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoTransferListMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoTransferListMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transferListId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transferListId"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<UndoTransferListMemberMutation, UndoTransferListMemberMutationVariables>;
export const CalendarBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CalendarBranchQuery, CalendarBranchQueryVariables>;
export const CalendarSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBranchSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"membersCount"}},{"kind":"Field","name":{"kind":"Name","value":"isFull"}}]}}]}}]} as unknown as DocumentNode<CalendarSessionsQuery, CalendarSessionsQueryVariables>;
export const SessionDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"allowOnlineBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isRecurring"}},{"kind":"Field","name":{"kind":"Name","value":"membersCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistQueueLength"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"isFull"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"hasStarted"}},{"kind":"Field","name":{"kind":"Name","value":"hasAttended"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"staffMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classAssociated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sessionWaitlistConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionDetailsQuery, SessionDetailsQueryVariables>;
export const SessionMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSessionMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}}]}}]}}]} as unknown as DocumentNode<SessionMembersQuery, SessionMembersQueryVariables>;
export const SessionWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSessionWaitlistMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastPromotionResult"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<SessionWaitlistQuery, SessionWaitlistQueryVariables>;
export const SessionOperationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionOperationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operationDomain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AsyncOperationDomain"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAsyncOperationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"operationDomain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operationDomain"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<SessionOperationStatusQuery, SessionOperationStatusQueryVariables>;
export const AddMemberToSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMemberToSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMemberToSessionAsync"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<AddMemberToSessionMutation, AddMemberToSessionMutationVariables>;
export const RemoveMemberFromSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMemberFromSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMemberFromSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}]}]}}]} as unknown as DocumentNode<RemoveMemberFromSessionMutation, RemoveMemberFromSessionMutationVariables>;
export const ChangeAttendanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeAttendance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionAttendanceStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAttendance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ChangeAttendanceMutation, ChangeAttendanceMutationVariables>;
export const AddMemberToWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMemberToWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMemberToWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddMemberToWaitlistMutation, AddMemberToWaitlistMutationVariables>;
export const RemoveMemberFromWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMemberFromWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMemberFromWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}]}]}}]} as unknown as DocumentNode<RemoveMemberFromWaitlistMutation, RemoveMemberFromWaitlistMutationVariables>;
export const PromoteWaitlistMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromoteWaitlistMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promoteWaitlistMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PromoteWaitlistMemberMutation, PromoteWaitlistMemberMutationVariables>;
export const SessionPersonSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionPersonSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchPersons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"persons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<SessionPersonSearchQuery, SessionPersonSearchQueryVariables>;
export const SessionBookingEligibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionBookingEligibility"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSessionBookingEligibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"personIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"canBook"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}}]}}]}}]} as unknown as DocumentNode<SessionBookingEligibilityQuery, SessionBookingEligibilityQueryVariables>;
export const SessionStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSessionStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<SessionStaffQuery, SessionStaffQueryVariables>;
export const SessionClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionClasses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClasses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<SessionClassesQuery, SessionClassesQueryVariables>;
export const StaffAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staffMemberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endTime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeSessionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getStaffAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"staffMemberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffMemberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"startTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}}},{"kind":"Argument","name":{"kind":"Name","value":"endTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endTime"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeSessionId"}}}]}]}}]} as unknown as DocumentNode<StaffAvailabilityQuery, StaffAvailabilityQueryVariables>;
export const CreateSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionDefinitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionDefinitionInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<CreateSessionMutation, CreateSessionMutationVariables>;
export const UpdateSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"updateSessionInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<UpdateSessionMutation, UpdateSessionMutationVariables>;
export const RemoveSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<RemoveSessionMutation, RemoveSessionMutationVariables>;
export const RemoveFollowingSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFollowingSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeThisAndFollowingSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<RemoveFollowingSessionsMutation, RemoveFollowingSessionsMutationVariables>;
export const PreviewSessionChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewSessionChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewSessionChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"updateSessionInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionsAffected"}},{"kind":"Field","name":{"kind":"Name","value":"blockedByAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"affectedBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]}}]} as unknown as DocumentNode<PreviewSessionChangeQuery, PreviewSessionChangeQueryVariables>;
export const PreviewSessionRemovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewSessionRemoval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionChangeScope"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewSessionRemoval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionsAffected"}},{"kind":"Field","name":{"kind":"Name","value":"blockedByAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"affectedBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]}}]} as unknown as DocumentNode<PreviewSessionRemovalQuery, PreviewSessionRemovalQueryVariables>;
export const ClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Class"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"allowOnlineBooking"}},{"kind":"Field","name":{"kind":"Name","value":"allowBookingsFrom"}},{"kind":"Field","name":{"kind":"Name","value":"bookingByMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPlans"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessionWaitlistConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasActiveSessionWaitlist"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"cutoffMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateCancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"windowMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"freeWaivers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}}]}}]}}]} as unknown as DocumentNode<ClassQuery, ClassQueryVariables>;
export const UpdateClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClassInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateClassMutation, UpdateClassMutationVariables>;
export const ClassPictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassPicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"desktopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mobileUrl"}}]}}]}}]}}]} as unknown as DocumentNode<ClassPictureQuery, ClassPictureQueryVariables>;
export const ClassPictureUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassPictureUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desktopCrop"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPictureCropInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobileCrop"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPictureCropInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUrlForClassPicUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classId"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"desktopCrop"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desktopCrop"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobileCrop"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobileCrop"}}}]}]}}]} as unknown as DocumentNode<ClassPictureUploadQuery, ClassPictureUploadQueryVariables>;
export const ClassMembershipPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassMembershipPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMembershipPlansWithoutPaymentOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ClassMembershipPlansQuery, ClassMembershipPlansQueryVariables>;
export const ClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Classes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClasses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"allowBookingsFrom"}},{"kind":"Field","name":{"kind":"Name","value":"sessionWaitlistConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ClassesQuery, ClassesQueryVariables>;
export const AddClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddClassMutation, AddClassMutationVariables>;
export const CorrespondenceRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorrespondenceRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"particular"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getCorrespondenceSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"daysPrior"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dateBased"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getEmailSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"triggerType"},"value":{"kind":"EnumValue","value":"AUTOMATION"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"daysPrior"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dateBased"}},{"kind":"Field","name":{"kind":"Name","value":"transactional"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"htmlTemplate"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"particular"},"name":{"kind":"Name","value":"getEmailSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"triggerType"},"value":{"kind":"EnumValue","value":"PARTICULAR"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"particular"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"daysPrior"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dateBased"}},{"kind":"Field","name":{"kind":"Name","value":"transactional"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"htmlTemplate"}}]}}]}}]} as unknown as DocumentNode<CorrespondenceRulesQuery, CorrespondenceRulesQueryVariables>;
export const CorrespondencePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorrespondencePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CorrespondenceChannel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"daysPrior"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewCorrespondence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}},{"kind":"Argument","name":{"kind":"Name","value":"daysPrior"},"value":{"kind":"Variable","name":{"kind":"Name","value":"daysPrior"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"memberLastName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correspondenceRuleAudience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}},{"kind":"Argument","name":{"kind":"Name","value":"daysPrior"},"value":{"kind":"Variable","name":{"kind":"Name","value":"daysPrior"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"firstNames"}}]}}]}}]} as unknown as DocumentNode<CorrespondencePreviewQuery, CorrespondencePreviewQueryVariables>;
export const SetSmsRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSmsRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"smsSettings"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCorrespondenceStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"smsSettings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"smsSettings"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SetSmsRuleMutation, SetSmsRuleMutationVariables>;
export const SetEmailRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEmailRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailSettings"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailSettingsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"triggerType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTriggerType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEmailStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"emailSettings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailSettings"}}},{"kind":"Argument","name":{"kind":"Name","value":"triggerType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"triggerType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SetEmailRuleMutation, SetEmailRuleMutationVariables>;
export const MemberCalendarFeedUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberCalendarFeedUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMemberCalendarFeedUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}]}]}}]} as unknown as DocumentNode<MemberCalendarFeedUrlQuery, MemberCalendarFeedUrlQueryVariables>;
export const ResetMemberCalendarFeedUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetMemberCalendarFeedUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetMemberCalendarFeedUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}]}]}}]} as unknown as DocumentNode<ResetMemberCalendarFeedUrlMutation, ResetMemberCalendarFeedUrlMutationVariables>;
export const MemberActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pastTimestamps"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityTimeRangeInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"futureTimestamps"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityTimeRangeInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pastCursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"futureCursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMemberActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pastTimestamps"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pastTimestamps"}}},{"kind":"Argument","name":{"kind":"Name","value":"futureTimestamps"},"value":{"kind":"Variable","name":{"kind":"Name","value":"futureTimestamps"}}},{"kind":"Argument","name":{"kind":"Name","value":"pastCursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pastCursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"futureCursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"futureCursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"past"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberActivityRow_activity"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberActivityRow_activity"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberActivityRow_activity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"activityTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDepartureDuration"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"denialText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branchTransfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlistActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sessionTime"}}]}}]}}]} as unknown as DocumentNode<MemberActivitiesQuery, MemberActivitiesQueryVariables>;
export const AddMemberBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddMemberBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AddMemberBranchQuery, AddMemberBranchQueryVariables>;
export const AddProspectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddProspect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddProspectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProspect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}}]}}]}}]} as unknown as DocumentNode<AddProspectMutation, AddProspectMutationVariables>;
export const ExistingPersonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExistingPersons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateOfBirth"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findExistingPersons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateOfBirth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateOfBirth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ExistingPersonsQuery, ExistingPersonsQueryVariables>;
export const PersonsByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonsByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countPersonsByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}]}]}}]} as unknown as DocumentNode<PersonsByEmailQuery, PersonsByEmailQueryVariables>;
export const MemberAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"today"}}]}}]}}]}}]} as unknown as DocumentNode<MemberAreaQuery, MemberAreaQueryVariables>;
export const AttachmentUploadUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachmentUploadUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUrlForAttachmentUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}}]}]}}]} as unknown as DocumentNode<AttachmentUploadUrlQuery, AttachmentUploadUrlQueryVariables>;
export const MemberAttachmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberAttachments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUserAttachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentRow_attachment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentRow_attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<MemberAttachmentsQuery, MemberAttachmentsQueryVariables>;
export const AttachmentDownloadUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachmentDownloadUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUrlForAttachmentDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachmentId"}}}]}]}}]} as unknown as DocumentNode<AttachmentDownloadUrlQuery, AttachmentDownloadUrlQueryVariables>;
export const RemoveAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachmentId"}}}]}]}}]} as unknown as DocumentNode<RemoveAttachmentMutation, RemoveAttachmentMutationVariables>;
export const ExportMembersCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportMembersCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportMembersCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportUrl"}}]}}]}}]} as unknown as DocumentNode<ExportMembersCsvMutation, ExportMembersCsvMutationVariables>;
export const MyMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reciprocal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonRoleType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonSearchSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchPersons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"reciprocal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reciprocal"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsCapped"}}]}},{"kind":"Field","name":{"kind":"Name","value":"persons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyMembersRow_person"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyMembersRow_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"currentMembershipNames"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitTimestamp"}}]}}]}}]} as unknown as DocumentNode<MyMembersQuery, MyMembersQueryVariables>;
export const ReciprocalMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReciprocalMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reciprocal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonRoleType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonSearchSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchPersons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"reciprocal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reciprocal"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsCapped"}}]}},{"kind":"Field","name":{"kind":"Name","value":"persons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReciprocalMembersRow_person"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReciprocalMembersRow_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<ReciprocalMembersQuery, ReciprocalMembersQueryVariables>;
export const UpdateNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"contents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contents"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contents"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateNoteMutation, UpdateNoteMutationVariables>;
export const AddNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"contents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contents"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddNoteMutation, AddNoteMutationVariables>;
export const RemoveNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveNoteMutation, RemoveNoteMutationVariables>;
export const MemberNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoteItem_note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoteItem_note"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Note"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contents"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedByService"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<MemberNotesQuery, MemberNotesQueryVariables>;
export const SendSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobilePhone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MobilePhoneInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"smsContent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSMS"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobilePhone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobilePhone"}}},{"kind":"Argument","name":{"kind":"Name","value":"smsContent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"smsContent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]}}]} as unknown as DocumentNode<SendSmsMutation, SendSmsMutationVariables>;
export const UpdatePersonalDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePersonalDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personalDetailsInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePersonalDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"personalDetailsInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personalDetailsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditPersonalDetails_person"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredPhone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditPersonalDetails_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"emailOptin"}},{"kind":"Field","name":{"kind":"Name","value":"smsOptin"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationPassExpiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homePhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePersonalDetailsMutation, UpdatePersonalDetailsMutationVariables>;
export const MemberOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileCard_person"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactDetailsCard_person"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmergencyContactCard_person"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VaxPassCard_person"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LastVisitCard_person"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BelongsToCard_person"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessCardCard_person"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditPersonalDetails_person"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransferMember_person"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotesWidget_person"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipsWidget_person"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredPhone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Phone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHistory"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"billingProvider"}},{"kind":"Field","name":{"kind":"Name","value":"organisationBillingProvider"}},{"kind":"Field","name":{"kind":"Name","value":"ddrStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountBillingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"allowAccessUntil"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isExternalPayer"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactDetailsCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"emailOptin"}},{"kind":"Field","name":{"kind":"Name","value":"smsOptin"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homePhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredAddress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmergencyContactCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emergencyContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VaxPassCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationCertSightedOn"}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationPassExpiryDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LastVisitCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitTimestamp"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BelongsToCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessCardCard_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditPersonalDetails_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"emailOptin"}},{"kind":"Field","name":{"kind":"Name","value":"smsOptin"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationPassExpiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homePhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransferMember_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotesWidget_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredPhone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipsWidget_person"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"overdueReferences"}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipFacts"}}]}}]}}]} as unknown as DocumentNode<MemberOverviewQuery, MemberOverviewQueryVariables>;
export const ProfileImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUrlForUserPicDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}]}]}}]} as unknown as DocumentNode<ProfileImageQuery, ProfileImageQueryVariables>;
export const ProfileImageUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileImageUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUrlForUserPicUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}}]}]}}]} as unknown as DocumentNode<ProfileImageUploadQuery, ProfileImageUploadQueryVariables>;
export const VerifyVaccinationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyVaccination"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personalDetailsInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePersonalDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"personalDetailsInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personalDetailsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationCertSightedOn"}}]}}]}}]} as unknown as DocumentNode<VerifyVaccinationMutation, VerifyVaccinationMutationVariables>;
export const TransferPersonToBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferPersonToBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferPersonToBranchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferPersonToBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transferPersonToBranchInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<TransferPersonToBranchMutation, TransferPersonToBranchMutationVariables>;
export const TransferPersonToBranchStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferPersonToBranchStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operationDomain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AsyncOperationDomain"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAsyncOperationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"operationDomain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operationDomain"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"homeBranchId"}}]}}]}}]}}]} as unknown as DocumentNode<TransferPersonToBranchStatusQuery, TransferPersonToBranchStatusQueryVariables>;
export const AddMembershipProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddMembershipProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBillingProviderInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingProvider"}}]}}]}}]} as unknown as DocumentNode<AddMembershipProviderQuery, AddMembershipProviderQueryVariables>;
export const FirstPaymentDateOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FirstPaymentDateOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentFrequency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentFrequency"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getFirstPaymentDateOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentFrequency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentFrequency"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}}]}]}}]} as unknown as DocumentNode<FirstPaymentDateOptionsQuery, FirstPaymentDateOptionsQueryVariables>;
export const FirstPaymentDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FirstPaymentDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FirstPaymentDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getFirstPaymentDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"earliestPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"firstPaymentAmountPlusAllFees"}},{"kind":"Field","name":{"kind":"Name","value":"partialPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"partialPaymentStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"partialPaymentEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"firstRecurringPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstRecurringPaymentStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"firstRecurringPaymentEndDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recurringPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidInBranchAmount"}},{"kind":"Field","name":{"kind":"Name","value":"nextDebits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DebitsTable_debit"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DebitsTable_debit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduledDebit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<FirstPaymentDetailsQuery, FirstPaymentDetailsQueryVariables>;
export const AttachMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"membershipInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<AttachMembershipMutation, AttachMembershipMutationVariables>;
export const PaymentHistoryLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentHistoryLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerReference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBillingLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerReference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentHistory"}}]}}]}}]} as unknown as DocumentNode<PaymentHistoryLinkQuery, PaymentHistoryLinkQueryVariables>;
export const SendPaymentSetupLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPaymentSetupLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPaymentSetupLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signupLink"}},{"kind":"Field","name":{"kind":"Name","value":"emailedTo"}}]}}]}}]} as unknown as DocumentNode<SendPaymentSetupLinkMutation, SendPaymentSetupLinkMutationVariables>;
export const MembershipDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"overdueReferences"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipDetails_membership"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHistory"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"billingProvider"}},{"kind":"Field","name":{"kind":"Name","value":"organisationBillingProvider"}},{"kind":"Field","name":{"kind":"Name","value":"ddrStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountBillingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"allowAccessUntil"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isExternalPayer"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuspensionsSection_membership"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspensionHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFee"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"classification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DebitsTable_debit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduledDebit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipDetails_membership"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipFacts"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SuspensionsSection_membership"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"signupLink"}},{"kind":"Field","name":{"kind":"Name","value":"signupLinkEmailedTo"}},{"kind":"Field","name":{"kind":"Name","value":"accountBillingStatusReason"}},{"kind":"Field","name":{"kind":"Name","value":"accountBillingStatusDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodSummary"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayment"}},{"kind":"Field","name":{"kind":"Name","value":"joinFee"}},{"kind":"Field","name":{"kind":"Name","value":"accessCardFee"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfVisitsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"oneOffPaymentType"}},{"kind":"Field","name":{"kind":"Name","value":"externalPayerRefNumber"}},{"kind":"Field","name":{"kind":"Name","value":"minimumTermEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationReason"}},{"kind":"Field","name":{"kind":"Name","value":"allowAccessUntil"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriodHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastDishonour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DebitsTable_debit"}}]}}]}}]} as unknown as DocumentNode<MembershipDetailsQuery, MembershipDetailsQueryVariables>;
export const MemberMembershipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberMemberships"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"overdueReferences"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getMemberships"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipFacts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHistory"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"billingProvider"}},{"kind":"Field","name":{"kind":"Name","value":"organisationBillingProvider"}},{"kind":"Field","name":{"kind":"Name","value":"ddrStatus"}},{"kind":"Field","name":{"kind":"Name","value":"accountBillingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAmount"}},{"kind":"Field","name":{"kind":"Name","value":"firstPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"allowAccessUntil"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isExternalPayer"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}}]}}]}}]} as unknown as DocumentNode<MemberMembershipsQuery, MemberMembershipsQueryVariables>;
export const PreviewChangeMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewChangeMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentOptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewChangeMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}},{"kind":"Argument","name":{"kind":"Name","value":"membershipPlanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentOptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentOptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionPreview_preview"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DebitsTable_debit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduledDebit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionPreview_preview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipActionPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"debits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DebitsTable_debit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stoppedDebits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DebitsTable_debit"}}]}}]}}]} as unknown as DocumentNode<PreviewChangeMembershipQuery, PreviewChangeMembershipQueryVariables>;
export const ChangeMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"changeMembershipInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<ChangeMembershipMutation, ChangeMembershipMutationVariables>;
export const UpdateExternalPayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateExternalPayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalPayerUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExternalPayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"externalPayerUpdateInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"externalPayerRefNumber"}}]}}]}}]} as unknown as DocumentNode<UpdateExternalPayerMutation, UpdateExternalPayerMutationVariables>;
export const UpdateMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"update"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipUpdate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"membershipUpdate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"update"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}}]}}]}}]} as unknown as DocumentNode<UpdateMembershipMutation, UpdateMembershipMutationVariables>;
export const EditSuspensionBillingDatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditSuspensionBillingDates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBillingDates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}]}]}}]} as unknown as DocumentNode<EditSuspensionBillingDatesQuery, EditSuspensionBillingDatesQueryVariables>;
export const UpdateMembershipSuspensionEndDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMembershipSuspensionEndDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMembershipSuspensionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMembershipSuspensionEndDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"updateMembershipSuspensionInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<UpdateMembershipSuspensionEndDateMutation, UpdateMembershipSuspensionEndDateMutationVariables>;
export const EndMembershipDatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EndMembershipDates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endDates"}}]}}]}}]} as unknown as DocumentNode<EndMembershipDatesQuery, EndMembershipDatesQueryVariables>;
export const PreviewEndMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewEndMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cancellationDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewEndMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cancellationDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cancellationDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionPreview_preview"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DebitsTable_debit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduledDebit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionPreview_preview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipActionPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"debits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DebitsTable_debit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stoppedDebits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DebitsTable_debit"}}]}}]}}]} as unknown as DocumentNode<PreviewEndMembershipQuery, PreviewEndMembershipQueryVariables>;
export const CancelMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cancelMembershipInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<CancelMembershipMutation, CancelMembershipMutationVariables>;
export const CreateMembershipFreePeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMembershipFreePeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMembershipFreePeriodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMembershipFreePeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"createMembershipFreePeriodInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<CreateMembershipFreePeriodMutation, CreateMembershipFreePeriodMutationVariables>;
export const PauseBillingDatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PauseBillingDates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBillingDates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}]}]}}]} as unknown as DocumentNode<PauseBillingDatesQuery, PauseBillingDatesQueryVariables>;
export const OverdueAmountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OverdueAmount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerReference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOverdueAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerReference"}}}]}]}}]} as unknown as DocumentNode<OverdueAmountQuery, OverdueAmountQueryVariables>;
export const PayOverdueInBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayOverdueInBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentInCents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerReference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payOverdueInBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"membershipPlanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentInCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentInCents"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerReference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<PayOverdueInBranchMutation, PayOverdueInBranchMutationVariables>;
export const DeleteMembershipSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMembershipSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMembershipSuspensionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMembershipSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deleteMembershipSuspensionInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<DeleteMembershipSuspensionMutation, DeleteMembershipSuspensionMutationVariables>;
export const PreviewMembershipSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewMembershipSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"suspensionDuration"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"suspensionDurationType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SuspensionDurationType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewMembershipSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"suspensionDuration"},"value":{"kind":"Variable","name":{"kind":"Name","value":"suspensionDuration"}}},{"kind":"Argument","name":{"kind":"Name","value":"suspensionDurationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"suspensionDurationType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionPreview_preview"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DebitsTable_debit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduledDebit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionPreview_preview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipActionPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"debits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DebitsTable_debit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stoppedDebits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DebitsTable_debit"}}]}}]}}]} as unknown as DocumentNode<PreviewMembershipSuspensionQuery, PreviewMembershipSuspensionQueryVariables>;
export const AddMembershipSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMembershipSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SuspensionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMembershipSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"suspensionInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<AddMembershipSuspensionMutation, AddMembershipSuspensionMutationVariables>;
export const SyncAccountStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncAccountStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerReference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncAccountStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerReference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<SyncAccountStatusMutation, SyncAccountStatusMutationVariables>;
export const SetAllowAccessByAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAllowAccessByAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allowAccessUntil"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAllowAccessByAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}},{"kind":"Argument","name":{"kind":"Name","value":"allowAccessUntil"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allowAccessUntil"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowAccessUntil"}}]}}]}}]} as unknown as DocumentNode<SetAllowAccessByAdminMutation, SetAllowAccessByAdminMutationVariables>;
export const MembershipOperationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipOperationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operationDomain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AsyncOperationDomain"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAsyncOperationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"operationDomain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operationDomain"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"resultId"}},{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<MembershipOperationStatusQuery, MembershipOperationStatusQueryVariables>;
export const MembershipReceiptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipReceipts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMembershipReceipts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"branchAddress"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumberLabel"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstStatement"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode<MembershipReceiptsQuery, MembershipReceiptsQueryVariables>;
export const EmailReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"receiptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"receiptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"receiptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailedTo"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}}]}}]}}]} as unknown as DocumentNode<EmailReceiptMutation, EmailReceiptMutationVariables>;
export const SellableMembershipPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SellableMembershipPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMembershipPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isExternalPayer"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"saleStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"ongoing"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"joinFee"}},{"kind":"Field","name":{"kind":"Name","value":"accessCardFee"}},{"kind":"Field","name":{"kind":"Name","value":"freePromotion"}},{"kind":"Field","name":{"kind":"Name","value":"sellingBranches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SellableMembershipPlansQuery, SellableMembershipPlansQueryVariables>;
export const MemberTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionKind"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMembershipTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"membershipName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeDate"}},{"kind":"Field","name":{"kind":"Name","value":"reasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"classFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canWaive"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MemberTransactionsQuery, MemberTransactionsQueryVariables>;
export const WaiveClassFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WaiveClassFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiveSessionFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feeId"}}}]}]}}]} as unknown as DocumentNode<WaiveClassFeeMutation, WaiveClassFeeMutationVariables>;
export const MemberWebsiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberWebsiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMembershipSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"NullValue"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selfServeRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumAge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warn"}},{"kind":"Field","name":{"kind":"Name","value":"warnBelowAge"}},{"kind":"Field","name":{"kind":"Name","value":"restrict"}},{"kind":"Field","name":{"kind":"Name","value":"restrictBelowAge"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MemberWebsiteSettingsQuery, MemberWebsiteSettingsQueryVariables>;
export const UpdateMemberWebsiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMemberWebsiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMembershipSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selfServeRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumAge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warn"}},{"kind":"Field","name":{"kind":"Name","value":"warnBelowAge"}},{"kind":"Field","name":{"kind":"Name","value":"restrict"}},{"kind":"Field","name":{"kind":"Name","value":"restrictBelowAge"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateMemberWebsiteSettingsMutation, UpdateMemberWebsiteSettingsMutationVariables>;
export const OverdueSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OverdueSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getApplicationConfigSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"StringValue","value":"ALL_BRANCHES","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingProvider"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAssessmentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"maximumOverdueAmount"}},{"kind":"Field","name":{"kind":"Name","value":"gracePeriodInDays"}}]}}]}}]}}]} as unknown as DocumentNode<OverdueSettingsQuery, OverdueSettingsQueryVariables>;
export const UpdateOverdueSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOverdueSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OverdueAssessmentSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOverdueAssessmentSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"maximumOverdueAmount"}},{"kind":"Field","name":{"kind":"Name","value":"gracePeriodInDays"}}]}}]}}]} as unknown as DocumentNode<UpdateOverdueSettingsMutation, UpdateOverdueSettingsMutationVariables>;
export const SettingsBillingProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsBillingProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBillingProviderInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingProvider"}}]}}]}}]} as unknown as DocumentNode<SettingsBillingProviderQuery, SettingsBillingProviderQueryVariables>;
export const AddPaymentOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPaymentOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPaymentOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddPaymentOptionMutation, AddPaymentOptionMutationVariables>;
export const UpdatePaymentOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentOptionModal_option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOptionModal_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"joinFee"}},{"kind":"Field","name":{"kind":"Name","value":"accessCardFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFeeFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoing"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingTermType"}},{"kind":"Field","name":{"kind":"Name","value":"validityPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"visitPassTermType"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriod"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriodFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriodUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"freePromotion"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membershipStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"sellingBranches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"saleStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailableOnline"}}]}}]} as unknown as DocumentNode<UpdatePaymentOptionMutation, UpdatePaymentOptionMutationVariables>;
export const AddMembershipPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMembershipPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMembershipPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddMembershipPlanMutation, AddMembershipPlanMutationVariables>;
export const MembershipPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlanType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMembershipPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfVisits"}}]}}]}}]} as unknown as DocumentNode<MembershipPlansQuery, MembershipPlansQueryVariables>;
export const PaymentOptionPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentOptionPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMembershipPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentOptionModal_plan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getPaymentOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"membershipPlanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"freePromotion"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoing"}},{"kind":"Field","name":{"kind":"Name","value":"validityPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"visitPassTermType"}},{"kind":"Field","name":{"kind":"Name","value":"membershipStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"joinFee"}},{"kind":"Field","name":{"kind":"Name","value":"accessCardFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFeeFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"sellingBranches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAvailableOnline"}},{"kind":"Field","name":{"kind":"Name","value":"saleStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"branchSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branchBillingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"waiveAdminFee"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentOptionModal_option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOptionModal_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOptionModal_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"joinFee"}},{"kind":"Field","name":{"kind":"Name","value":"accessCardFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFeeFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoing"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingTermType"}},{"kind":"Field","name":{"kind":"Name","value":"validityPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"visitPassTermType"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriod"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriodFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriodUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"freePromotion"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membershipStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"sellingBranches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"saleStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailableOnline"}}]}}]} as unknown as DocumentNode<PaymentOptionPageQuery, PaymentOptionPageQueryVariables>;
export const PlanBranchBillingAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanBranchBillingAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBranchBillingAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchBillingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<PlanBranchBillingAccountsQuery, PlanBranchBillingAccountsQueryVariables>;
export const UpdateBranchSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBranchSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentOptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchSettingInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBranchSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"membershipPlanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentOptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentOptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"branchSettingInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchSettingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branchSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branchBillingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"waiveAdminFee"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateBranchSettingMutation, UpdateBranchSettingMutationVariables>;
export const UpdateMembershipPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMembershipPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMembershipPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMembershipPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditPlan_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditPlan_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfVisits"}},{"kind":"Field","name":{"kind":"Name","value":"accessType"}}]}}]} as unknown as DocumentNode<UpdateMembershipPlanMutation, UpdateMembershipPlanMutationVariables>;
export const MembershipPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMembershipPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfVisits"}},{"kind":"Field","name":{"kind":"Name","value":"accessType"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditPlan_plan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentOptions_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOptionModal_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOptionModal_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"joinFee"}},{"kind":"Field","name":{"kind":"Name","value":"accessCardFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFee"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionFeeFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"ongoing"}},{"kind":"Field","name":{"kind":"Name","value":"ongoingTermType"}},{"kind":"Field","name":{"kind":"Name","value":"validityPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"visitPassTermType"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriod"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriodFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"freePeriodUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"freePromotion"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membershipStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"sellingBranches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"saleStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailableOnline"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditPlan_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfVisits"}},{"kind":"Field","name":{"kind":"Name","value":"accessType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOptions_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentOptionModal_plan"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"freePromotion"}},{"kind":"Field","name":{"kind":"Name","value":"accessCardFee"}},{"kind":"Field","name":{"kind":"Name","value":"joinFee"}},{"kind":"Field","name":{"kind":"Name","value":"isExternalPayer"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"sellingBranches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branchSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branchBillingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"waiveAdminFee"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentOptionModal_option"}}]}}]}}]} as unknown as DocumentNode<MembershipPlanQuery, MembershipPlanQueryVariables>;
export const PlansBillingProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlansBillingProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBillingProviderInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingProvider"}}]}}]}}]} as unknown as DocumentNode<PlansBillingProviderQuery, PlansBillingProviderQueryVariables>;
export const PublishPaymentOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishPaymentOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishPaymentOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"membershipPlanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<PublishPaymentOptionMutation, PublishPaymentOptionMutationVariables>;
export const ArchivePaymentOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchivePaymentOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archivePaymentOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"membershipPlanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"operationDomain"}}]}}]}}]} as unknown as DocumentNode<ArchivePaymentOptionMutation, ArchivePaymentOptionMutationVariables>;
export const DuplicatePaymentOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicatePaymentOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicatePaymentOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"membershipPlanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlanId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DuplicatePaymentOptionMutation, DuplicatePaymentOptionMutationVariables>;
export const PaymentOptionOperationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentOptionOperationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operationDomain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AsyncOperationDomain"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAsyncOperationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"operationDomain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operationDomain"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentOptionOperationStatusQuery, PaymentOptionOperationStatusQueryVariables>;
export const ReportSchedulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"report"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"hour"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"rangeStart"}},{"kind":"Field","name":{"kind":"Name","value":"rangeEnd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"recipientsEmailed"}},{"kind":"Field","name":{"kind":"Name","value":"ranAt"}}]}}]}}]}}]} as unknown as DocumentNode<ReportSchedulesQuery, ReportSchedulesQueryVariables>;
export const ReportScheduleRecipientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportScheduleRecipients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportScheduleRecipients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"hasEmail"}}]}}]}}]} as unknown as DocumentNode<ReportScheduleRecipientsQuery, ReportScheduleRecipientsQueryVariables>;
export const CreateReportScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReportSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReportSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateReportScheduleMutation, CreateReportScheduleMutationVariables>;
export const DeleteReportScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReportSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReportSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteReportScheduleMutation, DeleteReportScheduleMutationVariables>;
export const HighUsageReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HighUsageReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minVisit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"highUsageReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"localCreationDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"StringValue","value":"json","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"minVisit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minVisit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportUrl"}}]}}]}}]} as unknown as DocumentNode<HighUsageReportQuery, HighUsageReportQueryVariables>;
export const MemberVisitReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberVisitReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlans"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberVisitReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"localCreationDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"StringValue","value":"json","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"membershipPlans"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipPlans"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportUrl"}}]}}]}}]} as unknown as DocumentNode<MemberVisitReportQuery, MemberVisitReportQueryVariables>;
export const MembershipCancellationReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipCancellationReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipCancellationReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"localCreationDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"StringValue","value":"json","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportUrl"}}]}}]}}]} as unknown as DocumentNode<MembershipCancellationReportQuery, MembershipCancellationReportQueryVariables>;
export const MemberSignUpReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberSignUpReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberSignUpReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"localCreationDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"StringValue","value":"json","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportUrl"}}]}}]}}]} as unknown as DocumentNode<MemberSignUpReportQuery, MemberSignUpReportQueryVariables>;
export const MemberSuspensionEndingReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberSuspensionEndingReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberSuspensionEndingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"localCreationDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"StringValue","value":"json","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportUrl"}}]}}]}}]} as unknown as DocumentNode<MemberSuspensionEndingReportQuery, MemberSuspensionEndingReportQueryVariables>;
export const InBranchPaymentReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InBranchPaymentReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inBranchPaymentReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"localCreationDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"StringValue","value":"json","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportUrl"}}]}}]}}]} as unknown as DocumentNode<InBranchPaymentReportQuery, InBranchPaymentReportQueryVariables>;
export const NonAttendanceReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NonAttendanceReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nonAttendanceReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"localCreationDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"StringValue","value":"json","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportUrl"}}]}}]}}]} as unknown as DocumentNode<NonAttendanceReportQuery, NonAttendanceReportQueryVariables>;
export const MembershipReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"localCreationDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"StringValue","value":"json","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportUrl"}}]}}]}}]} as unknown as DocumentNode<MembershipReportQuery, MembershipReportQueryVariables>;
export const ContactTracingReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactTracingReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactTracingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"localCreationDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localCreationDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"StringValue","value":"json","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportUrl"}}]}}]}}]} as unknown as DocumentNode<ContactTracingReportQuery, ContactTracingReportQueryVariables>;
export const ReportMembershipPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportMembershipPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMembershipPlansWithoutPaymentOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReportMembershipPlansQuery, ReportMembershipPlansQueryVariables>;
export const ReportingApiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportingApi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRestApiUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"reporting","block":false}}]}]}}]} as unknown as DocumentNode<ReportingApiQuery, ReportingApiQueryVariables>;
export const AddRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}}]}}]}}]} as unknown as DocumentNode<AddRoleMutation, AddRoleMutationVariables>;
export const UpdateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}}]}}]}}]} as unknown as DocumentNode<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const RoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Role"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRoleSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"membersCount"}},{"kind":"Field","name":{"kind":"Name","value":"accessToGroupOperations"}},{"kind":"Field","name":{"kind":"Name","value":"operations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}}]}}]}}]}}]} as unknown as DocumentNode<RoleQuery, RoleQueryVariables>;
export const AssignOperationToRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignOperationToRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"opId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignOperationToRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"opId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"opId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}}]}}]}}]} as unknown as DocumentNode<AssignOperationToRoleMutation, AssignOperationToRoleMutationVariables>;
export const RemoveOperationFromRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveOperationFromRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"opId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeOperationFromRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"opId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"opId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}}]}}]}}]} as unknown as DocumentNode<RemoveOperationFromRoleMutation, RemoveOperationFromRoleMutationVariables>;
export const RemoveRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}}]}]}}]} as unknown as DocumentNode<RemoveRoleMutation, RemoveRoleMutationVariables>;
export const RolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"membersCount"}}]}}]}}]} as unknown as DocumentNode<RolesQuery, RolesQueryVariables>;
export const AddStaffMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStaffMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStaffMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"staffMemberInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AddStaffMemberMutation, AddStaffMemberMutationVariables>;
export const UpdateStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMemberDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"staffMemberDetailsInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateStaffMutation, UpdateStaffMutationVariables>;
export const StaffSecurityGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffSecurityGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getStaffSecurityGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"branchIds"}}]}}]}}]}}]} as unknown as DocumentNode<StaffSecurityGroupsQuery, StaffSecurityGroupsQueryVariables>;
export const AssignRoleToPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignRoleToPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignRoleToPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}}]}}]} as unknown as DocumentNode<AssignRoleToPersonMutation, AssignRoleToPersonMutationVariables>;
export const RemoveRoleFromPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveRoleFromPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRoleFromPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}}]}}]} as unknown as DocumentNode<RemoveRoleFromPersonMutation, RemoveRoleFromPersonMutationVariables>;
export const StaffListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getStaffMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branches"}}},{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"persons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]}}]} as unknown as DocumentNode<StaffListQuery, StaffListQueryVariables>;
export const StaffPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUrlForStaffPicDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}]}]}}]} as unknown as DocumentNode<StaffPhotoQuery, StaffPhotoQueryVariables>;
export const StaffPhotoUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffPhotoUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getUrlForStaffPicUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}}]}]}}]} as unknown as DocumentNode<StaffPhotoUploadQuery, StaffPhotoUploadQueryVariables>;
export const StaffMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getStaffMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"branches"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}},{"kind":"Field","name":{"kind":"Name","value":"availableForSessions"}},{"kind":"Field","name":{"kind":"Name","value":"manageable"}}]}}]}}]} as unknown as DocumentNode<StaffMemberQuery, StaffMemberQueryVariables>;
export const DisableStaffMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableStaffMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableStaffMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]} as unknown as DocumentNode<DisableStaffMemberMutation, DisableStaffMemberMutationVariables>;
export const EnableStaffMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableStaffMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableStaffMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]} as unknown as DocumentNode<EnableStaffMemberMutation, EnableStaffMemberMutationVariables>;
export const ResetStaffPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetStaffPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}]}]}}]} as unknown as DocumentNode<ResetStaffPasswordMutation, ResetStaffPasswordMutationVariables>;
export const CheckUsernameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckUsername"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkUsernameExists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}]}]}}]} as unknown as DocumentNode<CheckUsernameQuery, CheckUsernameQueryVariables>;