-- Issue 33: the document list's title part (read::documents::list_query, a keyword sorted by
-- relevance) asks the titles' terms and the reader's access terms together. One index of both,
-- as `document_list_search_access` is for the whole text, answers it in one scan; with the
-- titles' index alone, PostgreSQL read the reader's whole access term (a third of the table)
-- beside it and intersected the two.

-- projection "documents"
CREATE INDEX document_list_title_access ON document_list USING gin (title_search, access_keys);
DROP INDEX document_list_title_search;
