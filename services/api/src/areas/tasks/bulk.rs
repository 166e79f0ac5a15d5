//! Tasks in bulk (issue 35 §2): status, priority and assignee, each by the command a single
//! edit of it runs.

use staffhub_domain::tasks::TaskCommand;

use super::TaskTarget;
use crate::bulk::{Bulk, BulkField, ValueKind};

pub static BULK: Bulk = Bulk {
    fields: &[
        BulkField {
            name: "status",
            operation: "Mutation.changeTaskStatus",
            value: ValueKind::Number,
            apply: status,
            undone_by: None,
        },
        BulkField {
            name: "priority",
            operation: "Mutation.changeTaskPriority",
            value: ValueKind::Number,
            apply: priority,
            undone_by: None,
        },
        BulkField {
            name: "assignee",
            operation: "Mutation.assignTask",
            value: ValueKind::Id {
                type_name: "Employee",
                optional: true,
            },
            apply: assignee,
            undone_by: None,
        },
    ],
    select: Some(crate::graphql::tasks::bulk_select),
};

crate::bulk_set!(
    status,
    TaskTarget,
    i32,
    |row| i32::from(row.status_id),
    |_, status_id| TaskCommand::ChangeTaskStatus { status_id },
);

crate::bulk_set!(
    priority,
    TaskTarget,
    i32,
    |row| i32::from(row.priority_id),
    |_, priority_id| TaskCommand::ChangeTaskPriority { priority_id },
);

crate::bulk_set!(
    assignee,
    TaskTarget,
    Option<uuid::Uuid>,
    |row| row.assignee_id,
    |_, assignee_id| TaskCommand::AssignTask { assignee_id },
);
