CREATE TABLE "report_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"dataset_id" text NOT NULL,
	"data_fields" jsonb NOT NULL,
	"group_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sum_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_templates_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "report_templates_name_check" CHECK (char_length("report_templates"."name") between 1 and 80),
	CONSTRAINT "report_templates_description_check" CHECK (char_length("report_templates"."description") between 1 and 400),
	CONSTRAINT "report_templates_dataset_check" CHECK ("report_templates"."dataset_id" ~ '^[a-z]{1,40}$'),
	CONSTRAINT "report_templates_lists_check" CHECK (jsonb_typeof("report_templates"."data_fields") = 'array' and jsonb_array_length("report_templates"."data_fields") between 1 and 60
        and jsonb_typeof("report_templates"."group_by") = 'array' and jsonb_typeof("report_templates"."sum_fields") = 'array'
        and jsonb_typeof("report_templates"."order_by") = 'array')
);
--> statement-breakpoint
ALTER TABLE "report_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "report_templates" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "report_templates_name_idx" ON "report_templates" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "report_templates" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);