ALTER TABLE "bulk_loads" ADD COLUMN "notes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_loads" ADD COLUMN "check_summary" jsonb;--> statement-breakpoint
-- A restarted server resumes the bulk loads whose worker stopped: their lease expired while
-- loading. Loads belong to tenants and row-level security hides every tenant's rows until one
-- is set, so this narrow SECURITY DEFINER function answers exactly one question across
-- tenants, "which loads are waiting for a worker?"; each is then resumed under its tenant.
CREATE FUNCTION bulk_loads_to_resume() RETURNS TABLE (tenant_id text, id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    SELECT tenant_id, id FROM bulk_loads
    WHERE status = 'loading' AND (locked_until IS NULL OR locked_until < now())
    ORDER BY created_at
    LIMIT 100
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION bulk_loads_to_resume() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION bulk_loads_to_resume() TO app_user;
