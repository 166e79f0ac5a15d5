-- Issue 37 §6: a document generation is saved once and leads to its document. An answer
-- keeps the document it was saved as; a room, the one saved last (the Generations list
-- links to it). Both are written only by the "chats" projection.
ALTER TABLE chat_messages ADD COLUMN saved_document_id UUID;
ALTER TABLE chat_rooms ADD COLUMN saved_document_id UUID;
