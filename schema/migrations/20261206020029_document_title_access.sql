-- Issue 33: the document list's title part (read::documents::list_query, a keyword sorted by
-- relevance) asks the titles' terms and the reader's access terms together. One index of both,
-- as `document_list_search_access` is for the whole text, answers it in one scan; with the
-- titles' index alone, PostgreSQL read the reader's whole access term (a third of the table)
-- beside it and intersected the two.
--
-- The title part no longer also asks the whole text's terms: the projection now makes every
-- title term a term of the whole (projections::documents::terms; cut separately, a title's last
-- word could be cut otherwise beside the body). Rows indexed before did not promise it, so the
-- documents projection starts again from the journal's start and indexes every row anew.

-- projection "documents"
TRUNCATE document_list, document_versions, document_categories, permission_categories,
    document_favourites;
DELETE FROM projection_checkpoints WHERE projection_name = 'documents';
CREATE INDEX document_list_title_access ON document_list USING gin (title_search, access_keys);
DROP INDEX document_list_title_search;
