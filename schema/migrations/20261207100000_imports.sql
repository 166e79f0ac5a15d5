-- Imports from CSV (issue 35 §3): an import, its progress and counts, and what became of each
-- row that was not simply created or updated. Kept by the `imports` projection; rebuilt from
-- the journal like every read model.
CREATE TABLE imports (
    import_id    uuid PRIMARY KEY,
    entity_type  text NOT NULL,
    file_name    text NOT NULL,
    encoding     text NOT NULL,
    sha256       text NOT NULL,
    columns      jsonb NOT NULL,
    started_by   uuid,
    started_at   timestamptz NOT NULL,
    finished_at  timestamptz,
    -- 'running', 'done' or 'interrupted'.
    status       text NOT NULL,
    total        integer NOT NULL,
    done         integer NOT NULL DEFAULT 0,
    created      integer NOT NULL DEFAULT 0,
    updated      integer NOT NULL DEFAULT 0,
    unchanged    integer NOT NULL DEFAULT 0,
    refused      integer NOT NULL DEFAULT 0,
    updated_at   timestamptz NOT NULL,
    version      bigint NOT NULL
);
CREATE INDEX imports_started_by ON imports (started_by, started_at DESC);

-- One row per line of the file whose turn has come, in the file's order.
CREATE TABLE import_rows (
    import_id uuid NOT NULL REFERENCES imports ON DELETE CASCADE,
    line      integer NOT NULL,
    -- 'created', 'updated', 'unchanged' or 'refused'.
    outcome   text NOT NULL,
    entity_id uuid,
    code      text,
    field     text,
    PRIMARY KEY (import_id, line)
);
CREATE INDEX import_rows_refused ON import_rows (import_id, line) WHERE outcome = 'refused';

-- The natural keys an import finds records by (issue 35 §3: "Rows update existing records by a
-- natural key"), as they compare: without case.
CREATE INDEX task_list_title_key ON task_list (lower(title));
CREATE INDEX issue_list_title_key ON issue_list (lower(title));
CREATE INDEX employee_directory_email_key ON employee_directory (lower(email));
