CREATE TABLE "uploads" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"temporary" boolean DEFAULT true NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_at" timestamp with time zone,
	CONSTRAINT "uploads_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_tenant_id_uploaded_by_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","uploaded_by") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_temporary_created_at_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."temporary";--> statement-breakpoint
SELECT enable_tenant_rls('uploads');
--> statement-breakpoint
-- Uploads belong to tenants and row-level security hides every tenant's rows until one is set,
-- so this narrow SECURITY DEFINER function answers exactly one question across tenants, "which
-- temporary uploads were created before then?"; the sweep deletes each under its own tenant.
CREATE FUNCTION uploads_abandoned(created_before timestamptz, max_rows integer) RETURNS TABLE (tenant_id text, id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    SELECT tenant_id, id FROM uploads
    WHERE temporary AND created_at < created_before
    ORDER BY created_at
    LIMIT max_rows
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION uploads_abandoned(timestamptz, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION uploads_abandoned(timestamptz, integer) TO app_user;
