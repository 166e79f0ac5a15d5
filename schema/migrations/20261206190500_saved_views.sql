-- Saved views (issue 35 §5): a named filter, sort and column set of one list, its owner's, or
-- shared with a role. Projection "views"; who reads a row is one SQL condition over it
-- (`read::views::condition`: the owner, or a holder of the shared role).
CREATE TABLE saved_views
(
    view_id             uuid PRIMARY KEY,
    owner_id            uuid        NOT NULL,
    list                text        NOT NULL,
    name                text        NOT NULL,
    query               text        NOT NULL,
    shared_with_role_id integer,
    created_at          timestamptz NOT NULL,
    updated_at          timestamptz NOT NULL,
    version             bigint      NOT NULL
);
CREATE INDEX saved_views_owner ON saved_views (owner_id, list, lower(name), view_id);
CREATE INDEX saved_views_role ON saved_views (shared_with_role_id, list)
    WHERE shared_with_role_id IS NOT NULL;

-- Deleted views (issue 35), in the trash's shared shape (`…_project_trash.sql`).
CREATE TABLE saved_view_trash
(
    entity_id   uuid PRIMARY KEY,
    entity_type text        NOT NULL,
    title       text        NOT NULL,
    rows        jsonb       NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint      NOT NULL
);
CREATE INDEX saved_view_trash_deleted_at ON saved_view_trash (deleted_at DESC, entity_id DESC);
