-- Issue 37 §1 (references that break): a deleted role can be restored, and records that still
-- name it show its name, so its row stays in `role_directory` with `deleted_at` set instead of
-- being removed. Readers that grant or list roles skip deleted ones.
ALTER TABLE role_directory ADD COLUMN deleted_at timestamptz;

-- Roles deleted before this migration have no row any more: the members projection reads the
-- journal again from its start to bring them back. Its writes are idempotent (inserts skip
-- existing rows, updates are guarded by version), so the rows it has stay as they are.
-- Upgrading needs every node stopped first (ops/README.md).
DELETE FROM projection_checkpoints WHERE projection_name IN ('members', 'members@rebuild');
DROP SCHEMA IF EXISTS rebuild_members CASCADE;
