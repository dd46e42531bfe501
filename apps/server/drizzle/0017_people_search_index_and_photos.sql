CREATE TABLE "person_photos" (
	"tenant_id" text NOT NULL,
	"person_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_photos_tenant_id_person_id_pk" PRIMARY KEY("tenant_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "person_photos" ADD CONSTRAINT "person_photos_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "persons_tenant_id_name_idx" ON "persons" USING btree ("tenant_id","name","id");--> statement-breakpoint
SELECT enable_tenant_rls('person_photos');
--> statement-breakpoint
-- Row-level security keeps a query's own conditions from running before the policy unless
-- their functions are leakproof, so without this no LIKE could use the trigram index of
-- persons.search_text and every people search read the whole table. `textlike` can only fail
-- on its pattern (one ending in the escape character), never because of the text it tests: it
-- reveals nothing of the rows it filters.
-- Only a superuser may mark a function leakproof: on a database where the migrations run without
-- that right (a managed service), the searches stay correct, only slower, and the server says so
-- in the migration's notice rather than failing to start.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'textlike could not be marked LEAKPROOF (not a superuser): people search will not use its trigram index';
END
$$;
