CREATE TABLE "checklist_categories" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "checklist_executions" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"checklist_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"person_id" uuid NOT NULL,
	"venue_id" uuid,
	"activity_public_id" text,
	"activity_recurrence_id" text,
	"answers" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" double precision,
	"max_score" double precision,
	"percentage" double precision,
	"flagged_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_executions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "checklist_flagged_answers" (
	"tenant_id" text NOT NULL,
	"execution_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"answer" jsonb,
	CONSTRAINT "checklist_flagged_answers_tenant_id_execution_id_name_pk" PRIMARY KEY("tenant_id","execution_id","name")
);
--> statement-breakpoint
CREATE TABLE "checklist_versions" (
	"tenant_id" text NOT NULL,
	"checklist_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"scoring" boolean DEFAULT false NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "checklist_versions_tenant_id_checklist_id_version_pk" PRIMARY KEY("tenant_id","checklist_id","version")
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"audience_id" uuid,
	"scoring" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklists_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "checklist_categories" ADD CONSTRAINT "checklist_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_categories" ADD CONSTRAINT "checklist_categories_tenant_id_parent_id_checklist_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."checklist_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_executions" ADD CONSTRAINT "checklist_executions_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_executions" ADD CONSTRAINT "checklist_executions_tenant_id_checklist_id_version_checklist_versions_tenant_id_checklist_id_version_fk" FOREIGN KEY ("tenant_id","checklist_id","version") REFERENCES "public"."checklist_versions"("tenant_id","checklist_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_executions" ADD CONSTRAINT "checklist_executions_tenant_id_venue_id_venues_tenant_id_id_fk" FOREIGN KEY ("tenant_id","venue_id") REFERENCES "public"."venues"("tenant_id","id") ON DELETE SET NULL ("venue_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_flagged_answers" ADD CONSTRAINT "checklist_flagged_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_flagged_answers" ADD CONSTRAINT "checklist_flagged_answers_tenant_id_execution_id_checklist_executions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","execution_id") REFERENCES "public"."checklist_executions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_versions" ADD CONSTRAINT "checklist_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_versions" ADD CONSTRAINT "checklist_versions_tenant_id_checklist_id_checklists_tenant_id_id_fk" FOREIGN KEY ("tenant_id","checklist_id") REFERENCES "public"."checklists"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_tenant_id_category_id_checklist_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."checklist_categories"("tenant_id","id") ON DELETE SET NULL ("category_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_categories_parent_idx" ON "checklist_categories" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_executions_client_id_unique" ON "checklist_executions" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "checklist_executions_listed_idx" ON "checklist_executions" USING btree ("tenant_id","listed_at","id");--> statement-breakpoint
CREATE INDEX "checklist_executions_person_idx" ON "checklist_executions" USING btree ("tenant_id","person_id","listed_at");--> statement-breakpoint
CREATE INDEX "checklist_executions_checklist_idx" ON "checklist_executions" USING btree ("tenant_id","checklist_id","listed_at");--> statement-breakpoint
CREATE INDEX "checklist_executions_venue_idx" ON "checklist_executions" USING btree ("tenant_id","venue_id","listed_at") WHERE "checklist_executions"."venue_id" is not null;--> statement-breakpoint
CREATE INDEX "checklist_executions_flagged_idx" ON "checklist_executions" USING btree ("tenant_id","listed_at") WHERE "checklist_executions"."flagged_count" > 0;--> statement-breakpoint
CREATE INDEX "checklists_category_idx" ON "checklists" USING btree ("tenant_id","category_id");--> statement-breakpoint
SELECT enable_tenant_rls('checklist_categories');--> statement-breakpoint
SELECT enable_tenant_rls('checklists');--> statement-breakpoint
SELECT enable_tenant_rls('checklist_versions');--> statement-breakpoint
SELECT enable_tenant_rls('checklist_executions');--> statement-breakpoint
SELECT enable_tenant_rls('checklist_flagged_answers');
