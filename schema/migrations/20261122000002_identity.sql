-- Credentials and sessions: an auth store beside the journal, not a read model.
-- Secrets never enter the append-only journal (it cannot forget); the Employee aggregate
-- records only that a password changed.
CREATE TABLE employee_credentials
(
    employee_id   uuid PRIMARY KEY,
    email         text        NOT NULL UNIQUE,
    password_hash text        NOT NULL,
    updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Access tokens are random; only their SHA-256 is stored.
CREATE TABLE access_tokens
(
    token_sha256 bytea PRIMARY KEY,
    employee_id  uuid        NOT NULL,
    issued_at    timestamptz NOT NULL DEFAULT now(),
    revoked_at   timestamptz
);

CREATE INDEX access_tokens_live_by_employee ON access_tokens (employee_id) WHERE revoked_at IS NULL;

-- Failed sign-ins per email, to slow down password guessing.
CREATE TABLE sign_in_failures
(
    email            text PRIMARY KEY,
    failed_attempts  integer     NOT NULL,
    first_failed_at  timestamptz NOT NULL,
    locked_until     timestamptz
);
