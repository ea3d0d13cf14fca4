-- Membership plans and their payment options (issue 13). Amounts are integer cents; the sale
-- window is two instants; an option's selling branches decide who sees and changes it, and its
-- branch settings exist only for branches that sell it (composite key to the selling branches).
CREATE TABLE "membership_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"country" text NOT NULL,
	"access_type" text NOT NULL,
	"type" text NOT NULL,
	"number_of_visits" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "membership_plans_type_check" CHECK ("membership_plans"."type" in ('ONGOING', 'VISITOR_PASS', 'EXTERNAL_PAYER')),
	CONSTRAINT "membership_plans_country_check" CHECK ("membership_plans"."country" in ('AU', 'NZ')),
	CONSTRAINT "membership_plans_visits_check" CHECK ("membership_plans"."number_of_visits" is null or ("membership_plans"."number_of_visits" > 0 and "membership_plans"."number_of_visits" < 9999))
);
--> statement-breakpoint
ALTER TABLE "membership_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_option_branch_settings" (
	"application_id" uuid NOT NULL,
	"payment_option_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"branch_billing_account_id" uuid NOT NULL,
	"waive_admin_fee" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payment_option_branch_settings_pk" PRIMARY KEY("application_id","payment_option_id","branch_id")
);
--> statement-breakpoint
ALTER TABLE "payment_option_branch_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_option_selling_branches" (
	"application_id" uuid NOT NULL,
	"payment_option_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "payment_option_selling_branches_pk" PRIMARY KEY("application_id","payment_option_id","branch_id")
);
--> statement-breakpoint
ALTER TABLE "payment_option_selling_branches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"membership_plan_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"notes" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"payment_amount" integer,
	"payment_frequency" text NOT NULL,
	"join_fee" integer DEFAULT 0 NOT NULL,
	"access_card_fee" integer DEFAULT 0 NOT NULL,
	"suspension_fee" integer,
	"suspension_fee_frequency" text,
	"term" integer,
	"term_type" text,
	"ongoing" boolean DEFAULT false NOT NULL,
	"ongoing_term_type" text,
	"validity_period" integer,
	"visit_pass_term_type" text,
	"free_period" integer,
	"free_period_frequency" text,
	"free_period_until_date" date,
	"free_promotion" boolean DEFAULT false NOT NULL,
	"promotion_term_count" integer,
	"promotion_payment_amount" integer,
	"membership_start_date" date,
	"sale_start_at" timestamp (3) with time zone,
	"sale_end_at" timestamp (3) with time zone,
	"is_available_online" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_options_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "payment_options_status_check" CHECK ("payment_options"."status" in ('DRAFT', 'PUBLISHED', 'ARCHIVED')),
	CONSTRAINT "payment_options_amounts_check" CHECK (coalesce("payment_options"."payment_amount", 1) > 0 and "payment_options"."join_fee" >= 0 and "payment_options"."access_card_fee" >= 0 and coalesce("payment_options"."suspension_fee", 0) >= 0 and coalesce("payment_options"."promotion_payment_amount", 1) > 0),
	CONSTRAINT "payment_options_sale_window_check" CHECK ("payment_options"."sale_start_at" is null or "payment_options"."sale_end_at" is null or "payment_options"."sale_end_at" > "payment_options"."sale_start_at")
);
--> statement-breakpoint
ALTER TABLE "payment_options" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_option_branch_settings" ADD CONSTRAINT "payment_option_branch_settings_selling_fk" FOREIGN KEY ("application_id","payment_option_id","branch_id") REFERENCES "public"."payment_option_selling_branches"("application_id","payment_option_id","branch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_option_branch_settings" ADD CONSTRAINT "payment_option_branch_settings_application_id_branch_billing_account_id_branch_billing_accounts_application_id_id_fk" FOREIGN KEY ("application_id","branch_billing_account_id") REFERENCES "public"."branch_billing_accounts"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_option_selling_branches" ADD CONSTRAINT "payment_option_selling_branches_option_fk" FOREIGN KEY ("application_id","payment_option_id") REFERENCES "public"."payment_options"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_option_selling_branches" ADD CONSTRAINT "payment_option_selling_branches_application_id_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_options" ADD CONSTRAINT "payment_options_application_id_membership_plan_id_membership_plans_application_id_id_fk" FOREIGN KEY ("application_id","membership_plan_id") REFERENCES "public"."membership_plans"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_plans_name_idx" ON "membership_plans" USING btree ("application_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "payment_option_branch_settings_account_idx" ON "payment_option_branch_settings" USING btree ("application_id","branch_billing_account_id");--> statement-breakpoint
CREATE INDEX "payment_option_selling_branches_branch_idx" ON "payment_option_selling_branches" USING btree ("application_id","branch_id","payment_option_id");--> statement-breakpoint
CREATE INDEX "payment_options_plan_idx" ON "payment_options" USING btree ("application_id","membership_plan_id","name");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "membership_plans" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_option_branch_settings" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_option_selling_branches" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_options" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model it): RLS binds the tables' owner too (see 0009).
ALTER TABLE "membership_plans" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_options" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_option_selling_branches" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_option_branch_settings" FORCE ROW LEVEL SECURITY;
