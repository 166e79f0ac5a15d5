-- Issue 21: notifications and recent activity (projection "notifications").
--
-- Both are derived from other areas' events; only the read marks are the employee's own
-- (the NotificationInbox aggregate). Titles are not copied: readers join the subject's own
-- read model, so a notification shows the subject as it is now and only while the reader
-- may read it.

CREATE TABLE notifications
(
    -- uuid v5 of (source event, recipient): a replay derives the same id
    notification_id uuid PRIMARY KEY,
    recipient_id    uuid        NOT NULL,
    -- TASK_ASSIGNED, ISSUE_ASSIGNED, MENTIONED, APPROVAL_REQUESTED, APPROVAL_APPROVED,
    -- APPROVAL_REJECTED, QUESTION_ANSWERED, EMAIL_JOB_COMPLETED, EMAIL_JOB_FAILED
    kind            text        NOT NULL,
    -- the subject's aggregate type: Task, Issue, WorkflowInstance, Question or EmailJob
    subject_type    text        NOT NULL,
    subject_id      uuid        NOT NULL,
    actor_id        uuid,
    excerpt         text,
    read            boolean     NOT NULL DEFAULT false,
    -- the source event's journal position: the list's order and "mark all up to" bound
    tx              bigint      NOT NULL,
    pos             bigint      NOT NULL,
    created_at      timestamptz NOT NULL
);
CREATE INDEX notifications_recipient ON notifications (recipient_id, tx DESC, pos DESC);
CREATE INDEX notifications_unread ON notifications (recipient_id) WHERE NOT read;

-- One row per event of the areas home's "recent activity" shows.
CREATE TABLE activity
(
    -- uuid v5 of the source event
    activity_id    uuid PRIMARY KEY,
    subject_type   text        NOT NULL,
    subject_id     uuid        NOT NULL,
    event_type     text        NOT NULL,
    actor_id       uuid,
    tx             bigint      NOT NULL,
    pos            bigint      NOT NULL,
    at             timestamptz NOT NULL
);
CREATE INDEX activity_order ON activity (tx DESC, pos DESC);
CREATE INDEX activity_type_order ON activity (subject_type, tx DESC, pos DESC);

-- What the rules need to know that the notifying event does not say: who holds which role,
-- each workflow step's approver role and each instance's owner, each comment's mentions,
-- each question's asker, each email job's author and permanent failures.
CREATE TABLE notification_role_holders
(
    employee_id uuid PRIMARY KEY,
    role_ids    int[]   NOT NULL,
    active      boolean NOT NULL
);
CREATE INDEX notification_role_holders_roles ON notification_role_holders USING gin (role_ids);

CREATE TABLE notification_subjects
(
    subject_id uuid PRIMARY KEY,
    -- instance owner, question asker, email job author
    owner_id   uuid,
    -- workflow instances: step key -> approver role id
    steps      jsonb NOT NULL DEFAULT '{}',
    -- email jobs: recipients permanently failed
    failures   int   NOT NULL DEFAULT 0
);

CREATE TABLE notification_mentions
(
    comment_id  uuid PRIMARY KEY,
    mention_ids uuid[] NOT NULL
);
