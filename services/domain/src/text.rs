//! Small validation helpers shared by aggregates (spec §5: server-side validation of fields).

/// Trims `value` and checks that it has between 1 and `max_chars` characters (Unicode scalar
/// values, so Japanese text counts per character, not per byte).
pub fn required_text(value: &str, max_chars: usize) -> Option<String> {
    let trimmed = value.trim();
    let count = trimmed.chars().count();
    (count >= 1 && count <= max_chars).then(|| trimmed.to_owned())
}

/// Like [`required_text`], for a value that becomes an email header (a sender name, a
/// subject): a line break or other control character in it would start a new header or break
/// the message, so such a value is refused rather than sent as something else.
pub fn header_text(value: &str, max_chars: usize) -> Option<String> {
    required_text(value, max_chars).filter(|text| !text.chars().any(char::is_control))
}

/// Like [`required_text`] but an empty value is allowed.
pub fn optional_text(value: &str, max_chars: usize) -> Option<String> {
    (value.chars().count() <= max_chars).then(|| value.to_owned())
}

/// A pragmatic email check: one `@`, a non-empty local part, a dotted domain, no spaces,
/// at most 254 characters. Returns the address lower-cased (emails are compared that way).
pub fn email(value: &str) -> Option<String> {
    let value = value.trim();
    if value.len() > 254 || value.chars().any(char::is_whitespace) {
        return None;
    }
    let (local, domain) = value.split_once('@')?;
    let domain_ok = !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.');
    (!local.is_empty() && domain_ok).then(|| value.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn required_text_counts_characters_not_bytes() {
        assert_eq!(required_text("  日本語  ", 3).as_deref(), Some("日本語"));
        assert_eq!(required_text("日本語!", 3), None);
        assert_eq!(required_text("   ", 3), None);
    }

    #[test]
    fn email_accepts_ordinary_addresses_and_rejects_malformed_ones() {
        assert_eq!(email("Ada@Example.com").as_deref(), Some("ada@example.com"));
        for bad in [
            "",
            "ada",
            "ada@",
            "@example.com",
            "ada@example",
            "a b@example.com",
            "a@b@c.com",
        ] {
            assert_eq!(email(bad), None, "{bad}");
        }
    }
}
