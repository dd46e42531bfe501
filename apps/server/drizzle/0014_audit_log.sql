CREATE TABLE "audit_log" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"person_id" uuid NOT NULL,
	"impersonator_id" uuid,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"operation_id" text,
	"params" jsonb NOT NULL,
	"status" integer,
	CONSTRAINT "audit_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_impersonator_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","impersonator_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_tenant_id_at_idx" ON "audit_log" USING btree ("tenant_id","at");--> statement-breakpoint
-- An audit trail: the app records a row before the write it describes and sets its status once
-- the response is known; it never deletes a row nor rewrites what one says.
SELECT enable_tenant_rls('audit_log', 'SELECT, INSERT, UPDATE');
--> statement-breakpoint
-- UPDATE only of the status column…
REVOKE UPDATE ON TABLE audit_log FROM app_user;
--> statement-breakpoint
GRANT UPDATE (status) ON TABLE audit_log TO app_user;
--> statement-breakpoint
-- …and only while it is still unset: once recorded, a status stays.
CREATE POLICY audit_log_status_once ON audit_log AS RESTRICTIVE FOR UPDATE TO app_user
  USING (status IS NULL) WITH CHECK (true);
