-- The event journal (architecture brief §2). postgres-es reads and writes the first seven
-- columns by name; the three columns after them are ours and fill themselves by default.
CREATE TABLE events
(
    aggregate_type  text                         NOT NULL,
    aggregate_id    text                         NOT NULL,
    sequence        bigint CHECK (sequence >= 0) NOT NULL,
    event_type      text                         NOT NULL,
    event_version   text                         NOT NULL,
    payload         jsonb                        NOT NULL,
    metadata        jsonb                        NOT NULL,
    -- Total order of appends (NOT commit order: see the pair cursor below).
    global_position bigint GENERATED ALWAYS AS IDENTITY,
    -- The appending transaction. Readers tail with the pair (transaction_id, global_position)
    -- and read only below pg_snapshot_xmin(pg_current_snapshot()), so an event of a
    -- transaction that commits late is never skipped.
    transaction_id  xid8                         NOT NULL DEFAULT pg_current_xact_id(),
    recorded_at     timestamptz                  NOT NULL DEFAULT statement_timestamp(),
    PRIMARY KEY (aggregate_type, aggregate_id, sequence)
);

CREATE UNIQUE INDEX events_by_global_position ON events (global_position);
CREATE INDEX events_in_commit_order ON events (transaction_id, global_position);

CREATE TABLE snapshots
(
    aggregate_type   text                                 NOT NULL,
    aggregate_id     text                                 NOT NULL,
    last_sequence    bigint CHECK (last_sequence >= 0)    NOT NULL,
    current_snapshot bigint CHECK (current_snapshot >= 0) NOT NULL,
    payload          jsonb                                NOT NULL,
    PRIMARY KEY (aggregate_type, aggregate_id, last_sequence)
);

-- Wake projection workers as soon as a transaction that appended events commits
-- (notifications are delivered at commit; duplicates within a transaction fold into one).
CREATE FUNCTION notify_events_appended() RETURNS trigger
    LANGUAGE plpgsql AS
$$
BEGIN
    PERFORM pg_notify('staffhub_events', '');
    RETURN NULL;
END;
$$;

CREATE TRIGGER events_appended
    AFTER INSERT ON events
    FOR EACH STATEMENT
EXECUTE FUNCTION notify_events_appended();

-- Stored events are never edited (house rule 3): refuse UPDATE and DELETE outright.
CREATE FUNCTION refuse_event_rewrite() RETURNS trigger
    LANGUAGE plpgsql AS
$$
BEGIN
    RAISE EXCEPTION 'the event journal is append-only';
END;
$$;

CREATE TRIGGER events_are_append_only
    BEFORE UPDATE OR DELETE ON events
    FOR EACH ROW
EXECUTE FUNCTION refuse_event_rewrite();

-- One row per projection: how far into the journal its read model reflects.
CREATE TABLE projection_checkpoints
(
    projection_name      text PRIMARY KEY,
    last_transaction_id  xid8        NOT NULL DEFAULT '0'::xid8,
    last_global_position bigint      NOT NULL DEFAULT 0,
    events_applied       bigint      NOT NULL DEFAULT 0,
    updated_at           timestamptz NOT NULL DEFAULT now()
);
