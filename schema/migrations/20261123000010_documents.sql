-- Issue 14: documents, their categories and permission categories, versions and favourites.
-- One projection ("documents") owns every table here.

-- projection "documents"
CREATE TABLE document_list
(
    document_id            uuid PRIMARY KEY,
    title                  text        NOT NULL,
    body                   text        NOT NULL,
    category_id            uuid,
    permission_category_id uuid,
    tag_ids                uuid[]      NOT NULL,
    -- spec §4: active 1, archived 2, draft 3
    status                 smallint    NOT NULL,
    author_id              uuid,
    -- the document's own role assignments: every role with access, and those that may edit
    reader_roles           int[]       NOT NULL,
    editor_roles           int[]       NOT NULL,
    attachments            jsonb       NOT NULL,
    -- content saves (versions) so far
    revision               int         NOT NULL,
    -- keyword search: title and body terms (words, and CJK unigrams and bigrams; see
    -- projections/src/search.rs), the title's alone to rank title hits first
    search                 tsvector    NOT NULL,
    title_search           tsvector    NOT NULL,
    created_at             timestamptz NOT NULL,
    updated_at             timestamptz NOT NULL,
    version                bigint      NOT NULL
);
CREATE INDEX document_list_updated ON document_list (updated_at, document_id);
CREATE INDEX document_list_created ON document_list (created_at, document_id);
CREATE INDEX document_list_title ON document_list (lower(title), document_id);
CREATE INDEX document_list_search ON document_list USING gin (search);
CREATE INDEX document_list_tags ON document_list USING gin (tag_ids);
CREATE INDEX document_list_category ON document_list (category_id);
CREATE INDEX document_list_permission_category ON document_list (permission_category_id);
CREATE INDEX document_list_author ON document_list (author_id);
-- the access rule's own role assignments
CREATE INDEX document_list_reader_roles ON document_list USING gin (reader_roles);

-- Every save of a document's content: the version list, diffs and restore.
CREATE TABLE document_versions
(
    document_id       uuid        NOT NULL,
    revision          int         NOT NULL,
    title             text        NOT NULL,
    body              text        NOT NULL,
    saved_by          uuid,
    saved_at          timestamptz NOT NULL,
    -- set when this save restored an older revision
    restored_revision int,
    PRIMARY KEY (document_id, revision)
);

CREATE TABLE document_categories
(
    category_id uuid PRIMARY KEY,
    name        text        NOT NULL,
    description text        NOT NULL,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL,
    version     bigint      NOT NULL
);
CREATE INDEX document_categories_name ON document_categories (lower(name), category_id);

CREATE TABLE permission_categories
(
    permission_category_id uuid PRIMARY KEY,
    name                   text        NOT NULL,
    description            text        NOT NULL,
    reader_roles           int[]       NOT NULL,
    editor_roles           int[]       NOT NULL,
    created_at             timestamptz NOT NULL,
    updated_at             timestamptz NOT NULL,
    version                bigint      NOT NULL
);
CREATE INDEX permission_categories_name ON permission_categories (lower(name), permission_category_id);

CREATE TABLE document_favourites
(
    employee_id    uuid        NOT NULL,
    document_id    uuid        NOT NULL,
    favourited_at  timestamptz NOT NULL,
    PRIMARY KEY (employee_id, document_id)
);
CREATE INDEX document_favourites_document ON document_favourites (document_id);

-- Not a read model: the secret attachment links are signed with (services/api/src/files.rs),
-- made once and shared by every node.
CREATE TABLE server_secrets
(
    name   text PRIMARY KEY,
    secret bytea NOT NULL
);
