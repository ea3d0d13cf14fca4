CREATE TABLE "temporary_files" (
	"application_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temporary_files_application_id_storage_key_pk" PRIMARY KEY("application_id","storage_key")
);
--> statement-breakpoint
ALTER TABLE "temporary_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "temporary_files_expires_idx" ON "temporary_files" USING btree ("expires_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "temporary_files" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);