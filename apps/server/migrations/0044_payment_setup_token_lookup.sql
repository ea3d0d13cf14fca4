CREATE POLICY "owner_signup_token_lookup" ON "membership_billing_accounts" AS PERMISSIVE FOR SELECT TO current_user USING ("signup_token" = nullif(current_setting('app.signup_token', true), ''));--> statement-breakpoint
-- The payment setup page (docs/billing.md "Payment setup page") opens with the link's token alone,
-- before any tenant is known. The owner reads billing accounts only through a tenant, so this one
-- lookup names the token (policy owner_signup_token_lookup shows the owner that row and no other)
-- and returns the organisation and membership of a pending, unexpired link, nothing else.
CREATE FUNCTION resolve_signup_token(requested_token text)
RETURNS TABLE (application_id uuid, membership_id uuid)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
BEGIN
  PERFORM set_config('app.signup_token', coalesce(requested_token, ''), true);
  RETURN QUERY
    SELECT a.application_id, a.membership_id
    FROM membership_billing_accounts a
    WHERE a.signup_token = requested_token
      AND a.signup_token_expires_at > now()
      AND a.ddr_status = 'DDR_PENDING';
  PERFORM set_config('app.signup_token', '', true);
END
$$;
