-- Row-level security for notifications and notification_devices (see
-- 0001_row_level_security.sql for the model). Which person's rows a request may touch is the
-- routes' business (the signed-in person's only); the tenant wall is the database's.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE notifications TO app_user;
--> statement-breakpoint
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notifications FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notifications TO app_user
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE notification_devices TO app_user;
--> statement-breakpoint
ALTER TABLE notification_devices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notification_devices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notification_devices TO app_user
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
