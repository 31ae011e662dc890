CREATE TABLE "push_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"quest_id" integer NOT NULL,
	"title" text NOT NULL,
	"audience" integer NOT NULL,
	"tokens" integer NOT NULL,
	"sent" integer NOT NULL,
	"failed" integer NOT NULL,
	"unregistered_deleted" integer NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
