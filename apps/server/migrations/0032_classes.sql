CREATE TABLE "class_branches" (
	"application_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "class_branches_pk" PRIMARY KEY("application_id","class_id","branch_id")
);
--> statement-breakpoint
ALTER TABLE "class_branches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "class_branches" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "class_membership_plans" (
	"application_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"membership_plan_id" uuid NOT NULL,
	CONSTRAINT "class_membership_plans_pk" PRIMARY KEY("application_id","class_id","membership_plan_id")
);
--> statement-breakpoint
ALTER TABLE "class_membership_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "class_membership_plans" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text NOT NULL,
	"allow_online_booking" boolean DEFAULT false NOT NULL,
	"allow_bookings_from" text DEFAULT 'ALL' NOT NULL,
	"booking_by_membership" boolean DEFAULT false NOT NULL,
	"waitlist_status" text DEFAULT 'DISABLED' NOT NULL,
	"waitlist_limit" integer,
	"offer_hold_minutes" integer DEFAULT 120 NOT NULL,
	"offer_cutoff_minutes" integer DEFAULT 60 NOT NULL,
	"late_cancel_enabled" boolean DEFAULT false NOT NULL,
	"late_cancel_window_minutes" integer DEFAULT 120 NOT NULL,
	"late_cancel_fee_cents" integer DEFAULT 0 NOT NULL,
	"late_cancel_free_waivers" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "classes_name_check" CHECK (length(btrim("classes"."name")) between 1 and 30),
	CONSTRAINT "classes_description_check" CHECK ("classes"."description" is null or length("classes"."description") <= 400),
	CONSTRAINT "classes_color_check" CHECK ("classes"."color" in ('#1971C2', '#087F5B', '#C92A2A', '#9C36B5', '#2B7A3B', '#C2410C', '#3B5BDB', '#C2255C', '#0B7285', '#6741D9', '#495057', '#862E9C')),
	CONSTRAINT "classes_audience_check" CHECK ("classes"."allow_bookings_from" in ('ALL', 'MEMBER', 'CASUAL', 'NONE')),
	CONSTRAINT "classes_booking_by_membership_check" CHECK (not "classes"."booking_by_membership" or "classes"."allow_bookings_from" in ('CASUAL', 'NONE')),
	CONSTRAINT "classes_waitlist_status_check" CHECK ("classes"."waitlist_status" in ('ENABLED', 'DISABLED')),
	CONSTRAINT "classes_waitlist_limit_check" CHECK (("classes"."waitlist_limit" is null or "classes"."waitlist_limit" between 1 and 999) and ("classes"."waitlist_status" = 'DISABLED' or "classes"."waitlist_limit" is not null)),
	CONSTRAINT "classes_offer_check" CHECK ("classes"."offer_hold_minutes" between 15 and 2880 and "classes"."offer_cutoff_minutes" between 0 and 1440),
	CONSTRAINT "classes_late_cancel_check" CHECK ("classes"."late_cancel_window_minutes" between 15 and 2880 and "classes"."late_cancel_fee_cents" between 0 and 1000000 and "classes"."late_cancel_free_waivers" between 0 and 10 and (not "classes"."late_cancel_enabled" or "classes"."late_cancel_fee_cents" > 0))
);
--> statement-breakpoint
ALTER TABLE "classes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "classes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "class_branches" ADD CONSTRAINT "class_branches_class_fk" FOREIGN KEY ("application_id","class_id") REFERENCES "public"."classes"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_branches" ADD CONSTRAINT "class_branches_application_id_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_membership_plans" ADD CONSTRAINT "class_membership_plans_class_fk" FOREIGN KEY ("application_id","class_id") REFERENCES "public"."classes"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_membership_plans" ADD CONSTRAINT "class_membership_plans_plan_fk" FOREIGN KEY ("application_id","membership_plan_id") REFERENCES "public"."membership_plans"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_branches_branch_idx" ON "class_branches" USING btree ("application_id","branch_id","class_id");--> statement-breakpoint
CREATE INDEX "class_membership_plans_plan_idx" ON "class_membership_plans" USING btree ("application_id","membership_plan_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "class_branches" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "class_membership_plans" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "classes" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);