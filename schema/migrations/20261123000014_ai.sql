-- Issue 18: AI models, agents (with their roles) and chat rooms with their messages.
-- Three projections, one per area: "ai" (ai_models), "agents" (agent_roles, agents) and
-- "chats" (chat_rooms, chat_messages). Tokens of a streaming answer never reach these tables:
-- they travel over NATS; a finished answer is one event and one row update.

-- projection "ai"
CREATE TABLE ai_models
(
    model_id     uuid PRIMARY KEY,
    -- the operator's provider name (STAFFHUB_AI_PROVIDERS); the key is never stored
    provider     text        NOT NULL,
    model_name   text        NOT NULL,
    display_name text        NOT NULL,
    enabled      boolean     NOT NULL,
    max_tokens   int         NOT NULL,
    -- the code catalogue's tool keys this model may use
    tool_keys    text[]      NOT NULL,
    created_at   timestamptz NOT NULL,
    updated_at   timestamptz NOT NULL,
    version      bigint      NOT NULL
);
CREATE INDEX ai_models_name ON ai_models (lower(display_name), model_id);
CREATE INDEX ai_models_created ON ai_models (created_at DESC, model_id DESC);

-- projection "agents"
CREATE TABLE agent_roles
(
    role_id    uuid PRIMARY KEY,
    name       text        NOT NULL,
    -- spec §6: Management 1, Execution 2
    category   smallint    NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    version    bigint      NOT NULL
);

CREATE TABLE agents
(
    agent_id          uuid PRIMARY KEY,
    name              text        NOT NULL,
    description       text        NOT NULL,
    instruction       text        NOT NULL,
    role_id           uuid        NOT NULL,
    emotional_level   smallint    NOT NULL,
    default_model_id  uuid,
    default_tool_keys text[]      NOT NULL,
    document_ids      uuid[]      NOT NULL,
    tag_ids           uuid[]      NOT NULL,
    author_id         uuid,
    archived          boolean     NOT NULL DEFAULT false,
    created_at        timestamptz NOT NULL,
    updated_at        timestamptz NOT NULL,
    version           bigint      NOT NULL
);
CREATE INDEX agents_name ON agents (archived, lower(name), agent_id);
CREATE INDEX agents_updated ON agents (archived, updated_at DESC, agent_id DESC);
CREATE INDEX agents_created ON agents (archived, created_at DESC, agent_id DESC);
CREATE INDEX agents_role ON agents (role_id);
CREATE INDEX agents_tags ON agents USING gin (tag_ids);
CREATE INDEX agents_keyword ON agents USING gin ((name || ' ' || description) gin_trgm_ops);

-- projection "chats"
CREATE TABLE chat_rooms
(
    room_id         uuid PRIMARY KEY,
    owner_id        uuid        NOT NULL,
    -- 1 chat, 2 document generation
    purpose         smallint    NOT NULL,
    title           text        NOT NULL,
    agent_id        uuid,
    -- the model of the room's latest answer (the composer preselects it)
    model_id        uuid,
    message_count   int         NOT NULL DEFAULT 0,
    -- the answer being written, if any
    streaming_id    uuid,
    last_message_at timestamptz NOT NULL,
    created_at      timestamptz NOT NULL,
    updated_at      timestamptz NOT NULL,
    version         bigint      NOT NULL
);
-- Every list is one owner's rooms, newest first.
CREATE INDEX chat_rooms_owner_last ON chat_rooms (owner_id, purpose, last_message_at DESC, room_id DESC);
CREATE INDEX chat_rooms_owner_created ON chat_rooms (owner_id, purpose, created_at DESC, room_id DESC);
CREATE INDEX chat_rooms_keyword ON chat_rooms USING gin (title gin_trgm_ops);
-- The sweeper's question: which answers are being written?
CREATE INDEX chat_rooms_streaming ON chat_rooms (streaming_id) WHERE streaming_id IS NOT NULL;

CREATE TABLE chat_messages
(
    message_id    uuid PRIMARY KEY,
    room_id       uuid        NOT NULL,
    -- the message's place in its room: 1, 2, …
    ordinal       int         NOT NULL,
    -- spec §4 message author: 1 ai, 2 human
    author        smallint    NOT NULL,
    employee_id   uuid,
    text          text        NOT NULL,
    -- [{fileId, name, contentType, size}]
    files         jsonb       NOT NULL DEFAULT '[]',
    document_ids  uuid[]      NOT NULL DEFAULT '{}',
    -- answers: the model, tools and agent version that wrote them
    model_id      uuid,
    tool_keys     text[]      NOT NULL DEFAULT '{}',
    agent_id      uuid,
    agent_version bigint,
    -- answers: 1 streaming, 2 completed, 3 failed, 4 stopped
    status        smallint,
    reply_to      uuid,
    retry_of      uuid,
    tool_calls    jsonb       NOT NULL DEFAULT '[]',
    input_tokens  int,
    output_tokens int,
    stop_reason   text,
    error_code    text,
    error_detail  text,
    created_at    timestamptz NOT NULL,
    completed_at  timestamptz,
    -- the room's version when this row last changed (live updates read what changed since)
    room_version  bigint      NOT NULL
);
CREATE UNIQUE INDEX chat_messages_room_order ON chat_messages (room_id, ordinal);
CREATE INDEX chat_messages_room_changed ON chat_messages (room_id, room_version);
