-- "Role name must be unique" (spec 3 §5, issue 16), case ignored. A role's id comes from its first name
-- and stays when the role is renamed, so the primary key alone does not keep names apart.
CREATE UNIQUE INDEX "roles_application_name_idx" ON "roles" USING btree ("application_id",lower("name"));