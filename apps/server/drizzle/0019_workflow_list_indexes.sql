CREATE INDEX "workflow_responses_person_idx" ON "workflow_responses" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE INDEX "workflow_steps_audience_persons_all_idx" ON "workflow_steps" USING gin ("audience_persons");--> statement-breakpoint
CREATE INDEX "workflow_steps_audience_venues_all_idx" ON "workflow_steps" USING gin ("audience_venues");--> statement-breakpoint
CREATE INDEX "workflow_steps_audience_saved_idx" ON "workflow_steps" USING btree ("tenant_id","audience_saved_id") WHERE "workflow_steps"."audience_saved_id" is not null;--> statement-breakpoint
-- Row-level security keeps a query's own conditions from running before the policy unless
-- their functions are leakproof, so without this no process-variable filter (`variables @>`)
-- could use the GIN index of workflow_executions, nor a task audience (`audience_persons @>`,
-- `audience_venues &&`) the GIN indexes of workflow_steps: the executions list, its export,
-- the kanban board and the task inbox would read every execution or step of the organization.
-- `jsonb_contains`, `arraycontains` and `arrayoverlap` compare their two values and fail only
-- on types (never on the data they test), so they reveal nothing of the rows they filter.
-- Only a superuser may mark a function leakproof: without that right (a managed service) the
-- lists stay correct, only slower, and the migration says so in a notice.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.jsonb_contains(jsonb, jsonb) LEAKPROOF;
  ALTER FUNCTION pg_catalog.arraycontains(anyarray, anyarray) LEAKPROOF;
  ALTER FUNCTION pg_catalog.arrayoverlap(anyarray, anyarray) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'jsonb_contains, arraycontains and arrayoverlap could not be marked LEAKPROOF (not a superuser): workflow lists will not use their GIN indexes';
END
$$;
