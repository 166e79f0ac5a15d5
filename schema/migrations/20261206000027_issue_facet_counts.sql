-- Issue 33 ("counts that cost nothing per request"): how many issues each status has, also
-- per category and per assignee, kept by the issues projection as issues are created and
-- changed. A list or board filtered by statuses, at most one category and at most one assignee
-- (the triage views: "Open bugs", "my open issues") reads its total from one row a status
-- instead of counting the list. The nil id stands for "any": an issue counts once under
-- (status, nil, nil), once under (status, category, nil) for each of its categories, once under
-- (status, nil, assignee) for each assignee and once under each (status, category, assignee).
-- It replaces `issue_status_counts` (its rows are the (status, nil, nil) ones).

-- projection "issues"
CREATE TABLE issue_facet_counts
(
    status_id   uuid   NOT NULL,
    category_id uuid   NOT NULL,
    assignee_id uuid   NOT NULL,
    count       bigint NOT NULL,
    PRIMARY KEY (category_id, assignee_id, status_id)
);

INSERT INTO issue_facet_counts (status_id, category_id, assignee_id, count)
SELECT i.status_id, c, a, count(*)
FROM issue_list i
CROSS JOIN LATERAL unnest(array_append(i.category_ids, '00000000-0000-0000-0000-000000000000'::uuid)) AS c
CROSS JOIN LATERAL unnest(array_append(i.assignee_ids, '00000000-0000-0000-0000-000000000000'::uuid)) AS a
GROUP BY 1, 2, 3;

DROP TABLE issue_status_counts;
