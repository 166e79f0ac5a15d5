-- Notifications by email (issue 35 §6). Both tables belong to the `notifications` projection
-- and are rebuilt with it from the journal.

-- The kinds an employee chose a delivery for (`NotificationDeliveryChosen`,
-- `NotificationEmailUnsubscribed`); a kind without a row follows the default (approvals and
-- assignments by email at once, the rest in the app only: `default_delivery`).
CREATE TABLE notification_deliveries
(
    employee_id uuid NOT NULL,
    -- a notification kind: TASK_ASSIGNED, …
    kind        text NOT NULL,
    -- APP, IMMEDIATELY or DIGEST
    delivery    text NOT NULL,
    PRIMARY KEY (employee_id, kind)
);

-- The mail worker's work list: one row per notification to be mailed, keyed by the
-- notification, decided by the delivery in force when the notification was derived. A row
-- leaves when `NotificationsEmailed` records it sent, or when its notification is read in the
-- app first.
CREATE TABLE notification_mail
(
    notification_id uuid PRIMARY KEY,
    recipient_id    uuid        NOT NULL,
    kind            text        NOT NULL,
    -- false: at once; true: in the recipient's next daily digest
    digest          boolean     NOT NULL,
    created_at      timestamptz NOT NULL
);
CREATE INDEX notification_mail_due ON notification_mail (digest, recipient_id, created_at);
