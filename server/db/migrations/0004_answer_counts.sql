CREATE TABLE "answer_counts" (
	"question_id" integer NOT NULL,
	"age_group" text NOT NULL,
	"sex" text NOT NULL,
	"choice_value" smallint NOT NULL,
	"shard" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "answer_counts_question_id_age_group_sex_choice_value_shard_pk" PRIMARY KEY("question_id","age_group","sex","choice_value","shard")
);
--> statement-breakpoint
ALTER TABLE "answer_counts" ADD CONSTRAINT "answer_counts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The answerer's age group on the day of the answer (UTC), as ageGroup() in answer-rules.ts says.
CREATE FUNCTION "answer_age_group"(birthdate date, answered_at timestamptz) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN birthdate IS NULL THEN 'unknown'
    WHEN a.age < 18 THEN 'under 18'
    WHEN a.age < 25 THEN '18-24'
    WHEN a.age < 35 THEN '25-34'
    WHEN a.age < 45 THEN '35-44'
    WHEN a.age < 55 THEN '45-54'
    WHEN a.age < 65 THEN '55-64'
    ELSE '65+'
  END
  FROM (SELECT date_part('year', age((answered_at AT TIME ZONE 'UTC')::date, birthdate))::int AS age) AS a
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes back (sign -1) what answer rows count: with the answerer's age group and
-- sex at the time of the answer, so later profile edits never move old counts; in key order, so two
-- writers never deadlock; on the shard of the connection, so two connections rarely wait on one row.
CREATE FUNCTION "answer_counts_add"(rows "answers"[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO answer_counts AS c (question_id, age_group, sex, choice_value, shard, count)
  SELECT r.question_id, answer_age_group(u.birthdate, r.answered_at), coalesce(u.sex, 'unknown'), v.value,
    (pg_backend_pid() % 8)::smallint, sign * count(*)::int
  FROM unnest(rows) AS r
  JOIN users u ON u.id = r.user_id
  CROSS JOIN LATERAL (SELECT -1::smallint AS value UNION ALL SELECT unnest(r.choice_values)) AS v
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (question_id, age_group, sex, choice_value, shard) DO UPDATE SET count = c.count + excluded.count
$$;
--> statement-breakpoint
-- Statement-level with transition tables: a multi-row insert updates each counter once.
CREATE FUNCTION "answer_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM answer_counts_add(ARRAY(SELECT n::"answers" FROM new_answers n), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM answer_counts_add(ARRAY(SELECT o::"answers" FROM old_answers o), -1);
  ELSE
    -- Only rows whose counted fields changed move.
    PERFORM answer_counts_add(ARRAY(SELECT o::"answers" FROM old_answers o JOIN new_answers n ON n.id = o.id
      WHERE (n.question_id, n.user_id, n.answered_at, n.choice_values) IS DISTINCT FROM (o.question_id, o.user_id, o.answered_at, o.choice_values)), -1);
    PERFORM answer_counts_add(ARRAY(SELECT n::"answers" FROM new_answers n JOIN old_answers o ON o.id = n.id
      WHERE (n.question_id, n.user_id, n.answered_at, n.choice_values) IS DISTINCT FROM (o.question_id, o.user_id, o.answered_at, o.choice_values)), 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "answer_counts_on_insert" AFTER INSERT ON "answers"
  REFERENCING NEW TABLE AS new_answers FOR EACH STATEMENT EXECUTE FUNCTION "answer_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "answer_counts_on_update" AFTER UPDATE ON "answers"
  REFERENCING OLD TABLE AS old_answers NEW TABLE AS new_answers FOR EACH STATEMENT EXECUTE FUNCTION "answer_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "answer_counts_on_delete" AFTER DELETE ON "answers"
  REFERENCING OLD TABLE AS old_answers FOR EACH STATEMENT EXECUTE FUNCTION "answer_counts_apply"();
--> statement-breakpoint
-- The answers so far, with the answerers' profiles as they are now (their state at the time is not kept).
INSERT INTO answer_counts (question_id, age_group, sex, choice_value, shard, count)
SELECT a.question_id, answer_age_group(u.birthdate, a.answered_at), coalesce(u.sex, 'unknown'), v.value, 0, count(*)::int
FROM answers a
JOIN users u ON u.id = a.user_id
CROSS JOIN LATERAL (SELECT -1::smallint AS value UNION ALL SELECT unnest(a.choice_values)) AS v
GROUP BY 1, 2, 3, 4;
