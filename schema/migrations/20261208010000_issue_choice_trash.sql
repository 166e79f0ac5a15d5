-- Deleted issue statuses and categories (issue 35 §1), in the trash's shared shape
-- (`…_project_trash.sql`), each list its own table of the issues projection. Nothing moves with
-- an entry: issues keep its id and read it "(deleted)". No entry was deleted before these
-- tables existed (the lists had no deletion), so nothing is replayed.
CREATE TABLE issue_status_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX issue_status_trash_deleted_at ON issue_status_trash (deleted_at DESC, entity_id DESC);

CREATE TABLE issue_category_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX issue_category_trash_deleted_at
    ON issue_category_trash (deleted_at DESC, entity_id DESC);
