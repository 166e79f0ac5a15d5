-- Deleted agents (issue 35), in the trash's shared shape (`…_project_trash.sql`). Nothing moves
-- with an agent: chat rooms and their answers keep its id and the version that wrote them.
-- No agent was deleted before this table existed (they were only archived), so nothing is
-- replayed.
CREATE TABLE agent_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX agent_trash_deleted_at ON agent_trash (deleted_at DESC, entity_id DESC);
