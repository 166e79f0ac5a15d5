//! Japanese words (issue 33): search cuts Japanese into words as a reader reads them, with
//! lindera, a morphological segmenter, and the IPADIC dictionary.
//!
//! Character pairs (what search used before) match across word boundaries: 「京都」 is a pair
//! of 「東京都」 (東京|都), so a search for Kyoto found Tokyo. Words do not: 「東京都」 is the
//! words 東京 and 都, and neither begins with 京都.
//!
//! The dictionary is built from Debian's `mecab-ipadic` package (the IPADIC sources, which
//! `make run` and `make test` install) the first time it is needed, about a second's work, into
//! a directory that later processes load at once (memory-mapped). lindera's own dictionary
//! crates download their sources while compiling, which a machine without the internet cannot.
//!
//! *Invariant:* the index and the query cut text with the same dictionary, so a word indexed is
//! a word found. Changing the dictionary changes what documents are indexed by: rebuild the
//! documents projection.

use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use lindera::dictionary::{DictionaryBuilder, Metadata, load_fs_dictionary};
use lindera::mode::{Mode, Penalty};
use lindera::segmenter::Segmenter;

/// Where Debian's `mecab-ipadic` puts the IPADIC sources (EUC-JP CSVs and definitions).
pub const DEFAULT_SOURCE: &str = "/usr/share/mecab/dic/ipadic";
/// The IPADIC sources to build from (default [`DEFAULT_SOURCE`]).
pub const SOURCE_VARIABLE: &str = "STAFFHUB_JA_DICTIONARY_SOURCE";
/// The built dictionary's directory, built there when missing (default: in the temporary
/// directory, named by the segmenter's version).
pub const DICTIONARY_VARIABLE: &str = "STAFFHUB_JA_DICTIONARY";
/// The dictionary format's version: a new lindera may read an old build wrongly.
const FORMAT: &str = "lindera-6.2";
/// IPADIC's fields, as lindera's own IPADIC crate declares them, in Debian's encoding.
const METADATA: &str = include_str!("ipadic.json");

#[derive(Debug, thiserror::Error)]
pub enum DictionaryError {
    #[error(
        "the Japanese dictionary's sources are not at {0} (install Debian's mecab-ipadic, or set {SOURCE_VARIABLE})"
    )]
    NoSource(PathBuf),
    #[error("building the Japanese dictionary into {path}: {message}")]
    Build { path: PathBuf, message: String },
    #[error("loading the Japanese dictionary from {path}: {message}")]
    Load { path: PathBuf, message: String },
}

struct Segmenters {
    /// Words as the dictionary knows them: 株式会社, 関西国際空港.
    normal: Segmenter,
    /// Long compounds cut into their words too: 株式|会社, 関西|国際|空港.
    decompose: Segmenter,
}

static SEGMENTERS: OnceLock<Result<Segmenters, String>> = OnceLock::new();

/// Loads (building if needed) the dictionary now, so a server or worker that cannot search
/// Japanese says why at start-up rather than at its first document.
pub fn check() -> Result<(), String> {
    segmenters().map(|_| ())
}

fn segmenters() -> Result<&'static Segmenters, String> {
    SEGMENTERS
        .get_or_init(|| {
            let dictionary = load_or_build().map_err(|e| e.to_string())?;
            Ok(Segmenters {
                normal: Segmenter::new(Mode::Normal, dictionary.clone(), None),
                decompose: Segmenter::new(Mode::Decompose(Penalty::default()), dictionary, None),
            })
        })
        .as_ref()
        .map_err(Clone::clone)
}

fn segmenters_or_panic() -> &'static Segmenters {
    match segmenters() {
        Ok(segmenters) => segmenters,
        // Search without its dictionary would index and find nothing Japanese, silently;
        // start-up checks it (`check`), so this is reached only where nothing did.
        Err(error) => panic!("{error}"),
    }
}

fn dictionary_dir() -> PathBuf {
    std::env::var_os(DICTIONARY_VARIABLE)
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join(format!("staffhub-ipadic-{FORMAT}")))
}

fn load_or_build() -> Result<lindera::dictionary::Dictionary, DictionaryError> {
    let path = dictionary_dir();
    if !path.join("metadata.json").is_file() {
        build(&path)?;
    }
    load_fs_dictionary(&path).map_err(|e| DictionaryError::Load {
        path,
        message: e.to_string(),
    })
}

/// Builds into a directory of this process's own, then renames it into place: processes that
/// start together (a test run's servers) each build, and the first rename wins.
fn build(path: &Path) -> Result<(), DictionaryError> {
    let source = std::env::var_os(SOURCE_VARIABLE)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(DEFAULT_SOURCE));
    if !source.join("matrix.def").is_file() {
        return Err(DictionaryError::NoSource(source));
    }
    let failed = |message: String| DictionaryError::Build {
        path: path.to_owned(),
        message,
    };
    let metadata: Metadata = serde_json::from_str(METADATA).map_err(|e| failed(e.to_string()))?;
    let staging = path.with_extension(format!("building-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&staging);
    std::fs::create_dir_all(&staging).map_err(|e| failed(e.to_string()))?;
    DictionaryBuilder::new(metadata)
        .build_dictionary(&source, &staging)
        .map_err(|e| failed(e.to_string()))?;
    if std::fs::rename(&staging, path).is_err() {
        // Another process put its build there first; theirs is as good as ours.
        let _ = std::fs::remove_dir_all(&staging);
        if !path.join("metadata.json").is_file() {
            return Err(failed("could not move the build into place".into()));
        }
    }
    Ok(())
}

/// The words of a run of Japanese text, as written, in order: each word of the dictionary's
/// cut and, where it cut a long compound as one word, that compound's words too. Text the
/// dictionary does not know comes out as runs of one kind of character.
pub fn words(text: &str) -> Vec<String> {
    let segmenters = segmenters_or_panic();
    let mut words = Vec::new();
    for segmenter in [&segmenters.normal, &segmenters.decompose] {
        // A segmenter fails only on a broken dictionary, which loading would have refused.
        if let Ok(tokens) = segmenter.segment(Cow::Borrowed(text)) {
            words.extend(tokens.into_iter().map(|token| token.surface.into_owned()));
        }
    }
    words
}

/// The words of a run of Japanese text as the dictionary cuts it, for a query: a keyword is
/// its words, each of which must begin a word of the text.
pub fn query_words(text: &str) -> Vec<String> {
    segmenters_or_panic()
        .normal
        .segment(Cow::Borrowed(text))
        .map(|tokens| tokens.into_iter().map(|t| t.surface.into_owned()).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cut(text: &str) -> Vec<String> {
        query_words(text)
    }

    #[test]
    fn japanese_is_cut_into_the_words_a_reader_sees() {
        assert_eq!(cut("東京都に住んでいる")[..2], ["東京", "都"]);
        assert_eq!(
            cut("取締役会の議事録"),
            ["取締役", "会", "の", "議事", "録"]
        );
        assert_eq!(cut("株式会社の稟議書"), ["株式会社", "の", "稟議", "書"]);
    }

    #[test]
    fn a_long_compound_is_indexed_whole_and_by_its_words() {
        let words = words("株式会社");
        assert!(words.contains(&"株式会社".to_owned()));
        assert!(words.contains(&"会社".to_owned()), "{words:?}");
    }
}
