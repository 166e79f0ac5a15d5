-- Deleted applications and pages or requirements (issue 35), in the trash's shared shape
-- (`…_project_trash.sql`), both of the "applications" projection. An application waits in
-- `application_trash` with every node of its two trees (`application_nodes` in `rows`); a page
-- or requirement in `application_node_trash` with its whole subtree, its own row first.
CREATE TABLE application_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX application_trash_deleted_at ON application_trash (deleted_at DESC, entity_id DESC);

CREATE TABLE application_node_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX application_node_trash_deleted_at ON application_node_trash (deleted_at DESC, entity_id DESC);
