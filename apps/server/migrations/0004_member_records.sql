CREATE TABLE "arrivals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"departed_at" timestamp with time zone,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"granted" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arrivals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text,
	"size_bytes" bigint,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attachments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "access_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"card_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_cards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "person_branch_roles" (
	"application_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"role_type" text NOT NULL,
	"status" text NOT NULL,
	"last_visit_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_branch_roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "person_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"source_branch_id" uuid,
	"target_branch_id" uuid NOT NULL,
	"customer_reference" text,
	"transferred_by_user_id" uuid,
	"transferred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_transfers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"contents" text NOT NULL,
	"category" text NOT NULL,
	"status" text,
	"provider_message_id" text,
	"modified_by_user_id" uuid,
	"modified_by_service" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sandbox_sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "persons_name_idx";--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "mobile_phone" jsonb;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "home_phone" jsonb;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "emergency_contact" jsonb;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "email_optin" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "sms_optin" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "vaccination_cert_sighted_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "vaccination_pass_expiry_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_application_id_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_cards" ADD CONSTRAINT "access_cards_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_branch_roles" ADD CONSTRAINT "person_branch_roles_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_branch_roles" ADD CONSTRAINT "person_branch_roles_application_id_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_transfers" ADD CONSTRAINT "person_transfers_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arrivals_person_idx" ON "arrivals" USING btree ("application_id","person_id","arrived_at");--> statement-breakpoint
CREATE INDEX "arrivals_branch_idx" ON "arrivals" USING btree ("application_id","branch_id","arrived_at");--> statement-breakpoint
CREATE INDEX "attachments_person_idx" ON "attachments" USING btree ("application_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_cards_number_idx" ON "access_cards" USING btree ("application_id","card_number");--> statement-breakpoint
CREATE INDEX "access_cards_person_idx" ON "access_cards" USING btree ("application_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_branch_roles_key" ON "person_branch_roles" USING btree ("application_id","person_id","branch_id","role_type");--> statement-breakpoint
CREATE INDEX "person_branch_roles_branch_idx" ON "person_branch_roles" USING btree ("application_id","branch_id","role_type");--> statement-breakpoint
CREATE INDEX "person_transfers_person_idx" ON "person_transfers" USING btree ("application_id","person_id","transferred_at");--> statement-breakpoint
CREATE INDEX "notes_person_idx" ON "notes" USING btree ("application_id","person_id","modified_at");--> statement-breakpoint
CREATE INDEX "sandbox_sms_messages_created_idx" ON "sandbox_sms_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "persons_first_name_prefix_idx" ON "persons" USING btree ("application_id",lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "persons_last_name_prefix_idx" ON "persons" USING btree ("application_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "persons_email_idx" ON "persons" USING btree ("application_id",lower("email"));--> statement-breakpoint
CREATE INDEX "persons_created_idx" ON "persons" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "arrivals" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "attachments" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "access_cards" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "person_branch_roles" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "person_transfers" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "notes" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);