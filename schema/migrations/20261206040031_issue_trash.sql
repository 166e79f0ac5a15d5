-- Deleted issues with their comments (issue 35), in the trash's shared shape
-- (`…_project_trash.sql`).
CREATE TABLE issue_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX issue_trash_deleted_at ON issue_trash (deleted_at DESC, entity_id DESC);
