-- Issue 33: documents' keyword search reads title hits as a part of their own (read::documents,
-- list_query), taken from this index when the word is rare in titles rather than by visiting
-- every document the word is in.

-- projection "documents"
CREATE INDEX document_list_title_search ON document_list USING gin (title_search);
