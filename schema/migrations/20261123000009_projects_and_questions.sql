-- Issue 13: projects, and questions in three scopes (project, organization, internal Q&A).

-- projection "projects"
CREATE TABLE project_list
(
    project_id       uuid PRIMARY KEY,
    name             text        NOT NULL,
    description      text        NOT NULL,
    status           smallint    NOT NULL,
    organization_ids uuid[]      NOT NULL,
    employee_ids     uuid[]      NOT NULL,
    created_by       uuid,
    created_at       timestamptz NOT NULL,
    updated_at       timestamptz NOT NULL,
    version          bigint      NOT NULL
);
CREATE INDEX project_list_name ON project_list (lower(name), project_id);
CREATE INDEX project_list_created ON project_list (created_at, project_id);
CREATE INDEX project_list_updated ON project_list (updated_at, project_id);
-- "projects I am on" and the question access check.
CREATE INDEX project_list_team ON project_list USING gin (employee_ids);

-- projection "questions"
CREATE TABLE question_list
(
    question_id     uuid PRIMARY KEY,
    -- project, organization or internal
    scope           text        NOT NULL,
    project_id      uuid,
    organization_id uuid,
    title           text        NOT NULL,
    body            text        NOT NULL,
    status          smallint    NOT NULL,
    asker_id        uuid,
    answer          text,
    answered_by     uuid,
    answered_at     timestamptz,
    created_at      timestamptz NOT NULL,
    updated_at      timestamptz NOT NULL,
    version         bigint      NOT NULL
);
CREATE INDEX question_list_project ON question_list (project_id, created_at DESC);
CREATE INDEX question_list_scope ON question_list (scope, created_at DESC);
CREATE INDEX question_list_updated ON question_list (updated_at, question_id);
