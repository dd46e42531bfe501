CREATE TABLE "person_permissions" (
	"tenant_id" text NOT NULL,
	"person_id" uuid NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_permissions_tenant_id_person_id_pk" PRIMARY KEY("tenant_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "person_permissions" ADD CONSTRAINT "person_permissions_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;