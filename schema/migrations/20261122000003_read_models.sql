-- Read models. Each table belongs to exactly one projection (see projections/), which is the
-- only writer; GraphQL queries read only these tables, never the journal.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- projection "tasks"
CREATE TABLE task_list
(
    task_id     uuid PRIMARY KEY,
    title       text        NOT NULL,
    description text        NOT NULL,
    status_id   smallint    NOT NULL,
    priority_id smallint    NOT NULL,
    assignee_id uuid,
    due_date    date,
    created_by  uuid,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL,
    version     bigint      NOT NULL
);

CREATE INDEX task_list_by_updated ON task_list (updated_at DESC, task_id);
CREATE INDEX task_list_by_created ON task_list (created_at DESC, task_id);
CREATE INDEX task_list_by_status ON task_list (status_id, updated_at DESC);
CREATE INDEX task_list_by_assignee ON task_list (assignee_id, updated_at DESC);
-- Keyword search is a case-insensitive substring match (works for Japanese, which has no
-- word boundaries); the trigram index serves it for keywords of three or more characters.
CREATE INDEX task_list_keyword ON task_list USING gin ((title || ' ' || description) gin_trgm_ops);

-- projection "directory"
CREATE TABLE employee_directory
(
    employee_id   uuid PRIMARY KEY,
    name          text        NOT NULL,
    email         text        NOT NULL,
    avatar_url    text,
    registered_at timestamptz NOT NULL,
    role_ids      integer[]   NOT NULL DEFAULT '{}',
    version       bigint      NOT NULL
);

CREATE INDEX employee_directory_by_name ON employee_directory (name, employee_id);

CREATE TABLE role_directory
(
    role_id     integer PRIMARY KEY,
    name        text     NOT NULL,
    category_id smallint NOT NULL,
    version     bigint   NOT NULL
);
