-- An answer is its own credit's ledger entry and its own line in the member's activity: two rows
-- fewer to write per answer. The answers written before carry theirs onto the row, and the rows
-- beside them go (the activity shows an answer with its question's text from the question itself).
ALTER TABLE "answers" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "answers" AS a SET "points" = l."delta"
  FROM "points_ledger" AS l
  WHERE l."idempotency_key" = 'answer:' || a."id" AND l."user_id" = a."user_id";
--> statement-breakpoint
DELETE FROM "points_ledger" AS l USING "answers" AS a
  WHERE l."idempotency_key" = 'answer:' || a."id" AND l."user_id" = a."user_id";
--> statement-breakpoint
DELETE FROM "user_log" WHERE "action_type" = 'answer';
