ALTER TABLE "prizes" ADD COLUMN "image" "bytea";--> statement-breakpoint
ALTER TABLE "prizes" ADD COLUMN "image_type" text;