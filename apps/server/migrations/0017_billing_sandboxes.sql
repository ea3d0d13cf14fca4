-- The billing sandboxes (issue 14): paysmart and debitsuccess keep their customers (DDRs with the
-- payment method token), submitted debits with our idempotency key and their settlements here.
-- Owner role only, not tenant data (PLATFORM_ONLY_TABLES in migrate.ts), so no row-level security.
CREATE TABLE "sandbox_billing_customers" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"application_id" uuid NOT NULL,
	"external_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ddr_status" text NOT NULL,
	"payment_method_token" text NOT NULL,
	"payment_method_summary" text NOT NULL,
	"behaviour" text NOT NULL,
	"decline_reason" text,
	"schedule" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_billing_customers_ddr_check" CHECK ("sandbox_billing_customers"."ddr_status" in ('ACTIVE', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_billing_debits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"application_id" uuid NOT NULL,
	"customer_reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"debit_date" date NOT NULL,
	"settles_on" date NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"charges" jsonb,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_billing_debits_outcome_check" CHECK ("sandbox_billing_debits"."outcome" in ('SETTLED', 'DISHONOURED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_billing_customers_external_idx" ON "sandbox_billing_customers" USING btree ("provider","application_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_billing_debits_key_idx" ON "sandbox_billing_debits" USING btree ("provider","application_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_billing_debits_customer_idx" ON "sandbox_billing_debits" USING btree ("provider","customer_reference","debit_date");--> statement-breakpoint
CREATE INDEX "sandbox_billing_debits_unreported_idx" ON "sandbox_billing_debits" USING btree ("provider","application_id","settles_on") WHERE "sandbox_billing_debits"."reported_at" is null;