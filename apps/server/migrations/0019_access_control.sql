-- Access control (issue 16): what the door controller is told about each person (cards and access
-- levels with their provider sync state), forced row-level security; and the door-controller
-- sandbox's own credentials, owner role only (PLATFORM_ONLY_TABLES in migrate.ts), no RLS.
CREATE TABLE "access_sync_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"operation" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_sync_items_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "access_sync_items_status_check" CHECK ("access_sync_items"."status" in ('PENDING', 'SUCCEEDED', 'RETRYING', 'RETRYING_REMOVAL', 'FAILED', 'PENDING_REMOVAL', 'REMOVED'))
);
--> statement-breakpoint
ALTER TABLE "access_sync_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "access_sync_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sandbox_door_credentials" (
	"application_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean NOT NULL,
	"pushes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_door_credentials_application_id_item_id_pk" PRIMARY KEY("application_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "access_sync_items" ADD CONSTRAINT "access_sync_items_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_sync_items_person_idx" ON "access_sync_items" USING btree ("application_id","person_id","created_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "access_sync_items" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);