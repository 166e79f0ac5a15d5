-- Deleted tags (issue 35), in the trash's shared shape (`…_project_trash.sql`). Items keep a
-- deleted tag's id in their own rows, so nothing of theirs moves with it. Tags deleted before
-- the trash (`TagDeleted` was final) land here too on a rebuild and can be restored.
CREATE TABLE tag_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX tag_trash_deleted_at ON tag_trash (deleted_at DESC, entity_id DESC);
