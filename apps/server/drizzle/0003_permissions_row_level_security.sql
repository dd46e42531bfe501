-- person_permissions is tenant-owned like persons: same grants, forced RLS and policy
-- (see 0001_row_level_security.sql for why).
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE person_permissions TO app_user;
--> statement-breakpoint
ALTER TABLE person_permissions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE person_permissions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON person_permissions TO app_user
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
