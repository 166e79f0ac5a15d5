-- Issue 12: unique names, written once for every area, and the Tags area's read model.

-- Names unique within a scope regardless of case and surrounding spaces ('Name already
-- exists'). The claim is taken before the command that introduces the name runs and given back
-- if the command is rejected (api `names`). Not a read model: written by the api only.
-- Replaces role_name_claims, whose rows move over under the scope 'Role'.
CREATE TABLE name_claims
(
    scope    text NOT NULL,
    name_key text NOT NULL,
    owner_id text NOT NULL,
    PRIMARY KEY (scope, name_key)
);
INSERT INTO name_claims (scope, name_key, owner_id)
SELECT 'Role', name_key, role_id::text FROM role_name_claims;
DROP TABLE role_name_claims;

-- projection "tags": live tags (a deleted tag's row is removed; its history stays in the journal).
CREATE TABLE tag_list
(
    tag_id     uuid PRIMARY KEY,
    name       text        NOT NULL,
    color      text        NOT NULL,
    created_by uuid,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    version    bigint      NOT NULL
);
CREATE INDEX tag_list_name ON tag_list (lower(name), tag_id);
CREATE INDEX tag_list_created ON tag_list (created_at, tag_id);
CREATE INDEX tag_list_updated ON tag_list (updated_at, tag_id);

-- The projection "directory" is now "members" (issue 12: one name per area in every layer);
-- its checkpoint moves with it, so the read model is not rebuilt for the rename.
-- An interrupted rebuild of the old name is dropped (its shadow tables too); `members` can be
-- rebuilt afresh. Upgrading needs every node stopped first (ops/README.md).
UPDATE projection_checkpoints SET projection_name = 'members' WHERE projection_name = 'directory';
DELETE FROM projection_checkpoints WHERE projection_name = 'directory@rebuild';
DROP SCHEMA IF EXISTS rebuild_directory CASCADE;

-- Tasks by due date, soonest first, undated last (issue 12: natural sort directions).
CREATE INDEX task_list_by_due_date_asc ON task_list (due_date ASC NULLS LAST, task_id ASC);
