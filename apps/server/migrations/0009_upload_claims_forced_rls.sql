CREATE TABLE "upload_claims" (
	"application_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "upload_claims_application_id_grant_id_pk" PRIMARY KEY("application_id","grant_id")
);
--> statement-breakpoint
ALTER TABLE "upload_claims" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "upload_claims_expires_idx" ON "upload_claims" USING btree ("application_id","expires_at");--> statement-breakpoint
CREATE POLICY "owner_domain_lookup" ON "applications" AS PERMISSIVE FOR SELECT TO current_user USING (true);--> statement-breakpoint
CREATE POLICY "owner_purge_read" ON "temporary_files" AS PERMISSIVE FOR SELECT TO current_user USING (true);--> statement-breakpoint
CREATE POLICY "owner_purge_delete" ON "temporary_files" AS PERMISSIVE FOR DELETE TO current_user USING (true);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "upload_claims" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model it): RLS binds the tables' owner as well, so no
-- role but a superuser or a BYPASSRLS role reads a tenant row without its tenant set.
ALTER TABLE "applications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "branches" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "branch_groups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "branch_group_branches" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "role_operations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "role_assignments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "persons" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "person_branch_roles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "person_transfers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "access_cards" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "attachments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "arrivals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "async_operations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "temporary_files" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "upload_claims" FORCE ROW LEVEL SECURITY;
