//! Tasks' application layer (issue 31): what the task rules ask of other areas.

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
