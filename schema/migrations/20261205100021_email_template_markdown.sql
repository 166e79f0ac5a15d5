-- A template written in markdown keeps its source beside the HTML rendered from it (issue 37
-- §6); NULL for a template written in HTML, as every template recorded before was.
ALTER TABLE email_templates ADD COLUMN markdown text;
