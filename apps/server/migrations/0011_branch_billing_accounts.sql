-- Branch billing accounts and the organisation's access types (issue 13). Fees are integer cents,
-- never negative; the partial unique index keeps at most one default account per branch (the
-- service keeps at least one: docs/billing-accounts.md).
CREATE TABLE "access_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "branch_billing_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"business_account_id" text NOT NULL,
	"name" text NOT NULL,
	"establishment_fee" integer DEFAULT 0 NOT NULL,
	"default_charge" integer DEFAULT 0 NOT NULL,
	"cancellation_fee" integer DEFAULT 0 NOT NULL,
	"suspension_fee" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"terms_and_conditions" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_billing_accounts_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "branch_billing_accounts_fees_not_negative" CHECK ("branch_billing_accounts"."establishment_fee" >= 0 and "branch_billing_accounts"."default_charge" >= 0 and "branch_billing_accounts"."cancellation_fee" >= 0 and "branch_billing_accounts"."suspension_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "branch_billing_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "branch_billing_accounts" ADD CONSTRAINT "branch_billing_accounts_application_id_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_types_application_name_idx" ON "access_types" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE INDEX "access_types_order_idx" ON "access_types" USING btree ("application_id","sort_order");--> statement-breakpoint
CREATE INDEX "branch_billing_accounts_branch_idx" ON "branch_billing_accounts" USING btree ("application_id","branch_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "branch_billing_accounts_one_default_idx" ON "branch_billing_accounts" USING btree ("application_id","branch_id") WHERE "branch_billing_accounts"."is_default";--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "access_types" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "branch_billing_accounts" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model it): RLS binds the tables' owner too (see 0009).
ALTER TABLE "access_types" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "branch_billing_accounts" FORCE ROW LEVEL SECURITY;
