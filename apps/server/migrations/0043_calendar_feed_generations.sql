CREATE TABLE "calendar_feed_generations" (
	"application_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"generation" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_generations_application_id_person_id_pk" PRIMARY KEY("application_id","person_id"),
	CONSTRAINT "calendar_feed_generations_generation_check" CHECK ("calendar_feed_generations"."generation" between 2 and 2147483647)
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_generations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calendar_feed_generations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calendar_feed_generations" ADD CONSTRAINT "calendar_feed_generations_application_id_person_id_persons_application_id_id_fk" FOREIGN KEY ("application_id","person_id") REFERENCES "public"."persons"("application_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "calendar_feed_generations" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);