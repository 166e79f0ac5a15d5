-- Issue 17: email templates, single and batch jobs, their deliveries and delivery events.
-- Two projections: "emails" (what people read: templates, jobs with their report counts,
-- recipients, events, the suppression list) and "email_outbox" (the sender's own work list:
-- what is due, and the content it needs to render it).

-- projection "emails"
CREATE TABLE email_templates
(
    template_id uuid PRIMARY KEY,
    name        text        NOT NULL,
    subject     text        NOT NULL,
    html        text        NOT NULL,
    -- 1 draft, 2 active
    status      smallint    NOT NULL,
    author_id   uuid,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL,
    version     bigint      NOT NULL
);
CREATE INDEX email_templates_updated ON email_templates (updated_at DESC, template_id DESC);
CREATE INDEX email_templates_created ON email_templates (created_at DESC, template_id DESC);
CREATE INDEX email_templates_name ON email_templates (lower(name), template_id);
CREATE INDEX email_templates_keyword ON email_templates USING gin ((name || ' ' || subject) gin_trgm_ops);

CREATE TABLE email_jobs
(
    job_id              uuid PRIMARY KEY,
    -- 1 single, 2 batch
    kind                smallint    NOT NULL,
    -- spec §4: scheduled 1, queued 2, completed 4, draft 6
    status              smallint    NOT NULL,
    author_id           uuid,
    sender_email        text        NOT NULL,
    sender_name         text        NOT NULL,
    subject             text        NOT NULL,
    html                text        NOT NULL,
    template_id         uuid,
    attachment_ids      uuid[]      NOT NULL,
    tag_names           text[]      NOT NULL,
    target_emails       text[]      NOT NULL,
    cc_emails           text[]      NOT NULL,
    bcc_emails          text[]      NOT NULL,
    -- batch jobs: organizations in these stages (and with any of these tags, when given)
    deal_status_ids     int[],
    condition_tag_ids   uuid[],
    scheduled_send_time timestamptz,
    queued_at           timestamptz,
    completed_at        timestamptz,
    -- the report: distinct recipients per outcome, kept as delivery events arrive
    recipients          int         NOT NULL DEFAULT 0,
    skipped             int         NOT NULL DEFAULT 0,
    pending             int         NOT NULL DEFAULT 0,
    accepted            int         NOT NULL DEFAULT 0,
    delivered           int         NOT NULL DEFAULT 0,
    opened              int         NOT NULL DEFAULT 0,
    clicked             int         NOT NULL DEFAULT 0,
    unsubscribed        int         NOT NULL DEFAULT 0,
    complained          int         NOT NULL DEFAULT 0,
    permanent_failures  int         NOT NULL DEFAULT 0,
    temporary_failures  int         NOT NULL DEFAULT 0,
    created_at          timestamptz NOT NULL,
    updated_at          timestamptz NOT NULL,
    -- the job aggregate's version (delivery events move the counts, not this)
    version             bigint      NOT NULL
);
CREATE INDEX email_jobs_updated ON email_jobs (kind, updated_at DESC, job_id DESC);
CREATE INDEX email_jobs_created ON email_jobs (kind, created_at DESC, job_id DESC);
CREATE INDEX email_jobs_scheduled ON email_jobs (kind, scheduled_send_time DESC NULLS LAST, job_id DESC);
CREATE INDEX email_jobs_keyword ON email_jobs USING gin ((subject || ' ' || sender_name || ' ' || sender_email) gin_trgm_ops);

-- One row per recipient of a queued job (skipped ones too, with the reason).
CREATE TABLE email_deliveries
(
    delivery_id       uuid PRIMARY KEY,
    job_id            uuid        NOT NULL,
    -- the recipient's place in the job (skipped ones after the others)
    position          int         NOT NULL,
    email             text        NOT NULL,
    name              text,
    organization_id   uuid,
    organization_name text,
    -- 1 pending, 2 accepted, 3 failed (permanently), 4 skipped
    status            smallint    NOT NULL,
    skip_reason       text,
    attempts          int         NOT NULL DEFAULT 0,
    last_error        text,
    message_id        text,
    accepted_at       timestamptz,
    delivered_at      timestamptz,
    opened_at         timestamptz,
    clicked_at        timestamptz,
    unsubscribed_at   timestamptz,
    complained_at     timestamptz,
    failed_at         timestamptz,
    temporarily_failed boolean    NOT NULL DEFAULT false,
    -- the delivery aggregate's version (0 until its first event)
    version           bigint      NOT NULL DEFAULT 0
);
CREATE INDEX email_deliveries_job ON email_deliveries (job_id, position);
CREATE INDEX email_deliveries_email ON email_deliveries (job_id, lower(email) text_pattern_ops);

-- The report's events (`report/{reportId}`), each with its raw data.
CREATE TABLE email_events
(
    event_id    uuid PRIMARY KEY,
    job_id      uuid        NOT NULL,
    delivery_id uuid        NOT NULL,
    email       text        NOT NULL,
    -- spec §4: accepted 1, clicked 2, opened 3, delivered 4, unsubscribed 5,
    -- permanent fail 6, temporary fail 7, complained 8
    type_id     smallint    NOT NULL,
    occurred_at timestamptz NOT NULL,
    -- the journal's order, for paging newest first
    sequence    bigint      NOT NULL,
    -- 'smtp', 'tracking' or 'webhook'
    source      text        NOT NULL,
    url         text,
    reason      text,
    raw         jsonb       NOT NULL,
    headers     jsonb
);
CREATE INDEX email_events_job ON email_events (job_id, sequence DESC);
CREATE INDEX email_events_job_type ON email_events (job_id, type_id, sequence DESC);

-- Addresses later jobs skip: unsubscribed, complained, or failed permanently.
CREATE TABLE email_suppressions
(
    email  text PRIMARY KEY,
    -- 'unsubscribed', 'complained' or 'permanent_fail'
    reason text        NOT NULL,
    job_id uuid        NOT NULL,
    at     timestamptz NOT NULL
);

-- projection "email_outbox": the sender's work list. A job's content is kept from its
-- creation on; its recipients are due from the moment it is queued until each has a final
-- outcome (accepted or failed permanently); a temporary failure moves the due time.
CREATE TABLE email_outbox_jobs
(
    job_id              uuid PRIMARY KEY,
    kind                smallint    NOT NULL,
    status              smallint    NOT NULL,
    sender_email        text        NOT NULL,
    sender_name         text        NOT NULL,
    subject             text        NOT NULL,
    html                text        NOT NULL,
    template_id         uuid,
    attachment_ids      uuid[]      NOT NULL,
    tag_names           text[]      NOT NULL,
    target_emails       text[]      NOT NULL,
    cc_emails           text[]      NOT NULL,
    bcc_emails          text[]      NOT NULL,
    deal_status_ids     int[],
    condition_tag_ids   uuid[],
    scheduled_send_time timestamptz,
    -- the last change's time (the version-guarded update keeps it)
    updated_at          timestamptz,
    version             bigint      NOT NULL
);
CREATE INDEX email_outbox_jobs_due ON email_outbox_jobs (scheduled_send_time) WHERE status = 1;

CREATE TABLE email_outbox
(
    delivery_id       uuid PRIMARY KEY,
    job_id            uuid        NOT NULL,
    email             text        NOT NULL,
    name              text,
    organization_name text,
    due_at            timestamptz NOT NULL,
    -- temporary failures so far
    attempts          int         NOT NULL DEFAULT 0,
    version           bigint      NOT NULL DEFAULT 0
);
CREATE INDEX email_outbox_due ON email_outbox (due_at, delivery_id);
CREATE INDEX email_outbox_job ON email_outbox (job_id);

-- Not a read model: the edge's record of webhook tokens already accepted (Mailgun retries
-- and replays are refused by token, outside-systems.md), and of uploaded attachments.
CREATE TABLE email_webhook_tokens
(
    token       text PRIMARY KEY,
    received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE email_attachments
(
    attachment_id uuid PRIMARY KEY,
    name          text        NOT NULL,
    content_type  text        NOT NULL,
    size          bigint      NOT NULL,
    -- where the bytes are, in the file store
    storage_key   text        NOT NULL,
    uploaded_by   uuid        NOT NULL,
    uploaded_at   timestamptz NOT NULL DEFAULT now()
);
