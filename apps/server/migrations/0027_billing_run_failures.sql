CREATE TABLE "billing_run_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"step" text NOT NULL,
	"reason" text NOT NULL,
	"first_billing_date" date NOT NULL,
	"last_billing_date" date NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_billing_date" date,
	CONSTRAINT "billing_run_failures_step_check" CHECK ("billing_run_failures"."step" in ('DEBITS', 'SUBMISSION', 'MIRROR')),
	CONSTRAINT "billing_run_failures_attempts_check" CHECK ("billing_run_failures"."attempts" >= 1),
	CONSTRAINT "billing_run_failures_reason_check" CHECK (char_length("billing_run_failures"."reason") between 1 and 300),
	CONSTRAINT "billing_run_failures_dates_check" CHECK ("billing_run_failures"."last_billing_date" >= "billing_run_failures"."first_billing_date"
        and ("billing_run_failures"."resolved_at" is null) = ("billing_run_failures"."resolved_billing_date" is null))
);
--> statement-breakpoint
ALTER TABLE "billing_run_failures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "billing_run_failures" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "billing_run_failures" ADD CONSTRAINT "billing_run_failures_application_id_membership_id_memberships_application_id_id_fk" FOREIGN KEY ("application_id","membership_id") REFERENCES "public"."memberships"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_run_failures_open_idx" ON "billing_run_failures" USING btree ("application_id","membership_id") WHERE "billing_run_failures"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "billing_run_failures_day_idx" ON "billing_run_failures" USING btree ("application_id","last_billing_date");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "billing_run_failures" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);