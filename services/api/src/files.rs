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

#[derive(Clone)]
pub struct Files {
    store: Arc<dyn ObjectStore>,
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

pub fn content_type_for(key: &str) -> &'static str {
    match key.rsplit('.').next() {
        Some("png") => "image/png",
        Some("jpg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("webp") => "image/webp",
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
    pub fn local(root: &std::path::Path) -> std::io::Result<Self> {
        std::fs::create_dir_all(root)?;
        let store = LocalFileSystem::new_with_prefix(root).map_err(std::io::Error::other)?;
        Ok(Self {
            store: Arc::new(store),
        })
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
    use std::io::Read;
    tokio::task::spawn_blocking(move || {
        let mut bytes = Vec::new();
        upload
            .into_read()
            .take(MAX_IMAGE_BYTES as u64 + 1)
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
}
