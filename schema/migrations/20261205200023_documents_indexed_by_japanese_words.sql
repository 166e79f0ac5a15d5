-- Issue 33: documents are indexed by Japanese words (projections/src/japanese.rs), no longer by
-- character pairs, and a query now looks for words: rows indexed the old way would be found
-- wrongly. The documents projection starts again from the journal's start, so every row is
-- indexed anew (the tables are a read model: the journal holds everything they say).

-- projection "documents"
TRUNCATE document_list, document_versions, document_categories, permission_categories,
    document_favourites;
DELETE FROM projection_checkpoints WHERE projection_name = 'documents';
