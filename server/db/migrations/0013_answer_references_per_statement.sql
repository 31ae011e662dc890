-- An answer's member and question were checked by foreign keys, two queries per row: a fifth of a
-- batch of fifty answers went to them (EXPLAIN ANALYZE: 0.5 of 2.5 ms). The same guarantees, each
-- checked once per statement: an answer names a member and a question that exist, locked as a
-- foreign key's check locks them (FOR KEY SHARE) so neither is deleted before the answer commits; a
-- member's deletion takes their answers with it; an answered question cannot be deleted; a
-- referenced id cannot change. The constraint names stay in the errors, as before.
ALTER TABLE "answers" DROP CONSTRAINT "answers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_question_id_questions_id_fk";
--> statement-breakpoint
CREATE FUNCTION panelist_check_answer_references() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member_ids int[] := ARRAY(SELECT DISTINCT user_id FROM new_rows);
  question_ids int[] := ARRAY(SELECT DISTINCT question_id FROM new_rows);
BEGIN
  IF (SELECT count(*) FROM (SELECT FROM users WHERE id = ANY (member_ids) ORDER BY id FOR KEY SHARE) AS found) < cardinality(member_ids) THEN
    RAISE foreign_key_violation USING MESSAGE = 'an answer names a member who does not exist',
      TABLE = 'answers', CONSTRAINT = 'answers_user_id_users_id_fk';
  END IF;
  IF (SELECT count(*) FROM (SELECT FROM questions WHERE id = ANY (question_ids) ORDER BY id FOR KEY SHARE) AS found) < cardinality(question_ids) THEN
    RAISE foreign_key_violation USING MESSAGE = 'an answer names a question that does not exist',
      TABLE = 'answers', CONSTRAINT = 'answers_question_id_questions_id_fk';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Statement triggers fire in name order: these before the counters' (answer_counts_on_...), so a
-- refused answer counts nothing and the error names the answers' constraint.
CREATE TRIGGER answer_checks_on_insert AFTER INSERT ON answers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panelist_check_answer_references();
--> statement-breakpoint
CREATE TRIGGER answer_checks_on_update AFTER UPDATE ON answers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panelist_check_answer_references();
--> statement-breakpoint
-- Before the member's row goes (it is locked by then), so the counters take their answers back with
-- the member's age group and sex (the cascading foreign key deleted them after, and counted nothing
-- back). Per row: members are deleted rarely, never by the answers' path.
CREATE FUNCTION panelist_delete_answers_of_deleted_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM answers WHERE user_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_delete_answers BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION panelist_delete_answers_of_deleted_member();
--> statement-breakpoint
CREATE FUNCTION panelist_refuse_deleting_answered_questions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM answers WHERE question_id IN (SELECT id FROM old_rows)) THEN
    RAISE foreign_key_violation USING MESSAGE = 'a question that has answers cannot be deleted',
      TABLE = 'answers', CONSTRAINT = 'answers_question_id_questions_id_fk';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_refuse_deleting_answered AFTER DELETE ON questions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panelist_refuse_deleting_answered_questions();
--> statement-breakpoint
-- A referenced id never changes (ids are serial keys; nothing moves them). Column-list triggers fire
-- only for an UPDATE that sets id, so the batch's balance update never reaches them.
CREATE FUNCTION panelist_refuse_moving_answered_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM answers WHERE CASE TG_TABLE_NAME WHEN 'users' THEN user_id ELSE question_id END = OLD.id) THEN
    RAISE foreign_key_violation USING MESSAGE = 'the id of a ' || TG_TABLE_NAME || ' row that answers name cannot change',
      TABLE = 'answers', CONSTRAINT = 'answers_' || CASE TG_TABLE_NAME WHEN 'users' THEN 'user_id_users' ELSE 'question_id_questions' END || '_id_fk';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_refuse_moving_answered_id AFTER UPDATE OF id ON users
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION panelist_refuse_moving_answered_ids();
--> statement-breakpoint
CREATE TRIGGER questions_refuse_moving_answered_id AFTER UPDATE OF id ON questions
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION panelist_refuse_moving_answered_ids();
--> statement-breakpoint
-- TRUNCATE skips delete triggers: members or questions emptied while answers remain is refused
-- (truncate answers in the same command, as the foreign keys asked).
CREATE FUNCTION panelist_refuse_truncating_answered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM answers) THEN
    RAISE foreign_key_violation USING MESSAGE = TG_TABLE_NAME || ' cannot be emptied while answers name them; truncate answers with them';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_refuse_truncating_answered AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION panelist_refuse_truncating_answered();
--> statement-breakpoint
CREATE TRIGGER questions_refuse_truncating_answered AFTER TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION panelist_refuse_truncating_answered();
