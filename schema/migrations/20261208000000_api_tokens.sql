-- Personal API tokens (issue 34 §3).
--
-- `api_tokens` is the read model (projection "api_tokens"): what the owner's settings screen
-- lists, and what a bearer's request is checked against (scope, expiry, revocation). It is a
-- fold of the journal's ApiToken events, so it rebuilds from the journal like any other.
CREATE TABLE api_tokens
(
    token_id   uuid PRIMARY KEY,
    owner_id   uuid        NOT NULL,
    name       text        NOT NULL,
    -- 'read' or 'read_write'
    scope      text        NOT NULL,
    -- The secret's visible start ("shp_" and a few characters), to recognise it by.
    prefix     text        NOT NULL,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL,
    revoked_at timestamptz,
    revoked_by uuid,
    version    bigint      NOT NULL
);
CREATE INDEX api_tokens_owner ON api_tokens (owner_id, created_at DESC, token_id DESC);

-- The auth store's part (beside `access_tokens`, never in the journal, which must not hold a
-- secret): the SHA-256 of each token's secret, written before its ApiTokenCreated event, and
-- when it was last used (at most once a minute per node, not a write per request). Not a
-- projection's table: a rebuild leaves it alone.
CREATE TABLE api_token_secrets
(
    token_id     uuid PRIMARY KEY,
    token_sha256 bytea       NOT NULL UNIQUE,
    owner_id     uuid        NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz
);
