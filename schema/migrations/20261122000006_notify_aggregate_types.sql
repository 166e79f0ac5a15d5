-- Projection workers wake only for the aggregate types they read (issue 6, P1: every Task
-- command used to wake the directory worker too, which then opened a transaction to find
-- nothing to do). The notification now names each aggregate type the statement appended;
-- PostgreSQL still folds duplicates within a transaction into one. A worker treats an empty
-- payload as "anything", so a notification from elsewhere still wakes it.
CREATE OR REPLACE FUNCTION notify_events_appended() RETURNS trigger
    LANGUAGE plpgsql AS
$$
BEGIN
    PERFORM pg_notify('staffhub_events', appended.aggregate_type)
    FROM (SELECT DISTINCT aggregate_type FROM appended_events) AS appended;
    RETURN NULL;
END;
$$;

DROP TRIGGER events_appended ON events;

CREATE TRIGGER events_appended
    AFTER INSERT ON events
    REFERENCING NEW TABLE AS appended_events
    FOR EACH STATEMENT
EXECUTE FUNCTION notify_events_appended();
