-- A member who signs in again while their deletion request is open cancels it: the request keeps
-- when (cancelled_at), and only a request neither completed nor cancelled counts as open.
DROP INDEX "account_deletion_open_key";--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_open_key" ON "account_deletion_requests" USING btree ("user_id") WHERE completed_at is null and cancelled_at is null;