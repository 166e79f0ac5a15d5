-- Deleted agent roles (issue 35), in the trash's shared shape (`…_project_trash.sql`). A role
-- is deleted only when no agent has it, so nothing else moves with it.
CREATE TABLE agent_role_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX agent_role_trash_deleted_at ON agent_role_trash (deleted_at DESC, entity_id DESC);
