//! Reading an imported file (issue 35 §3): "UTF-8 with or without a BOM, and Shift_JIS, which
//! Japanese Excel still writes. Headers in en or ja." The bytes are decoded, split into a header
//! row and data rows by the `csv` crate, and each header is matched to a field by its name or
//! label in either language.

use sha2::{Digest, Sha256};

use super::ImportField;
use crate::catalogue::Code;
use crate::error::ApiResult;

/// Largest file taken.
pub const MAX_BYTES: usize = 10 * 1024 * 1024;

/// A file, read.
#[derive(Debug, Clone)]
pub struct Table {
    /// How it was decoded: "UTF-8", "UTF-8 with BOM" or "Shift_JIS".
    pub encoding: &'static str,
    /// The SHA-256 of its bytes, hex.
    pub sha256: String,
    pub headers: Vec<String>,
    /// Each data row with its line in the file (the header is line 1), as many cells as
    /// headers. Rows with no value at all (Excel leaves them at the end) are left out.
    pub rows: Vec<(u32, Vec<String>)>,
}

/// Decodes and splits `bytes`.
pub fn read(bytes: &[u8]) -> ApiResult<Table> {
    if bytes.len() > MAX_BYTES {
        return Err(Code::ImportFileTooLarge.into());
    }
    let sha256 = hex::encode(Sha256::digest(bytes));
    let (text, encoding) = decode(bytes)?;
    let delimiter = delimiter(&text);
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(true)
        .delimiter(delimiter)
        .from_reader(text.as_bytes());
    let headers: Vec<String> = reader
        .headers()
        .map_err(|_| Code::ImportNotCsv)?
        .iter()
        .map(|h| h.trim().to_owned())
        .collect();
    if headers.iter().all(String::is_empty) {
        return Err(Code::ImportNoRows.into());
    }
    // A row's line as a text editor counts it, from where it starts (the reader skips blank
    // lines without counting them, and a quoted cell may span lines).
    let breaks: Vec<usize> = text.match_indices('\n').map(|(at, _)| at).collect();
    let bytes = text.as_bytes();
    let line_at = |byte: u64| {
        // A record's position may point at the blank lines skipped before it.
        let mut at = byte as usize;
        while bytes.get(at).is_some_and(|b| matches!(b, b'\r' | b'\n')) {
            at += 1;
        }
        breaks.partition_point(|b| *b < at) as u32 + 1
    };
    let mut rows = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|_| Code::ImportNotCsv)?;
        if record.iter().all(|cell| cell.trim().is_empty()) {
            continue;
        }
        if rows.len() as u32 >= staffhub_domain::imports::MAX_ROWS {
            return Err(Code::ImportTooManyRows.into());
        }
        let line = record.position().map_or(0, |p| line_at(p.byte()));
        let mut cells: Vec<String> = record.iter().map(str::to_owned).collect();
        cells.resize(headers.len(), String::new());
        rows.push((line, cells));
    }
    if rows.is_empty() {
        return Err(Code::ImportNoRows.into());
    }
    Ok(Table {
        encoding,
        sha256,
        headers,
        rows,
    })
}

/// The text of `bytes` and how it was written. A UTF-8 BOM says UTF-8; bytes that are valid
/// UTF-8 are taken as UTF-8 (Shift_JIS text with any Japanese in it almost never is); else
/// Shift_JIS as Windows writes it (WHATWG's Shift_JIS is Microsoft's code page 932, with its
/// extensions: ①, ㈱, ～). Anything else, a UTF-16 file among them, is refused rather than read
/// as mojibake.
pub fn decode(bytes: &[u8]) -> ApiResult<(String, &'static str)> {
    if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        let text = std::str::from_utf8(rest).map_err(|_| Code::ImportUnknownEncoding)?;
        return Ok((text.to_owned(), "UTF-8 with BOM"));
    }
    if bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF") || bytes.contains(&0) {
        return Err(Code::ImportUnknownEncoding.into());
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        return Ok((text.to_owned(), "UTF-8"));
    }
    encoding_rs::SHIFT_JIS
        .decode_without_bom_handling_and_without_replacement(bytes)
        .map(|text| (text.into_owned(), "Shift_JIS"))
        .ok_or_else(|| Code::ImportUnknownEncoding.into())
}

/// Commas, unless the header line has tabs and no commas (a sheet saved as "Text (Tab
/// delimited)").
fn delimiter(text: &str) -> u8 {
    let header = text.lines().next().unwrap_or_default();
    if header.contains('\t') && !header.contains(',') {
        b'\t'
    } else {
        b','
    }
}

/// How a header or a label compares: case, spaces (also the full-width one), `_` and `-` do
/// not count, nor a trailing `*` (a required column's mark).
fn simple(text: &str) -> String {
    text.trim()
        .trim_end_matches(['*', '＊'])
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '_' | '-' | '\u{3000}'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// The field each header fills, suggested from its name, its label in en or ja, or another
/// name it is known by; each field once, the first column that names it.
pub fn suggest(headers: &[String], fields: &[ImportField]) -> Vec<Option<&'static str>> {
    let mut taken: Vec<&str> = Vec::new();
    headers
        .iter()
        .map(|header| {
            let header = simple(header);
            let field = fields.iter().find(|field| {
                !taken.contains(&field.name)
                    && [field.name, field.label.0, field.label.1]
                        .iter()
                        .chain(field.aliases)
                        .any(|name| simple(name) == header)
            })?;
            taken.push(field.name);
            Some(field.name)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_utf8_file_with_a_bom_is_read_without_it() {
        let table = read("\u{feff}Name,Website\nAcme,https://acme.test\n".as_bytes()).unwrap();
        assert_eq!(table.encoding, "UTF-8 with BOM");
        assert_eq!(table.headers, ["Name", "Website"]);
        assert_eq!(
            table.rows,
            [(2, vec!["Acme".into(), "https://acme.test".into()])]
        );
    }

    #[test]
    fn a_shift_jis_file_is_read_as_japanese() {
        let (bytes, _, _) =
            encoding_rs::SHIFT_JIS.encode("組織名,担当者名\n株式会社テスト,山田 太郎\n");
        let table = read(&bytes).unwrap();
        assert_eq!(table.encoding, "Shift_JIS");
        assert_eq!(table.headers, ["組織名", "担当者名"]);
        assert_eq!(table.rows[0].1, ["株式会社テスト", "山田 太郎"]);
    }

    #[test]
    fn a_utf16_file_is_refused_rather_than_read_as_mojibake() {
        let error = read(b"\xFF\xFEN\x00a\x00").unwrap_err();
        assert_eq!(error.code(), Code::ImportUnknownEncoding);
    }

    #[test]
    fn blank_rows_are_left_out_and_short_rows_are_filled() {
        let table = read(b"a,b,c\n1\n,,\n\n2,3,4\n").unwrap();
        assert_eq!(table.rows.len(), 2);
        assert_eq!(
            table.rows[0],
            (2, vec!["1".into(), String::new(), String::new()])
        );
        assert_eq!(table.rows[1].0, 5);
    }

    #[test]
    fn a_quoted_cell_keeps_its_commas_and_line_breaks() {
        let table = read(b"name,description\n\"Acme, Inc.\",\"one\ntwo\"\nNext,x\n").unwrap();
        assert_eq!(table.rows[0].1, ["Acme, Inc.", "one\ntwo"]);
        assert_eq!(table.rows[1].0, 4);
    }

    #[test]
    fn a_tab_delimited_sheet_is_read_by_its_tabs() {
        let table = read(b"name\twebsite\nAcme\thttps://acme.test\n").unwrap();
        assert_eq!(table.headers, ["name", "website"]);
    }

    #[test]
    fn a_file_with_only_a_header_has_no_rows() {
        assert_eq!(read(b"name\n").unwrap_err().code(), Code::ImportNoRows);
        assert_eq!(read(b"").unwrap_err().code(), Code::ImportNoRows);
    }

    #[test]
    fn headers_in_english_or_japanese_suggest_their_fields_once() {
        const FIELDS: &[ImportField] = &[
            ImportField::new("name", "Name", "組織名").required().key(),
            ImportField::new("contactEmail", "Contact email", "担当者メール").aliases(&["email"]),
        ];
        let headers: Vec<String> = ["組織名", "E-mail", "NAME", "Contact_Email *"]
            .map(String::from)
            .to_vec();
        assert_eq!(
            suggest(&headers, FIELDS),
            [Some("name"), Some("contactEmail"), None, None]
        );
    }
}
