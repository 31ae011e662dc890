CREATE TABLE "privacy_acceptances" (
	"user_id" integer NOT NULL,
	"policy_version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_acceptances_user_id_policy_version_pk" PRIMARY KEY("user_id","policy_version")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_user_id" integer;--> statement-breakpoint
ALTER TABLE "privacy_acceptances" ADD CONSTRAINT "privacy_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;