-- Front desk can be given: the standard Admin, Field manager and Branch manager roles hold
-- manage-role-assignment-front-desk (features/roles/standard-roles.ts). Organisations seeded before
-- that get it here, once, on the built-in roles only (a custom role is the organisation's to edit).
-- One organisation at a time: row-level security is forced, so an owner that is not a superuser
-- sees a tenant's rows only with that tenant set.
DO $$
DECLARE tenant uuid;
BEGIN
  FOR tenant IN SELECT id FROM applications LOOP
    PERFORM set_config('app.application_id', tenant::text, true);
    INSERT INTO role_operations (application_id, role_id, operation_id)
    SELECT r.application_id, r.id, 'manage-role-assignment-front-desk'
    FROM roles r
    WHERE r.application_id = tenant AND r.type = 'BUILT_IN'
      AND r.id IN ('admin', 'field-manager', 'branch-manager')
      AND EXISTS (SELECT 1 FROM roles f WHERE f.application_id = tenant AND f.id = 'front-desk')
    ON CONFLICT DO NOTHING;
  END LOOP;
  PERFORM set_config('app.application_id', '', true);
END
$$;
