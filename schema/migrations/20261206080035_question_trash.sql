-- Deleted questions (issue 35), in the trash's shared shape (`…_project_trash.sql`).
CREATE TABLE question_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX question_trash_deleted_at ON question_trash (deleted_at DESC, entity_id DESC);
