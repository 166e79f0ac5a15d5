//! Image upload for the markdown editor (GraphQL multipart request spec).

use std::io::Read;

use async_graphql::{Context, InputObject, Object, SimpleObject, Upload};

use super::{session, state};
use crate::catalogue::Code;
use crate::error::{ApiError, GqlResult};
use crate::files::MAX_IMAGE_BYTES;

#[derive(InputObject)]
pub struct UploadImageInput {
    file: Upload,
}

/// png, jpeg, gif or webp, at most 5 MiB. `url` is served by the api under /files/.
#[derive(SimpleObject)]
pub struct UploadImagePayload {
    url: String,
    content_type: String,
    size: i64,
}

#[derive(Default)]
pub struct UploadMutation;

#[Object]
impl UploadMutation {
    async fn upload_image(
        &self,
        ctx: &Context<'_>,
        input: UploadImageInput,
    ) -> GqlResult<UploadImagePayload> {
        session(ctx)?;
        let upload = input.file.value(ctx).map_err(|_| Code::InvalidFileFormat)?;
        // Read at most one byte more than allowed: enough to know it is too big.
        let bytes = tokio::task::spawn_blocking(move || {
            let mut bytes = Vec::new();
            upload
                .into_read()
                .take(MAX_IMAGE_BYTES as u64 + 1)
                .read_to_end(&mut bytes)
                .map(|_| bytes)
        })
        .await
        .map_err(|e| ApiError::internal("reading an upload failed", e))?
        .map_err(|e| ApiError::internal("reading an upload failed", e))?;
        let stored = state(ctx).files.put_image(bytes).await?;
        Ok(UploadImagePayload {
            url: format!("/files/{}", stored.key),
            content_type: stored.content_type.to_owned(),
            size: stored.size as i64,
        })
    }
}
