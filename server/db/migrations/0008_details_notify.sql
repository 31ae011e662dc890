-- Members' details (GET user/{id}) are cached per instance too: 'details:<user>,...' when what that
-- answer shows changes but no access fact does (points, profile columns, photo, privacy
-- acceptance, tickets). A change to access facts still says 'members:', which drops everything.
CREATE FUNCTION panelist_notify_details_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  SELECT count(DISTINCT user_id) INTO changed FROM changed_rows;
  IF changed > 300 THEN
    PERFORM pg_notify('panelist_cache', 'details:*');
  ELSIF changed > 0 THEN
    PERFORM pg_notify('panelist_cache', 'details:' || (SELECT string_agg(DISTINCT user_id::text, ',') FROM changed_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update may move a row to another member (a guest's tickets to the account they registered).
CREATE FUNCTION panelist_notify_details_of_moved_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
  ids text;
BEGIN
  SELECT count(*), string_agg(user_id::text, ',') INTO changed, ids FROM (SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows) AS moved;
  IF changed > 300 THEN
    PERFORM pg_notify('panelist_cache', 'details:*');
  ELSIF changed > 0 THEN
    PERFORM pg_notify('panelist_cache', 'details:' || ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION panelist_notify_all_details() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('panelist_cache', 'details:*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_photos_notify_cache_insert AFTER INSERT ON user_photos REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_details_of_rows();
--> statement-breakpoint
CREATE TRIGGER user_photos_notify_cache_update AFTER UPDATE ON user_photos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_details_of_moved_rows();
--> statement-breakpoint
CREATE TRIGGER user_photos_notify_cache_delete AFTER DELETE ON user_photos REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_details_of_rows();
--> statement-breakpoint
CREATE TRIGGER user_photos_notify_cache_truncate AFTER TRUNCATE ON user_photos FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_all_details();
--> statement-breakpoint
CREATE TRIGGER privacy_acceptances_notify_cache_insert AFTER INSERT ON privacy_acceptances REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_details_of_rows();
--> statement-breakpoint
CREATE TRIGGER privacy_acceptances_notify_cache_update AFTER UPDATE ON privacy_acceptances REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_details_of_moved_rows();
--> statement-breakpoint
CREATE TRIGGER privacy_acceptances_notify_cache_delete AFTER DELETE ON privacy_acceptances REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_details_of_rows();
--> statement-breakpoint
CREATE TRIGGER privacy_acceptances_notify_cache_truncate AFTER TRUNCATE ON privacy_acceptances FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_all_details();
--> statement-breakpoint
CREATE TRIGGER tickets_notify_cache_insert AFTER INSERT ON tickets REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_details_of_rows();
--> statement-breakpoint
CREATE TRIGGER tickets_notify_cache_update AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_details_of_moved_rows();
--> statement-breakpoint
CREATE TRIGGER tickets_notify_cache_delete AFTER DELETE ON tickets REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_details_of_rows();
--> statement-breakpoint
CREATE TRIGGER tickets_notify_cache_truncate AFTER TRUNCATE ON tickets FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_all_details();
--> statement-breakpoint
-- A city's name is in its members' details: a change is content, like a language's.
CREATE TRIGGER cities_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities FOR EACH STATEMENT EXECUTE FUNCTION panelist_notify_content();
--> statement-breakpoint
-- Users: a change to access facts says 'members:' as before; any other change (points, profile) 'details:'.
CREATE OR REPLACE FUNCTION panelist_notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
  ids text;
  detailed bigint;
  detail_ids text;
BEGIN
  SELECT count(*), string_agg(o.id::text, ',') INTO changed, ids
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.status, o.is_guest, o.language_id, o.panel_segment) IS DISTINCT FROM (n.status, n.is_guest, n.language_id, n.panel_segment);
  IF changed > 300 THEN
    PERFORM pg_notify('panelist_cache', 'members:*');
  ELSIF changed > 0 THEN
    PERFORM pg_notify('panelist_cache', 'members:' || ids);
  END IF;
  SELECT count(*), string_agg(o.id::text, ',') INTO detailed, detail_ids
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.status, o.is_guest, o.language_id, o.panel_segment) IS NOT DISTINCT FROM (n.status, n.is_guest, n.language_id, n.panel_segment)
    AND o IS DISTINCT FROM n;
  IF detailed > 300 THEN
    PERFORM pg_notify('panelist_cache', 'details:*');
  ELSIF detailed > 0 THEN
    PERFORM pg_notify('panelist_cache', 'details:' || detail_ids);
  END IF;
  RETURN NULL;
END $$;
