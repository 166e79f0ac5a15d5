-- Issue 33 §3: a subtree reads a materialized order instead of walking the tree. Each node keeps
-- `order_key`, the positions from its root down to itself ({2, 0, 5}: the third root's first
-- child's sixth child), so depth-first place order is the key's order, and a directory's
-- subtree is one range of the index below: from its own key to its key followed by the largest
-- position. The projection keeps the keys as nodes are created, moved, deleted and restored
-- (projections::applications). The recursive walk visited every directory of the subtree and
-- sorted what it carried (P12: 29× P2's p99 at 999 entries, docs/benchmarks.md).
--
-- Rows and trash entries written before hold no keys, so the applications projection starts
-- again from the journal's start.

-- projection "applications"
TRUNCATE application_list, application_nodes, application_trash, application_node_trash;
DELETE FROM projection_checkpoints WHERE projection_name = 'applications';
ALTER TABLE application_nodes ADD COLUMN order_key int[] NOT NULL;
CREATE INDEX application_nodes_order ON application_nodes (application_id, tree, order_key);
