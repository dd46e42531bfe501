-- Row-level security: the second wall between tenants (the first is the tenant-scoped data
-- layer in src/platform/database/database.ts). The server connects as a superuser and, inside every
-- request transaction, runs `SET LOCAL ROLE app_user` and
-- `set_config('app.tenant_id', <tenant>, true)`. app_user cannot bypass RLS, and FORCE makes
-- the policies apply to the tables' owner too. A missing setting reads as NULL, which
-- matches no row.

-- The role is cluster-wide while databases are not: another database on the same server
-- may be creating it at this moment, so a lost race is not an error.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
ALTER ROLE app_user NOLOGIN NOBYPASSRLS;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_user;
--> statement-breakpoint

-- tenants is the registry: a request may read its own tenant's row and nothing else.
GRANT SELECT ON TABLE tenants TO app_user;
--> statement-breakpoint
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenants_own_row ON tenants FOR SELECT TO app_user
  USING (id = current_setting('app.tenant_id', true));
--> statement-breakpoint

-- Before the tenant of a request is known, its Host names only a subdomain. This narrow
-- SECURITY DEFINER function (owned by the migrating superuser, so RLS does not filter it)
-- answers exactly one question, "which tenant id has this subdomain?", so the request path
-- never needs the privileged connection: the row itself is then read under RLS.
CREATE FUNCTION tenant_id_for_subdomain(p_subdomain text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$ SELECT id FROM tenants WHERE subdomain = p_subdomain $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION tenant_id_for_subdomain(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenant_id_for_subdomain(text) TO app_user;
