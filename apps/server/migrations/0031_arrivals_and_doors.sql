CREATE TABLE "branch_access_settings" (
	"application_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"require_vaccination_certificate" boolean DEFAULT false NOT NULL,
	"scheduled_require_vaccination_certificate" boolean,
	"scheduled_from" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" uuid,
	CONSTRAINT "branch_access_settings_application_id_branch_id_pk" PRIMARY KEY("application_id","branch_id"),
	CONSTRAINT "branch_access_settings_scheduled_check" CHECK (("branch_access_settings"."scheduled_require_vaccination_certificate" is null) = ("branch_access_settings"."scheduled_from" is null))
);
--> statement-breakpoint
ALTER TABLE "branch_access_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "branch_access_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "doors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "doors_tenant_key" UNIQUE("application_id","id"),
	CONSTRAINT "doors_name_check" CHECK (length(btrim("doors"."name")) between 1 and 100),
	CONSTRAINT "doors_key_hash_check" CHECK ("doors"."key_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "doors_key_prefix_check" CHECK (length("doors"."key_prefix") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "doors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "doors" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "arrivals" ALTER COLUMN "person_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "arrivals" ADD COLUMN "door_id" uuid;--> statement-breakpoint
ALTER TABLE "arrivals" ADD COLUMN "swipe_id" text;--> statement-breakpoint
ALTER TABLE "arrivals" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "arrivals" ADD COLUMN "reason_text" text;--> statement-breakpoint
ALTER TABLE "arrivals" ADD COLUMN "card_number" text;--> statement-breakpoint
ALTER TABLE "arrivals" ADD COLUMN "membership_id" uuid;--> statement-breakpoint
ALTER TABLE "arrivals" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "arrivals" ADD COLUMN "recorded_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "arrivals" ADD COLUMN "decided_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_access_settings" ADD CONSTRAINT "branch_access_settings_application_id_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doors" ADD CONSTRAINT "doors_application_id_branch_id_branches_application_id_id_fk" FOREIGN KEY ("application_id","branch_id") REFERENCES "public"."branches"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doors_key_hash_idx" ON "doors" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "doors_branch_name_idx" ON "doors" USING btree ("application_id","branch_id",lower("name")) WHERE "doors"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "doors_branch_idx" ON "doors" USING btree ("application_id","branch_id","created_at");--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_application_id_door_id_doors_application_id_id_fk" FOREIGN KEY ("application_id","door_id") REFERENCES "public"."doors"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_application_id_membership_id_memberships_application_id_id_fk" FOREIGN KEY ("application_id","membership_id") REFERENCES "public"."memberships"("application_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrivals_door_swipe_idx" ON "arrivals" USING btree ("application_id","door_id","swipe_id") WHERE "arrivals"."swipe_id" is not null;--> statement-breakpoint
CREATE INDEX "arrivals_branch_reason_idx" ON "arrivals" USING btree ("application_id","branch_id","reason","arrived_at") WHERE "arrivals"."reason" is not null;--> statement-breakpoint
CREATE INDEX "arrivals_membership_idx" ON "arrivals" USING btree ("application_id","membership_id","arrived_at") WHERE "arrivals"."membership_id" is not null;--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_swipe_id_check" CHECK ("arrivals"."swipe_id" is null or length("arrivals"."swipe_id") between 1 and 100);--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_swipe_door_check" CHECK ("arrivals"."swipe_id" is null or "arrivals"."door_id" is not null);--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_reason_check" CHECK ("arrivals"."reason" is null or "arrivals"."reason" ~ '^[A-Z][A-Z_]{0,63}$');--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_reason_text_check" CHECK ("arrivals"."reason_text" is null or length("arrivals"."reason_text") <= 300);--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_card_number_check" CHECK ("arrivals"."card_number" is null or length("arrivals"."card_number") <= 200);--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_person_check" CHECK ("arrivals"."person_id" is not null or not "arrivals"."granted");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "branch_access_settings" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "doors" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "owner_door_key_lookup" ON "doors" AS PERMISSIVE FOR SELECT TO current_user USING (true);--> statement-breakpoint
-- A door controller authenticates with its key before any tenant is known. The api role sees no
-- door without a tenant, so this one narrow lookup runs with the owner's rights (policy
-- owner_door_key_lookup) and returns a working door's tenant and branch, nothing else. A revoked
-- key finds nothing.
CREATE FUNCTION resolve_door_by_key_hash(requested_key_hash text)
RETURNS TABLE (id uuid, application_id uuid, branch_id uuid, name text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
  SELECT d.id, d.application_id, d.branch_id, d.name
  FROM doors d
  WHERE d.key_hash = requested_key_hash AND d.revoked_at IS NULL
$$;
