//! Queries over read-model tables.
//!
//! *Invariant:* this module reads only read-model tables, never the journal's `events` table
//! (the exceptions live outside it: `audit`, and the degraded-mode mutation answers).

pub mod agents;
pub mod ai;
pub mod applications;
pub mod chats;
pub mod count;
pub mod documents;
pub mod emails;
pub mod issues;
pub mod live;
pub mod members;
pub mod notifications;
pub mod organizations;
pub mod pool;
pub mod projects;
pub mod questions;
pub mod search;
pub mod shared;
pub mod tags;
pub mod tasks;
pub mod workflows;

/// Escapes `%`, `_` and `\` so user text matches literally inside a LIKE pattern.
pub fn like_pattern(keyword: &str) -> String {
    let mut escaped = String::with_capacity(keyword.len() + 2);
    escaped.push('%');
    for c in keyword.chars() {
        if matches!(c, '%' | '_' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped.push('%');
    escaped
}

#[cfg(test)]
mod tests {
    #[test]
    fn like_patterns_match_user_text_literally() {
        assert_eq!(super::like_pattern("100%_a\\b"), "%100\\%\\_a\\\\b%");
        assert_eq!(super::like_pattern("設計"), "%設計%");
    }
}
