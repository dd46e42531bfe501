CREATE TABLE "asset_documents" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid,
	"name" text NOT NULL,
	"upload_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "asset_documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "asset_folders" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"person_id" uuid,
	"audience_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "asset_folders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "organization_links" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"icon" text DEFAULT 'link' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_links_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "storage_quota_bytes" bigint;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "strip_image_metadata" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "expected_size" bigint;--> statement-breakpoint
ALTER TABLE "asset_documents" ADD CONSTRAINT "asset_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_documents" ADD CONSTRAINT "asset_documents_tenant_id_folder_id_asset_folders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","folder_id") REFERENCES "public"."asset_folders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_documents" ADD CONSTRAINT "asset_documents_tenant_id_upload_id_uploads_tenant_id_id_fk" FOREIGN KEY ("tenant_id","upload_id") REFERENCES "public"."uploads"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_folders" ADD CONSTRAINT "asset_folders_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_folders" ADD CONSTRAINT "asset_folders_tenant_id_parent_id_asset_folders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."asset_folders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_links" ADD CONSTRAINT "organization_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_documents_listing_idx" ON "asset_documents" USING btree ("tenant_id",coalesce("folder_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"),"id") WHERE "asset_documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "asset_documents_trash_idx" ON "asset_documents" USING btree ("tenant_id","deleted_at") WHERE "asset_documents"."deleted_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_folders_live_name_unique" ON "asset_folders" USING btree ("tenant_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name")) WHERE "asset_folders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "asset_folders_person_idx" ON "asset_folders" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE INDEX "asset_folders_trash_idx" ON "asset_folders" USING btree ("tenant_id","deleted_at") WHERE "asset_folders"."deleted_at" is not null;--> statement-breakpoint
SELECT enable_tenant_rls('asset_folders');
--> statement-breakpoint
SELECT enable_tenant_rls('asset_documents');
--> statement-breakpoint
SELECT enable_tenant_rls('organization_links');
