-- The narrow ways app_user may change its own tenant row, find the workspaces of an email
-- and count requests for rate limits (see 0001_row_level_security.sql for the model). The
-- tenant-owned tables of 0006 get their row-level security from enable_tenant_rls() in
-- 0012_tenant_rls.sql.

-- tenants stays the registry: app_user may update only the presentation columns, and only of
-- the row of the current tenant (id, subdomain and the Firebase tenant are never writable).
GRANT UPDATE (name, brand_primary, brand_accent, wording, hidden_field_types, logo_url) ON TABLE tenants TO app_user;
--> statement-breakpoint
CREATE POLICY tenants_update_own_row ON tenants FOR UPDATE TO app_user
  USING (id = current_setting('app.tenant_id', true))
  WITH CHECK (id = current_setting('app.tenant_id', true));
--> statement-breakpoint

-- "Which organisations is this email a member of?" is asked on the bare host, before any
-- tenant is known, so RLS would hide every person. This function answers exactly that
-- question (subdomain and name of the tenants with an enabled person of that email).
CREATE FUNCTION workspaces_for_email(p_email text) RETURNS TABLE (subdomain text, name text)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    SELECT t.subdomain, t.name FROM tenants t
    WHERE EXISTS (
      SELECT 1 FROM persons p
      WHERE p.tenant_id = t.id AND lower(p.email) = lower(p_email) AND p.disabled_at IS NULL
    )
    ORDER BY t.name
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION workspaces_for_email(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION workspaces_for_email(text) TO app_user;
--> statement-breakpoint

-- Rate-limit counters: app_user has no privilege on the table; it may only count one hit of
-- a key in the current fixed window and learn the window's total and when it ends. The
-- upsert is atomic, so every server instance on this database shares the count.
REVOKE ALL ON TABLE rate_limit_counters FROM PUBLIC;
--> statement-breakpoint
CREATE FUNCTION rate_limit_hit(p_key text, p_window_seconds integer)
  RETURNS TABLE (hit_count integer, retry_after_seconds integer)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
  DECLARE
    v_now timestamptz := clock_timestamp();
    v_window timestamptz := to_timestamp(
      floor(extract(epoch FROM v_now) / p_window_seconds) * p_window_seconds
    );
  BEGIN
    INSERT INTO rate_limit_counters AS c (scope_key, window_start, hits)
      VALUES (p_key, v_window, 1)
      ON CONFLICT (scope_key, window_start) DO UPDATE SET hits = c.hits + 1
      RETURNING c.hits INTO hit_count;
    retry_after_seconds := greatest(
      1, ceil(extract(epoch FROM (v_window + make_interval(secs => p_window_seconds) - v_now)))::integer
    );
    -- The first hit of a window sweeps windows that ended long ago.
    IF hit_count = 1 THEN
      DELETE FROM rate_limit_counters WHERE window_start < v_window - interval '1 day';
    END IF;
    RETURN NEXT;
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION rate_limit_hit(text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION rate_limit_hit(text, integer) TO app_user;
