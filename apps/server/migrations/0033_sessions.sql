CREATE TABLE "session_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"membership_id" uuid,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_by_user_id" uuid,
	"source" text DEFAULT 'STAFF' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by_user_id" uuid,
	CONSTRAINT "session_bookings_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "session_bookings_status_check" CHECK ("session_bookings"."status" in ('BOOKED', 'ATTENDED')),
	CONSTRAINT "session_bookings_checked_in_check" CHECK ("session_bookings"."status" = 'BOOKED' or "session_bookings"."checked_in_at" is not null),
	CONSTRAINT "session_bookings_cancel_check" CHECK ("session_bookings"."cancelled_at" is null or "session_bookings"."status" = 'BOOKED')
);
--> statement-breakpoint
ALTER TABLE "session_bookings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "session_bookings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "session_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"membership_id" uuid,
	"incident_at" timestamp with time zone NOT NULL,
	"waived_at" timestamp with time zone,
	"waived_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_fees_booking_key" UNIQUE("application_id","booking_id"),
	CONSTRAINT "session_fees_kind_check" CHECK ("session_fees"."kind" in ('LATE_CANCELLATION', 'NO_SHOW')),
	CONSTRAINT "session_fees_outcome_check" CHECK ("session_fees"."outcome" in ('CHARGED', 'FREE', 'WAIVED')),
	CONSTRAINT "session_fees_amount_check" CHECK ("session_fees"."amount_cents" between 0 and 1000000),
	CONSTRAINT "session_fees_charged_check" CHECK ("session_fees"."outcome" = 'FREE' or "session_fees"."membership_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "session_fees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "session_fees" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "session_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"class_id" uuid,
	"name" text,
	"staff_member_id" uuid,
	"capacity" integer,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"materialised_until" date,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_series_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "session_series_start_time_check" CHECK ("session_series"."start_time" ~ '^([01][0-9]|2[0-3]):(00|30)$|^24:00$'),
	CONSTRAINT "session_series_end_time_check" CHECK ("session_series"."end_time" ~ '^([01][0-9]|2[0-3]):(00|30)$|^24:00$'),
	CONSTRAINT "session_series_times_check" CHECK ("session_series"."start_time" < "session_series"."end_time"),
	CONSTRAINT "session_series_end_date_check" CHECK ("session_series"."end_date" is null or "session_series"."end_date" >= "session_series"."start_date"),
	CONSTRAINT "session_series_what_check" CHECK ("session_series"."class_id" is not null or length(btrim("session_series"."name")) between 1 and 30),
	CONSTRAINT "session_series_capacity_check" CHECK ("session_series"."capacity" is null or "session_series"."capacity" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "session_series" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "session_series" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "session_waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by_user_id" uuid,
	"last_promotion_attempt" timestamp with time zone,
	"last_promotion_result" text,
	"left_at" timestamp with time zone,
	"left_reason" text,
	CONSTRAINT "session_waitlist_entries_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "session_waitlist_entries_result_check" CHECK ("session_waitlist_entries"."last_promotion_result" is null or "session_waitlist_entries"."last_promotion_result" in ('OFFERED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'BOOKED', 'REFUSED'))
);
--> statement-breakpoint
ALTER TABLE "session_waitlist_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "session_waitlist_entries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"class_id" uuid,
	"name" text,
	"staff_member_id" uuid,
	"capacity" integer,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"waitlist_count" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "sessions_series_date_key" UNIQUE("application_id","series_id","date"),
	CONSTRAINT "sessions_start_time_check" CHECK ("sessions"."start_time" ~ '^([01][0-9]|2[0-3]):(00|30)$|^24:00$'),
	CONSTRAINT "sessions_end_time_check" CHECK ("sessions"."end_time" ~ '^([01][0-9]|2[0-3]):(00|30)$|^24:00$'),
	CONSTRAINT "sessions_times_check" CHECK ("sessions"."start_time" < "sessions"."end_time" and "sessions"."starts_at" < "sessions"."ends_at"),
	CONSTRAINT "sessions_what_check" CHECK ("sessions"."class_id" is not null or length(btrim("sessions"."name")) between 1 and 30),
	CONSTRAINT "sessions_capacity_check" CHECK ("sessions"."capacity" is null or "sessions"."capacity" between 0 and 10000),
	CONSTRAINT "sessions_booked_count_check" CHECK ("sessions"."booked_count" >= 0 and ("sessions"."capacity" is null or "sessions"."capacity" = 0 or "sessions"."booked_count" <= "sessions"."capacity")),
	CONSTRAINT "sessions_waitlist_count_check" CHECK ("sessions"."waitlist_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sessions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'OFFERED' NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "waitlist_offers_entry_key" UNIQUE("application_id","entry_id"),
	CONSTRAINT "waitlist_offers_status_check" CHECK ("waitlist_offers"."status" in ('OFFERED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN')),
	CONSTRAINT "waitlist_offers_expiry_check" CHECK ("waitlist_offers"."expires_at" > "waitlist_offers"."offered_at")
);
--> statement-breakpoint
ALTER TABLE "waitlist_offers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "waitlist_offers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "session_bookings" ADD CONSTRAINT "session_bookings_session_fk" FOREIGN KEY ("application_id","session_id") REFERENCES "public"."sessions"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_bookings" ADD CONSTRAINT "session_bookings_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_bookings" ADD CONSTRAINT "session_bookings_application_id_membership_id_memberships_application_id_id_fk" FOREIGN KEY ("application_id","membership_id") REFERENCES "public"."memberships"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_fees" ADD CONSTRAINT "session_fees_booking_fk" FOREIGN KEY ("application_id","booking_id") REFERENCES "public"."session_bookings"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_fees" ADD CONSTRAINT "session_fees_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_fees" ADD CONSTRAINT "session_fees_application_id_membership_id_memberships_application_id_id_fk" FOREIGN KEY ("application_id","membership_id") REFERENCES "public"."memberships"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_series" ADD CONSTRAINT "session_series_application_id_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_series" ADD CONSTRAINT "session_series_application_id_class_id_classes_application_id_id_fk" FOREIGN KEY ("application_id","class_id") REFERENCES "public"."classes"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_series" ADD CONSTRAINT "session_series_application_id_staff_member_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","staff_member_id") REFERENCES "public"."persons"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_waitlist_entries" ADD CONSTRAINT "session_waitlist_entries_session_fk" FOREIGN KEY ("application_id","session_id") REFERENCES "public"."sessions"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_waitlist_entries" ADD CONSTRAINT "session_waitlist_entries_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_series_fk" FOREIGN KEY ("application_id","series_id") REFERENCES "public"."session_series"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_application_id_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_application_id_class_id_classes_application_id_id_fk" FOREIGN KEY ("application_id","class_id") REFERENCES "public"."classes"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_application_id_staff_member_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","staff_member_id") REFERENCES "public"."persons"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_fk" FOREIGN KEY ("application_id","entry_id") REFERENCES "public"."session_waitlist_entries"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_session_fk" FOREIGN KEY ("application_id","session_id") REFERENCES "public"."sessions"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_bookings_live_idx" ON "session_bookings" USING btree ("application_id","session_id","person_id") WHERE "session_bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "session_bookings_person_idx" ON "session_bookings" USING btree ("application_id","person_id","booked_at");--> statement-breakpoint
CREATE INDEX "session_fees_person_idx" ON "session_fees" USING btree ("application_id","person_id","incident_at");--> statement-breakpoint
CREATE INDEX "session_series_branch_idx" ON "session_series" USING btree ("application_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_waitlist_entries_live_idx" ON "session_waitlist_entries" USING btree ("application_id","session_id","person_id") WHERE "session_waitlist_entries"."left_at" is null;--> statement-breakpoint
CREATE INDEX "session_waitlist_entries_queue_idx" ON "session_waitlist_entries" USING btree ("application_id","session_id","joined_at") WHERE "session_waitlist_entries"."left_at" is null;--> statement-breakpoint
CREATE INDEX "session_waitlist_entries_person_idx" ON "session_waitlist_entries" USING btree ("application_id","person_id","joined_at");--> statement-breakpoint
CREATE INDEX "sessions_branch_range_idx" ON "sessions" USING btree ("application_id","branch_id","starts_at");--> statement-breakpoint
CREATE INDEX "sessions_staff_range_idx" ON "sessions" USING btree ("application_id","staff_member_id","starts_at") WHERE "sessions"."staff_member_id" is not null and "sessions"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "sessions_class_idx" ON "sessions" USING btree ("application_id","class_id","starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_expiry_idx" ON "waitlist_offers" USING btree ("application_id","expires_at") WHERE "waitlist_offers"."status" = 'OFFERED';--> statement-breakpoint
CREATE INDEX "waitlist_offers_session_idx" ON "waitlist_offers" USING btree ("application_id","session_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "session_bookings" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "session_fees" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "session_series" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "session_waitlist_entries" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sessions" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "waitlist_offers" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);