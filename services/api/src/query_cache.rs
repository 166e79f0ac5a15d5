//! Parsed GraphQL documents, reused by their query text.
//!
//! Parsing was 12.5% of the server's CPU on the P2 read benchmark (docs/benchmarks.md,
//! issue 6), and clients send the same few operation texts again and again (Relay's compiled
//! operations). The engine still checks depth, directives and every validation rule on the
//! reused document; only the text → syntax tree step is skipped.
//!
//! Bounded: queries longer than `MAX_QUERY_BYTES` are never kept, and past `MAX_ENTRIES` the
//! cache starts over, so odd or hostile query texts cannot grow it. A text that does not parse
//! is not kept; the engine parses it again and reports the error as always.

use std::collections::HashMap;
use std::sync::Mutex;

use async_graphql::parser::types::ExecutableDocument;

const MAX_ENTRIES: usize = 256;
const MAX_QUERY_BYTES: usize = 16 * 1024;

#[derive(Debug, Default)]
pub struct DocumentCache {
    entries: Mutex<HashMap<String, ExecutableDocument>>,
}

impl DocumentCache {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, ExecutableDocument>> {
        self.entries.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Gives `request` its parsed document, from the cache or parsed now and remembered.
    pub fn prepare(&self, request: &mut async_graphql::Request) {
        // A document nested too deep is not parsed at all (`Localized` refuses it): the
        // parser's recursion could overflow the stack.
        if request.query.len() > MAX_QUERY_BYTES || crate::graphql::nested_too_deep(&request.query)
        {
            return;
        }
        if let Some(document) = self.lock().get(&request.query).cloned() {
            request.set_parsed_query(document);
            return;
        }
        let Ok(document) = request.parsed_query() else {
            return;
        };
        let document = document.clone();
        let mut entries = self.lock();
        if entries.len() >= MAX_ENTRIES {
            entries.clear();
        }
        entries.insert(request.query.clone(), document);
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.lock().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_is_parsed_once_and_then_served_from_the_cache() {
        let cache = DocumentCache::default();
        let mut first = async_graphql::Request::new("{ __typename }");
        cache.prepare(&mut first);
        assert_eq!(cache.len(), 1);
        let mut again = async_graphql::Request::new("{ __typename }");
        cache.prepare(&mut again);
        assert_eq!(cache.len(), 1);
        assert_eq!(
            again.parsed_query().unwrap().operations.iter().count(),
            first.parsed_query().unwrap().operations.iter().count()
        );
    }

    #[test]
    fn unparsable_and_oversized_queries_are_not_kept() {
        let cache = DocumentCache::default();
        cache.prepare(&mut async_graphql::Request::new("{ unclosed"));
        let huge = format!("{{ __typename {} }}", " ".repeat(MAX_QUERY_BYTES));
        cache.prepare(&mut async_graphql::Request::new(huge));
        assert_eq!(cache.len(), 0);
    }

    #[test]
    fn the_cache_starts_over_when_full() {
        let cache = DocumentCache::default();
        for n in 0..=MAX_ENTRIES {
            cache.prepare(&mut async_graphql::Request::new(format!(
                "query Q{n} {{ __typename }}"
            )));
        }
        assert_eq!(cache.len(), 1);
    }
}
