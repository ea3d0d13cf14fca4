CREATE TABLE "receipt_counters" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "receipt_counters" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"membership_id" uuid NOT NULL,
	"membership_ids" uuid[] NOT NULL,
	"person_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"issued_on" date NOT NULL,
	"payment_type" text,
	"total_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"issuer" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_number_check" CHECK ("receipts"."number" >= 1),
	CONSTRAINT "receipts_total_check" CHECK ("receipts"."total_cents" between 1 and 13000000),
	CONSTRAINT "receipts_gst_check" CHECK ("receipts"."gst_cents" between 0 and "receipts"."total_cents")
);
--> statement-breakpoint
ALTER TABLE "receipts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "receipts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_application_id_membership_id_memberships_application_id_id_fk" FOREIGN KEY ("application_id","membership_id") REFERENCES "public"."memberships"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_idx" ON "receipts" USING btree ("application_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_reference_idx" ON "receipts" USING btree ("application_id","reference");--> statement-breakpoint
CREATE INDEX "receipts_person_idx" ON "receipts" USING btree ("application_id","person_id");--> statement-breakpoint
CREATE INDEX "receipts_memberships_idx" ON "receipts" USING gin ("membership_ids");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "receipt_counters" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "receipts" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);