-- Issue 33: a document's access rule as terms inside its search index, so a reader's search
-- takes only the hits they may see out of the index, instead of fetching every hit and then
-- testing the rule row by row (read::documents::condition).
--
-- The terms say who may see the row:
--   a<employee>  its author (who edits it);
--   e<role>      a role that edits it, by the document's own assignment or its permission
--                category's;
--   r<role>      a role that reads it, the same two ways, only when it is not a draft (spec §4:
--                drafts are for editors only).
-- A reader's query names the terms that would let them in (their id and their roles), as
-- values the planner can weigh against the column's statistics, and the row is visible when the
-- two overlap. For that, the documents projection copies each document's permission category's
-- roles onto the document (`category_reader_roles`, `category_editor_roles`) and copies them
-- again to every document of a category whose roles change. The terms themselves are a column
-- generated from the row, so every write, a rebuild and a replay keep them.

-- projection "documents"
ALTER TABLE document_list
    ADD COLUMN category_reader_roles int[] NOT NULL DEFAULT '{}',
    ADD COLUMN category_editor_roles int[] NOT NULL DEFAULT '{}';
UPDATE document_list d
SET category_reader_roles = c.reader_roles,
    category_editor_roles = c.editor_roles
FROM permission_categories c
WHERE c.permission_category_id = d.permission_category_id;

CREATE FUNCTION document_access_keys(author_id uuid, reader_roles int[], editor_roles int[],
                                     category_reader_roles int[], category_editor_roles int[],
                                     status smallint)
    RETURNS text[]
    LANGUAGE sql
    IMMUTABLE
    PARALLEL SAFE
RETURN
    CASE WHEN author_id IS NULL THEN '{}'::text[] ELSE ARRAY['a' || author_id::text] END
    || ARRAY(SELECT DISTINCT 'e' || r::text
             FROM unnest(editor_roles || category_editor_roles) AS r)
    -- spec §4: draft 3
    || CASE WHEN status = 3 THEN '{}'::text[]
            ELSE ARRAY(SELECT DISTINCT 'r' || r::text
                       FROM unnest(reader_roles || category_reader_roles) AS r)
       END;

ALTER TABLE document_list
    ADD COLUMN access_keys text[] NOT NULL
        GENERATED ALWAYS AS (document_access_keys(author_id, reader_roles, editor_roles,
                                                  category_reader_roles, category_editor_roles,
                                                  status)) STORED;

-- One index for the words and the access terms: a reader's search is one index scan whose
-- every hit is visible. It also serves a search without access (an admin) and a list that
-- filters by access alone, so the words' own index goes.
CREATE INDEX document_list_search_access ON document_list USING gin (search, access_keys);
DROP INDEX document_list_search;
