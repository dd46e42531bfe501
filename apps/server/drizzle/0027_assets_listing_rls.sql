DROP INDEX "asset_documents_listing_idx";--> statement-breakpoint
CREATE INDEX "asset_documents_upload_idx" ON "asset_documents" USING btree ("tenant_id","upload_id");--> statement-breakpoint
CREATE INDEX "asset_folders_parent_idx" ON "asset_folders" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "asset_documents_listing_idx" ON "asset_documents" USING btree ("tenant_id","folder_id",lower("name"),"id") WHERE "asset_documents"."deleted_at" is null;--> statement-breakpoint
-- Row-level security keeps a query's own conditions from running before the policy unless
-- their functions are leakproof, so without this a folder's page after a cursor —
-- `(lower(name), id) > (…)` — could not start in asset_documents_listing_idx: every page would
-- read and sort the whole folder. `lower` only folds the case of the text it is given and
-- cannot fail because of it: it reveals nothing of the rows it filters.
-- Only a superuser may mark a function leakproof: without that right (a managed service) the
-- listings stay correct, only slower, and the migration says so in a notice.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.lower(text) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'lower(text) could not be marked LEAKPROOF (not a superuser): folder listings will not use their index for later pages';
END
$$;
