-- Staff accounts (issue 16): Deactivate sets disabled_at (no sign-in, refresh or api call while set);
-- Reset password sets temporary_password_expires_at (the passcode works until then, and the next
-- sign-in with it must choose a new password).
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temporary_password_expires_at" timestamp with time zone;