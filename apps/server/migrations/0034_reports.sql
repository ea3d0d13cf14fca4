CREATE TABLE "report_result_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"params" jsonb NOT NULL,
	"branch_ids" uuid[] NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_result_sets_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "report_result_sets_source_check" CHECK (char_length("report_result_sets"."source") between 1 and 200),
	CONSTRAINT "report_result_sets_title_check" CHECK (char_length("report_result_sets"."title") between 1 and 200),
	CONSTRAINT "report_result_sets_branches_check" CHECK (cardinality("report_result_sets"."branch_ids") between 1 and 2000),
	CONSTRAINT "report_result_sets_expiry_check" CHECK ("report_result_sets"."expires_at" > "report_result_sets"."created_at")
);
--> statement-breakpoint
ALTER TABLE "report_result_sets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "report_result_sets" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "report_result_sets_expiry_idx" ON "report_result_sets" USING btree ("application_id","expires_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "report_result_sets" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);