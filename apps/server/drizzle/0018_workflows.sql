CREATE TABLE "workflow_categories" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "workflow_definitions" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"workflow_type_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"xml" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "workflow_definitions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "workflow_executions" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"workflow_type_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"status" text DEFAULT 'InProcess' NOT NULL,
	"started_by" uuid,
	"started_by_name" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL,
	"open_tasks" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_executions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "workflow_forms" (
	"tenant_id" text NOT NULL,
	"workflow_id" uuid NOT NULL,
	"id" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_forms_tenant_id_workflow_id_id_pk" PRIMARY KEY("tenant_id","workflow_id","id")
);
--> statement-breakpoint
CREATE TABLE "workflow_kanbans" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"workflow_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_kanbans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "workflow_responses" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"execution_id" uuid NOT NULL,
	"step_id" text NOT NULL,
	"workflow_form" text,
	"element_model" text NOT NULL,
	"response" jsonb NOT NULL,
	"person_id" uuid,
	"person_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_responses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "workflow_steps" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"execution_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"bpmn_id" text NOT NULL,
	"type" text NOT NULL,
	"is_active" boolean NOT NULL,
	"attached_to" text,
	"execution_audience" jsonb,
	"successfully_completed" boolean,
	"summary" text,
	"description" text,
	"due_at" timestamp with time zone,
	"form_id" text,
	"message_name" text,
	"audience_persons" uuid[],
	"audience_venues" uuid[],
	"audience_saved_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "workflow_steps_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "workflow_timers" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"execution_id" uuid NOT NULL,
	"element_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_timers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "workflow_types" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "workflow_types" ADD COLUMN "start_audience_id" uuid;--> statement-breakpoint
ALTER TABLE "workflow_types" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "workflow_types" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_categories" ADD CONSTRAINT "workflow_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_definitions" ADD CONSTRAINT "workflow_definitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_definitions" ADD CONSTRAINT "workflow_definitions_tenant_id_workflow_type_id_workflow_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","workflow_type_id") REFERENCES "public"."workflow_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD CONSTRAINT "workflow_executions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD CONSTRAINT "workflow_executions_tenant_id_workflow_id_workflow_definitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","workflow_id") REFERENCES "public"."workflow_definitions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_forms" ADD CONSTRAINT "workflow_forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_forms" ADD CONSTRAINT "workflow_forms_tenant_id_workflow_id_workflow_definitions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","workflow_id") REFERENCES "public"."workflow_definitions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_kanbans" ADD CONSTRAINT "workflow_kanbans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_kanbans" ADD CONSTRAINT "workflow_kanbans_tenant_id_workflow_type_id_workflow_types_tenant_id_id_fk" FOREIGN KEY ("tenant_id","workflow_type_id") REFERENCES "public"."workflow_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_responses" ADD CONSTRAINT "workflow_responses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_responses" ADD CONSTRAINT "workflow_responses_tenant_id_execution_id_workflow_executions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","execution_id") REFERENCES "public"."workflow_executions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_tenant_id_execution_id_workflow_executions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","execution_id") REFERENCES "public"."workflow_executions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_timers" ADD CONSTRAINT "workflow_timers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_timers" ADD CONSTRAINT "workflow_timers_tenant_id_execution_id_workflow_executions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","execution_id") REFERENCES "public"."workflow_executions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_definitions_type_version_unique" ON "workflow_definitions" USING btree ("tenant_id","workflow_type_id","version");--> statement-breakpoint
CREATE INDEX "workflow_executions_type_started_idx" ON "workflow_executions" USING btree ("tenant_id","workflow_type_id","started_at","id");--> statement-breakpoint
CREATE INDEX "workflow_executions_started_by_idx" ON "workflow_executions" USING btree ("tenant_id","started_by","started_at");--> statement-breakpoint
CREATE INDEX "workflow_executions_variables_idx" ON "workflow_executions" USING gin ("variables" jsonb_path_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_responses_step_unique" ON "workflow_responses" USING btree ("tenant_id","step_id");--> statement-breakpoint
CREATE INDEX "workflow_steps_execution_idx" ON "workflow_steps" USING btree ("tenant_id","execution_id","created_at");--> statement-breakpoint
CREATE INDEX "workflow_steps_open_tasks_idx" ON "workflow_steps" USING btree ("tenant_id","created_at") WHERE "workflow_steps"."is_active" and "workflow_steps"."type" = 'UserTask';--> statement-breakpoint
CREATE INDEX "workflow_steps_audience_persons_idx" ON "workflow_steps" USING gin ("audience_persons") WHERE "workflow_steps"."is_active";--> statement-breakpoint
CREATE INDEX "workflow_steps_audience_venues_idx" ON "workflow_steps" USING gin ("audience_venues") WHERE "workflow_steps"."is_active";--> statement-breakpoint
CREATE INDEX "workflow_steps_waiting_messages_idx" ON "workflow_steps" USING btree ("tenant_id","message_name") WHERE "workflow_steps"."is_active" and "workflow_steps"."message_name" is not null;--> statement-breakpoint
CREATE INDEX "workflow_timers_due_idx" ON "workflow_timers" USING btree ("due_at") WHERE "workflow_timers"."fired_at" is null and "workflow_timers"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "workflow_types" ADD CONSTRAINT "workflow_types_tenant_id_category_id_workflow_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."workflow_categories"("tenant_id","id") ON DELETE SET NULL ("category_id") ON UPDATE no action;--> statement-breakpoint
SELECT enable_tenant_rls('workflow_categories');
--> statement-breakpoint
SELECT enable_tenant_rls('workflow_definitions');
--> statement-breakpoint
SELECT enable_tenant_rls('workflow_forms');
--> statement-breakpoint
SELECT enable_tenant_rls('workflow_executions');
--> statement-breakpoint
SELECT enable_tenant_rls('workflow_steps');
--> statement-breakpoint
SELECT enable_tenant_rls('workflow_responses');
--> statement-breakpoint
SELECT enable_tenant_rls('workflow_timers');
--> statement-breakpoint
SELECT enable_tenant_rls('workflow_kanbans');
--> statement-breakpoint
-- Timers belong to tenants and row-level security hides every tenant's rows until one is set,
-- so this narrow SECURITY DEFINER function answers exactly one question across tenants, "which
-- timers are due by then?" (the server's clock, which tests may move); each is then claimed (FOR UPDATE SKIP LOCKED) and fired under its tenant.
CREATE FUNCTION workflow_timers_due(due_by timestamptz, max_rows integer) RETURNS TABLE (tenant_id text, id text)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    SELECT tenant_id, id FROM workflow_timers
    WHERE fired_at IS NULL AND cancelled_at IS NULL AND due_at <= due_by
    ORDER BY due_at
    LIMIT max_rows
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION workflow_timers_due(timestamptz, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION workflow_timers_due(timestamptz, integer) TO app_user;
