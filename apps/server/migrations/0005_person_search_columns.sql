DROP INDEX "persons_home_branch_idx";--> statement-breakpoint
DROP INDEX "persons_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "persons_last_name_prefix_idx";--> statement-breakpoint
DROP INDEX "persons_email_idx";--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "search_first_name" text GENERATED ALWAYS AS (lower(first_name)) STORED;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "search_last_name" text GENERATED ALWAYS AS (lower(last_name)) STORED;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "search_email" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
CREATE INDEX "persons_home_branch_idx" ON "persons" USING btree ("application_id","home_branch_id","created_at");--> statement-breakpoint
CREATE INDEX "persons_first_name_prefix_idx" ON "persons" USING btree ("application_id","search_first_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "persons_last_name_prefix_idx" ON "persons" USING btree ("application_id","search_last_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "persons_email_idx" ON "persons" USING btree ("application_id","search_email" text_pattern_ops);