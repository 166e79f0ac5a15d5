-- The task list orders by `<column> DESC NULLS LAST, task_id DESC` (and the reverse for ASC,
-- which is the same index scanned backwards). The first indexes were `(<column> DESC, task_id)`
-- — DESC means NULLS FIRST, and task_id ascending — so no list query could use them and every
-- page sorted all matching rows (docs/benchmarks.md: P2). These match the query exactly.
DROP INDEX task_list_by_updated;
DROP INDEX task_list_by_created;
DROP INDEX task_list_by_status;
DROP INDEX task_list_by_assignee;

CREATE INDEX task_list_by_updated ON task_list (updated_at DESC NULLS LAST, task_id DESC);
CREATE INDEX task_list_by_created ON task_list (created_at DESC NULLS LAST, task_id DESC);
CREATE INDEX task_list_by_due_date ON task_list (due_date DESC NULLS LAST, task_id DESC);
CREATE INDEX task_list_by_priority ON task_list (priority_id DESC NULLS LAST, task_id DESC);
CREATE INDEX task_list_by_status ON task_list (status_id DESC NULLS LAST, task_id DESC);
CREATE INDEX task_list_by_title ON task_list (lower(title) DESC NULLS LAST, task_id DESC);
-- "My tasks" and the assignee filter: the assignee's rows in list order.
CREATE INDEX task_list_by_assignee ON task_list (assignee_id, updated_at DESC NULLS LAST, task_id DESC);
