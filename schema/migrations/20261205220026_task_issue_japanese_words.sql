-- Issue 33: the task and issue keywords find Japanese by words, as documents do, no longer as
-- a substring that matches across word boundaries (「京都」 inside 「東京都」). Each row keeps
-- the Japanese words of its title and description (projections/src/search.rs,
-- `japanese_terms`); the rest of a keyword is still a substring, as before.
--
-- The words are cut by the dictionary in the projections, which SQL cannot do, so the two
-- projections start again from the journal's start and every row is indexed anew (the tables
-- are read models: the journal holds everything they say).

-- projection "tasks"
ALTER TABLE task_list ADD COLUMN japanese_words tsvector NOT NULL DEFAULT ''::tsvector;
CREATE INDEX task_list_japanese_words ON task_list USING gin (japanese_words);
TRUNCATE task_list;
DELETE FROM projection_checkpoints WHERE projection_name = 'tasks';

-- projection "issues"
ALTER TABLE issue_list ADD COLUMN japanese_words tsvector NOT NULL DEFAULT ''::tsvector;
CREATE INDEX issue_list_japanese_words ON issue_list USING gin (japanese_words);
TRUNCATE issue_list, issue_comments, issue_statuses, issue_categories, issue_status_counts;
DELETE FROM projection_checkpoints WHERE projection_name = 'issues';
