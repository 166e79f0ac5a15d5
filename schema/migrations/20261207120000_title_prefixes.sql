-- Issue 33 §2: search everywhere reads a frequent text's title hits rank by rank
-- (read::search::ranked). Where a rank has few hits among the newest rows, its hits are found
-- by an index: the exact title and the title's start by these (`text_pattern_ops`, so a
-- `lower(title) LIKE 'text%'` is a range of it whatever the database's collation), the rest by
-- the title trigrams (…_title_trigrams.sql). They also serve the natural key an import finds a
-- task or an issue by (`lower(title) = …`), so they replace the indexes made for it.
CREATE INDEX task_list_title_prefix ON task_list (lower(title) text_pattern_ops);
CREATE INDEX issue_list_title_prefix ON issue_list (lower(title) text_pattern_ops);
DROP INDEX task_list_title_key;
DROP INDEX issue_list_title_key;
