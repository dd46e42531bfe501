-- Trigram indexes make the people, venue and position searches fast at any size (pg_trgm is a
-- trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "audiences" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rule" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audiences_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"type" text,
	"qr_token" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "person_groups" (
	"tenant_id" text NOT NULL,
	"person_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "person_groups_tenant_id_person_id_group_id_pk" PRIMARY KEY("tenant_id","person_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "person_positions" (
	"tenant_id" text NOT NULL,
	"person_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	CONSTRAINT "person_positions_tenant_id_person_id_position_id_pk" PRIMARY KEY("tenant_id","person_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "person_venues" (
	"tenant_id" text NOT NULL,
	"person_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	CONSTRAINT "person_venues_tenant_id_person_id_venue_id_pk" PRIMARY KEY("tenant_id","person_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"type" text,
	"category" text,
	"business_line" text,
	"company_id" uuid,
	"address" text,
	"country" text,
	"gla" numeric,
	"position_id" uuid,
	"qr_token" text,
	"last_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "bulk_load_rows" (
	"tenant_id" text NOT NULL,
	"load_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"problems" jsonb,
	"person_id" uuid,
	CONSTRAINT "bulk_load_rows_tenant_id_load_id_row_number_pk" PRIMARY KEY("tenant_id","load_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "bulk_loads" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"headers" text[] NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"failure" jsonb,
	"locked_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_loads_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "person_documents" (
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"person_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_documents_tenant_id_type_number_pk" PRIMARY KEY("tenant_id","type","number")
);
--> statement-breakpoint
CREATE TABLE "person_history" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "person_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "person_profiles" (
	"tenant_id" text NOT NULL,
	"person_id" uuid NOT NULL,
	"address" text,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_lines" text[] DEFAULT '{}'::text[] NOT NULL,
	"company_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_profiles_tenant_id_person_id_pk" PRIMARY KEY("tenant_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "persons" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audiences" ADD CONSTRAINT "audiences_tenant_id_created_by_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_venue_id_venues_tenant_id_id_fk" FOREIGN KEY ("tenant_id","venue_id") REFERENCES "public"."venues"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_groups" ADD CONSTRAINT "person_groups_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_groups" ADD CONSTRAINT "person_groups_tenant_id_group_id_groups_tenant_id_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_positions" ADD CONSTRAINT "person_positions_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_positions" ADD CONSTRAINT "person_positions_tenant_id_position_id_positions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","position_id") REFERENCES "public"."positions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_venues" ADD CONSTRAINT "person_venues_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_venues" ADD CONSTRAINT "person_venues_tenant_id_venue_id_venues_tenant_id_id_fk" FOREIGN KEY ("tenant_id","venue_id") REFERENCES "public"."venues"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_tenant_id_parent_id_positions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."positions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_tenant_id_position_id_positions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","position_id") REFERENCES "public"."positions"("tenant_id","id") ON DELETE SET NULL ("position_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_load_rows" ADD CONSTRAINT "bulk_load_rows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_load_rows" ADD CONSTRAINT "bulk_load_rows_tenant_id_load_id_bulk_loads_tenant_id_id_fk" FOREIGN KEY ("tenant_id","load_id") REFERENCES "public"."bulk_loads"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_loads" ADD CONSTRAINT "bulk_loads_tenant_id_created_by_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_documents" ADD CONSTRAINT "person_documents_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_history" ADD CONSTRAINT "person_history_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_history" ADD CONSTRAINT "person_history_tenant_id_actor_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","actor_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_profiles" ADD CONSTRAINT "person_profiles_tenant_id_person_id_persons_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."persons"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_profiles" ADD CONSTRAINT "person_profiles_tenant_id_company_id_companies_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."companies"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audiences_tenant_id_name_unique" ON "audiences" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_tenant_id_name_unique" ON "companies" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "groups_tenant_id_name_unique" ON "groups" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "locations_tenant_id_venue_id_idx" ON "locations" USING btree ("tenant_id","venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_qr_token_unique" ON "locations" USING btree ("qr_token");--> statement-breakpoint
CREATE INDEX "person_groups_tenant_id_group_id_idx" ON "person_groups" USING btree ("tenant_id","group_id");--> statement-breakpoint
CREATE INDEX "person_positions_tenant_id_position_id_idx" ON "person_positions" USING btree ("tenant_id","position_id");--> statement-breakpoint
CREATE INDEX "person_venues_tenant_id_venue_id_idx" ON "person_venues" USING btree ("tenant_id","venue_id");--> statement-breakpoint
CREATE INDEX "positions_tenant_id_parent_id_idx" ON "positions" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "positions_name_trgm_idx" ON "positions" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "venues_tenant_id_code_unique" ON "venues" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_qr_token_unique" ON "venues" USING btree ("qr_token");--> statement-breakpoint
CREATE INDEX "venues_name_trgm_idx" ON "venues" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bulk_load_rows_pending_idx" ON "bulk_load_rows" USING btree ("tenant_id","load_id","outcome");--> statement-breakpoint
CREATE INDEX "person_documents_tenant_id_person_id_idx" ON "person_documents" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE INDEX "person_history_tenant_id_person_id_at_idx" ON "person_history" USING btree ("tenant_id","person_id","at");--> statement-breakpoint
CREATE INDEX "person_profiles_tenant_id_company_id_idx" ON "person_profiles" USING btree ("tenant_id","company_id");--> statement-breakpoint
CREATE INDEX "persons_search_text_trgm_idx" ON "persons" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
SELECT enable_tenant_rls('companies');
--> statement-breakpoint
SELECT enable_tenant_rls('person_profiles');
--> statement-breakpoint
SELECT enable_tenant_rls('person_documents');
--> statement-breakpoint
-- A person's history is a record: the app adds to it and reads it, never rewrites it.
SELECT enable_tenant_rls('person_history', 'SELECT, INSERT');
--> statement-breakpoint
SELECT enable_tenant_rls('bulk_loads');
--> statement-breakpoint
SELECT enable_tenant_rls('bulk_load_rows');
--> statement-breakpoint
SELECT enable_tenant_rls('positions');
--> statement-breakpoint
SELECT enable_tenant_rls('person_positions');
--> statement-breakpoint
SELECT enable_tenant_rls('groups');
--> statement-breakpoint
SELECT enable_tenant_rls('person_groups');
--> statement-breakpoint
SELECT enable_tenant_rls('venues');
--> statement-breakpoint
SELECT enable_tenant_rls('locations');
--> statement-breakpoint
SELECT enable_tenant_rls('person_venues');
--> statement-breakpoint
SELECT enable_tenant_rls('audiences');
--> statement-breakpoint
-- The form every search compares: lower case, accents and ñ folded ('Muñoz' = 'munoz').
-- The app folds a query with the same function, so both sides always agree.
CREATE FUNCTION faena_fold(p_text text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT lower(translate(coalesce(p_text, ''),
      'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ',
      'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy'))
  $$;
--> statement-breakpoint
-- persons.search_text: the person's name and sign-in address, their other addresses and
-- phones (also as bare digits) and their document numbers (also without punctuation), folded.
-- Computed here, on every write of a person, a profile or a document, so no code path can
-- leave it stale.
CREATE FUNCTION persons_search_text() RETURNS trigger
  LANGUAGE plpgsql
  SET search_path = public, pg_temp
  AS $$
  DECLARE
    v_profile text;
    v_documents text;
  BEGIN
    SELECT concat_ws(' ', array_to_string(emails, ' '), array_to_string(phones, ' '),
                     regexp_replace(array_to_string(phones, ' '), '[^0-9 ]', '', 'g'))
      INTO v_profile
      FROM person_profiles WHERE tenant_id = NEW.tenant_id AND person_id = NEW.id;
    SELECT string_agg(number || ' ' || regexp_replace(number, '[^A-Za-z0-9]', '', 'g'), ' ')
      INTO v_documents
      FROM person_documents WHERE tenant_id = NEW.tenant_id AND person_id = NEW.id;
    NEW.search_text := faena_fold(concat_ws(' ', NEW.name, NEW.email, v_profile, v_documents));
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER persons_search_text BEFORE INSERT OR UPDATE ON persons
  FOR EACH ROW EXECUTE FUNCTION persons_search_text();
--> statement-breakpoint
-- A profile or a document changed: touch the person so the trigger above recomputes.
CREATE FUNCTION persons_search_text_touch() RETURNS trigger
  LANGUAGE plpgsql
  SET search_path = public, pg_temp
  AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      UPDATE persons SET search_text = '' WHERE tenant_id = OLD.tenant_id AND id = OLD.person_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      UPDATE persons SET search_text = '' WHERE tenant_id = NEW.tenant_id AND id = NEW.person_id;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER person_profiles_search_text AFTER INSERT OR UPDATE OR DELETE ON person_profiles
  FOR EACH ROW EXECUTE FUNCTION persons_search_text_touch();
--> statement-breakpoint
CREATE TRIGGER person_documents_search_text AFTER INSERT OR UPDATE OR DELETE ON person_documents
  FOR EACH ROW EXECUTE FUNCTION persons_search_text_touch();
--> statement-breakpoint
-- Every person already there gets an empty profile and their search text.
INSERT INTO person_profiles (tenant_id, person_id) SELECT tenant_id, id FROM persons;
--> statement-breakpoint
UPDATE persons SET search_text = '';
