CREATE TABLE "sign_in_lockouts" (
	"tenant_id" text NOT NULL,
	"email" text NOT NULL,
	"wrong_guesses" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sign_in_lockouts_tenant_id_email_pk" PRIMARY KEY("tenant_id","email")
);
--> statement-breakpoint
ALTER TABLE "sign_in_lockouts" ADD CONSTRAINT "sign_in_lockouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
SELECT enable_tenant_rls('sign_in_lockouts');
