-- Staff accounts (issue 16): Deactivate sets disabled_at (no sign-in, refresh or api call while set);
-- Reset password sets password_change_required (the next sign-in must choose a new password).
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;