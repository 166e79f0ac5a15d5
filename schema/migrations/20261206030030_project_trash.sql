-- The trash (issue 35): a deleted entity's rows, whole, as JSON by table, until restored.
-- Every projection whose entities can be deleted owns one table of this shape (one writer per
-- table), so the api lists every area's trash with one query over all of them.
CREATE TABLE project_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX project_trash_deleted_at ON project_trash (deleted_at DESC, entity_id DESC);
