CREATE TABLE "payment_setup_attempts" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_setup_attempts_window_idx" ON "payment_setup_attempts" USING btree ("window_started_at");