-- Person names are searched and sorted folded: lower case without diacritics, so "Rawiri" finds
-- "Rāwiri" and the reverse (issue 12). Decomposing (NFD) splits a letter from its accents, which
-- are then dropped; letters that do not decompose (ø, ł, đ, ß, æ, œ, þ …) are mapped by hand.
-- IMMUTABLE (everything it calls is), so it may compute a generated column and fold a search term
-- into a constant at planning time. A SQL-standard body binds its functions when created: no
-- search_path at run time. Executable by PUBLIC like any function, so by the api role.
CREATE FUNCTION search_fold(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(
    replace(replace(replace(replace(
      regexp_replace(lower(normalize(name, NFD)), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'),
      'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'þ', 'th'),
    'øłđðħıŀŧ', 'olddhilt');--> statement-breakpoint
DROP INDEX "persons_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "persons_last_name_prefix_idx";--> statement-breakpoint
DROP INDEX "persons_branch_first_name_idx";--> statement-breakpoint
DROP INDEX "persons_branch_last_name_idx";--> statement-breakpoint
-- One ALTER, so the table is rewritten once (a few seconds for a million persons).
ALTER TABLE "persons"
  DROP COLUMN "search_first_name",
  DROP COLUMN "search_last_name",
  ADD COLUMN "search_first_name" text COLLATE "C" GENERATED ALWAYS AS (search_fold(first_name)) STORED,
  ADD COLUMN "search_last_name" text COLLATE "C" GENERATED ALWAYS AS (search_fold(last_name)) STORED;--> statement-breakpoint
CREATE INDEX "persons_first_name_order_idx" ON "persons" USING btree ("application_id","search_first_name","search_last_name","id","home_branch_id");--> statement-breakpoint
CREATE INDEX "persons_last_name_order_idx" ON "persons" USING btree ("application_id","search_last_name","search_first_name","id","home_branch_id");--> statement-breakpoint
CREATE INDEX "persons_branch_first_name_order_idx" ON "persons" USING btree ("application_id","home_branch_id","search_first_name","search_last_name","id");--> statement-breakpoint
CREATE INDEX "persons_branch_last_name_order_idx" ON "persons" USING btree ("application_id","home_branch_id","search_last_name","search_first_name","id");;--> statement-breakpoint
-- Pages in order of joining (newest first): the id completes the order, so it is the index's own.
DROP INDEX "persons_home_branch_idx";--> statement-breakpoint
DROP INDEX "persons_created_idx";--> statement-breakpoint
CREATE INDEX "persons_home_branch_idx" ON "persons" USING btree ("application_id","home_branch_id","created_at","id");--> statement-breakpoint
CREATE INDEX "persons_created_idx" ON "persons" USING btree ("application_id","created_at","id");--> statement-breakpoint
-- Statistics for the new columns now, so the planner judges prefix ranges from the first search
-- (VACUUM, which also lets the name indexes answer index-only, cannot run inside the migration's
-- transaction: docs/search.md).
ANALYZE "persons";
