-- impersonations is an audit trail: the app may record and read, never rewrite or erase.
GRANT SELECT, INSERT ON TABLE impersonations TO app_user;
--> statement-breakpoint
ALTER TABLE impersonations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE impersonations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON impersonations TO app_user
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
