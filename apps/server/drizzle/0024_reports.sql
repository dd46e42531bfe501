CREATE TABLE "report_categories" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "report_public_links" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	CONSTRAINT "report_public_links_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "report_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"frame_ancestors" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_links_enabled" boolean DEFAULT true NOT NULL,
	"tableau_client_id" text DEFAULT '' NOT NULL,
	"tableau_secret_id" text DEFAULT '' NOT NULL,
	"tableau_secret_value" text,
	"tableau_username" text DEFAULT 'email' NOT NULL,
	"tableau_fixed_username" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"native" jsonb,
	"tableau" jsonb,
	"audience_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "report_categories" ADD CONSTRAINT "report_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_public_links" ADD CONSTRAINT "report_public_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_public_links" ADD CONSTRAINT "report_public_links_tenant_id_report_id_reports_tenant_id_id_fk" FOREIGN KEY ("tenant_id","report_id") REFERENCES "public"."reports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_settings" ADD CONSTRAINT "report_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_tenant_id_category_id_report_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."report_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_public_links_token_unique" ON "report_public_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "report_public_links_one_open" ON "report_public_links" USING btree ("tenant_id","report_id") WHERE "report_public_links"."disabled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_public_id_unique" ON "reports" USING btree ("tenant_id","public_id");--> statement-breakpoint
CREATE INDEX "reports_category_idx" ON "reports" USING btree ("tenant_id","category_id");--> statement-breakpoint
-- The activity-completion report narrows an organization's occurrence records by their
-- recurrence id's date (YYYYMMDD…), and reads activity and status from the index alone.
CREATE INDEX "activity_executions_report_idx" ON "activity_executions" USING btree ("tenant_id","recurrence_id") INCLUDE ("activity_id","status");--> statement-breakpoint
SELECT enable_tenant_rls('report_categories');--> statement-breakpoint
SELECT enable_tenant_rls('reports');--> statement-breakpoint
SELECT enable_tenant_rls('report_public_links');--> statement-breakpoint
SELECT enable_tenant_rls('report_settings');
