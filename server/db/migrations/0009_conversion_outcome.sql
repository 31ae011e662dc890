-- What a conversion answered (the balance and this month's tickets its own transaction left), so a
-- repeat of its idempotency key answers the same, whatever other conversions did in between.
ALTER TABLE "conversions" ADD COLUMN "points_after" integer;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "tickets_after" integer;