CREATE TABLE "transfer_list_members" (
	"application_id" uuid NOT NULL,
	"transfer_list_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"source_branch_id" uuid NOT NULL,
	"destination_branch_id" uuid NOT NULL,
	"source_visits" integer NOT NULL,
	"destination_visits" integer NOT NULL,
	"total_visits" integer NOT NULL,
	"block_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_price" integer,
	"new_price" integer,
	"future_bookings" integer DEFAULT 0 NOT NULL,
	"dry_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result_status" text,
	"result_error" text,
	"result_at" timestamp with time zone,
	"run_id" uuid,
	CONSTRAINT "transfer_list_members_pk" PRIMARY KEY("transfer_list_id","person_id"),
	CONSTRAINT "transfer_list_members_tenant_key" UNIQUE("application_id","transfer_list_id","person_id"),
	CONSTRAINT "transfer_list_members_result_check" CHECK ("transfer_list_members"."result_status" is null or "transfer_list_members"."result_status" in ('IN_PROGRESS', 'FAILED', 'TRANSFERRED', 'UNDONE')),
	CONSTRAINT "transfer_list_members_visits_check" CHECK ("transfer_list_members"."source_visits" >= 0 and "transfer_list_members"."destination_visits" > 0 and "transfer_list_members"."total_visits" >= "transfer_list_members"."source_visits" + "transfer_list_members"."destination_visits"
        and "transfer_list_members"."source_branch_id" <> "transfer_list_members"."destination_branch_id" and "transfer_list_members"."future_bookings" >= 0),
	CONSTRAINT "transfer_list_members_price_check" CHECK (coalesce("transfer_list_members"."current_price", 0) between 0 and 10000000 and coalesce("transfer_list_members"."new_price", 0) between 0 and 10000000),
	CONSTRAINT "transfer_list_members_error_check" CHECK (coalesce(length("transfer_list_members"."result_error"), 0) <= 200)
);
--> statement-breakpoint
ALTER TABLE "transfer_list_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "transfer_list_members" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "transfer_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"error_message" text,
	"error_type" text,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"report_from_date" date NOT NULL,
	"report_to_date" date NOT NULL,
	"min_visits" integer NOT NULL,
	"min_visits_percentage" integer NOT NULL,
	"include_overdue" boolean NOT NULL,
	"include_manual_visits" boolean NOT NULL,
	"membership_payment_type" text NOT NULL,
	CONSTRAINT "transfer_lists_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "transfer_lists_status_check" CHECK ("transfer_lists"."status" in ('GENERATING', 'GENERATED', 'TRANSFER_SCHEDULED', 'TRANSFER_IN_PROGRESS', 'TRANSFER_DONE', 'TRANSFER_TIMEOUT', 'FAILED', 'ARCHIVED')),
	CONSTRAINT "transfer_lists_archived_check" CHECK (("transfer_lists"."status" = 'ARCHIVED') = ("transfer_lists"."archived_at" is not null)),
	CONSTRAINT "transfer_lists_params_check" CHECK ("transfer_lists"."report_to_date" >= "transfer_lists"."report_from_date" and "transfer_lists"."report_to_date" <= "transfer_lists"."report_from_date" + 366
        and "transfer_lists"."min_visits" between 1 and 10000 and "transfer_lists"."min_visits_percentage" between 51 and 100
        and "transfer_lists"."membership_payment_type" in ('ALL', 'DIRECT_DEBIT', 'PAY_IN_FULL')),
	CONSTRAINT "transfer_lists_error_check" CHECK (coalesce(length("transfer_lists"."error_message"), 0) <= 500 and coalesce(length("transfer_lists"."error_type"), 0) <= 100)
);
--> statement-breakpoint
ALTER TABLE "transfer_lists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "transfer_lists" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "transfer_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"transfer_list_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ticket_id" uuid NOT NULL,
	"started_by_user_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"member_ids" uuid[] NOT NULL,
	CONSTRAINT "transfer_runs_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "transfer_runs_ticket_key" UNIQUE("application_id","ticket_id"),
	CONSTRAINT "transfer_runs_kind_check" CHECK ("transfer_runs"."kind" in ('TRANSFER', 'RETRY', 'UNDO')),
	CONSTRAINT "transfer_runs_members_check" CHECK (cardinality("transfer_runs"."member_ids") between 1 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "transfer_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "transfer_runs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "transfer_list_members" ADD CONSTRAINT "transfer_list_members_application_id_transfer_list_id_transfer_lists_application_id_id_fk" FOREIGN KEY ("application_id","transfer_list_id") REFERENCES "public"."transfer_lists"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_list_members" ADD CONSTRAINT "transfer_list_members_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_list_members" ADD CONSTRAINT "transfer_list_members_application_id_source_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","source_branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_list_members" ADD CONSTRAINT "transfer_list_members_application_id_destination_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","destination_branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_runs" ADD CONSTRAINT "transfer_runs_application_id_transfer_list_id_transfer_lists_application_id_id_fk" FOREIGN KEY ("application_id","transfer_list_id") REFERENCES "public"."transfer_lists"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_list_members_run_idx" ON "transfer_list_members" USING btree ("application_id","run_id","result_status");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_lists_one_live_idx" ON "transfer_lists" USING btree ("application_id") WHERE "transfer_lists"."status" <> 'ARCHIVED';--> statement-breakpoint
CREATE INDEX "transfer_runs_list_idx" ON "transfer_runs" USING btree ("application_id","transfer_list_id","started_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "transfer_list_members" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "transfer_lists" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "transfer_runs" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);