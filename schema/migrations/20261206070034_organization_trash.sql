-- Deleted organizations with their contacts (issue 35), in the trash's shared shape
-- (`…_project_trash.sql`). Organizations deleted before it were removed from the read model;
-- a rebuild puts them here, since their history is in the journal.
CREATE TABLE organization_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX organization_trash_deleted_at ON organization_trash (deleted_at DESC, entity_id DESC);
