//! Uploaded files through `object_store` (a local directory by default; any S3-compatible
//! store in production). Uploads are checked for size and real type (magic bytes, not the
//! client's claim); SVG is refused because it can carry script.

use std::sync::Arc;

use bytes::Bytes;
use object_store::local::LocalFileSystem;
use object_store::path::Path as StorePath;
use object_store::{ObjectStore, ObjectStoreExt};

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};

/// Largest accepted image.
pub const MAX_IMAGE_BYTES: usize = 5 * 1024 * 1024;
/// Largest accepted document attachment.
pub const MAX_ATTACHMENT_BYTES: usize = 20 * 1024 * 1024;

#[derive(Clone)]
pub struct Files {
    store: Arc<dyn ObjectStore>,
    /// Signs attachment URLs (shared by every node through the database).
    url_secret: Arc<[u8]>,
}

/// How long a signed attachment URL works: a detail page left open for a working day still
/// downloads.
pub const ATTACHMENT_URL_TTL_SECS: i64 = 12 * 60 * 60;

type HmacSha256 = hmac::Hmac<sha2::Sha256>;

/// The secret attachment URLs are signed with: made once, kept in the database, so every node
/// accepts every node's links.
pub async fn url_secret(pool: &sqlx::PgPool) -> Result<Vec<u8>, sqlx::Error> {
    server_secret(pool, "file_urls").await
}

/// A named random secret shared by every node: the first node to ask makes it.
pub async fn server_secret(pool: &sqlx::PgPool, name: &str) -> Result<Vec<u8>, sqlx::Error> {
    let fresh: [u8; 32] = rand::random();
    sqlx::query("INSERT INTO server_secrets (name, secret) VALUES ($1, $2) ON CONFLICT DO NOTHING")
        .bind(name)
        .bind(&fresh[..])
        .execute(pool)
        .await?;
    sqlx::query_scalar("SELECT secret FROM server_secrets WHERE name = $1")
        .bind(name)
        .fetch_one(pool)
        .await
}

/// RFC 5987 `filename*` value: UTF-8, percent-encoded outside the attribute characters.
pub fn disposition_file_name(name: &str) -> String {
    let mut out = String::from("UTF-8''");
    for byte in name.bytes() {
        if byte.is_ascii_alphanumeric() || b"!#$&+-.^_`|~".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

impl std::fmt::Debug for Files {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Files").finish_non_exhaustive()
    }
}

/// The image formats we accept, recognised by their first bytes.
pub fn sniff_image(bytes: &[u8]) -> Option<(&'static str, &'static str)> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(("image/png", "png"))
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(("image/jpeg", "jpg"))
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        Some(("image/gif", "gif"))
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some(("image/webp", "webp"))
    } else {
        None
    }
}

/// A document attachment's type (issue 14): images and PDFs by their first bytes; Office
/// documents (zip containers) by their first bytes and their name; text, CSV and markdown by
/// their name and by being UTF-8 without control bytes. Anything else, including HTML and SVG
/// (they can carry script), is refused.
pub fn sniff_attachment(bytes: &[u8], file_name: &str) -> Option<(&'static str, &'static str)> {
    if let Some(image) = sniff_image(bytes) {
        return Some(image);
    }
    if bytes.starts_with(b"%PDF-") {
        return Some(("application/pdf", "pdf"));
    }
    let extension = file_name
        .rsplit_once('.')
        .map(|(_, e)| e.to_ascii_lowercase())
        .unwrap_or_default();
    if bytes.starts_with(b"PK\x03\x04") {
        return match extension.as_str() {
            "docx" => Some((
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                "docx",
            )),
            "xlsx" => Some((
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "xlsx",
            )),
            "pptx" => Some((
                "application/vnd.openxmlformats-officedocument.presentationml.presentation",
                "pptx",
            )),
            _ => None,
        };
    }
    let text = std::str::from_utf8(bytes).ok()?;
    if text
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
    {
        return None;
    }
    match extension.as_str() {
        "txt" => Some(("text/plain; charset=utf-8", "txt")),
        "csv" => Some(("text/csv; charset=utf-8", "csv")),
        "md" => Some(("text/markdown; charset=utf-8", "md")),
        _ => None,
    }
}

pub fn content_type_for(key: &str) -> &'static str {
    match key.rsplit('.').next() {
        Some("png") => "image/png",
        Some("jpg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("webp") => "image/webp",
        Some("pdf") => "application/pdf",
        Some("docx") => "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        Some("xlsx") => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        Some("pptx") => "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        Some("txt") => "text/plain; charset=utf-8",
        Some("csv") => "text/csv; charset=utf-8",
        Some("md") => "text/markdown; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[derive(Debug, Clone)]
pub struct StoredFile {
    pub key: String,
    pub content_type: &'static str,
    pub size: usize,
}

impl Files {
    pub fn local(root: &std::path::Path, url_secret: Vec<u8>) -> std::io::Result<Self> {
        std::fs::create_dir_all(root)?;
        let store = LocalFileSystem::new_with_prefix(root).map_err(std::io::Error::other)?;
        Ok(Self {
            store: Arc::new(store),
            url_secret: url_secret.into(),
        })
    }

    fn signature(&self, key: &str, expires: i64, name: &str) -> Vec<u8> {
        use hmac::Mac;
        let mut mac = HmacSha256::new_from_slice(&self.url_secret).expect("any key length");
        mac.update(format!("{key}\n{expires}\n{name}").as_bytes());
        mac.finalize().into_bytes().to_vec()
    }

    /// A download link for an attachment, valid until `expires` (unix seconds). Only handed
    /// out with a document its reader may see (issue 14): attachments are never public.
    pub fn signed_url(&self, key: &str, name: &str, expires: i64) -> String {
        use base64::Engine;
        let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
        format!(
            "/files/{key}?expires={expires}&name={}&signature={}",
            b64.encode(name),
            hex::encode(self.signature(key, expires, name))
        )
    }

    /// The file name a signed link carries, if its signature holds and it has not expired.
    pub fn verify(
        &self,
        key: &str,
        expires: i64,
        name_b64: &str,
        signature: &str,
        now: i64,
    ) -> Option<String> {
        use base64::Engine;
        use hmac::Mac;
        let name = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(name_b64)
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok())?;
        let signature = hex::decode(signature).ok()?;
        let mut mac = HmacSha256::new_from_slice(&self.url_secret).ok()?;
        mac.update(format!("{key}\n{expires}\n{name}").as_bytes());
        // Constant-time comparison.
        mac.verify_slice(&signature).ok()?;
        (now <= expires).then_some(name)
    }

    pub async fn put_image(&self, bytes: Vec<u8>) -> ApiResult<StoredFile> {
        if bytes.is_empty() || bytes.len() > MAX_IMAGE_BYTES {
            return Err(Code::InvalidFileSize.into());
        }
        let (content_type, extension) = sniff_image(&bytes).ok_or(Code::InvalidFileFormat)?;
        let key = format!("images/{}.{extension}", uuid::Uuid::now_v7());
        let size = bytes.len();
        self.store
            .put(&StorePath::from(key.as_str()), Bytes::from(bytes).into())
            .await
            .map_err(|e| ApiError::internal("storing an upload failed", e))?;
        Ok(StoredFile {
            key,
            content_type,
            size,
        })
    }

    /// Stores a document attachment under `attachments/`, checked for size and type.
    pub async fn put_attachment(&self, bytes: Vec<u8>, file_name: &str) -> ApiResult<StoredFile> {
        if bytes.is_empty() || bytes.len() > MAX_ATTACHMENT_BYTES {
            return Err(Code::InvalidAttachmentSize.into());
        }
        let (content_type, extension) =
            sniff_attachment(&bytes, file_name).ok_or(Code::InvalidAttachmentFormat)?;
        let key = format!("attachments/{}.{extension}", uuid::Uuid::now_v7());
        let size = bytes.len();
        self.store
            .put(&StorePath::from(key.as_str()), Bytes::from(bytes).into())
            .await
            .map_err(|e| ApiError::internal("storing an upload failed", e))?;
        Ok(StoredFile {
            key,
            content_type,
            size,
        })
    }

    /// Removes a file stored for a request that was then refused, so nothing refers to it
    /// (a refused upload writes nothing). Best effort: a failure is logged, not answered.
    pub async fn discard(&self, key: &str) {
        if let Err(error) = self.store.delete(&StorePath::from(key)).await {
            tracing::warn!(key, error = %error, "removing a refused upload's file failed");
        }
    }

    /// [`Files::discard`] when `result` is a refusal: nothing was stored that refers to `key`.
    /// After any other failure the command may have been stored, so the file is kept.
    pub async fn discard_if_refused<T>(&self, key: &str, result: &ApiResult<T>) {
        if result.as_ref().is_err_and(ApiError::is_refusal) {
            self.discard(key).await;
        }
    }

    /// The bytes under `key`, or None when there is no such file (or the key is malformed).
    pub async fn get(&self, key: &str) -> ApiResult<Option<Bytes>> {
        let Ok(path) = StorePath::parse(key) else {
            return Ok(None);
        };
        match self.store.get(&path).await {
            Ok(result) => {
                Ok(Some(result.bytes().await.map_err(|e| {
                    ApiError::internal("reading a file failed", e)
                })?))
            }
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(error) => Err(ApiError::internal("reading a file failed", error)),
        }
    }
}

/// Reads an uploaded file, at most one byte more than an image may have (enough to know it
/// is too big), off the async workers.
pub async fn read_upload(upload: async_graphql::UploadValue) -> ApiResult<Vec<u8>> {
    read_upload_up_to(upload, MAX_IMAGE_BYTES).await
}

/// Whether `name` is a file's name, not a path: 1 to 255 characters, no `/` or `\`, no
/// control character (NUL included), not `.` or `..`. A browser sends a file's base name;
/// anything else is a hostile or broken client, refused rather than cleaned up.
pub fn valid_file_name(name: &str) -> bool {
    let trimmed = name.trim();
    !trimmed.is_empty()
        && name.chars().count() <= 255
        && !matches!(trimmed, "." | "..")
        && !name
            .chars()
            .any(|c| c == '/' || c == '\\' || c.is_control())
}

/// Reads an uploaded file, at most one byte more than `max` (enough to know it is too big),
/// off the async workers. A file whose name is a path is refused first ('Invalid file name').
pub async fn read_upload_up_to(
    upload: async_graphql::UploadValue,
    max: usize,
) -> ApiResult<Vec<u8>> {
    use std::io::Read;
    if !valid_file_name(&upload.filename) {
        return Err(Code::InvalidFileName.into());
    }
    tokio::task::spawn_blocking(move || {
        let mut bytes = Vec::new();
        upload
            .into_read()
            .take(max as u64 + 1)
            .read_to_end(&mut bytes)
            .map(|_| bytes)
    })
    .await
    .map_err(|e| ApiError::internal("reading an upload failed", e))?
    .map_err(|e| ApiError::internal("reading an upload failed", e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn images_are_recognised_by_their_bytes_and_script_formats_are_not() {
        assert_eq!(
            sniff_image(b"\x89PNG\r\n\x1a\nrest").map(|t| t.0),
            Some("image/png")
        );
        assert_eq!(sniff_image(b"GIF89a....").map(|t| t.0), Some("image/gif"));
        assert_eq!(
            sniff_image(b"RIFF\0\0\0\0WEBPVP8 ").map(|t| t.0),
            Some("image/webp")
        );
        assert_eq!(
            sniff_image(b"<svg xmlns=\"http://www.w3.org/2000/svg\"><script/></svg>"),
            None
        );
        assert_eq!(sniff_image(b"<html>"), None);
    }

    #[test]
    fn a_signed_link_works_until_it_expires_and_not_for_another_file() {
        let files = Files::local(
            &std::env::temp_dir().join("staffhub-sign-test"),
            vec![7; 32],
        )
        .unwrap();
        let url = files.signed_url("attachments/a.pdf", "議事録.pdf", 1_000);
        let query = url.split_once('?').unwrap().1;
        let param = |n: &str| {
            query
                .split('&')
                .find_map(|p| p.strip_prefix(&format!("{n}=")))
                .unwrap()
                .to_owned()
        };
        let (name, signature) = (param("name"), param("signature"));
        let verify = |key: &str, now: i64| files.verify(key, 1_000, &name, &signature, now);
        assert_eq!(
            verify("attachments/a.pdf", 999).as_deref(),
            Some("議事録.pdf")
        );
        assert_eq!(verify("attachments/a.pdf", 1_001), None);
        assert_eq!(verify("attachments/b.pdf", 999), None);
        assert_eq!(
            disposition_file_name("議事 録.pdf"),
            "UTF-8''%E8%AD%B0%E4%BA%8B%20%E9%8C%B2.pdf"
        );
    }

    #[test]
    fn a_file_name_is_a_name_not_a_path() {
        for name in [
            "shot.png",
            "議事録 (1).pdf",
            "🙂.csv",
            ".gitignore",
            "a..b.txt",
        ] {
            assert!(valid_file_name(name), "{name}");
        }
        let long = "a".repeat(256);
        for name in [
            "",
            "  ",
            ".",
            "..",
            "../../etc/passwd.png",
            "..\\x.png",
            "/etc/passwd",
            "C:\\x.png",
            "nul\0.png",
            "line\nbreak.png",
            long.as_str(),
        ] {
            assert!(!valid_file_name(name), "{name:?}");
        }
    }

    #[test]
    fn attachments_are_recognised_by_bytes_and_name_and_markup_is_refused() {
        let kind = |bytes: &[u8], name: &str| sniff_attachment(bytes, name).map(|t| t.1);
        assert_eq!(kind(b"%PDF-1.7 ...", "minutes.pdf"), Some("pdf"));
        assert_eq!(kind(b"PK\x03\x04....", "budget.xlsx"), Some("xlsx"));
        assert_eq!(kind(b"PK\x03\x04....", "archive.zip"), None);
        assert_eq!(kind("名前,金額\n".as_bytes(), "a.csv"), Some("csv"));
        assert_eq!(kind(b"# Notes", "notes.md"), Some("md"));
        assert_eq!(kind(b"<script>alert(1)</script>", "x.html"), None);
        assert_eq!(kind(b"\x00\x01binary", "x.txt"), None);
        assert_eq!(kind(b"MZ\x90\x00", "setup.exe"), None);
    }
}
