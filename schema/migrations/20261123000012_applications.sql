-- Issue 16: applications of a project, each with two trees (pages and requirements). One
-- projection ("applications") owns both tables.

-- projection "applications"
CREATE TABLE application_list
(
    application_id        uuid PRIMARY KEY,
    project_id            uuid        NOT NULL,
    name                  text        NOT NULL,
    description           text        NOT NULL,
    -- spec §4: draft 1, active 2, pending 3, archived 4
    status                smallint    NOT NULL,
    created_by            uuid,
    -- leaves of each tree, and how many are completed (kept as nodes change)
    page_total            int         NOT NULL,
    page_completed        int         NOT NULL,
    requirement_total     int         NOT NULL,
    requirement_completed int         NOT NULL,
    created_at            timestamptz NOT NULL,
    updated_at            timestamptz NOT NULL,
    version               bigint      NOT NULL
);
CREATE INDEX application_list_updated ON application_list (updated_at DESC, application_id DESC);
CREATE INDEX application_list_created ON application_list (created_at DESC, application_id DESC);
CREATE INDEX application_list_name ON application_list (lower(name), application_id);
CREATE INDEX application_list_project ON application_list (project_id);
CREATE INDEX application_list_keyword ON application_list USING gin ((name || ' ' || description) gin_trgm_ops);

-- Every page and requirement. `path` holds the ancestors from the root down to the parent,
-- so a subtree is `path @> ARRAY[directory]` and a move rewrites its subtree's paths in one
-- statement; `leaf_total`/`leaf_completed` are a directory's leaves below it (a leaf counts
-- itself), moved along the path as leaves appear, change status or move.
CREATE TABLE application_nodes
(
    node_id         uuid PRIMARY KEY,
    application_id  uuid        NOT NULL,
    -- 1 pages, 2 requirements
    tree            smallint    NOT NULL,
    -- 1 directory, 2 leaf
    kind            smallint    NOT NULL,
    parent_id       uuid,
    -- the parent it left on its latest move (a live list refreshes both)
    moved_from      uuid,
    position        int         NOT NULL,
    name            text        NOT NULL,
    content         text        NOT NULL,
    -- spec §4: not started 1, processing 2, closed 3, completed 4
    status          smallint    NOT NULL,
    path            uuid[]      NOT NULL,
    depth           int         NOT NULL,
    child_count     int         NOT NULL,
    leaf_total      int         NOT NULL,
    leaf_completed  int         NOT NULL,
    -- pages: the requirements they implement
    requirement_ids uuid[]      NOT NULL,
    created_at      timestamptz NOT NULL,
    updated_at      timestamptz NOT NULL,
    version         bigint      NOT NULL
);
-- a directory's children in order, and each tree's roots in order
CREATE INDEX application_nodes_children ON application_nodes (parent_id, position, node_id);
CREATE INDEX application_nodes_roots ON application_nodes (application_id, tree, position, node_id)
    WHERE parent_id IS NULL;
CREATE INDEX application_nodes_path ON application_nodes USING gin (path);
CREATE INDEX application_nodes_requirements ON application_nodes USING gin (requirement_ids);
