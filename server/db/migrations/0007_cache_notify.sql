-- Per-instance caches (the poll catalogue, sessions, members' answered polls) are copies kept fresh
-- by NOTIFY on the channel panelist_cache. Triggers send them, so every writer notifies: the app,
-- the operator CLI, a batch, or SQL typed by hand. A payload names the rows it is about; past a few
-- hundred rows it says "all" instead (NOTIFY payloads are limited to 8000 bytes).
CREATE FUNCTION panelist_notify_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('panelist_cache', 'content');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questions FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_content();
--> statement-breakpoint
CREATE TRIGGER choices_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON choices FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_content();
--> statement-breakpoint
CREATE TRIGGER choice_types_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON choice_types FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_content();
--> statement-breakpoint
CREATE TRIGGER proposed_questions_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON proposed_questions FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_content();
--> statement-breakpoint
CREATE TRIGGER languages_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON languages FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_content();
--> statement-breakpoint
-- 'answers:<user>:<question>,...' for new answers; 'members:<user>,...' when a member's answers,
-- sessions or access facts change (their cached entries are dropped and read again).
CREATE FUNCTION panelist_notify_answers_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added bigint;
BEGIN
  SELECT count(*) INTO added FROM new_rows;
  IF added > 300 THEN
    PERFORM pg_notify('panelist_cache', 'members:*');
  ELSIF added > 0 THEN
    PERFORM pg_notify('panelist_cache', 'answers:' || (SELECT string_agg(user_id || ':' || question_id, ',') FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION panelist_notify_members_of_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  SELECT count(DISTINCT user_id) INTO changed FROM old_rows;
  IF changed > 300 THEN
    PERFORM pg_notify('panelist_cache', 'members:*');
  ELSIF changed > 0 THEN
    PERFORM pg_notify('panelist_cache', 'members:' || (SELECT string_agg(DISTINCT user_id::text, ',') FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER answers_notify_cache_insert AFTER INSERT ON answers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_answers_added();
--> statement-breakpoint
CREATE TRIGGER answers_notify_cache_update AFTER UPDATE ON answers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_members_of_old_rows();
--> statement-breakpoint
CREATE TRIGGER answers_notify_cache_delete AFTER DELETE ON answers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_members_of_old_rows();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_cache_update AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_members_of_old_rows();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_cache_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_members_of_old_rows();
--> statement-breakpoint
-- A member's access facts: a points change alone (every credited answer) notifies nobody.
CREATE FUNCTION panelist_notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
  ids text;
BEGIN
  SELECT count(*), string_agg(o.id::text, ',') INTO changed, ids
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.status, o.is_guest, o.language_id, o.panel_segment) IS DISTINCT FROM (n.status, n.is_guest, n.language_id, n.panel_segment);
  IF changed > 300 THEN
    PERFORM pg_notify('panelist_cache', 'members:*');
  ELSIF changed > 0 THEN
    PERFORM pg_notify('panelist_cache', 'members:' || ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_cache_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_users_changed();
--> statement-breakpoint
CREATE FUNCTION panelist_notify_users_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('panelist_cache', CASE WHEN (SELECT count(*) FROM old_rows) > 300 THEN 'members:*' ELSE 'members:' || (SELECT string_agg(id::text, ',') FROM old_rows) END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_cache_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_users_deleted();
--> statement-breakpoint
CREATE FUNCTION panelist_notify_all_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('panelist_cache', 'members:*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER answers_notify_cache_truncate AFTER TRUNCATE ON answers FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_all_members();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_cache_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_all_members();
--> statement-breakpoint
CREATE TRIGGER users_notify_cache_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_all_members();
