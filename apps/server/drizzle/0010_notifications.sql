CREATE TABLE "notification_devices" (
	"tenant_id" text NOT NULL,
	"token" text NOT NULL,
	"person_id" uuid NOT NULL,
	"device_info" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_devices_tenant_id_token_pk" PRIMARY KEY("tenant_id","token")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"read" boolean DEFAULT false NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "notifications_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
ALTER TABLE "notification_devices" ADD CONSTRAINT "notification_devices_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_devices_person_idx" ON "notification_devices" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE INDEX "notifications_person_seq_idx" ON "notifications" USING btree ("tenant_id","person_id","seq");