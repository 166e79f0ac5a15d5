-- Issue 15: the issue tracker. One projection ("issues") owns every table here. A task made
-- by "Convert to task" is linked from its issue (issue_list.task_id), read both ways.

-- projection "issues"
CREATE TABLE issue_list
(
    issue_id      uuid PRIMARY KEY,
    title         text        NOT NULL,
    description   text        NOT NULL,
    -- an issue_statuses row (admins manage the list)
    status_id     uuid        NOT NULL,
    -- spec §4: high 1, medium 2, low 3
    priority_id   smallint    NOT NULL,
    reporter_id   uuid,
    category_ids  uuid[]      NOT NULL,
    project_id    uuid,
    assignee_ids  uuid[]      NOT NULL,
    document_ids  uuid[]      NOT NULL,
    tag_ids       uuid[]      NOT NULL,
    -- set by "Convert to task"
    task_id       uuid,
    comment_count int         NOT NULL,
    created_at    timestamptz NOT NULL,
    updated_at    timestamptz NOT NULL,
    version       bigint      NOT NULL
);
-- P11: a status (or a few) ordered by update time. It carries the categories, so counting a
-- status and category filter is an index-only scan (42 ms → 4 ms for 8,000 of 100,000 rows,
-- docs/benchmarks.md).
CREATE INDEX issue_list_status_updated ON issue_list (status_id, updated_at DESC, issue_id DESC)
    INCLUDE (category_ids);
CREATE INDEX issue_list_updated ON issue_list (updated_at DESC, issue_id DESC);
CREATE INDEX issue_list_created ON issue_list (created_at DESC, issue_id DESC);
CREATE INDEX issue_list_priority ON issue_list (priority_id, updated_at DESC, issue_id DESC);
CREATE INDEX issue_list_title ON issue_list (lower(title), issue_id);
CREATE INDEX issue_list_categories ON issue_list USING gin (category_ids);
CREATE INDEX issue_list_assignees ON issue_list USING gin (assignee_ids);
CREATE INDEX issue_list_documents ON issue_list USING gin (document_ids);
CREATE INDEX issue_list_tags ON issue_list USING gin (tag_ids);
CREATE INDEX issue_list_project ON issue_list (project_id);
CREATE INDEX issue_list_reporter ON issue_list (reporter_id);
-- keyword search in en and ja (substring, as tasks do)
CREATE INDEX issue_list_keyword ON issue_list USING gin ((title || ' ' || description) gin_trgm_ops);

CREATE TABLE issue_comments
(
    comment_id  uuid PRIMARY KEY,
    issue_id    uuid        NOT NULL,
    author_id   uuid,
    body        text        NOT NULL,
    mention_ids uuid[]      NOT NULL,
    created_at  timestamptz NOT NULL,
    edited_at   timestamptz,
    edit_count  int         NOT NULL,
    -- the issue's version when this comment was last written (a notice finds its comment)
    version     bigint      NOT NULL
);
CREATE INDEX issue_comments_issue ON issue_comments (issue_id, created_at, comment_id);

-- Admin-managed lists, the same shape for both.
CREATE TABLE issue_statuses
(
    status_id  uuid PRIMARY KEY,
    label_en   text        NOT NULL,
    label_ja   text        NOT NULL,
    color      text        NOT NULL,
    position   int         NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    version    bigint      NOT NULL
);
CREATE TABLE issue_categories
(
    category_id uuid PRIMARY KEY,
    label_en    text        NOT NULL,
    label_ja    text        NOT NULL,
    color       text        NOT NULL,
    position    int         NOT NULL,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL,
    version     bigint      NOT NULL
);
