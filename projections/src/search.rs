//! Keyword search terms for documents (issue 14), written once for the index (the projection)
//! and the query (the api), so both cut text the same way.
//!
//! Text is NFKC-normalised (full-width ＡＢＣ and half-width ｶﾀｶﾅ fold to their usual forms)
//! and lower-cased, then cut into:
//! - **words**: runs of letters and digits outside the CJK scripts. The query matches a word by
//!   prefix (`deplo` finds `deployment`).
//! - **Japanese words**: Japanese has no spaces, so a run of kanji, hiragana or katakana is cut
//!   into words by a morphological segmenter ([`crate::japanese`], issue 33). The query
//!   matches each of its words by prefix, as English (「株」 finds 株式 and 株主, 「京都」 finds
//!   京都府 but not 東京都, whose words are 東京 and 都), and a keyword of several words is
//!   then checked as written in the text, so its words are found together and in order.
//!   Character pairs, which search used before, matched across word boundaries (「京都」 is a
//!   pair of 「東京都」); a trigram index could not find one- or two-character words at all.
//!
//! The index stores the terms with `array_to_tsvector`, and the query is a `tsquery` whose
//! lexemes are quoted, so PostgreSQL's own parser (which does not know Japanese) never cuts
//! either side.

use std::collections::BTreeSet;

use unicode_normalization::UnicodeNormalization;

use crate::japanese;

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

/// The terms `text` is found by: its words, Japanese cut by the dictionary, from the start of
/// the text up to [`INDEX_MAX_BYTES`]. Sorted and without repeats (the same text always gives
/// the same terms).
pub fn index_terms(text: &str) -> Vec<String> {
    terms_of(text, true)
}

/// Only the Japanese words of `text`, cut as [`index_terms`] cuts them: what tasks and issues
/// index (issue 33), whose keyword stays a substring match for everything else.
pub fn japanese_terms(text: &str) -> Vec<String> {
    terms_of(text, false)
}

fn terms_of(text: &str, with_words: bool) -> Vec<String> {
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
                if with_words && !add(clip(word)) {
                    break 'text;
                }
            }
            Run::Cjk(chars) => {
                let run: String = chars.into_iter().collect();
                for word in japanese::words(&run) {
                    if !add(clip(word)) {
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
    /// Japanese runs of more than one word, which must also occur as written in the title or
    /// body (normalised): each word's own match does not prove they are together.
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
            Run::Cjk(chars) => {
                let phrase: String = chars.into_iter().collect();
                // Each word by prefix, like an English word; a CJK run holds no quote.
                let words = japanese::query_words(&phrase);
                lexemes.extend(
                    words
                        .iter()
                        .map(|word| format!("'{}':*", clip(word.clone()))),
                );
                highlights.push(phrase.clone());
                if words.len() > 1 {
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

/// A keyword as tasks and issues match it (issue 33): its Japanese by words, from the terms
/// [`japanese_terms`] indexed, and the rest of it as substrings, as before.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MixedQuery {
    /// The Japanese words' `tsquery` (each word by prefix), and the runs of more than one word
    /// that must also stand as written.
    pub japanese: SearchQuery,
    /// The keyword's other parts, each found as a substring (case-insensitively).
    pub substrings: Vec<String>,
}

/// The keyword's Japanese part by words, or None when it has no Japanese (then the whole
/// keyword stays one substring, the lists' match before issue 33).
pub fn mixed_query(keyword: &str) -> Option<MixedQuery> {
    let mut japanese = String::new();
    let mut substrings = Vec::new();
    let mut other = String::new();
    for c in keyword.chars() {
        if is_cjk(c) {
            if !other.trim().is_empty() {
                substrings.push(other.trim().to_owned());
            }
            other.clear();
            japanese.push(c);
        } else {
            // A separator between two Japanese runs keeps them apart, as in `runs`.
            if !japanese.ends_with(' ') && !japanese.is_empty() {
                japanese.push(' ');
            }
            other.push(c);
        }
    }
    if !other.trim().is_empty() {
        substrings.push(other.trim().to_owned());
    }
    let japanese = parse_query(japanese.trim())?;
    Some(MixedQuery {
        japanese,
        substrings,
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
    fn tasks_index_only_japanese_words_and_a_mixed_keyword_splits_into_words_and_substrings() {
        assert_eq!(
            japanese_terms("VPN 東京都の支店"),
            index_terms("東京都の支店")
        );
        assert!(japanese_terms("Plain English only").is_empty());
        assert_eq!(mixed_query("VPN only"), None);
        let mixed = mixed_query("VPN 京都 5F").expect("has Japanese");
        assert_eq!(mixed.substrings, ["VPN", "5F"]);
        assert_eq!(mixed.japanese.tsquery, "'京都':*");
        // 京都 is not a word of 東京都 (東京 · 都), so the index does not find it there.
        assert!(
            !japanese_terms("東京都の支店")
                .iter()
                .any(|t| t.starts_with("京都"))
        );
    }

    #[test]
    fn english_words_are_lower_cased_terms() {
        assert_eq!(
            index_terms("Deploy the API, then deploy again."),
            vec!["again", "api", "deploy", "the", "then"]
        );
    }

    #[test]
    fn japanese_text_is_indexed_by_its_words() {
        assert_eq!(
            index_terms("取締役会の議事録"),
            vec!["の", "会", "取締役", "議事", "録"]
        );
        // Not by character pairs: 京都 is a pair of 東京都, not one of its words.
        let tokyo = index_terms("東京都に住んでいる");
        assert!(tokyo.contains(&"東京".to_owned()) && tokyo.contains(&"都".to_owned()));
        assert!(
            !tokyo.iter().any(|term| term.starts_with("京都")),
            "{tokyo:?}"
        );
    }

    #[test]
    fn full_width_and_half_width_forms_fold_to_one_term() {
        assert_eq!(index_terms("ＡＰＩ"), vec!["api"]);
        assert_eq!(index_terms("ｶﾅ"), index_terms("カナ"));
    }

    #[test]
    fn mixed_text_splits_at_script_changes() {
        assert_eq!(index_terms("API設計"), vec!["api", "設計"]);
    }

    #[test]
    fn a_japanese_word_is_matched_by_prefix_and_needs_no_substring_check() {
        let query = parse_query("株").unwrap();
        assert_eq!(query.tsquery, "'株':*");
        assert!(query.phrases.is_empty());
        assert_eq!(parse_query("京都").unwrap().tsquery, "'京都':*");
    }

    #[test]
    fn a_japanese_keyword_of_several_words_needs_them_all_and_the_phrase_itself() {
        let query = parse_query("議事録").unwrap();
        assert_eq!(query.tsquery, "'議事':* & '録':*");
        assert_eq!(query.phrases, vec!["議事録"]);
    }

    #[test]
    fn a_huge_text_is_indexed_up_to_what_a_tsvector_holds() {
        // 200,000 words drawn at random: far more distinct terms than fit.
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let text: String = (0..200_000)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                format!("w{:x} ", seed % 1_000_000_000)
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
    fn a_huge_japanese_text_is_indexed_without_overflowing() {
        let text =
            "本日の議題は株主総会の日程です。取締役会の議事録を確認してください。".repeat(5_000);
        let terms = index_terms(&text);
        let bytes: usize = terms.iter().map(|t| t.len() + 4).sum();
        assert!(bytes <= INDEX_MAX_BYTES, "{bytes}");
        assert!(terms.contains(&"議事".to_owned()));
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
