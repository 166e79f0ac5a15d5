-- Deleted draft email jobs (issue 35 §1), in the trash's shared shape (`…_project_trash.sql`).
-- Only a draft is deleted, so no deliveries move with it. Drafts deleted before this table
-- existed were dropped from `email_jobs`; the emails projection's rebuild puts them here.
CREATE TABLE email_job_trash (
    entity_id   uuid PRIMARY KEY,
    entity_type text NOT NULL,
    title       text NOT NULL,
    rows        jsonb NOT NULL,
    deleted_at  timestamptz NOT NULL,
    deleted_by  uuid,
    version     bigint NOT NULL
);
CREATE INDEX email_job_trash_deleted_at ON email_job_trash (deleted_at DESC, entity_id DESC);

-- projection "emails"
-- Drafts deleted before held no trash entry: the emails projection starts again from the
-- journal's start, so each waits in the trash like one deleted from now on. An interrupted
-- rebuild's copy is dropped with it. Suppressions stay while it catches up: a batch queued
-- meanwhile still skips every suppressed address, and the replay's inserts of them (the first
-- per address wins) find them there and leave them as they are.
TRUNCATE email_templates, email_jobs, email_deliveries, email_events, email_template_trash;
DELETE FROM projection_checkpoints WHERE projection_name IN ('emails', 'emails@rebuild');
DROP SCHEMA IF EXISTS rebuild_emails CASCADE;

