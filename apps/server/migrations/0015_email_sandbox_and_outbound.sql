-- Email (issue 16): outbound_emails holds each queued message, rendered, until the email-send job
-- hands it over (bodies cleared then: docs/email.md); sandbox_email_messages is the email
-- sandbox's ledger, owner role only (PLATFORM_ONLY_TABLES in migrate.ts).
CREATE TABLE "outbound_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"template" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text,
	"html_body" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"failure_reason" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbound_emails" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sandbox_email_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_emails_reference_idx" ON "outbound_emails" USING btree ("application_id","reference");--> statement-breakpoint
CREATE INDEX "sandbox_email_messages_created_idx" ON "sandbox_email_messages" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "outbound_emails" AS PERMISSIVE FOR ALL TO public USING ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid) WITH CHECK ("application_id" = nullif(current_setting('app.application_id', true), '')::uuid);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model it): RLS binds the tables' owner too (see 0009).
ALTER TABLE "outbound_emails" FORCE ROW LEVEL SECURITY;
