//! Keyword search terms for documents (issue 14), written once for the index (the projection)
//! and the query (the api), so both cut text the same way.
//!
//! Text is NFKC-normalised (full-width ＡＢＣ and half-width ｶﾀｶﾅ fold to their usual forms)
//! and lower-cased, then cut into:
//! - **words**: runs of letters and digits outside the CJK scripts. The query matches a word by
//!   prefix (`deplo` finds `deployment`).
//! - **CJK grams**: Japanese has no spaces, so every character of a run of kanji, hiragana or
//!   katakana is a term, and so is every pair of neighbours. A one-character query (「株」) is
//!   matched by its unigram, a longer one (「議事録」) by all its bigrams, and then checked as a
//!   substring of the text, because bigrams alone do not prove the characters are adjacent
//!   (「議事」 and 「事録」 could be apart). A trigram index could not find one- or
//!   two-character words at all.
//!
//! The index stores the terms with `array_to_tsvector`, and the query is a `tsquery` whose
//! lexemes are quoted, so PostgreSQL's own parser (which does not know Japanese) never cuts
//! either side.

use std::collections::BTreeSet;

use unicode_normalization::UnicodeNormalization;

/// Longest word kept, in characters (a tsvector lexeme must stay under 2 KiB).
const WORD_MAX_CHARS: usize = 64;
/// Most terms a query may carry; the rest are ignored.
const QUERY_MAX_TERMS: usize = 16;
/// Most bytes of terms one text is indexed by: a `tsvector` holds at most 1 MiB (lexemes
/// plus 4 bytes each), and a 200,000-character Japanese body has more distinct pairs than
/// that. What follows is not searchable, and nothing overflows.
const INDEX_MAX_BYTES: usize = 900_000;

/// Whether `c` is written without spaces between words (CJK ideographs, kana, hangul).
fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x3040..=0x30FF        // hiragana, katakana (with ー)
        | 0x31F0..=0x31FF      // katakana phonetic extensions
        | 0x3400..=0x4DBF      // CJK extension A
        | 0x4E00..=0x9FFF      // CJK unified ideographs
        | 0xF900..=0xFAFF      // compatibility ideographs
        | 0xAC00..=0xD7AF      // hangul syllables
        | 0x20000..=0x3134F    // CJK extensions B–G
        | 0x3005 | 0x3006      // 々 〆
    )
}

#[derive(Debug, PartialEq, Eq)]
enum Run {
    Word(String),
    Cjk(Vec<char>),
}

/// `text`, normalised and cut into word runs and CJK runs (everything else separates).
fn runs(text: &str) -> Vec<Run> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut cjk = Vec::new();
    let normalised: String = text.nfkc().flat_map(char::to_lowercase).collect();
    for c in normalised.chars() {
        if is_cjk(c) {
            if !word.is_empty() {
                out.push(Run::Word(std::mem::take(&mut word)));
            }
            cjk.push(c);
        } else if c.is_alphanumeric() {
            if !cjk.is_empty() {
                out.push(Run::Cjk(std::mem::take(&mut cjk)));
            }
            word.push(c);
        } else {
            if !word.is_empty() {
                out.push(Run::Word(std::mem::take(&mut word)));
            }
            if !cjk.is_empty() {
                out.push(Run::Cjk(std::mem::take(&mut cjk)));
            }
        }
    }
    if !word.is_empty() {
        out.push(Run::Word(word));
    }
    if !cjk.is_empty() {
        out.push(Run::Cjk(cjk));
    }
    out
}

fn clip(word: String) -> String {
    if word.chars().count() > WORD_MAX_CHARS {
        word.chars().take(WORD_MAX_CHARS).collect()
    } else {
        word
    }
}

/// The terms `text` is found by: its words, and every CJK character and pair of neighbours,
/// from the start of the text up to [`INDEX_MAX_BYTES`]. Sorted and without repeats (the same
/// text always gives the same terms).
pub fn index_terms(text: &str) -> Vec<String> {
    let mut terms = BTreeSet::new();
    let mut bytes = 0;
    let mut add = |term: String| {
        let size = term.len() + 4;
        if bytes + size > INDEX_MAX_BYTES {
            return false;
        }
        if terms.insert(term) {
            bytes += size;
        }
        true
    };
    'text: for run in runs(text) {
        match run {
            Run::Word(word) => {
                if !add(clip(word)) {
                    break 'text;
                }
            }
            Run::Cjk(chars) => {
                for (i, c) in chars.iter().enumerate() {
                    if !add(c.to_string()) {
                        break 'text;
                    }
                    if let Some(next) = chars.get(i + 1)
                        && !add([*c, *next].iter().collect())
                    {
                        break 'text;
                    }
                }
            }
        }
    }
    terms.into_iter().collect()
}

/// A keyword, ready for the index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchQuery {
    /// A `tsquery` in PostgreSQL's input syntax, every lexeme quoted: all terms must match.
    pub tsquery: String,
    /// CJK runs of three or more characters, which must also occur as written in the title or
    /// body (normalised). Two characters need no check: their one pair proves they are
    /// adjacent.
    pub phrases: Vec<String>,
    /// What to highlight in a passage: the words and CJK runs of the keyword.
    pub highlights: Vec<String>,
}

/// The query for `keyword`, or None when it has nothing to search by (only punctuation).
pub fn parse_query(keyword: &str) -> Option<SearchQuery> {
    let mut lexemes: Vec<String> = Vec::new();
    let mut phrases = Vec::new();
    let mut highlights = Vec::new();
    for run in runs(keyword) {
        match run {
            Run::Word(word) => {
                let word = clip(word);
                // Quoted and matched as a prefix; words hold only letters and digits, so
                // there is nothing to escape.
                lexemes.push(format!("'{word}':*"));
                highlights.push(word);
            }
            Run::Cjk(chars) if chars.len() == 1 => {
                lexemes.push(format!("'{}'", chars[0]));
                highlights.push(chars[0].to_string());
            }
            Run::Cjk(chars) => {
                for pair in chars.windows(2) {
                    lexemes.push(format!("'{}{}'", pair[0], pair[1]));
                }
                let phrase: String = chars.iter().collect();
                highlights.push(phrase.clone());
                if chars.len() > 2 {
                    phrases.push(phrase);
                }
            }
        }
    }
    let mut seen = std::collections::HashSet::new();
    lexemes.retain(|l| seen.insert(l.clone()));
    lexemes.truncate(QUERY_MAX_TERMS);
    if lexemes.is_empty() {
        return None;
    }
    Some(SearchQuery {
        tsquery: lexemes.join(" & "),
        phrases,
        highlights,
    })
}

/// A piece of a passage; `highlight` marks a keyword match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PassagePart {
    pub text: String,
    pub highlight: bool,
}

/// Characters of context shown before the first match.
const BEFORE: usize = 40;
/// Length of a passage, in characters.
const PASSAGE_CHARS: usize = 180;

/// Markdown reduced to the words a reader sees, on one line (for a passage, not for display
/// of the document itself).
fn plain(markdown: &str) -> Vec<char> {
    let mut out = Vec::with_capacity(markdown.len());
    let mut space = false;
    for c in markdown.chars() {
        if c.is_whitespace() || matches!(c, '#' | '*' | '_' | '`' | '>' | '|' | '~') {
            if !space && !out.is_empty() {
                out.push(' ');
            }
            space = true;
        } else {
            out.push(c);
            space = false;
        }
    }
    out
}

fn lower(c: char) -> char {
    c.to_lowercase().next().unwrap_or(c)
}

fn matches_at(text: &[char], at: usize, term: &[char]) -> bool {
    at + term.len() <= text.len() && term.iter().zip(&text[at..]).all(|(t, c)| lower(*c) == *t)
}

/// The passage of `body` around the first match of any of `highlights`, cut into plain and
/// highlighted parts; the start of the body when nothing matches there (a title hit).
pub fn passage(body: &str, highlights: &[String]) -> Vec<PassagePart> {
    let text = plain(body);
    let terms: Vec<Vec<char>> = highlights
        .iter()
        .map(|h| h.chars().map(lower).collect::<Vec<_>>())
        .filter(|t| !t.is_empty())
        .collect();
    let first = (0..text.len()).find(|at| terms.iter().any(|t| matches_at(&text, *at, t)));
    let start = first.map_or(0, |at| at.saturating_sub(BEFORE));
    let end = (start + PASSAGE_CHARS).min(text.len());
    let mut parts: Vec<PassagePart> = Vec::new();
    let mut push = |chars: &[char], highlight: bool| {
        if chars.is_empty() {
            return;
        }
        match parts.last_mut() {
            Some(last) if last.highlight == highlight => last.text.extend(chars),
            _ => parts.push(PassagePart {
                text: chars.iter().collect(),
                highlight,
            }),
        }
    };
    if start > 0 {
        push(&['…'], false);
    }
    let mut at = start;
    while at < end {
        // The longest term matching here, so 'deploy' wins over 'de'.
        let hit = terms
            .iter()
            .filter(|t| matches_at(&text, at, t))
            .map(Vec::len)
            .max();
        match hit {
            Some(len) => {
                let stop = (at + len).min(end);
                push(&text[at..stop], true);
                at = stop;
            }
            None => {
                push(&text[at..at + 1], false);
                at += 1;
            }
        }
    }
    if end < text.len() {
        push(&['…'], false);
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_words_are_lower_cased_terms() {
        assert_eq!(
            index_terms("Deploy the API, then deploy again."),
            vec!["again", "api", "deploy", "the", "then"]
        );
    }

    #[test]
    fn japanese_text_is_indexed_by_every_character_and_every_pair() {
        assert_eq!(
            index_terms("議事録"),
            vec!["事", "事録", "議", "議事", "録"]
        );
    }

    #[test]
    fn full_width_and_half_width_forms_fold_to_one_term() {
        assert_eq!(index_terms("ＡＰＩ"), vec!["api"]);
        assert_eq!(index_terms("ｶﾅ"), index_terms("カナ"));
    }

    #[test]
    fn mixed_text_splits_at_script_changes() {
        assert_eq!(index_terms("API設計"), vec!["api", "計", "設", "設計"]);
    }

    #[test]
    fn a_one_character_japanese_query_matches_its_unigram() {
        let query = parse_query("株").unwrap();
        assert_eq!(query.tsquery, "'株'");
        assert!(query.phrases.is_empty());
    }

    #[test]
    fn a_longer_japanese_query_needs_all_pairs_and_the_phrase_itself() {
        let query = parse_query("議事録").unwrap();
        assert_eq!(query.tsquery, "'議事' & '事録'");
        assert_eq!(query.phrases, vec!["議事録"]);
    }

    #[test]
    fn a_two_character_query_needs_no_substring_check() {
        let query = parse_query("議事").unwrap();
        assert_eq!(query.tsquery, "'議事'");
        assert!(query.phrases.is_empty());
    }

    #[test]
    fn a_huge_japanese_text_is_indexed_up_to_what_a_tsvector_holds() {
        // 200,000 ideographs drawn from 20,000 at random: far more distinct pairs than fit.
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let text: String = (0..200_000)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                char::from_u32(0x4E00 + (seed % 20_000) as u32).unwrap()
            })
            .collect();
        let terms = index_terms(&text);
        let bytes: usize = terms.iter().map(|t| t.len() + 4).sum();
        assert!(bytes <= INDEX_MAX_BYTES, "{bytes}");
        assert!(bytes > INDEX_MAX_BYTES - 64, "the cap was reached: {bytes}");
        assert!(terms.len() > 50_000, "most of it is still searchable");
        assert_eq!(index_terms(&text), terms, "the same text, the same terms");
    }

    #[test]
    fn english_words_match_by_prefix_and_punctuation_is_ignored() {
        let query = parse_query("  deplo, GUIDE! ").unwrap();
        assert_eq!(query.tsquery, "'deplo':* & 'guide':*");
        assert!(parse_query(" ,.!? ").is_none());
        // Nothing a caller types can break out of the quotes.
        assert_eq!(parse_query("a' | 'b").unwrap().tsquery, "'a':* & 'b':*");
    }

    #[test]
    fn a_passage_highlights_every_match_around_the_first() {
        let body = format!("{} The **deploy** guide: deploy twice.", "x ".repeat(60));
        let parts = passage(&body, &["deploy".into()]);
        assert!(parts.first().unwrap().text.starts_with('…'));
        let highlighted: Vec<&str> = parts
            .iter()
            .filter(|p| p.highlight)
            .map(|p| p.text.as_str())
            .collect();
        assert_eq!(highlighted, vec!["deploy", "deploy"]);
    }

    #[test]
    fn a_passage_matches_japanese_and_ignores_case() {
        let parts = passage(
            "本日の議事録です。Deploy",
            &["議事録".into(), "deploy".into()],
        );
        let highlighted: Vec<&str> = parts
            .iter()
            .filter(|p| p.highlight)
            .map(|p| p.text.as_str())
            .collect();
        assert_eq!(highlighted, vec!["議事録", "Deploy"]);
    }

    #[test]
    fn without_a_match_the_passage_is_the_start_of_the_body() {
        let parts = passage("Hello world", &["absent".into()]);
        assert_eq!(
            parts,
            vec![PassagePart {
                text: "Hello world".into(),
                highlight: false
            }]
        );
    }
}
