-- Deleted chat rooms (issue 35), in the trash's shared shape (`…_project_trash.sql`); a
-- room's messages (`chat_messages`) wait in `rows` with it.
CREATE TABLE chat_room_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX chat_room_trash_deleted_at ON chat_room_trash (deleted_at DESC, entity_id DESC);
