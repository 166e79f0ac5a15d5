//! How an imported cell becomes a value a command takes: a choice by its label in en or ja, a
//! date, a list, and references by what a person writes in a sheet (an employee's email, a
//! tag's name). Each refusal names the code the single edit would answer where there is one.

use chrono::NaiveDate;
use uuid::Uuid;

use super::{Ctx, RowError};
use crate::catalogue::Code;
use crate::names::Names;

/// How a written value compares: case and surrounding spaces do not count.
pub fn key(text: &str) -> String {
    text.trim().to_lowercase()
}

/// One of a label table's entries (`(key, en, ja)`, in id order from 1, as history reads
/// them), by its key, its label in either language, or its id: the id. 'Unknown value'
/// otherwise.
pub fn choice(value: &str, table: &[(&str, &str, &str)]) -> Result<i32, RowError> {
    let value = key(value);
    if let Ok(id) = value.parse::<i32>()
        && id >= 1
        && id as usize <= table.len()
    {
        return Ok(id);
    }
    table
        .iter()
        .position(|(name, en, ja)| [name, en, ja].iter().any(|label| key(label) == value))
        .map(|index| index as i32 + 1)
        .ok_or_else(|| Code::ImportUnknownValue.into())
}

/// A date as a sheet writes it: 2026-12-07, 2026/12/07 or 2026年12月7日.
pub fn date(value: &str) -> Result<NaiveDate, RowError> {
    ["%Y-%m-%d", "%Y/%m/%d", "%Y年%m月%d日", "%Y.%m.%d"]
        .iter()
        .find_map(|format| NaiveDate::parse_from_str(value.trim(), format).ok())
        .ok_or_else(|| Code::ImportInvalidDate.into())
}

/// A whole number, with or without thousands separators ("1,200,000").
pub fn number(value: &str) -> Result<i64, RowError> {
    value
        .trim()
        .replace([',', '，', '_'], "")
        .parse()
        .map_err(|_| Code::ImportInvalidNumber.into())
}

/// A cell holding several values: separated by `;` (also the full-width one) or line breaks.
pub fn list(value: &str) -> Vec<&str> {
    value
        .split([';', '；', '\n'])
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .collect()
}

/// The active employee with this email ('Employee not found').
pub async fn employee(ctx: &Ctx, email: &str) -> Result<Uuid, RowError> {
    let id: Option<(Uuid,)> = ctx
        .state
        .reads
        .fetch_optional(
            sqlx::query_as(
                "SELECT employee_id FROM employee_directory
                 WHERE lower(email) = $1 AND deactivated_at IS NULL",
            )
            .bind(key(email)),
        )
        .await?;
    id.map(|(id,)| id)
        .ok_or_else(|| Code::EmployeeNotFound.into())
}

/// The employees with these emails, in order.
pub async fn employees(ctx: &Ctx, emails: &[&str]) -> Result<Vec<Uuid>, RowError> {
    let mut ids = Vec::with_capacity(emails.len());
    for email in emails {
        ids.push(employee(ctx, email).await?);
    }
    Ok(ids)
}

/// Entities of a kind whose names are unique (`names::Names`: tags, projects…), by name:
/// 'not found' (`missing`) for a name nobody holds.
pub async fn named(
    ctx: &Ctx,
    scope: &'static str,
    names: &[&str],
    missing: Code,
) -> Result<Vec<Uuid>, RowError> {
    let claims = Names::new(ctx.state.pool.clone(), scope);
    let mut ids = Vec::with_capacity(names.len());
    for name in names {
        let owner = claims.owner_of(name).await?;
        let id = owner
            .and_then(|owner| Uuid::parse_str(&owner).ok())
            .ok_or(missing)?;
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    Ok(ids)
}

/// The one row of a read-model query by name (`sql` takes the name's [`key`] as `$1` and
/// answers ids): `None` for none, 'More than one record has this key' for several.
pub async fn one_by_name(
    ctx: &Ctx,
    sql: &'static str,
    name: &str,
) -> Result<Option<Uuid>, RowError> {
    let ids: Vec<(Uuid,)> = ctx
        .state
        .reads
        .fetch_all(sqlx::query_as(sql).bind(key(name)))
        .await?;
    match ids.as_slice() {
        [] => Ok(None),
        [(id,)] => Ok(Some(*id)),
        _ => Err(Code::ImportAmbiguousKey.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PRIORITIES: &[(&str, &str, &str)] = &[
        ("high", "High", "高"),
        ("medium", "Medium", "中"),
        ("low", "Low", "低"),
    ];

    fn code(result: Result<impl std::fmt::Debug, RowError>) -> Code {
        match result {
            Err(RowError::Refused { code, .. }) => code,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn a_choice_is_read_by_its_label_in_either_language_or_its_id() {
        assert_eq!(choice(" LOW ", PRIORITIES).unwrap(), 3);
        assert_eq!(choice("高", PRIORITIES).unwrap(), 1);
        assert_eq!(choice("2", PRIORITIES).unwrap(), 2);
        assert_eq!(code(choice("urgent", PRIORITIES)), Code::ImportUnknownValue);
        assert_eq!(code(choice("4", PRIORITIES)), Code::ImportUnknownValue);
    }

    #[test]
    fn dates_are_read_as_sheets_write_them() {
        let day = NaiveDate::from_ymd_opt(2026, 12, 7).unwrap();
        for written in ["2026-12-07", "2026/12/7", "2026年12月7日"] {
            assert_eq!(date(written).unwrap(), day, "{written}");
        }
        assert_eq!(code(date("07/12/2026")), Code::ImportInvalidDate);
    }

    #[test]
    fn numbers_may_have_thousands_separators() {
        assert_eq!(number("1,200,000").unwrap(), 1_200_000);
        assert_eq!(code(number("12万")), Code::ImportInvalidNumber);
    }

    #[test]
    fn a_list_is_split_on_semicolons_of_either_width() {
        assert_eq!(list("a; b；c;;"), ["a", "b", "c"]);
    }
}
