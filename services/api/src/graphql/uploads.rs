//! Image upload for the markdown editor (GraphQL multipart request spec).

use async_graphql::{Context, InputObject, Object, SimpleObject, Upload};

use super::areas::Area;
use super::guard::Policy;
use super::{session, state};
use crate::catalogue::Code;
use crate::error::GqlResult;
use crate::policy::Rule;

/// Images embedded in markdown, for any area's editor.
pub static AREA: Area = Area {
    name: "uploads",
    policy: &[("Mutation.uploadImage", Rule::Staff)],
    projections: &[],
    entities: &[],
};

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

#[Object(guard = "Policy::mutation()")]
impl UploadMutation {
    async fn upload_image(
        &self,
        ctx: &Context<'_>,
        input: UploadImageInput,
    ) -> GqlResult<UploadImagePayload> {
        session(ctx)?;
        let upload = input.file.value(ctx).map_err(|_| Code::InvalidFileFormat)?;
        // Read at most one byte more than allowed: enough to know it is too big.
        let bytes = crate::files::read_upload(upload).await?;
        let stored = state(ctx).files.put_image(bytes).await?;
        Ok(UploadImagePayload {
            url: format!("/files/{}", stored.key),
            content_type: stored.content_type.to_owned(),
            size: stored.size as i64,
        })
    }
}
