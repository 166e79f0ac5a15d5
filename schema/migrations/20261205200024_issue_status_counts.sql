-- Issue 33: how many issues each status has, kept by the issues projection as issues are
-- created and moved, so the unfiltered board's column counts read one row a column instead of
-- counting the whole list (a million issues). A filtered board still counts what it matches.

-- projection "issues"
CREATE TABLE issue_status_counts
(
    status_id uuid   PRIMARY KEY,
    count     bigint NOT NULL
);
INSERT INTO issue_status_counts (status_id, count)
SELECT status_id, count(*) FROM issue_list GROUP BY status_id;
