CREATE TABLE "post_channel_posters" (
	"tenant_id" text NOT NULL,
	"channel_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	CONSTRAINT "post_channel_posters_tenant_id_channel_id_person_id_pk" PRIMARY KEY("tenant_id","channel_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "post_channels" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audience_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_channels_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "post_receipts" (
	"tenant_id" text NOT NULL,
	"post_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "post_receipts_tenant_id_post_id_person_id_pk" PRIMARY KEY("tenant_id","post_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"excerpt" text NOT NULL,
	"cover_file_id" uuid,
	"requires_acknowledgement" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "post_channel_posters" ADD CONSTRAINT "post_channel_posters_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_channel_posters" ADD CONSTRAINT "post_channel_posters_tenant_id_channel_id_post_channels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","channel_id") REFERENCES "public"."post_channels"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_channels" ADD CONSTRAINT "post_channels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_receipts" ADD CONSTRAINT "post_receipts_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_receipts" ADD CONSTRAINT "post_receipts_tenant_id_post_id_posts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "public"."posts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_tenant_id_author_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","author_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_tenant_id_channel_id_post_channels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","channel_id") REFERENCES "public"."post_channels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_channel_posters_person_idx" ON "post_channel_posters" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE INDEX "post_receipts_person_idx" ON "post_receipts" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("tenant_id","published_at","id");--> statement-breakpoint
CREATE INDEX "posts_channel_published_idx" ON "posts" USING btree ("tenant_id","channel_id","published_at","id");--> statement-breakpoint
SELECT enable_tenant_rls('post_channels');--> statement-breakpoint
SELECT enable_tenant_rls('post_channel_posters');--> statement-breakpoint
SELECT enable_tenant_rls('posts');--> statement-breakpoint
SELECT enable_tenant_rls('post_receipts');
