-- Discovery (GET /auth/:domain) must find an application by its domain before any tenant is
-- known. The api role sees no application rows without a tenant, so this one narrow lookup runs
-- with the owner's rights and returns only the public fields of one application.
CREATE FUNCTION resolve_application_by_domain(requested_domain text)
RETURNS TABLE (id uuid, domain text, name text, billing_provider text, default_country text, options jsonb)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
  SELECT a.id, a.domain, a.name, a.billing_provider, a.default_country, a.options
  FROM applications a
  WHERE a.domain = lower(requested_domain)
$$;
