-- Reciprocal members (issue 12): a role held at a branch that is not the person's home branch.
-- Finding them meant checking every role of a branch against persons (5,000 look-ups for a branch
-- of 5,000 members, 40-90 ms, to find a handful); the flag and its partial index hold only those
-- few. Triggers keep it, so every writer (the api, the worker, the seed, the bench generator) is
-- right without knowing of it.
ALTER TABLE "person_branch_roles" ADD COLUMN "away_from_home" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "person_branch_roles_away_idx" ON "person_branch_roles" USING btree ("application_id","branch_id","role_type") WHERE "person_branch_roles"."away_from_home";--> statement-breakpoint
-- A role row takes the flag from its person as it is written (SECURITY INVOKER: under the api role
-- the person is read through the tenant's row-level security, like every other read).
CREATE FUNCTION person_branch_roles_away_from_home() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.away_from_home := NOT EXISTS (
    SELECT 1 FROM persons p
    WHERE p.application_id = NEW.application_id AND p.id = NEW.person_id AND p.home_branch_id = NEW.branch_id
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER person_branch_roles_away_from_home
  BEFORE INSERT OR UPDATE OF person_id, branch_id, away_from_home ON person_branch_roles
  FOR EACH ROW EXECUTE FUNCTION person_branch_roles_away_from_home();--> statement-breakpoint
-- A person moving home (a transfer) re-marks their roles; the trigger above recomputes each.
CREATE FUNCTION persons_home_branch_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE person_branch_roles SET away_from_home = away_from_home
  WHERE application_id = NEW.application_id AND person_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER persons_home_branch_moved
  AFTER UPDATE OF home_branch_id ON persons
  FOR EACH ROW WHEN (OLD.home_branch_id IS DISTINCT FROM NEW.home_branch_id)
  EXECUTE FUNCTION persons_home_branch_moved();--> statement-breakpoint
-- The rows already there, one organisation at a time: the tables' row-level security is forced,
-- so an owner that is not a superuser sees a tenant's rows only with that tenant set.
DO $$
DECLARE tenant uuid;
BEGIN
  FOR tenant IN SELECT id FROM applications LOOP
    PERFORM set_config('app.application_id', tenant::text, true);
    UPDATE person_branch_roles r SET away_from_home = true
    FROM persons p
    WHERE r.application_id = tenant AND p.application_id = tenant AND p.id = r.person_id
      AND p.home_branch_id IS DISTINCT FROM r.branch_id;
  END LOOP;
  PERFORM set_config('app.application_id', '', true);
END
$$;
--> statement-breakpoint
-- Fresh statistics for the new column, so the planner knows at once how few roles are marked.
ANALYZE "person_branch_roles";
