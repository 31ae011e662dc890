CREATE TABLE "choice_type_translations" (
	"choice_type_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "choice_type_translations_choice_type_id_language_id_unique" UNIQUE("choice_type_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "choice_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT true NOT NULL,
	CONSTRAINT "choice_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"label" text NOT NULL,
	"value" smallint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"have_media" boolean DEFAULT false NOT NULL,
	"image" "bytea",
	"image_type" text,
	"image_width" integer,
	"image_height" integer,
	"disqualifies" boolean DEFAULT false NOT NULL,
	CONSTRAINT "choices_question_id_value_unique" UNIQUE("question_id","value")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"county_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "cities_county_id_name_unique" UNIQUE("county_id","name")
);
--> statement-breakpoint
CREATE TABLE "counties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "counties_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "default_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"choice_type_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"label" text NOT NULL,
	"value" smallint NOT NULL,
	CONSTRAINT "default_choices_choice_type_id_language_id_value_unique" UNIQUE("choice_type_id","language_id","value")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ui_name" text NOT NULL,
	"panel_directory_name" text NOT NULL,
	"moment_locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "languages_ui_name_unique" UNIQUE("ui_name")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"choice_type_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"date_start" timestamp with time zone DEFAULT now() NOT NULL,
	"date_end" timestamp with time zone,
	"have_media" boolean DEFAULT false NOT NULL,
	"topic_name" text DEFAULT 'general' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"quest_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"is_screening" boolean DEFAULT false NOT NULL,
	"proposed_question_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_deletion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activation_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "activation_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hash" text NOT NULL,
	"channel" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"surname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"birthdate" date,
	"sex" text,
	"phone" text,
	"address" text,
	"city_id" integer,
	"language_id" integer NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"forecast_segment" text,
	"panel_segment" text,
	"agrees_contact" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"recommended_by" integer,
	"erg_employee" boolean DEFAULT false NOT NULL,
	"make_forecaster" boolean DEFAULT false NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"fingerprint" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failed_logins" smallint DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_points_nonnegative" CHECK ("users"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"choice_values" smallint[] NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_user_question_key" UNIQUE("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "device_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "proposed_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"choice_type_id" integer,
	"question_type" text,
	"choices" jsonb,
	"status" smallint DEFAULT 0 NOT NULL,
	"question_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposed_status_valid" CHECK ("proposed_questions"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "quest_participations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quest_id" integer NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quest_participations_user_id_quest_id_unique" UNIQUE("user_id","quest_id")
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"language_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"q_quest_id" integer,
	"panel_segment" text,
	"estimated_minutes" smallint DEFAULT 5 NOT NULL,
	"date_start" timestamp with time zone DEFAULT now() NOT NULL,
	"date_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action_type" text NOT NULL,
	"action_details" text NOT NULL,
	"action_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"points_spent" integer NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"prize_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points_cost" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "prizes_stock_nonnegative" CHECK ("prizes"."stock" >= 0),
	CONSTRAINT "prizes_cost_positive" CHECK ("prizes"."points_cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" char(7) NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text,
	"result" jsonb,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "raffle_draws_month_unique" UNIQUE("month")
);
--> statement-breakpoint
CREATE TABLE "ticket_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"index" smallint NOT NULL,
	"tickets" integer NOT NULL,
	"points" integer NOT NULL,
	"promo" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"month" char(7) NOT NULL,
	"count" integer NOT NULL,
	"conversion_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_count_positive" CHECK ("tickets"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "choice_type_translations" ADD CONSTRAINT "choice_type_translations_choice_type_id_choice_types_id_fk" FOREIGN KEY ("choice_type_id") REFERENCES "public"."choice_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_type_translations" ADD CONSTRAINT "choice_type_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choices" ADD CONSTRAINT "choices_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_choices" ADD CONSTRAINT "default_choices_choice_type_id_choice_types_id_fk" FOREIGN KEY ("choice_type_id") REFERENCES "public"."choice_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_choices" ADD CONSTRAINT "default_choices_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_choice_type_id_choice_types_id_fk" FOREIGN KEY ("choice_type_id") REFERENCES "public"."choice_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposed_questions" ADD CONSTRAINT "proposed_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposed_questions" ADD CONSTRAINT "proposed_questions_choice_type_id_choice_types_id_fk" FOREIGN KEY ("choice_type_id") REFERENCES "public"."choice_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposed_questions" ADD CONSTRAINT "proposed_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_participations" ADD CONSTRAINT "quest_participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_participations" ADD CONSTRAINT "quest_participations_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_log" ADD CONSTRAINT "user_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_quest_idx" ON "questions" USING btree ("quest_id","position");--> statement-breakpoint
CREATE INDEX "questions_lang_dates_idx" ON "questions" USING btree ("language_id","date_start");--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_open_key" ON "account_deletion_requests" USING btree ("user_id") WHERE completed_at is null;--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_recommended_by_idx" ON "users" USING btree ("recommended_by");--> statement-breakpoint
CREATE INDEX "answers_question_idx" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "device_tokens_user_idx" ON "device_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "proposed_questions_user_idx" ON "proposed_questions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_log_user_date_idx" ON "user_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_user_month_idx" ON "tickets" USING btree ("user_id","month");