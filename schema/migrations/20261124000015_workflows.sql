-- Issue 20: workflow templates and instances (projection "workflows").
--
-- A template's steps, and an instance's steps with their documents and approvals, are small
-- ordered lists read whole with their parent: they are stored as jsonb on the parent row. What
-- lists filter and sort on (progress, who acts next, the current step's due time) is in
-- columns, derived from the steps by the projection.

CREATE TABLE workflow_templates
(
    template_id uuid PRIMARY KEY,
    name        text        NOT NULL,
    description text        NOT NULL,
    -- spec §4 visibility: active 1, inactive 2, hidden 3
    visibility  smallint    NOT NULL,
    archived    boolean     NOT NULL DEFAULT false,
    -- the domain's StepPlan list, in order
    steps       jsonb       NOT NULL,
    author_id   uuid,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL,
    version     bigint      NOT NULL
);
CREATE INDEX workflow_templates_name ON workflow_templates (archived, lower(name), template_id);
CREATE INDEX workflow_templates_updated ON workflow_templates (archived, updated_at DESC, template_id DESC);
CREATE INDEX workflow_templates_created ON workflow_templates (archived, created_at DESC, template_id DESC);
CREATE INDEX workflow_templates_keyword ON workflow_templates USING gin ((name || ' ' || description) gin_trgm_ops);

CREATE TABLE workflow_instances
(
    instance_id              uuid PRIMARY KEY,
    name                     text        NOT NULL,
    owner_id                 uuid        NOT NULL,
    template_id              uuid        NOT NULL,
    template_name            text        NOT NULL,
    template_version         bigint      NOT NULL,
    -- spec §4 progress: in progress 1, completed 2, archived 3
    progress                 smallint    NOT NULL,
    -- the instance aggregate as the domain folds it (steps, documents, approvals, generations)
    state                    jsonb       NOT NULL,
    step_count               int         NOT NULL,
    done_step_count          int         NOT NULL,
    current_step_key         uuid,
    -- who acts next on the current step: 0 nobody, 1 the owner, 2 holders of the approver role
    waiting_for              smallint    NOT NULL,
    current_approver_role_id int,
    current_due_at           timestamptz,
    -- the current step is overdue (marked by the process manager)
    overdue                  boolean     NOT NULL,
    -- every step's approver role: their holders may read the instance
    approver_role_ids        int[]       NOT NULL,
    started_at               timestamptz NOT NULL,
    completed_at             timestamptz,
    updated_at               timestamptz NOT NULL,
    version                  bigint      NOT NULL
);
CREATE INDEX workflow_instances_started ON workflow_instances (progress, started_at DESC, instance_id DESC);
CREATE INDEX workflow_instances_updated ON workflow_instances (progress, updated_at DESC, instance_id DESC);
CREATE INDEX workflow_instances_name ON workflow_instances (progress, lower(name), instance_id);
CREATE INDEX workflow_instances_owner ON workflow_instances (owner_id, progress);
CREATE INDEX workflow_instances_template ON workflow_instances (template_id, progress);
CREATE INDEX workflow_instances_approvers ON workflow_instances USING gin (approver_role_ids);
CREATE INDEX workflow_instances_keyword ON workflow_instances USING gin ((name || ' ' || template_name) gin_trgm_ops);
-- the overdue process manager's work list
CREATE INDEX workflow_instances_due ON workflow_instances (current_due_at)
    WHERE progress = 1 AND NOT overdue AND current_due_at IS NOT NULL;
