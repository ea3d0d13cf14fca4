-- Organisation settings (issue 15): one row per organisation (member-website minimum age, overdue
-- assessment), and the periods in which overdue control kept a membership BLOCKED with the
-- statuses to put back. Both tenant tables with forced row-level security.
CREATE TABLE "membership_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"previous_status" text NOT NULL,
	"previous_person_status" text,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unblocked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "membership_blocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "membership_blocks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "organisation_settings" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"warn" boolean DEFAULT false NOT NULL,
	"warn_below_age" integer DEFAULT 18 NOT NULL,
	"restrict" boolean DEFAULT false NOT NULL,
	"restrict_below_age" integer DEFAULT 16 NOT NULL,
	"overdue_enabled" boolean DEFAULT false NOT NULL,
	"maximum_overdue_amount" integer DEFAULT 0 NOT NULL,
	"grace_period_in_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_settings_ages_check" CHECK ("organisation_settings"."warn_below_age" between 1 and 99 and "organisation_settings"."restrict_below_age" between 1 and 99),
	CONSTRAINT "organisation_settings_overdue_check" CHECK ("organisation_settings"."maximum_overdue_amount" between 0 and 100000 and "organisation_settings"."grace_period_in_days" between 0 and 99)
);
--> statement-breakpoint
ALTER TABLE "organisation_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organisation_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "membership_blocks" ADD CONSTRAINT "membership_blocks_application_id_membership_id_memberships_application_id_id_fk" FOREIGN KEY ("application_id","membership_id") REFERENCES "public"."memberships"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_blocks_open_key" ON "membership_blocks" USING btree ("application_id","membership_id") WHERE "membership_blocks"."unblocked_at" is null;--> statement-breakpoint
CREATE INDEX "membership_blocks_person_idx" ON "membership_blocks" USING btree ("application_id","person_id","blocked_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "membership_blocks" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "organisation_settings" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);