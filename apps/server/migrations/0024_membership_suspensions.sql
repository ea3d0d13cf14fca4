CREATE TABLE "membership_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"suspension_fee" integer NOT NULL,
	"frequency" text NOT NULL,
	"kind" text DEFAULT 'SUSPENSION' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_suspensions_dates_check" CHECK ("membership_suspensions"."end_date" > "membership_suspensions"."start_date"),
	CONSTRAINT "membership_suspensions_fee_check" CHECK ("membership_suspensions"."suspension_fee" >= 0),
	CONSTRAINT "membership_suspensions_kind_check" CHECK ("membership_suspensions"."kind" in ('SUSPENSION', 'FREE_PERIOD'))
);
--> statement-breakpoint
ALTER TABLE "membership_suspensions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "membership_suspensions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "membership_suspensions" ADD CONSTRAINT "membership_suspensions_application_id_membership_id_memberships_application_id_id_fk" FOREIGN KEY ("application_id","membership_id") REFERENCES "public"."memberships"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_suspensions_membership_idx" ON "membership_suspensions" USING btree ("application_id","membership_id","start_date");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "membership_suspensions" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);