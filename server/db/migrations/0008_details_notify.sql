-- Members' details (GET user/{id}) are cached per instance too: 'details:<user>,...' when what that
-- answer shows changes but no access fact does (points, profile columns, photo, privacy
-- acceptance, tickets). A change to access facts still says 'members:', which drops everything.
-- One notification for a set of members: their ids, or "all" past a few hundred (payloads are limited to 8000 bytes).
CREATE FUNCTION panelist_notify_user_ids(kind text, ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 300 THEN
    PERFORM pg_notify('panelist_cache', kind || ':*');
  ELSIF cardinality(ids) > 0 THEN
    PERFORM pg_notify('panelist_cache', kind || ':' || array_to_string(ids, ','));
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION panelist_notify_details_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM panelist_notify_user_ids('details', ARRAY(SELECT DISTINCT user_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update may move a row to another member (a guest's tickets to the account they registered).
CREATE FUNCTION panelist_notify_details_of_moved_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM panelist_notify_user_ids('details', ARRAY(SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows));
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
BEGIN
  PERFORM panelist_notify_user_ids('members', ARRAY(
    SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.is_guest, o.language_id, o.panel_segment) IS DISTINCT FROM (n.status, n.is_guest, n.language_id, n.panel_segment)));
  PERFORM panelist_notify_user_ids('details', ARRAY(
    SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.is_guest, o.language_id, o.panel_segment) IS NOT DISTINCT FROM (n.status, n.is_guest, n.language_id, n.panel_segment)
      AND o IS DISTINCT FROM n));
  RETURN NULL;
END $$;
