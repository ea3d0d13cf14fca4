-- Memberships, their accounts with the billing provider, and the append-only ledger (issue 14).
-- Money lives only in ledger_entries (integer cents); the api role may not UPDATE or DELETE it
-- (migrate.ts). Every table has forced row-level security.
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"type" text NOT NULL,
	"charge_key" text,
	"kind" text,
	"amount" integer,
	"date" date NOT NULL,
	"reference" text,
	"reason" text,
	"payment_type" text,
	"provider_reference" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_type_check" CHECK ("ledger_entries"."type" in ('CHARGE', 'DEBIT_SUBMITTED', 'DEBIT_SETTLED', 'DEBIT_DISHONOURED', 'PAYMENT')),
	CONSTRAINT "ledger_entries_amount_check" CHECK (coalesce("ledger_entries"."amount", 0) >= 0),
	CONSTRAINT "ledger_entries_shape_check" CHECK (("ledger_entries"."type" = 'CHARGE') = ("ledger_entries"."charge_key" is not null and "ledger_entries"."kind" is not null and "ledger_entries"."amount" is not null)
        and ("ledger_entries"."type" = 'CHARGE' or "ledger_entries"."reference" is not null)
        and ("ledger_entries"."type" not in ('DEBIT_SUBMITTED', 'PAYMENT') or "ledger_entries"."amount" is not null)
        and (("ledger_entries"."type" = 'DEBIT_DISHONOURED') = ("ledger_entries"."reason" is not null)))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "membership_billing_accounts" (
	"membership_id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"branch_billing_account_id" uuid NOT NULL,
	"customer_reference" text,
	"signup_token" text,
	"signup_token_expires_at" timestamp with time zone,
	"ddr_status" text NOT NULL,
	"account_billing_status" text NOT NULL,
	"account_billing_status_reason" text,
	"account_billing_status_date" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_method_token" text,
	"payment_method_summary" text,
	"next_debit_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_billing_accounts_tenant_key" UNIQUE("application_id","membership_id"),
	CONSTRAINT "membership_billing_accounts_signup_token_key" UNIQUE("signup_token"),
	CONSTRAINT "membership_billing_accounts_provider_check" CHECK ("membership_billing_accounts"."provider" in ('PAYSMART', 'DEBITSUCCESS'))
);
--> statement-breakpoint
ALTER TABLE "membership_billing_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"membership_plan_id" uuid NOT NULL,
	"payment_option_id" uuid NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"first_payment_date" date,
	"join_fee" integer DEFAULT 0 NOT NULL,
	"access_card_fee" integer DEFAULT 0 NOT NULL,
	"partial_payment_amount" integer,
	"is_partial_amount_overridden" boolean DEFAULT false NOT NULL,
	"join_fee_paid_in_branch" boolean DEFAULT false NOT NULL,
	"access_card_fee_paid_in_branch" boolean DEFAULT false NOT NULL,
	"partial_payment_paid_in_branch" boolean DEFAULT false NOT NULL,
	"in_branch_payment_type" text,
	"waive_admin_fee" boolean DEFAULT false NOT NULL,
	"one_off_payment_type" text,
	"one_off_payment_amount" integer,
	"external_payer_ref_number" text,
	"number_of_visits_left" integer,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"changed_from_membership_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "memberships_amounts_check" CHECK ("memberships"."join_fee" >= 0 and "memberships"."access_card_fee" >= 0 and coalesce("memberships"."partial_payment_amount", 0) >= 0 and coalesce("memberships"."one_off_payment_amount", 0) >= 0),
	CONSTRAINT "memberships_dates_check" CHECK ("memberships"."end_date" is null or "memberships"."end_date" >= "memberships"."start_date"),
	CONSTRAINT "memberships_external_payer_check" CHECK ("memberships"."external_payer_ref_number" is null or length("memberships"."external_payer_ref_number") <= 50)
);
--> statement-breakpoint
ALTER TABLE "memberships" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_application_id_membership_id_memberships_application_id_id_fk" FOREIGN KEY ("application_id","membership_id") REFERENCES "public"."memberships"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_billing_accounts" ADD CONSTRAINT "membership_billing_accounts_application_id_membership_id_memberships_application_id_id_fk" FOREIGN KEY ("application_id","membership_id") REFERENCES "public"."memberships"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_billing_accounts" ADD CONSTRAINT "membership_billing_accounts_application_id_branch_billing_account_id_branch_billing_accounts_application_id_id_fk" FOREIGN KEY ("application_id","branch_billing_account_id") REFERENCES "public"."branch_billing_accounts"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_application_id_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_application_id_membership_plan_id_membership_plans_application_id_id_fk" FOREIGN KEY ("application_id","membership_plan_id") REFERENCES "public"."membership_plans"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_application_id_payment_option_id_payment_options_application_id_id_fk" FOREIGN KEY ("application_id","payment_option_id") REFERENCES "public"."payment_options"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_membership_idx" ON "ledger_entries" USING btree ("application_id","membership_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_charge_key_idx" ON "ledger_entries" USING btree ("application_id","membership_id","charge_key") WHERE "ledger_entries"."type" = 'CHARGE';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_submitted_idx" ON "ledger_entries" USING btree ("application_id","reference") WHERE "ledger_entries"."type" = 'DEBIT_SUBMITTED';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_outcome_idx" ON "ledger_entries" USING btree ("application_id","reference") WHERE "ledger_entries"."type" in ('DEBIT_SETTLED', 'DEBIT_DISHONOURED');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("application_id","reference") WHERE "ledger_entries"."type" = 'PAYMENT';--> statement-breakpoint
CREATE INDEX "membership_billing_accounts_customer_idx" ON "membership_billing_accounts" USING btree ("application_id","customer_reference") WHERE "membership_billing_accounts"."customer_reference" is not null;--> statement-breakpoint
CREATE INDEX "membership_billing_accounts_next_debit_idx" ON "membership_billing_accounts" USING btree ("application_id","next_debit_date") WHERE "membership_billing_accounts"."next_debit_date" is not null;--> statement-breakpoint
CREATE INDEX "memberships_person_idx" ON "memberships" USING btree ("application_id","person_id","start_date");--> statement-breakpoint
CREATE INDEX "memberships_branch_status_idx" ON "memberships" USING btree ("application_id","branch_id","status");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "ledger_entries" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "membership_billing_accounts" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "memberships" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "memberships" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "membership_billing_accounts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ledger_entries" FORCE ROW LEVEL SECURITY;