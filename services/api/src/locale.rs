//! The caller's language (spec: en and ja): the `locale` cookie (an explicit choice in the
//! app) wins, then `Accept-Language`, then English.

use http::HeaderMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Locale {
    #[default]
    En,
    Ja,
}

impl Locale {
    /// The label of a pair (English, Japanese) in this language.
    pub fn pick(self, (en, ja): (&'static str, &'static str)) -> &'static str {
        match self {
            Self::En => en,
            Self::Ja => ja,
        }
    }

    fn from_tag(tag: &str) -> Option<Self> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Self::En),
            "ja" => Some(Self::Ja),
            _ => None,
        }
    }

    pub fn from_headers(headers: &HeaderMap) -> Self {
        let cookie = headers
            .get_all(http::header::COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(';'))
            .filter_map(|pair| pair.trim().strip_prefix("locale="))
            .find_map(Self::from_tag);
        cookie
            .or_else(|| {
                headers
                    .get(http::header::ACCEPT_LANGUAGE)
                    .and_then(|v| v.to_str().ok())
                    .and_then(Self::from_accept_language)
            })
            .unwrap_or_default()
    }

    /// The supported language with the highest q-value in an `Accept-Language` header.
    pub fn from_accept_language(header: &str) -> Option<Self> {
        let mut best: Option<(f32, Self)> = None;
        for item in header.split(',') {
            let mut parts = item.split(';');
            let Some(locale) = parts.next().and_then(Self::from_tag) else {
                continue;
            };
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            if best.is_none_or(|(bq, _)| q > bq) {
                best = Some((q, locale));
            }
        }
        best.map(|(_, l)| l)
    }
}

#[cfg(test)]
mod tests {
    use http::HeaderValue;

    use super::*;

    #[test]
    fn accept_language_picks_the_preferred_supported_language() {
        assert_eq!(
            Locale::from_accept_language("ja-JP,ja;q=0.9,en;q=0.8"),
            Some(Locale::Ja)
        );
        assert_eq!(
            Locale::from_accept_language("fr, en;q=0.5, ja;q=0.7"),
            Some(Locale::Ja)
        );
        assert_eq!(Locale::from_accept_language("fr"), None);
    }

    #[test]
    fn the_locale_cookie_wins_over_accept_language() {
        let mut headers = HeaderMap::new();
        headers.insert(
            http::header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("en"),
        );
        headers.insert(
            http::header::COOKIE,
            HeaderValue::from_static("theme=dark; locale=ja"),
        );
        assert_eq!(Locale::from_headers(&headers), Locale::Ja);
        assert_eq!(Locale::from_headers(&HeaderMap::new()), Locale::En);
    }
}
