-- Issue 37 §7 (accounts): a forgotten password is no longer a permanent lockout. Like the
-- credentials and access tokens beside them (0002), reset tokens are secrets: they live in the
-- auth store, never in the journal, which records only that a reset happened.

-- Reset links: the random token is only in the email; its SHA-256 is kept here. A link works
-- once, until it expires; issuing a new one for the employee, using one, or changing the
-- password retires the others (`used_at`).
CREATE TABLE password_reset_tokens
(
    token_sha256 bytea PRIMARY KEY,
    employee_id  uuid        NOT NULL,
    issued_at    timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    used_at      timestamptz,
    -- The admin whose reset sent it; NULL when the employee asked for it.
    issued_by    uuid
);

CREATE INDEX password_reset_tokens_open_by_employee
    ON password_reset_tokens (employee_id) WHERE used_at IS NULL;

-- Reset requests per address and per client in a sliding window, so the public request cannot
-- be used to flood a mailbox or probe many addresses. `key` is 'email:<address>' or
-- 'client:<ip>'; unknown addresses count the same as known ones.
CREATE TABLE password_reset_requests
(
    key               text PRIMARY KEY,
    requests          integer     NOT NULL,
    window_started_at timestamptz NOT NULL
);

-- The language the employee last signed in with (en or ja): an admin's reset email is written
-- in it. NULL until their next sign-in.
ALTER TABLE employee_credentials ADD COLUMN locale text;
