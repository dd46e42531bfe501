-- Row-level security of every tenant-owned table from one place. enable_tenant_rls() grants
-- app_user exactly the given privileges on the table, enables and forces row-level security
-- (FORCE: the policies apply to the table's owner too) and (re)creates the tenant_isolation
-- policy: a request transaction sees and writes only rows of the tenant in
-- `app.tenant_id`; with no tenant set, none. Running it again changes nothing, so a new
-- tenant table's migration just adds `SELECT enable_tenant_rls('<table>');`.
CREATE OR REPLACE FUNCTION enable_tenant_rls(
  p_table regclass,
  p_privileges text DEFAULT 'SELECT, INSERT, UPDATE, DELETE'
) RETURNS void
  LANGUAGE plpgsql
  SET search_path = public, pg_temp
  AS $$
  BEGIN
    -- The privileges go into the statement as text: only a list of table privileges passes.
    IF p_privileges !~* '^\s*(SELECT|INSERT|UPDATE|DELETE)(\s*,\s*(SELECT|INSERT|UPDATE|DELETE))*\s*$' THEN
      RAISE EXCEPTION 'enable_tenant_rls: invalid privileges %', p_privileges;
    END IF;
    EXECUTE format('REVOKE ALL ON TABLE %s FROM app_user', p_table);
    EXECUTE format('GRANT %s ON TABLE %s TO app_user', p_privileges, p_table);
    EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', p_table);
    EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', p_table);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', p_table);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %s TO app_user '
      'USING (tenant_id = current_setting(''app.tenant_id'', true)) '
      'WITH CHECK (tenant_id = current_setting(''app.tenant_id'', true))',
      p_table
    );
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION enable_tenant_rls(regclass, text) FROM PUBLIC;
--> statement-breakpoint
SELECT enable_tenant_rls('persons');
--> statement-breakpoint
SELECT enable_tenant_rls('person_permissions');
--> statement-breakpoint
-- An audit trail: the app may record and read, never rewrite or erase.
SELECT enable_tenant_rls('impersonations', 'SELECT, INSERT');
--> statement-breakpoint
SELECT enable_tenant_rls('organization_logos');
--> statement-breakpoint
-- A record: the app may create invitations and mark them accepted, never erase them.
SELECT enable_tenant_rls('invitations', 'SELECT, INSERT, UPDATE');
--> statement-breakpoint
SELECT enable_tenant_rls('workflow_types');
--> statement-breakpoint
SELECT enable_tenant_rls('onboarding_responses');
--> statement-breakpoint
SELECT enable_tenant_rls('sign_in_codes');
--> statement-breakpoint
SELECT enable_tenant_rls('notifications');
--> statement-breakpoint
SELECT enable_tenant_rls('notification_devices');
