//! The tags area's demo data: tags in both languages with their palette colours. Tags are found
//! by name, so a re-run adds only what is missing.

use sqlx::PgPool;
use staffhub_domain::tags::{Tag, TagCommand};
use staffhub_journal::{Journal, Metadata};
use uuid::Uuid;

use super::SeedReport;
use crate::error::{ApiError, ApiResult};
use crate::names::Names;

/// Tags in both languages, with their palette colours (issue 12: later areas attach them).
pub(super) const TAGS: [(&str, &str); 8] = [
    ("Urgent", "red"),
    ("至急", "orange"),
    ("Customer", "blue"),
    ("顧客対応", "cyan"),
    ("Internal", "gray"),
    ("バグ", "grape"),
    ("Design", "violet"),
    ("見積", "teal"),
];

/// The demo tags, their ids in `TAGS`' order.
pub(super) async fn seed(
    pool: &PgPool,
    journal: &Journal,
    metadata: &Metadata,
    report: &mut SeedReport,
) -> ApiResult<Vec<Uuid>> {
    let tag_names = Names::new(pool.clone(), "Tag");
    let mut tag_ids = Vec::new();
    for (name, color) in TAGS {
        if let Some(owner) = tag_names.owner_of(name).await? {
            tag_ids.extend(Uuid::parse_str(&owner).ok());
            continue;
        }
        let tag_id = Uuid::now_v7();
        let command = TagCommand::CreateTag {
            tag_id,
            name: name.to_owned(),
            color: color.to_owned(),
        };
        tag_names
            .with_claim(name, &tag_id.to_string(), async {
                journal
                    .execute::<Tag>(&tag_id.to_string(), command, &(), metadata)
                    .await
                    .map_err(ApiError::from)
            })
            .await?;
        tag_ids.push(tag_id);
        report.tags_created += 1;
    }

    Ok(tag_ids)
}
