-- Staff (issue 16): availableForSessions (spec 3 §3) lives on the staff account.
ALTER TABLE "users" ADD COLUMN "available_for_sessions" boolean DEFAULT false NOT NULL;