//! Queries over read-model tables.
//!
//! *Invariant:* this module reads only read-model tables, never the journal's `events` table
//! (the exceptions live outside it: `audit`, and the degraded-mode mutation answers).

pub mod agents;
pub mod ai;
pub mod api_tokens;
pub mod applications;
pub mod bulk;
pub mod by_id;
pub mod chats;
pub mod count;
pub mod documents;
pub mod emails;
pub mod imports;
pub mod issues;
pub mod kept;
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
pub mod trash;
pub mod views;
pub mod workflows;

/// A keyword over a row's text (`text`: an expression, the title and description) and the
/// row's Japanese words (`words`: its `japanese_words` column), as one condition: the task
/// and issue lists, their counts, live notices and search everywhere all match by it.
///
/// Without Japanese, the keyword is one substring, case-insensitively (the trigram index).
/// With Japanese (issue 33), its Japanese is found by words, each by prefix, from the words
/// the projection cut (`staffhub_projections::search::japanese_terms`), and a run of several
/// words must also stand as written; its other parts stay substrings. So 「京都」 no longer
/// finds 「東京都」 (東京 · 都), as documents never do.
pub fn push_text_keyword(
    query: &mut sqlx::QueryBuilder<'_, sqlx::Postgres>,
    text: &str,
    words: &str,
    keyword: &str,
) {
    let Some(mixed) = staffhub_projections::search::mixed_query(keyword) else {
        query
            .push(format!("{text} ILIKE "))
            .push_bind(like_pattern(keyword));
        return;
    };
    query
        .push(format!("{words} @@ "))
        .push_bind(mixed.japanese.tsquery)
        .push("::tsquery");
    // The phrase as written is in almost every hit; normalising (NFKC, lower case, as the
    // index did) is only paid for the rest.
    for phrase in mixed.japanese.phrases {
        query
            .push(format!(" AND (strpos({text}, "))
            .push_bind(phrase.clone())
            .push(format!(") > 0 OR strpos(lower(normalize({text}, NFKC)), "))
            .push_bind(phrase)
            .push(") > 0)");
    }
    for part in mixed.substrings {
        query
            .push(format!(" AND {text} ILIKE "))
            .push_bind(like_pattern(&part));
    }
}

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
