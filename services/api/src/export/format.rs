//! The cells of an export (issue 35 §4): a list row's values as the list shows them, in the
//! reader's language, and the two files they are written into. CSV is UTF-8 with a BOM (Excel
//! reads a file without one in the system's code page, and Japanese turns to mojibake);
//! XLSX is written by `rust_xlsxwriter` in constant-memory mode (rows go to a temporary file
//! as they come, so a 10,000-row list is not held twice).

use chrono::{DateTime, FixedOffset, NaiveDate, Utc};
use rust_xlsxwriter::{ExcelDateTime, Format, Workbook, Worksheet};
use serde::Deserialize;
use serde_json::{Map, Value};

use crate::locale::Locale;

/// How a column's values read: the list's own kind of cell.
#[derive(Debug, Clone, Copy, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    #[default]
    Text,
    /// A day (`2026-12-06`, or a moment read as its day).
    Date,
    /// A moment, in the reader's time zone.
    Datetime,
    Number,
    /// An amount of money (`Money`: minor units, currency, digits after the point).
    Money,
}

/// One column the list shows: where its value is in the list's node (`assignee.name`), its
/// header as the list shows it, and the words for its enum values (a status's name).
#[derive(Debug, Clone, Deserialize)]
pub struct Column {
    pub path: String,
    pub header: String,
    #[serde(default)]
    pub kind: Kind,
    #[serde(default)]
    pub labels: Map<String, Value>,
}

/// A cell as written: text, a number, or a moment (Excel gets a real date).
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Empty,
    Text(String),
    Number(f64),
    Date(NaiveDate),
    Moment(chrono::NaiveDateTime),
    /// An amount in a currency, with its digits after the point.
    Money(f64, String, u8),
}

/// The reader's language and time zone (minutes east of UTC, as the browser has it).
#[derive(Debug, Clone, Copy)]
pub struct Reader {
    pub locale: Locale,
    pub offset: FixedOffset,
}

impl Reader {
    fn separator(self) -> &'static str {
        self.locale.pick((", ", "、"))
    }
}

/// The value at `path` in a node: lists on the way are read item by item (`tags.name`).
fn values_at<'a>(node: &'a Value, path: &[&str], out: &mut Vec<&'a Value>) {
    match node {
        Value::Array(items) => items.iter().for_each(|item| values_at(item, path, out)),
        Value::Null => {}
        _ => match path.split_first() {
            None => out.push(node),
            Some((first, rest)) => {
                if let Some(next) = node.get(*first) {
                    values_at(next, rest, out);
                }
            }
        },
    }
}

impl Column {
    /// The GraphQL selection for this column, under an alias: `assignee.name` is
    /// `c3: assignee { name }`.
    pub fn selection(&self, alias: &str) -> Option<String> {
        let parts: Vec<&str> = self.path.split('.').collect();
        let valid = |part: &&str| {
            let mut chars = part.chars();
            chars
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        };
        if parts.is_empty() || !parts.iter().all(valid) || parts.len() > 6 {
            return None;
        }
        let mut selection = format!("{alias}: {}", parts[0]);
        for part in &parts[1..] {
            selection.push_str(" { ");
            selection.push_str(part);
        }
        selection.push_str(&" }".repeat(parts.len() - 1));
        if self.kind == Kind::Money {
            selection.push_str(" { amount currency minorUnits }");
        }
        Some(selection)
    }

    /// The cell of one node (its aliased value) as the list shows it.
    pub fn cell(&self, value: &Value, reader: Reader) -> Cell {
        let rest: Vec<&str> = self.path.split('.').skip(1).collect();
        let mut found = Vec::new();
        values_at(value, &rest, &mut found);
        let cells: Vec<Cell> = found.into_iter().map(|v| self.one(v, reader)).collect();
        match cells.len() {
            0 => Cell::Empty,
            1 => cells.into_iter().next().unwrap_or(Cell::Empty),
            _ => {
                let texts: Vec<String> = cells.iter().map(|c| c.localized(reader.locale)).collect();
                Cell::Text(texts.join(reader.separator()))
            }
        }
    }

    fn one(&self, value: &Value, reader: Reader) -> Cell {
        let key = match value {
            Value::String(s) => Some(s.clone()),
            Value::Bool(b) => Some(b.to_string()),
            Value::Number(n) => Some(n.to_string()),
            _ => None,
        };
        if let Some(label) = key.as_ref().and_then(|k| self.labels.get(k)) {
            return match label {
                Value::String(s) => Cell::Text(s.clone()),
                other => Cell::Text(other.to_string()),
            };
        }
        match (self.kind, value) {
            (_, Value::Null) => Cell::Empty,
            (Kind::Money, Value::Object(money)) => {
                let minor = money
                    .get("minorUnits")
                    .and_then(Value::as_u64)
                    .unwrap_or(0)
                    .min(6) as u8;
                let amount = money.get("amount").and_then(Value::as_f64).unwrap_or(0.0);
                let currency = money
                    .get("currency")
                    .and_then(Value::as_str)
                    .unwrap_or_default();
                Cell::Money(
                    amount / 10f64.powi(minor.into()),
                    currency.to_owned(),
                    minor,
                )
            }
            (Kind::Number, Value::Number(n)) => n.as_f64().map_or(Cell::Empty, Cell::Number),
            (Kind::Number, Value::String(s)) => s
                .parse::<f64>()
                .map_or_else(|_| Cell::Text(s.clone()), Cell::Number),
            (Kind::Date | Kind::Datetime, Value::String(s)) => {
                moment(s, self.kind, reader).unwrap_or_else(|| Cell::Text(s.clone()))
            }
            (_, Value::String(s)) => Cell::Text(s.clone()),
            (_, Value::Number(n)) => Cell::Number(n.as_f64().unwrap_or_default()),
            (_, other) => Cell::Text(other.to_string()),
        }
    }
}

/// A date or a moment, in the reader's zone.
fn moment(text: &str, kind: Kind, reader: Reader) -> Option<Cell> {
    if let Ok(day) = NaiveDate::parse_from_str(text, "%Y-%m-%d") {
        return Some(Cell::Date(day));
    }
    let at = DateTime::parse_from_rfc3339(text)
        .ok()?
        .with_timezone(&Utc)
        .with_timezone(&reader.offset)
        .naive_local();
    Some(match kind {
        Kind::Date => Cell::Date(at.date()),
        _ => Cell::Moment(at),
    })
}

impl Cell {
    /// As text: dates as the reader's language writes them ("Dec 6, 2026", "2026/12/06").
    pub fn localized(&self, locale: Locale) -> String {
        match self {
            Cell::Empty => String::new(),
            Cell::Text(s) => s.clone(),
            Cell::Number(n) => {
                if n.fract() == 0.0 && n.abs() < 1e15 {
                    format!("{}", *n as i64)
                } else {
                    n.to_string()
                }
            }
            Cell::Date(d) => match locale {
                Locale::En => d.format("%b %-d, %Y").to_string(),
                Locale::Ja => d.format("%Y/%m/%d").to_string(),
            },
            Cell::Money(amount, currency, minor) => {
                format!("{amount:.prec$} {currency}", prec = usize::from(*minor))
            }
            Cell::Moment(m) => match locale {
                Locale::En => m.format("%b %-d, %Y, %H:%M").to_string(),
                Locale::Ja => m.format("%Y/%m/%d %H:%M").to_string(),
            },
        }
    }
}

/// The text of a CSV cell: a text that a spreadsheet would run as a formula (`=`, `+`, `-`,
/// `@` first) is kept as text with a leading apostrophe (OWASP's CSV injection advice), so an
/// exported title can never run in the auditor's Excel.
fn csv_text(cell: &Cell, locale: Locale) -> String {
    let text = cell.localized(locale);
    match cell {
        Cell::Text(_) if text.starts_with(['=', '+', '-', '@', '\t', '\r']) => format!("'{text}"),
        _ => text,
    }
}

/// The byte-order mark a CSV begins with.
pub const BOM: &str = "\u{FEFF}";

/// CSV lines for rows of cells (with the BOM and header when `header` is given).
pub fn csv_chunk(header: Option<&[Column]>, rows: &[Vec<Cell>], locale: Locale) -> Vec<u8> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    // Writing into memory cannot fail; a failure would be a bug in csv, and is logged.
    let mut write = |record: Vec<String>| {
        if let Err(error) = writer.write_record(&record) {
            tracing::error!(%error, "writing a CSV record");
        }
    };
    if let Some(columns) = header {
        write(columns.iter().map(|c| c.header.clone()).collect());
    }
    for row in rows {
        write(row.iter().map(|c| csv_text(c, locale)).collect());
    }
    let mut bytes = if header.is_some() {
        BOM.as_bytes().to_vec()
    } else {
        Vec::new()
    };
    bytes.extend(writer.into_inner().unwrap_or_default());
    bytes
}

/// An XLSX sheet filled row by row, kept in constant memory.
pub struct Sheet {
    workbook: Workbook,
    row: u32,
    date: Format,
    moment: Format,
}

impl std::fmt::Debug for Sheet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sheet").field("row", &self.row).finish()
    }
}

impl Sheet {
    pub fn new(
        name: &str,
        columns: &[Column],
        locale: Locale,
    ) -> Result<Self, rust_xlsxwriter::XlsxError> {
        let mut workbook = Workbook::new();
        let sheet = workbook.add_worksheet_with_constant_memory()?;
        // A sheet's name is at most 31 characters and has none of []:*?/\.
        let name: String = name
            .chars()
            .filter(|c| !"[]:*?/\\".contains(*c))
            .take(31)
            .collect();
        if !name.is_empty() {
            sheet.set_name(name)?;
        }
        let bold = Format::new().set_bold();
        for (i, column) in columns.iter().enumerate() {
            sheet.write_string_with_format(0, i as u16, &column.header, &bold)?;
            sheet.set_column_width(i as u16, 18)?;
        }
        sheet.set_freeze_panes(1, 0)?;
        let (date, moment) = match locale {
            Locale::En => ("mmm d, yyyy", "mmm d, yyyy hh:mm"),
            Locale::Ja => ("yyyy/mm/dd", "yyyy/mm/dd hh:mm"),
        };
        Ok(Self {
            workbook,
            row: 0,
            date: Format::new().set_num_format(date),
            moment: Format::new().set_num_format(moment),
        })
    }

    fn sheet(&mut self) -> Result<&mut Worksheet, rust_xlsxwriter::XlsxError> {
        self.workbook.worksheet_from_index(0)
    }

    pub fn push(&mut self, rows: &[Vec<Cell>]) -> Result<(), rust_xlsxwriter::XlsxError> {
        let (date, moment) = (self.date.clone(), self.moment.clone());
        for cells in rows {
            self.row += 1;
            let row = self.row;
            let sheet = self.sheet()?;
            for (i, cell) in cells.iter().enumerate() {
                let col = i as u16;
                match cell {
                    Cell::Empty => {}
                    Cell::Text(s) => {
                        sheet.write_string(row, col, s)?;
                    }
                    Cell::Number(n) => {
                        sheet.write_number(row, col, *n)?;
                    }
                    Cell::Money(amount, currency, minor) => {
                        // The currency in the cell's format, so the cell stays a number to sum.
                        let digits = if *minor == 0 {
                            String::new()
                        } else {
                            format!(".{}", "0".repeat(usize::from(*minor)))
                        };
                        let money =
                            Format::new().set_num_format(format!("#,##0{digits} \"{currency}\""));
                        sheet.write_number_with_format(row, col, *amount, &money)?;
                    }
                    Cell::Date(d) => {
                        let at = ExcelDateTime::parse_from_str(&d.format("%Y-%m-%d").to_string())?;
                        sheet.write_datetime_with_format(row, col, &at, &date)?;
                    }
                    Cell::Moment(m) => {
                        let at = ExcelDateTime::parse_from_str(
                            &m.format("%Y-%m-%dT%H:%M:%S").to_string(),
                        )?;
                        sheet.write_datetime_with_format(row, col, &at, &moment)?;
                    }
                }
            }
        }
        Ok(())
    }

    pub fn finish(mut self) -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
        self.workbook.save_to_buffer()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn reader(locale: Locale) -> Reader {
        Reader {
            locale,
            offset: FixedOffset::east_opt(9 * 3600).unwrap(),
        }
    }

    fn column(path: &str, kind: Kind) -> Column {
        Column {
            path: path.into(),
            header: "H".into(),
            kind,
            labels: Map::new(),
        }
    }

    #[test]
    fn a_path_becomes_a_nested_selection_and_nothing_else_does() {
        assert_eq!(
            column("assignee.name", Kind::Text)
                .selection("c1")
                .as_deref(),
            Some("c1: assignee { name }")
        );
        assert_eq!(
            column("title", Kind::Text).selection("c0").as_deref(),
            Some("c0: title")
        );
        assert_eq!(column("title }  x", Kind::Text).selection("c0"), None);
        assert_eq!(column("", Kind::Text).selection("c0"), None);
    }

    #[test]
    fn values_read_as_the_list_shows_them() {
        let mut status = column("status", Kind::Text);
        status.labels.insert("OPEN".into(), json!("未着手"));
        assert_eq!(
            status.cell(&json!("OPEN"), reader(Locale::Ja)),
            Cell::Text("未着手".into())
        );
        let tags = column("tags.name", Kind::Text);
        assert_eq!(
            tags.cell(
                &json!([{ "name": "a" }, { "name": "b" }]),
                reader(Locale::Ja)
            ),
            Cell::Text("a、b".into())
        );
        let due = column("dueDate", Kind::Date);
        let cell = due.cell(&json!("2026-12-06"), reader(Locale::En));
        assert_eq!(cell.localized(Locale::En), "Dec 6, 2026");
        assert_eq!(cell.localized(Locale::Ja), "2026/12/06");
        // A moment late on the 6th in UTC is the 7th in Tokyo.
        let at = column("updatedAt", Kind::Date)
            .cell(&json!("2026-12-06T20:00:00Z"), reader(Locale::Ja));
        assert_eq!(at.localized(Locale::Ja), "2026/12/07");
        let value = column("dealValue", Kind::Money).cell(
            &json!({ "amount": 123456, "currency": "USD", "minorUnits": 2 }),
            reader(Locale::En),
        );
        assert_eq!(value.localized(Locale::En), "1234.56 USD");
        assert_eq!(
            column("dealValue", Kind::Money).selection("c2").as_deref(),
            Some("c2: dealValue { amount currency minorUnits }")
        );
        let n = column("count", Kind::Number).cell(&json!(3), reader(Locale::En));
        assert_eq!(n, Cell::Number(3.0));
        assert_eq!(
            column("x", Kind::Text).cell(&json!(null), reader(Locale::En)),
            Cell::Empty
        );
    }

    #[test]
    fn a_csv_starts_with_a_bom_and_never_carries_a_formula() {
        let columns = [column("title", Kind::Text)];
        let bytes = csv_chunk(
            Some(&columns),
            &[
                vec![Cell::Text("=HYPERLINK(\"x\")".into())],
                vec![Cell::Text("東京".into())],
            ],
            Locale::Ja,
        );
        let text = String::from_utf8(bytes).unwrap();
        assert!(text.starts_with(BOM));
        assert!(text.contains("'=HYPERLINK"));
        assert!(text.contains("東京"));
    }
}
