-- Row-level security for sign_in_codes (see 0001_row_level_security.sql for the model).
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE sign_in_codes TO app_user;
--> statement-breakpoint
ALTER TABLE sign_in_codes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sign_in_codes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON sign_in_codes TO app_user
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
