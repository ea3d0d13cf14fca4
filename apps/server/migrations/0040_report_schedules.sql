CREATE TABLE "report_schedule_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"schedule_id" uuid NOT NULL,
	"period" date NOT NULL,
	"range_start" date NOT NULL,
	"range_end" date NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"row_count" integer,
	"recipients_emailed" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"file_name" text,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_expires_at" timestamp with time zone,
	CONSTRAINT "report_schedule_runs_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "report_schedule_runs_status_check" CHECK ("report_schedule_runs"."status" in ('OK', 'FAILED')),
	CONSTRAINT "report_schedule_runs_outcome_check" CHECK (("report_schedule_runs"."status" = 'FAILED') = ("report_schedule_runs"."reason" is not null) and char_length(coalesce("report_schedule_runs"."reason", '')) <= 500),
	CONSTRAINT "report_schedule_runs_range_check" CHECK ("report_schedule_runs"."range_start" <= "report_schedule_runs"."range_end"),
	CONSTRAINT "report_schedule_runs_counts_check" CHECK (coalesce("report_schedule_runs"."row_count", 0) >= 0 and "report_schedule_runs"."recipients_emailed" between 0 and 50),
	CONSTRAINT "report_schedule_runs_file_check" CHECK (char_length(coalesce("report_schedule_runs"."storage_key", '')) <= 512 and char_length(coalesce("report_schedule_runs"."file_name", '')) <= 300)
);
--> statement-breakpoint
ALTER TABLE "report_schedule_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "report_schedule_runs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"report_name" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"branch_ids" uuid[] NOT NULL,
	"frequency" text NOT NULL,
	"hour" integer NOT NULL,
	"day_of_week" integer,
	"day_of_month" integer,
	"format" text NOT NULL,
	"recipient_user_ids" uuid[] NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "report_schedules_report_check" CHECK ("report_schedules"."report_name" ~ '^[a-z]{1,40}$'),
	CONSTRAINT "report_schedules_frequency_check" CHECK ("report_schedules"."frequency" in ('DAILY', 'WEEKLY', 'MONTHLY')),
	CONSTRAINT "report_schedules_hour_check" CHECK ("report_schedules"."hour" between 0 and 23),
	CONSTRAINT "report_schedules_day_check" CHECK (("report_schedules"."frequency" = 'WEEKLY') = ("report_schedules"."day_of_week" is not null)
        and ("report_schedules"."frequency" = 'MONTHLY') = ("report_schedules"."day_of_month" is not null)
        and coalesce("report_schedules"."day_of_week", 1) between 1 and 7 and coalesce("report_schedules"."day_of_month", 1) between 1 and 28),
	CONSTRAINT "report_schedules_format_check" CHECK ("report_schedules"."format" in ('csv', 'xlsx')),
	CONSTRAINT "report_schedules_branches_check" CHECK (cardinality("report_schedules"."branch_ids") between 1 and 2000),
	CONSTRAINT "report_schedules_recipients_check" CHECK (cardinality("report_schedules"."recipient_user_ids") between 1 and 50),
	CONSTRAINT "report_schedules_params_check" CHECK (jsonb_typeof("report_schedules"."params") = 'object')
);
--> statement-breakpoint
ALTER TABLE "report_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "report_schedules" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "report_schedule_runs" ADD CONSTRAINT "report_schedule_runs_application_id_schedule_id_report_schedules_application_id_id_fk" FOREIGN KEY ("application_id","schedule_id") REFERENCES "public"."report_schedules"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_schedule_runs_period_idx" ON "report_schedule_runs" USING btree ("application_id","schedule_id","period");--> statement-breakpoint
CREATE INDEX "report_schedule_runs_files_idx" ON "report_schedule_runs" USING btree ("application_id","file_expires_at");--> statement-breakpoint
CREATE INDEX "report_schedules_owner_idx" ON "report_schedules" USING btree ("application_id","owner_user_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "report_schedule_runs" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "report_schedules" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);