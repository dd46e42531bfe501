CREATE TABLE "activity_completion_daily" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "activity_completion_daily_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" text NOT NULL,
	"time_zone" text NOT NULL,
	"venue_id" uuid,
	"status" text NOT NULL,
	"records" bigint NOT NULL,
	CONSTRAINT "activity_completion_daily_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "activity_completion_daily_key" UNIQUE NULLS NOT DISTINCT("tenant_id","day","time_zone","venue_id","status")
);
--> statement-breakpoint
ALTER TABLE "activity_completion_daily" ADD CONSTRAINT "activity_completion_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The activity-completion report's rollup is kept here, by triggers, so every write counts:
-- the routes, imports, bulk statements and seeds. Occurrence records count per statement (its
-- transition tables, one upsert per key however many rows it wrote); an activity moving to
-- another venue or zone moves its counts; deleting an activity takes its counts out first
-- (its records then go by cascade, no longer joined to an activity). Rows reaching zero go.
-- Functions run as the caller: under row-level security, app_user reaches its organization only.
CREATE OR REPLACE FUNCTION activity_completion_daily_add() RETURNS trigger
  LANGUAGE plpgsql
  SET search_path = public, pg_temp
  AS $$
  BEGIN
    INSERT INTO activity_completion_daily AS d (tenant_id, day, time_zone, venue_id, status, records)
    SELECT n.tenant_id, left(n.recurrence_id, 8), a.time_zone, a.venue_id, n.status, count(*)
    FROM new_records n
    JOIN activities a ON a.tenant_id = n.tenant_id AND a.id = n.activity_id
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (tenant_id, day, time_zone, venue_id, status)
      DO UPDATE SET records = d.records + excluded.records;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_completion_daily_change() RETURNS trigger
  LANGUAGE plpgsql
  SET search_path = public, pg_temp
  AS $$
  BEGIN
    INSERT INTO activity_completion_daily AS d (tenant_id, day, time_zone, venue_id, status, records)
    SELECT tenant_id, day, time_zone, venue_id, status, sum(delta)
    FROM (
      SELECT n.tenant_id, left(n.recurrence_id, 8) AS day, a.time_zone, a.venue_id, n.status, 1 AS delta
      FROM new_records n
      JOIN activities a ON a.tenant_id = n.tenant_id AND a.id = n.activity_id
      UNION ALL
      SELECT o.tenant_id, left(o.recurrence_id, 8), a.time_zone, a.venue_id, o.status, -1
      FROM old_records o
      JOIN activities a ON a.tenant_id = o.tenant_id AND a.id = o.activity_id
    ) changes
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(delta) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (tenant_id, day, time_zone, venue_id, status)
      DO UPDATE SET records = d.records + excluded.records;
    DELETE FROM activity_completion_daily d
    USING (SELECT DISTINCT tenant_id, left(recurrence_id, 8) AS day, status FROM old_records) o
    WHERE d.tenant_id = o.tenant_id AND d.day = o.day AND d.status = o.status AND d.records = 0;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Only ever subtracts from existing rows (an organization being deleted takes its rows too).
CREATE OR REPLACE FUNCTION activity_completion_daily_remove() RETURNS trigger
  LANGUAGE plpgsql
  SET search_path = public, pg_temp
  AS $$
  BEGIN
    UPDATE activity_completion_daily d SET records = d.records - gone.records
    FROM (
      SELECT o.tenant_id, left(o.recurrence_id, 8) AS day, a.time_zone, a.venue_id, o.status, count(*) AS records
      FROM old_records o
      JOIN activities a ON a.tenant_id = o.tenant_id AND a.id = o.activity_id
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 3, 4, 5
    ) gone
    WHERE d.tenant_id = gone.tenant_id AND d.day = gone.day AND d.time_zone = gone.time_zone
      AND d.status = gone.status AND d.venue_id IS NOT DISTINCT FROM gone.venue_id;
    DELETE FROM activity_completion_daily d
    USING (SELECT DISTINCT tenant_id, left(recurrence_id, 8) AS day, status FROM old_records) o
    WHERE d.tenant_id = o.tenant_id AND d.day = o.day AND d.status = o.status AND d.records = 0;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- An activity's counts, per day and status, leaving (venue, zone) `p_from` and joining `p_to`
-- (nulls: only leaving, as when the activity is deleted).
CREATE OR REPLACE FUNCTION activity_completion_daily_move(
  p_tenant text, p_activity integer,
  p_from_zone text, p_from_venue uuid, p_to_zone text, p_to_venue uuid
) RETURNS void
  LANGUAGE plpgsql
  SET search_path = public, pg_temp
  AS $$
  BEGIN
    UPDATE activity_completion_daily d SET records = d.records - m.records
    FROM (
      SELECT left(e.recurrence_id, 8) AS day, e.status, count(*) AS records
      FROM activity_executions e
      WHERE e.tenant_id = p_tenant AND e.activity_id = p_activity
      GROUP BY 1, 2
      ORDER BY 1, 2
    ) m
    WHERE d.tenant_id = p_tenant AND d.day = m.day AND d.time_zone = p_from_zone
      AND d.status = m.status AND d.venue_id IS NOT DISTINCT FROM p_from_venue;
    DELETE FROM activity_completion_daily d
    WHERE d.tenant_id = p_tenant AND d.time_zone = p_from_zone AND d.records = 0
      AND d.day IN (SELECT left(e.recurrence_id, 8) FROM activity_executions e
                    WHERE e.tenant_id = p_tenant AND e.activity_id = p_activity);
    IF p_to_zone IS NOT NULL THEN
      INSERT INTO activity_completion_daily AS d (tenant_id, day, time_zone, venue_id, status, records)
      SELECT p_tenant, left(e.recurrence_id, 8), p_to_zone, p_to_venue, e.status, count(*)
      FROM activity_executions e
      WHERE e.tenant_id = p_tenant AND e.activity_id = p_activity
      GROUP BY 2, 5
      ORDER BY 2, 5
      ON CONFLICT (tenant_id, day, time_zone, venue_id, status)
        DO UPDATE SET records = d.records + excluded.records;
    END IF;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_completion_daily_activity_moved() RETURNS trigger
  LANGUAGE plpgsql
  SET search_path = public, pg_temp
  AS $$
  BEGIN
    PERFORM activity_completion_daily_move(OLD.tenant_id, OLD.id, OLD.time_zone, OLD.venue_id, NEW.time_zone, NEW.venue_id);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_completion_daily_activity_deleted() RETURNS trigger
  LANGUAGE plpgsql
  SET search_path = public, pg_temp
  AS $$
  BEGIN
    PERFORM activity_completion_daily_move(OLD.tenant_id, OLD.id, OLD.time_zone, OLD.venue_id, NULL, NULL);
    RETURN OLD;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER activity_completion_daily_insert AFTER INSERT ON activity_executions
  REFERENCING NEW TABLE AS new_records
  FOR EACH STATEMENT EXECUTE FUNCTION activity_completion_daily_add();
--> statement-breakpoint
CREATE TRIGGER activity_completion_daily_update AFTER UPDATE ON activity_executions
  REFERENCING OLD TABLE AS old_records NEW TABLE AS new_records
  FOR EACH STATEMENT EXECUTE FUNCTION activity_completion_daily_change();
--> statement-breakpoint
CREATE TRIGGER activity_completion_daily_delete AFTER DELETE ON activity_executions
  REFERENCING OLD TABLE AS old_records
  FOR EACH STATEMENT EXECUTE FUNCTION activity_completion_daily_remove();
--> statement-breakpoint
CREATE TRIGGER activity_completion_daily_activity_update AFTER UPDATE ON activities
  FOR EACH ROW
  WHEN (OLD.venue_id IS DISTINCT FROM NEW.venue_id OR OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION activity_completion_daily_activity_moved();
--> statement-breakpoint
-- Before the row goes: its records still join it; their cascade then finds no activity.
CREATE TRIGGER activity_completion_daily_activity_delete BEFORE DELETE ON activities
  FOR EACH ROW EXECUTE FUNCTION activity_completion_daily_activity_deleted();
--> statement-breakpoint
-- What is already recorded, counted the way the triggers count.
INSERT INTO activity_completion_daily (tenant_id, day, time_zone, venue_id, status, records)
SELECT e.tenant_id, left(e.recurrence_id, 8), a.time_zone, a.venue_id, e.status, count(*)
FROM activity_executions e
JOIN activities a ON a.tenant_id = e.tenant_id AND a.id = e.activity_id
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
SELECT enable_tenant_rls('activity_completion_daily');
