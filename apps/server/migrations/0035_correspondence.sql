CREATE TABLE "correspondence_consent_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "correspondence_consent_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "correspondence_consent_changes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "correspondence_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"type" text NOT NULL,
	"trigger_type" text DEFAULT 'AUTOMATION' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days_prior" integer,
	"sms_title" text,
	"sms_message" text,
	"email_subject" text,
	"html_template" text,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correspondence_rules_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "correspondence_rules_days_prior_check" CHECK ("correspondence_rules"."days_prior" is null or "correspondence_rules"."days_prior" between 0 and 99),
	CONSTRAINT "correspondence_rules_lengths_check" CHECK (coalesce(length("correspondence_rules"."sms_message"), 0) <= 8000 and coalesce(length("correspondence_rules"."sms_title"), 0) <= 100 and coalesce(length("correspondence_rules"."email_subject"), 0) <= 200 and coalesce(length("correspondence_rules"."html_template"), 0) <= 20000)
);
--> statement-breakpoint
ALTER TABLE "correspondence_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "correspondence_rules" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "correspondence_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"type" text NOT NULL,
	"occasion_key" text NOT NULL,
	"run_date" date NOT NULL,
	"marketing" boolean NOT NULL,
	"status" text NOT NULL,
	"summary" text NOT NULL,
	"body" text,
	"to_address" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "correspondence_sends_summary_check" CHECK (length("correspondence_sends"."summary") <= 8000)
);
--> statement-breakpoint
ALTER TABLE "correspondence_sends" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "correspondence_sends" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "correspondence_consent_changes" ADD CONSTRAINT "correspondence_consent_changes_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_rules" ADD CONSTRAINT "correspondence_rules_application_id_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_sends" ADD CONSTRAINT "correspondence_sends_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_sends" ADD CONSTRAINT "correspondence_sends_application_id_rule_id_correspondence_rules_application_id_id_fk" FOREIGN KEY ("application_id","rule_id") REFERENCES "public"."correspondence_rules"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correspondence_consent_person_idx" ON "correspondence_consent_changes" USING btree ("application_id","person_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "correspondence_rules_key" ON "correspondence_rules" USING btree ("application_id","branch_id","channel","type","trigger_type");--> statement-breakpoint
CREATE UNIQUE INDEX "correspondence_sends_occasion_key" ON "correspondence_sends" USING btree ("application_id","rule_id","person_id","occasion_key");--> statement-breakpoint
CREATE INDEX "correspondence_sends_person_idx" ON "correspondence_sends" USING btree ("application_id","person_id","created_at");--> statement-breakpoint
CREATE INDEX "correspondence_sends_cap_idx" ON "correspondence_sends" USING btree ("application_id","branch_id","run_date","channel");--> statement-breakpoint
CREATE INDEX "correspondence_sends_pending_idx" ON "correspondence_sends" USING btree ("application_id","branch_id") WHERE "correspondence_sends"."status" = 'PENDING';--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "correspondence_consent_changes" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "correspondence_rules" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "correspondence_sends" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);