//! Helpers the areas' object types share.

/// Who did something: an employee is the actor of every area's events, so the shared screens
/// (notifications, history) name the type from here rather than from the members area.
pub(crate) use super::members::Employee;

/// `Arc<sqlx::Error>` as an error source.
#[derive(Debug)]
pub(crate) struct ArcError(pub(crate) std::sync::Arc<sqlx::Error>);

impl std::fmt::Display for ArcError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for ArcError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&*self.0)
    }
}
