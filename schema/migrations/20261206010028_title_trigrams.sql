-- Issue 33 (search everywhere at a million rows): a frequent text is read in two parts, the
-- title's hits ranked and then the others in order (`read::search::ranked`). The first part
-- asks for the text in the title alone; these indexes find those rows without visiting every
-- row whose description holds it.

-- projection "tasks"
CREATE INDEX task_list_title_trigrams ON task_list USING gin (title gin_trgm_ops);

-- projection "issues"
CREATE INDEX issue_list_title_trigrams ON issue_list USING gin (title gin_trgm_ops);
