CREATE TABLE "branch_group_branches" (
	"application_id" uuid NOT NULL,
	"branch_group_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "branch_group_branches_branch_group_id_branch_id_pk" PRIMARY KEY("branch_group_id","branch_id")
);
--> statement-breakpoint
ALTER TABLE "branch_group_branches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "branch_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_groups_tenant_key" UNIQUE("application_id","id")
);
--> statement-breakpoint
ALTER TABLE "branch_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"legal_name" text,
	"gst_number" text,
	"is_gst_registered" boolean DEFAULT false NOT NULL,
	"business_number_type" text,
	"business_number" text,
	"business_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" jsonb,
	"contact_number" jsonb,
	"business_email_address" text,
	"branch_manager_person_id" uuid,
	"country" text NOT NULL,
	"time_zone" text DEFAULT 'Pacific/Auckland' NOT NULL,
	"member_domain_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_tenant_key" UNIQUE("application_id","id")
);
--> statement-breakpoint
ALTER TABLE "branches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tenant_key" UNIQUE("application_id","id")
);
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"home_branch_id" uuid,
	"image_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persons_tenant_key" UNIQUE("application_id","id")
);
--> statement-breakpoint
ALTER TABLE "persons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"billing_provider" text DEFAULT 'PAYSMART' NOT NULL,
	"default_country" text DEFAULT 'AU' NOT NULL,
	"options" jsonb DEFAULT '{"vaccinationFeature":{"enabled":false},"staffCustomLogin":{"enabled":false}}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
ALTER TABLE "applications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "role_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role_id" text NOT NULL,
	"all_branches" boolean DEFAULT false NOT NULL,
	"branch_id" uuid,
	"branch_group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_assignments_one_scope" CHECK (("role_assignments"."all_branches")::int + ("role_assignments"."branch_id" is not null)::int + ("role_assignments"."branch_group_id" is not null)::int = 1)
);
--> statement-breakpoint
ALTER TABLE "role_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "role_operations" (
	"application_id" uuid NOT NULL,
	"role_id" text NOT NULL,
	"operation_id" text NOT NULL,
	CONSTRAINT "role_operations_application_id_role_id_operation_id_pk" PRIMARY KEY("application_id","role_id","operation_id")
);
--> statement-breakpoint
ALTER TABLE "role_operations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "roles" (
	"application_id" uuid NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text DEFAULT 'CUSTOM' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_application_id_id_pk" PRIMARY KEY("application_id","id")
);
--> statement-breakpoint
ALTER TABLE "roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "async_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"operation_domain" text NOT NULL,
	"operation_name" text NOT NULL,
	"input" jsonb NOT NULL,
	"requested_by_user_id" uuid,
	"status" text,
	"message" text,
	"result_type" text,
	"result_id" text,
	"aggregate_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "async_operations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "branch_group_branches" ADD CONSTRAINT "branch_group_branches_application_id_branch_group_id_branch_groups_application_id_id_fk" FOREIGN KEY ("application_id","branch_group_id") REFERENCES "public"."branch_groups"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_group_branches" ADD CONSTRAINT "branch_group_branches_application_id_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_application_id_home_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","home_branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_application_id_user_id_users_application_id_id_fk" FOREIGN KEY ("application_id","user_id") REFERENCES "public"."users"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_application_id_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_application_id_branch_group_id_branch_groups_application_id_id_fk" FOREIGN KEY ("application_id","branch_group_id") REFERENCES "public"."branch_groups"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_application_id_role_id_roles_application_id_id_fk" FOREIGN KEY ("application_id","role_id") REFERENCES "public"."roles"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_operations" ADD CONSTRAINT "role_operations_application_id_role_id_roles_application_id_id_fk" FOREIGN KEY ("application_id","role_id") REFERENCES "public"."roles"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_group_branches_branch_idx" ON "branch_group_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branch_groups_application_name_idx" ON "branch_groups" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "branches_application_name_idx" ON "branches" USING btree ("application_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_application_username_idx" ON "users" USING btree ("application_id",lower("username"));--> statement-breakpoint
CREATE INDEX "persons_home_branch_idx" ON "persons" USING btree ("application_id","home_branch_id");--> statement-breakpoint
CREATE INDEX "persons_name_idx" ON "persons" USING btree ("application_id",lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "role_assignments_user_idx" ON "role_assignments" USING btree ("application_id","user_id");--> statement-breakpoint
CREATE INDEX "async_operations_aggregate_idx" ON "async_operations" USING btree ("application_id","aggregate_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "branch_group_branches" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "branch_groups" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "branches" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "users" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "persons" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "applications" AS PERMISSIVE FOR ALL TO public USING ("id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "role_assignments" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "role_operations" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "roles" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "async_operations" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);