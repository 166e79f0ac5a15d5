//! Organizations' application layer (issue 31): the descriptor, the command target, the ids
//! the resolvers decode, the unique-name claim, the deal stages' texts, the domain's refusals
//! as catalogue codes, what organization rules ask of other areas, and what depends on an
//! organization.

mod bulk;
mod descriptor;
pub(crate) mod history;
mod import;
mod targets;

pub use descriptor::AREA;
pub use targets::OrganizationTarget;

use async_graphql::ID;
use sqlx::PgPool;
use staffhub_domain::organizations::{DealStatus, OrganizationError};
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::lookups::{DirectoryLookup, exists, missing};
use crate::names::Names;
use crate::state::AppState;

#[async_trait::async_trait]
impl staffhub_domain::organizations::OrganizationLookup for DirectoryLookup {
    async fn employee_exists(&self, employee_id: Uuid) -> Result<bool, String> {
        exists(&self.0, "Employee", employee_id).await
    }

    async fn missing_tags(&self, tag_ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "Tag", tag_ids).await
    }

    async fn dependents(
        &self,
        organization_id: Uuid,
    ) -> Result<staffhub_domain::organizations::OrganizationDependents, String> {
        organization_dependents(&self.0, organization_id)
            .await
            .map_err(|e| e.to_string())
    }
}

/// What depends on an organization (issue 37 §1), counted in the read models: projects that
/// name it and questions about it.
pub async fn organization_dependents(
    pool: &PgPool,
    organization_id: Uuid,
) -> Result<staffhub_domain::organizations::OrganizationDependents, sqlx::Error> {
    let (projects, questions) = sqlx::query_as::<_, (i64, i64)>(
        "SELECT (SELECT count(*) FROM project_list WHERE $1 = ANY (organization_ids)),
                (SELECT count(*) FROM question_list WHERE organization_id = $1)",
    )
    .bind(organization_id)
    .fetch_one(pool)
    .await?;
    Ok(staffhub_domain::organizations::OrganizationDependents {
        projects,
        questions,
    })
}

/// An organization's id ('Invalid id' when it is not one).
pub fn organization_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Organization", Code::InvalidId)
}

pub fn member_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "OrganizationMember", Code::InvalidId)
}

pub fn tag_ids(ids_in: &[ID]) -> ApiResult<Vec<Uuid>> {
    ids_in
        .iter()
        .map(|id| ids::decode(id, "Tag", Code::InvalidTagIds))
        .collect()
}

pub fn owner_id(id: Option<&ID>) -> ApiResult<Option<Uuid>> {
    id.map(|id| ids::decode(id, "Employee", Code::OwnerNotFound))
        .transpose()
}

/// Organization names are unique ('Name already exists'), claimed before the command.
pub fn names(state: &AppState) -> Names {
    Names::new(state.pool.clone(), "Organization")
}

impl From<OrganizationError> for ApiError {
    fn from(error: OrganizationError) -> Self {
        Self::Coded(match error {
            OrganizationError::NotFound => Code::OrganizationNotFound,
            OrganizationError::NotDeleted => Code::NotDeleted,
            OrganizationError::AlreadyExists => Code::InvalidId,
            OrganizationError::InvalidName => Code::InvalidName,
            OrganizationError::InvalidDescription => Code::InvalidDescription,
            OrganizationError::InvalidWebsite => Code::InvalidWebsite,
            OrganizationError::InvalidTagIds => Code::InvalidTagIds,
            OrganizationError::TagsNotFound => Code::TagsNotFound,
            OrganizationError::OwnerNotFound => Code::OwnerNotFound,
            OrganizationError::InvalidDealValue => Code::InvalidDealValue,
            OrganizationError::InvalidCurrency => Code::InvalidCurrency,
            OrganizationError::DealStatusNotFound => Code::DealStatusNotFound,
            OrganizationError::SameStatus => Code::SameStatus,
            OrganizationError::Identical => Code::Identical,
            OrganizationError::MemberNotFound => Code::OrganizationMemberNotFound,
            OrganizationError::InvalidEmail => Code::InvalidEmail,
            OrganizationError::InvalidPhone => Code::InvalidPhone,
            OrganizationError::InvalidTitle => Code::InvalidJobTitle,
            OrganizationError::MemberEmailExists => Code::MemberEmailExists,
            OrganizationError::TooManyMembers => Code::TooManyMembers,
            OrganizationError::InUse(dependents) => {
                return Self::InUse {
                    code: Code::OrganizationInUse,
                    dependents: vec![
                        ("projects", dependents.projects),
                        ("questions", dependents.questions),
                    ],
                };
            }
            OrganizationError::Lookup(reason) => {
                return Self::internal("organization lookup failed", std::io::Error::other(reason));
            }
        })
    }
}

/// Each stage's label and description, in English and Japanese (issue 13).
const STAGE_DESCRIPTIONS: [(&str, &str); 9] = [
    (
        "A possible customer we have not yet qualified.",
        "まだ見込みを確かめていない潜在顧客。",
    ),
    (
        "Qualified: a real need and a budget we know of.",
        "ニーズと予算が確認できた顧客。",
    ),
    (
        "A first meeting is booked.",
        "初回の打ち合わせが決まった段階。",
    ),
    (
        "We have sent a proposal or quotation.",
        "提案書または見積書を送付済み。",
    ),
    (
        "Terms and price are being negotiated.",
        "条件や価格を交渉している段階。",
    ),
    (
        "The contract is with the customer for signature.",
        "契約書を送付し、署名を待っている段階。",
    ),
    (
        "Signed: a customer we work for.",
        "契約済みで取引のある顧客。",
    ),
    ("The deal did not close.", "成約に至らなかった商談。"),
    (
        "No current deal: a former client or a paused contact.",
        "現在は商談のない、過去の顧客や保留中の相手。",
    ),
];

/// A deal stage's label (spec §4), in English and Japanese, for `Locale::pick`.
pub fn stage_label(stage: DealStatus) -> (&'static str, &'static str) {
    // One table of stage names: the one history reads (its order is the spec's ids).
    let (_, en, ja) = history::STAGES[(stage.id() - 1) as usize];
    (en, ja)
}

/// A deal stage's description, in English and Japanese, for `Locale::pick`.
pub fn stage_description(stage: DealStatus) -> (&'static str, &'static str) {
    let (en, ja) = STAGE_DESCRIPTIONS[(stage.id() - 1) as usize];
    (en, ja)
}
