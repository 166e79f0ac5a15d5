//! Tasks' application layer (issue 31): what the task rules ask of other areas.

mod descriptor;

pub use descriptor::AREA;

/// Spec §4 task statuses, as a search hit's second line.
pub fn status_label(id: i16) -> (&'static str, &'static str) {
    match id {
        1 => ("Open", "未対応"),
        2 => ("Processing", "処理中"),
        3 => ("Closed", "クローズ"),
        4 => ("Completed", "完了"),
        _ => ("Unknown", "不明"),
    }
}

use staffhub_domain::tasks::EmployeeLookup;
use uuid::Uuid;

use crate::lookups::{DirectoryLookup, exists};

#[async_trait::async_trait]
impl EmployeeLookup for DirectoryLookup {
    /// Asked of the write side (the Employee aggregate's events), like `role_exists`: an
    /// employee registered a moment ago can be assigned at once, and a deactivated one cannot.
    async fn employee_exists(&self, employee_id: Uuid) -> Result<bool, String> {
        exists(&self.0, "Employee", employee_id).await
    }
}
