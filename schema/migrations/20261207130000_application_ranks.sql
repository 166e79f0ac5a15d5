-- Issue 33 §3: a node's order key ends in a rank among its siblings instead of its position.
-- Ranks are whole numbers with room between them (2^32 apart as siblings are appended), so a
-- node placed before or between siblings takes a rank in that room and no sibling's subtree
-- moves: with positions, a move to the front of a directory rewrote every later sibling's
-- subtree (P12's moves, p50 33 ms → 175 ms, docs/benchmarks.md). When the room between two
-- neighbours runs out, the projection ranks that parent's children again (rare). The keys
-- are bigint so that appending and prepending never run out either.
--
-- The keys written before are positions, so the applications projection starts again from
-- the journal's start.

-- projection "applications"
-- A rebuild interrupted before this migration would resume into a copy of the table with the
-- old column: it is dropped, and starts again from the journal when asked for.
TRUNCATE application_list, application_nodes, application_trash, application_node_trash;
DELETE FROM projection_checkpoints
WHERE projection_name IN ('applications', 'applications@rebuild');
DROP SCHEMA IF EXISTS rebuild_applications CASCADE;
ALTER TABLE application_nodes ALTER COLUMN order_key TYPE bigint[];
