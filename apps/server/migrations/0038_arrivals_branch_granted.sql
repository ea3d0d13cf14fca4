DROP INDEX "arrivals_branch_idx";--> statement-breakpoint
CREATE INDEX "arrivals_branch_idx" ON "arrivals" USING btree ("application_id","branch_id","arrived_at","granted");