-- Deleted email templates (issue 35), in the trash's shared shape (`…_project_trash.sql`).
-- Jobs keep their own copy of subject and HTML, so nothing of theirs moves with a template.
CREATE TABLE email_template_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX email_template_trash_deleted_at ON email_template_trash (deleted_at DESC, entity_id DESC);
