-- Issue 13: organizations and their deal pipeline.

-- projection "organizations": live organizations, one row each, and their contact people.
CREATE TABLE organization_list
(
    organization_id  uuid PRIMARY KEY,
    name             text        NOT NULL,
    description      text        NOT NULL,
    website          text        NOT NULL,
    tag_ids          uuid[]      NOT NULL,
    owner_id         uuid,
    deal_amount      bigint      NOT NULL,
    deal_currency    text        NOT NULL,
    deal_status      smallint    NOT NULL,
    -- When the deal entered its current stage (business time: an import may backdate it).
    stage_entered_at timestamptz NOT NULL,
    member_count     integer     NOT NULL DEFAULT 0,
    created_by       uuid,
    created_at       timestamptz NOT NULL,
    updated_at       timestamptz NOT NULL,
    version          bigint      NOT NULL
);
-- The board: each column's cards, longest in the stage last (P8 reads nine of these).
CREATE INDEX organization_board ON organization_list (deal_status, stage_entered_at DESC, organization_id DESC);
-- The board's column totals, counted and summed from the index alone.
CREATE INDEX organization_board_totals ON organization_list (deal_status, deal_currency) INCLUDE (deal_amount);
CREATE INDEX organization_list_name ON organization_list (lower(name), organization_id);
CREATE INDEX organization_list_created ON organization_list (created_at, organization_id);
CREATE INDEX organization_list_updated ON organization_list (updated_at, organization_id);
CREATE INDEX organization_list_value ON organization_list (deal_amount, organization_id);
CREATE INDEX organization_list_owner ON organization_list (owner_id);

-- The board's column totals over every organization, kept by the projection as each one is
-- created, edited, moved or deleted: the unfiltered board reads nine-odd rows instead of
-- aggregating the whole list (P8). A filtered board aggregates what its filter matches.
CREATE TABLE deal_board_totals
(
    deal_status   smallint NOT NULL,
    deal_currency text     NOT NULL,
    count         bigint   NOT NULL,
    amount        bigint   NOT NULL,
    PRIMARY KEY (deal_status, deal_currency)
);

CREATE TABLE organization_members
(
    organization_id uuid   NOT NULL,
    member_id       uuid   NOT NULL,
    name            text   NOT NULL,
    email           text   NOT NULL,
    title           text   NOT NULL,
    phone           text   NOT NULL,
    -- The journal position that added it: members list in the order they were added.
    added_sequence  bigint NOT NULL,
    PRIMARY KEY (organization_id, member_id)
);
CREATE INDEX organization_members_email ON organization_members (email);

-- projection "pipeline": every stay of a deal in a stage, from the DealMoved events (time in
-- stage, stage history, and the report's funnel, conversion and median durations).
CREATE TABLE deal_stage_stays
(
    organization_id  uuid        NOT NULL,
    -- The journal sequence of the event that entered the stage (orders one deal's stays).
    entered_sequence bigint      NOT NULL,
    deal_status      smallint    NOT NULL,
    entered_at       timestamptz NOT NULL,
    -- Null while the deal is still in the stage.
    left_at          timestamptz,
    moved_by         uuid,
    -- The stay ended because the organization was deleted, not by a move: not a time in
    -- stage the report's median should count.
    ended_by_deletion boolean    NOT NULL DEFAULT false,
    PRIMARY KEY (organization_id, entered_sequence)
);
CREATE INDEX deal_stage_stays_entered ON deal_stage_stays (entered_at, deal_status);
