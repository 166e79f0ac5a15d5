-- Bulk edits (issue 35 §2): a batch, its progress and counts, and what became of each item.
-- Kept by the `bulk_edits` projection; rebuilt from the journal like every read model.
CREATE TABLE bulk_edits (
    bulk_edit_id uuid PRIMARY KEY,
    entity_type  text NOT NULL,
    field        text NOT NULL,
    value        jsonb NOT NULL,
    started_by   uuid,
    started_at   timestamptz NOT NULL,
    finished_at  timestamptz,
    -- 'running', 'done' or 'interrupted'.
    status       text NOT NULL,
    total        integer NOT NULL,
    done         integer NOT NULL DEFAULT 0,
    changed      integer NOT NULL DEFAULT 0,
    unchanged    integer NOT NULL DEFAULT 0,
    refused      integer NOT NULL DEFAULT 0,
    undo_of      uuid,
    undone_by    uuid,
    updated_at   timestamptz NOT NULL,
    version      bigint NOT NULL
);
CREATE INDEX bulk_edits_started_by ON bulk_edits (started_by, started_at DESC);

-- One row per item, in the batch's order; `outcome` is null until its turn has come.
CREATE TABLE bulk_edit_items (
    bulk_edit_id     uuid NOT NULL REFERENCES bulk_edits ON DELETE CASCADE,
    position         integer NOT NULL,
    item_id          uuid NOT NULL,
    expected_version bigint,
    -- 'changed', 'unchanged' or 'refused'.
    outcome          text,
    before           jsonb,
    after_version    bigint,
    reason           text,
    code             text,
    PRIMARY KEY (bulk_edit_id, position)
);
CREATE INDEX bulk_edit_items_refused ON bulk_edit_items (bulk_edit_id, position) WHERE outcome = 'refused';
