ALTER TABLE "uploads" ADD COLUMN "parts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Chunked uploads under way kept their bytes in a partial file on one machine's disk; their chunks now live in the storage, so they continue from the start.
UPDATE "uploads" SET "size" = 0 WHERE "expected_size" IS NOT NULL;
