CREATE TABLE "activities" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"dtstart" text NOT NULL,
	"time_zone" text NOT NULL,
	"duration_days" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"rrule" text,
	"rdates" text[] DEFAULT '{}'::text[] NOT NULL,
	"exdates" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'NEEDS-ACTION' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"priority" smallint DEFAULT 5 NOT NULL,
	"venue_id" uuid,
	"is_reminder" boolean DEFAULT false NOT NULL,
	"content_type" text,
	"content_object_id" text,
	"content_text" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "activity_executions" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" integer NOT NULL,
	"recurrence_id" text NOT NULL,
	"status" text NOT NULL,
	"completed_at" timestamp with time zone,
	"description" text,
	"person_id" uuid,
	"person_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_executions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "activity_feeds" (
	"tenant_id" text NOT NULL,
	"person_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_feeds_tenant_id_person_id_pk" PRIMARY KEY("tenant_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "activity_related_records" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" integer NOT NULL,
	"recurrence_id" text NOT NULL,
	"content_type_model" text NOT NULL,
	"object_id" text NOT NULL,
	"person_id" uuid,
	"user_name" text NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_related_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "activity_responsibles" (
	"tenant_id" text NOT NULL,
	"activity_id" integer NOT NULL,
	"person_id" uuid NOT NULL,
	CONSTRAINT "activity_responsibles_tenant_id_activity_id_person_id_pk" PRIMARY KEY("tenant_id","activity_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_tenant_id_venue_id_venues_tenant_id_id_fk" FOREIGN KEY ("tenant_id","venue_id") REFERENCES "public"."venues"("tenant_id","id") ON DELETE SET NULL ("venue_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_executions" ADD CONSTRAINT "activity_executions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_executions" ADD CONSTRAINT "activity_executions_tenant_id_activity_id_activities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","activity_id") REFERENCES "public"."activities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_feeds" ADD CONSTRAINT "activity_feeds_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_related_records" ADD CONSTRAINT "activity_related_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_related_records" ADD CONSTRAINT "activity_related_records_tenant_id_activity_id_activities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","activity_id") REFERENCES "public"."activities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_responsibles" ADD CONSTRAINT "activity_responsibles_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_responsibles" ADD CONSTRAINT "activity_responsibles_tenant_id_activity_id_activities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","activity_id") REFERENCES "public"."activities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_tenant_id_public_id_unique" ON "activities" USING btree ("tenant_id","public_id");--> statement-breakpoint
CREATE INDEX "activities_venue_idx" ON "activities" USING btree ("tenant_id","venue_id") WHERE "activities"."venue_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_executions_occurrence_unique" ON "activity_executions" USING btree ("tenant_id","activity_id","recurrence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_feeds_token_hash_unique" ON "activity_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "activity_related_records_occurrence_idx" ON "activity_related_records" USING btree ("tenant_id","activity_id","recurrence_id");--> statement-breakpoint
CREATE INDEX "activity_responsibles_person_idx" ON "activity_responsibles" USING btree ("tenant_id","person_id","activity_id");--> statement-breakpoint
SELECT enable_tenant_rls('activities');--> statement-breakpoint
SELECT enable_tenant_rls('activity_responsibles');--> statement-breakpoint
SELECT enable_tenant_rls('activity_executions');--> statement-breakpoint
SELECT enable_tenant_rls('activity_related_records');--> statement-breakpoint
SELECT enable_tenant_rls('activity_feeds');
