-- Deleted workflow templates (issue 35), in the trash's shared shape (`…_project_trash.sql`);
-- a template's steps are a column of its row and wait with it.
CREATE TABLE workflow_template_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX workflow_template_trash_deleted_at ON workflow_template_trash (deleted_at DESC, entity_id DESC);
