import type { BillingProviderId, DishonourReason, PaymentSetupInput } from '@clubline/domain';

/**
 * A billing company as the engine sees it (docs/billing.md "Providers and sandboxes").
 * Only this interface is used by the rest of the code: the sandboxes (sandbox-billing.ts) implement
 * it today, and a real provider's client can replace one without touching the engine. Every call is
 * idempotent: the same customer for the same membership, the same debit for the same key.
 */
export interface BillingProvider {
  readonly id: BillingProviderId;
  /**
   * Debitsuccess: the provider owns the schedule and the arrears (it is given the schedule at DDR
   * time and takes its debits itself; our ledger mirrors what it reports). Paysmart: we are the
   * billing master and submit each debit.
   */
  readonly ownsSchedule: boolean;
  /** Creates the customer and their direct-debit request from the payment setup page's details. */
  createCustomer(request: CreateCustomerRequest): Promise<CreateCustomerResult>;
  /** Paysmart: submits debits; a key already submitted answers as the first time. */
  submitDebits(applicationId: string, debits: readonly DebitRequest[]): Promise<void>;
  /**
   * Debitsuccess: replaces the customer's future schedule. The debits it holds dated on or after
   * `fromDate` are dropped and `lines` (each dated on or after it) take their place; what it took
   * already stays taken. Idempotent: the same call leaves the same schedule, so a retry changes
   * nothing twice. Paysmart holds no schedule (we submit each debit): it ignores the call.
   */
  replaceSchedule(
    applicationId: string,
    customerReference: string,
    fromDate: string,
    lines: readonly ScheduledDebitLine[],
  ): Promise<void>;
  /** Debitsuccess: takes what its schedule has due on or before `date` and lists what it took. */
  collectScheduledDebits(applicationId: string, date: string): Promise<ProviderDebit[]>;
  /** Debits whose bank answer is known by `asOf` and that we have not acknowledged yet. */
  settlements(applicationId: string, asOf: string, limit: number): Promise<Settlement[]>;
  /** We recorded these settlements: they are not reported again. */
  acknowledgeSettlements(applicationId: string, idempotencyKeys: readonly string[]): Promise<void>;
  /** The customer's debits and their outcomes (the payment history page). */
  paymentHistory(applicationId: string, customerReference: string): Promise<PaymentHistoryLine[]>;
  /**
   * Synchronise (spec 2 §7 "sync account"): the provider's own view of one customer's account as
   * of `asOf`: its direct-debit request and every debit it took with the outcome the bank gave,
   * whether or not its settlement report has reached us yet. Null for a customer it does not know.
   */
  accountView(
    applicationId: string,
    customerReference: string,
    asOf: string,
  ): Promise<ProviderAccountView | null>;
  /** The provider's next billing date on or after `fromDate` (GET /nextbillingdate/{fromDate}). */
  nextBillingDate(fromDate: string): string;
  /**
   * Of `customerReferences`, those whose direct-debit request the member had the billing company
   * delete (spec 2 §4: the membership then expires; memberships/sync/membership-ddr-deleted.ts).
   */
  deletedDirectDebitRequests(applicationId: string, customerReferences: readonly string[]): Promise<string[]>;
}

/** One customer's account as the provider sees it (accountView). */
export interface ProviderAccountView {
  customerReference: string;
  /** DELETED: the member had the billing company remove the request. */
  ddrStatus: 'ACTIVE' | 'REJECTED' | 'DELETED';
  debits: ProviderAccountDebit[];
}

/** A debit the provider holds, with its outcome: PENDING until the bank answered. */
interface ProviderAccountDebit extends ProviderDebit {
  outcome: 'PENDING' | 'SETTLED' | 'DISHONOURED';
  reason: DishonourReason | null;
  /** The day the bank's answer came (or will come). */
  outcomeDate: string;
  providerReference: string;
}

interface CreateCustomerRequest {
  applicationId: string;
  /** Our membership's id: asking again for it answers with the same customer. */
  externalId: string;
  name: string;
  paymentMethod: PaymentSetupInput;
  /** Debitsuccess only: the debits it will take (it owns the schedule). */
  schedule?: readonly ScheduledDebitLine[];
}

interface CreateCustomerResult {
  customerReference: string;
  ddrStatus: 'ACTIVE' | 'REJECTED';
  /** Why the bank rejected the direct-debit request, in the provider's words; null when active. */
  ddrRejectionReason: string | null;
  paymentMethodToken: string;
  paymentMethodSummary: string;
}

export interface ScheduledDebitLine {
  date: string;
  amount: number;
  charges: { key: string; kind: string; amount: number }[];
}

interface DebitRequest {
  customerReference: string;
  /** Our debit reference (`${membershipId}:${date}`): the provider takes it once. */
  idempotencyKey: string;
  amount: number;
  date: string;
}

/** A debit the provider took on its own schedule (debitsuccess). */
export interface ProviderDebit {
  customerReference: string;
  idempotencyKey: string;
  amount: number;
  date: string;
  charges: ScheduledDebitLine['charges'];
}

export interface Settlement {
  customerReference: string;
  idempotencyKey: string;
  outcome: 'SETTLED' | 'DISHONOURED';
  reason: DishonourReason | null;
  /** The day the bank's answer came. */
  date: string;
  providerReference: string;
}

interface PaymentHistoryLine {
  date: string;
  amount: number;
  reference: string;
  status: 'PENDING' | 'SETTLED' | 'DISHONOURED';
  reason: DishonourReason | null;
  settlesOn: string;
}

/** The providers a process can reach, by id. */
export type BillingProviders = Readonly<Record<BillingProviderId, BillingProvider>>;
