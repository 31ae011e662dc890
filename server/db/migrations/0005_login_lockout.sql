ALTER TABLE "users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lockouts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Accounts the old rule locked for wrong passwords (until a reset) get the expiring lockout instead.
UPDATE "users" SET "status" = 'active', "failed_logins" = 0, "lockouts" = 1, "locked_until" = now() + interval '15 minutes' WHERE "status" = 'locked' AND "failed_logins" > 0;
