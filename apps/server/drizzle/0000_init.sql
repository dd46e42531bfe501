CREATE TABLE "persons" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"firebase_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persons_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "persons_tenant_id_firebase_uid_unique" UNIQUE("tenant_id","firebase_uid")
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"subdomain" text NOT NULL,
	"name" text NOT NULL,
	"firebase_tenant_id" text,
	"firebase_sign_in_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo_url" text,
	CONSTRAINT "tenants_subdomain_unique" UNIQUE("subdomain"),
	CONSTRAINT "tenants_firebase_tenant_id_unique" UNIQUE("firebase_tenant_id")
);
--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;