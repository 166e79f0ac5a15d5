use std::sync::Arc;

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{
    CONTACT_TEXT_MAX_CHARS, CURRENCIES, ContactDetails, ContactPerson, DEAL_AMOUNT_MAX,
    DESCRIPTION_MAX_CHARS, DealStatus, DealValue, MAX_MEMBERS, MAX_TAGS, NAME_MAX_CHARS,
    OrganizationCommand, OrganizationDetails, OrganizationEvent, PHONE_MAX_CHARS,
    WEBSITE_MAX_CHARS,
};
use crate::text;

/// Why an organization command was rejected. Each variant maps to one catalogue code at the
/// edge. ('Name already exists' is decided at the edge, by the unique name claim.)
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OrganizationError {
    #[error("Organization not found")]
    NotFound,
    #[error("Organization already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    #[error("Invalid description")]
    InvalidDescription,
    #[error("Invalid website")]
    InvalidWebsite,
    #[error("Invalid tag IDs")]
    InvalidTagIds,
    #[error("Tags not found")]
    TagsNotFound,
    #[error("Employee not found")]
    OwnerNotFound,
    #[error("Invalid deal value")]
    InvalidDealValue,
    #[error("Invalid currency")]
    InvalidCurrency,
    #[error("Deal status not found")]
    DealStatusNotFound,
    /// Spec §4: setting the deal status to its current value is rejected.
    #[error("Current status is same to new status")]
    SameStatus,
    /// Spec §5: updates equal to current data are rejected.
    #[error("The submitted data is identical to current information.")]
    Identical,
    #[error("Member not found")]
    MemberNotFound,
    /// Issue 35: only a deleted organization is restored.
    #[error("The organization is not deleted")]
    NotDeleted,
    #[error("Invalid email")]
    InvalidEmail,
    #[error("Invalid phone")]
    InvalidPhone,
    #[error("Invalid title")]
    InvalidTitle,
    #[error("A member with this email already exists")]
    MemberEmailExists,
    #[error("Too many members")]
    TooManyMembers,
    /// Issue 37 §1: an organization projects or questions name is not deleted from under
    /// them; the edge shows what depends on it.
    #[error("Organization is in use")]
    InUse(OrganizationDependents),
    #[error("organization lookup failed: {0}")]
    Lookup(String),
}

/// What depends on an organization, counted by the edge when a delete is asked for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrganizationDependents {
    /// Projects that name the organization.
    pub projects: i64,
    /// Questions about the organization.
    pub questions: i64,
}

impl OrganizationDependents {
    pub fn total(&self) -> i64 {
        self.projects + self.questions
    }
}

/// Lookups the organization rules need. Implemented at the edge.
#[async_trait::async_trait]
pub trait OrganizationLookup: Send + Sync {
    async fn employee_exists(&self, employee_id: Uuid) -> Result<bool, String>;
    /// Of `tag_ids`, those that are not live tags.
    async fn missing_tags(&self, tag_ids: &[Uuid]) -> Result<Vec<Uuid>, String>;
    /// What depends on the organization (asked before deleting it).
    async fn dependents(&self, organization_id: Uuid) -> Result<OrganizationDependents, String>;
}

/// The services an organization command may use.
#[derive(Clone)]
pub struct OrganizationServices {
    pub lookup: Arc<dyn OrganizationLookup>,
}

/// An organization's state, as far as its rules (and auditors' history) need it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Organization {
    pub id: Option<Uuid>,
    pub name: String,
    pub description: String,
    pub website: String,
    pub tag_ids: Vec<Uuid>,
    pub owner_id: Option<Uuid>,
    pub deal_value: DealValue,
    pub deal_status: DealStatus,
    pub members: Vec<ContactPerson>,
    #[serde(default)]
    pub deleted: bool,
    /// Contacts removed, as they were when removed: what `RestoreOrganizationMember` brings back.
    #[serde(default)]
    pub removed_members: Vec<ContactPerson>,
}

impl Organization {
    fn live(&self) -> bool {
        self.id.is_some() && !self.deleted
    }

    fn member(&self, member_id: Uuid) -> Option<&ContactPerson> {
        self.members.iter().find(|m| m.member_id == member_id)
    }
}

/// The create and edit forms' fields, validated.
struct ValidDetails {
    name: String,
    description: String,
    website: String,
    tag_ids: Vec<Uuid>,
    owner_id: Option<Uuid>,
    deal_value: DealValue,
}

/// Empty, or an absolute http(s) address with a host and no spaces.
fn website(value: &str) -> Option<String> {
    let value = value.trim();
    if value.is_empty() {
        return Some(String::new());
    }
    let rest = value
        .strip_prefix("https://")
        .or_else(|| value.strip_prefix("http://"))?;
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    let ok = value.chars().count() <= WEBSITE_MAX_CHARS
        && !value.chars().any(char::is_whitespace)
        && !host.is_empty()
        && host.contains('.');
    ok.then(|| value.to_owned())
}

/// Digits with the usual separators and an optional leading `+` (an extension after "x").
fn phone(value: &str) -> Option<String> {
    let value = value.trim();
    let ok = value.chars().count() <= PHONE_MAX_CHARS
        && value
            .chars()
            .all(|c| c.is_ascii_digit() || " +-().x".contains(c))
        && (value.is_empty() || value.chars().any(|c| c.is_ascii_digit()));
    ok.then(|| value.to_owned())
}

/// Keeps the first of each id, in order.
fn dedup(ids: Vec<Uuid>) -> Vec<Uuid> {
    let mut seen = std::collections::HashSet::new();
    ids.into_iter().filter(|id| seen.insert(*id)).collect()
}

/// `held`: the tags the organization already has, which need not be live (issue 35: a tag in
/// the trash stays on the items that carry it, and an edit keeps it); only new ones are looked up.
async fn validate(
    details: OrganizationDetails,
    services: &OrganizationServices,
    held: &[Uuid],
) -> Result<ValidDetails, OrganizationError> {
    let name =
        text::required_text(&details.name, NAME_MAX_CHARS).ok_or(OrganizationError::InvalidName)?;
    let description = text::optional_text(&details.description, DESCRIPTION_MAX_CHARS)
        .ok_or(OrganizationError::InvalidDescription)?;
    let website = website(&details.website).ok_or(OrganizationError::InvalidWebsite)?;
    let tag_ids = dedup(details.tag_ids);
    if tag_ids.len() > MAX_TAGS {
        return Err(OrganizationError::InvalidTagIds);
    }
    if !(0..=DEAL_AMOUNT_MAX).contains(&details.deal_amount) {
        return Err(OrganizationError::InvalidDealValue);
    }
    let currency = details.deal_currency.trim().to_ascii_uppercase();
    if !CURRENCIES.iter().any(|(code, _)| *code == currency) {
        return Err(OrganizationError::InvalidCurrency);
    }
    let lookup = &services.lookup;
    let new_tags: Vec<Uuid> = tag_ids
        .iter()
        .filter(|id| !held.contains(id))
        .copied()
        .collect();
    if !new_tags.is_empty() {
        let missing = lookup
            .missing_tags(&new_tags)
            .await
            .map_err(OrganizationError::Lookup)?;
        if !missing.is_empty() {
            return Err(OrganizationError::TagsNotFound);
        }
    }
    if let Some(owner) = details.owner_id {
        match lookup.employee_exists(owner).await {
            Ok(true) => {}
            Ok(false) => return Err(OrganizationError::OwnerNotFound),
            Err(e) => return Err(OrganizationError::Lookup(e)),
        }
    }
    Ok(ValidDetails {
        name,
        description,
        website,
        tag_ids,
        owner_id: details.owner_id,
        deal_value: DealValue {
            amount: details.deal_amount,
            currency,
        },
    })
}

fn contact(member_id: Uuid, details: ContactDetails) -> Result<ContactPerson, OrganizationError> {
    Ok(ContactPerson {
        member_id,
        name: text::required_text(&details.name, CONTACT_TEXT_MAX_CHARS)
            .ok_or(OrganizationError::InvalidName)?,
        email: text::email(&details.email).ok_or(OrganizationError::InvalidEmail)?,
        title: text::optional_text(details.title.trim(), CONTACT_TEXT_MAX_CHARS)
            .ok_or(OrganizationError::InvalidTitle)?,
        phone: phone(&details.phone).ok_or(OrganizationError::InvalidPhone)?,
    })
}

fn deal_status(id: i32) -> Result<DealStatus, OrganizationError> {
    DealStatus::from_id(id).ok_or(OrganizationError::DealStatusNotFound)
}

impl Aggregate for Organization {
    const TYPE: &'static str = "Organization";
    type Command = OrganizationCommand;
    type Event = OrganizationEvent;
    type Error = OrganizationError;
    type Services = OrganizationServices;

    async fn handle(
        &mut self,
        command: OrganizationCommand,
        services: &OrganizationServices,
        sink: &EventSink<Self>,
    ) -> Result<(), OrganizationError> {
        if let OrganizationCommand::CreateOrganization {
            organization_id,
            details,
            deal_status_id,
        } = command
        {
            if self.id.is_some() {
                return Err(OrganizationError::AlreadyExists);
            }
            let deal_status = deal_status(deal_status_id)?;
            let valid = validate(details, services, &[]).await?;
            let event = OrganizationEvent::OrganizationCreated {
                organization_id,
                name: valid.name,
                description: valid.description,
                website: valid.website,
                tag_ids: valid.tag_ids,
                owner_id: valid.owner_id,
                deal_value: valid.deal_value,
                deal_status,
            };
            sink.write(event, self).await;
            return Ok(());
        }
        if let OrganizationCommand::RestoreOrganization = command {
            if self.id.is_none() {
                return Err(OrganizationError::NotFound);
            }
            if !self.deleted {
                return Err(OrganizationError::NotDeleted);
            }
            sink.write(OrganizationEvent::OrganizationRestored, self)
                .await;
            return Ok(());
        }
        if !self.live() {
            return Err(OrganizationError::NotFound);
        }
        let event = match command {
            OrganizationCommand::CreateOrganization { .. }
            | OrganizationCommand::RestoreOrganization => unreachable!("handled above"),
            OrganizationCommand::UpdateOrganization { details } => {
                let v = validate(details, services, &self.tag_ids).await?;
                let same_tags = {
                    let mut a = v.tag_ids.clone();
                    let mut b = self.tag_ids.clone();
                    a.sort();
                    b.sort();
                    a == b
                };
                if v.name == self.name
                    && v.description == self.description
                    && v.website == self.website
                    && same_tags
                    && v.owner_id == self.owner_id
                    && v.deal_value == self.deal_value
                {
                    return Err(OrganizationError::Identical);
                }
                OrganizationEvent::OrganizationUpdated {
                    name: v.name,
                    description: v.description,
                    website: v.website,
                    tag_ids: v.tag_ids,
                    owner_id: v.owner_id,
                    deal_value: v.deal_value,
                }
            }
            OrganizationCommand::MoveDeal { deal_status_id } => {
                let to = deal_status(deal_status_id)?;
                if to == self.deal_status {
                    return Err(OrganizationError::SameStatus);
                }
                OrganizationEvent::DealMoved {
                    from: self.deal_status,
                    to,
                }
            }
            OrganizationCommand::AddOrganizationMember {
                member_id,
                contact: details,
            } => {
                if self.member(member_id).is_some() {
                    return Err(OrganizationError::AlreadyExists);
                }
                if self.members.len() >= MAX_MEMBERS {
                    return Err(OrganizationError::TooManyMembers);
                }
                let member = contact(member_id, details)?;
                if self.members.iter().any(|m| m.email == member.email) {
                    return Err(OrganizationError::MemberEmailExists);
                }
                OrganizationEvent::OrganizationMemberAdded { member }
            }
            OrganizationCommand::UpdateOrganizationMember {
                member_id,
                contact: details,
            } => {
                let current = self
                    .member(member_id)
                    .ok_or(OrganizationError::MemberNotFound)?;
                let member = contact(member_id, details)?;
                if &member == current {
                    return Err(OrganizationError::Identical);
                }
                if self
                    .members
                    .iter()
                    .any(|m| m.member_id != member_id && m.email == member.email)
                {
                    return Err(OrganizationError::MemberEmailExists);
                }
                OrganizationEvent::OrganizationMemberUpdated { member }
            }
            OrganizationCommand::RemoveOrganizationMember { member_id } => {
                self.member(member_id)
                    .ok_or(OrganizationError::MemberNotFound)?;
                OrganizationEvent::OrganizationMemberRemoved { member_id }
            }
            OrganizationCommand::RestoreOrganizationMember { member_id } => {
                if self.member(member_id).is_some() {
                    return Err(OrganizationError::AlreadyExists);
                }
                let member = self
                    .removed_members
                    .iter()
                    .find(|m| m.member_id == member_id)
                    .cloned()
                    .ok_or(OrganizationError::MemberNotFound)?;
                if self.members.len() >= MAX_MEMBERS {
                    return Err(OrganizationError::TooManyMembers);
                }
                // Someone added with the same email since: two contacts of one organization
                // never share one.
                if self.members.iter().any(|m| m.email == member.email) {
                    return Err(OrganizationError::MemberEmailExists);
                }
                OrganizationEvent::OrganizationMemberRestored { member }
            }
            OrganizationCommand::DeleteOrganization => {
                let id = self.id.ok_or(OrganizationError::NotFound)?;
                let dependents = services
                    .lookup
                    .dependents(id)
                    .await
                    .map_err(OrganizationError::Lookup)?;
                if dependents.total() > 0 {
                    return Err(OrganizationError::InUse(dependents));
                }
                OrganizationEvent::OrganizationDeleted
            }
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: OrganizationEvent) {
        match event {
            OrganizationEvent::OrganizationCreated {
                organization_id,
                name,
                description,
                website,
                tag_ids,
                owner_id,
                deal_value,
                deal_status,
            } => {
                *self = Organization {
                    id: Some(organization_id),
                    name,
                    description,
                    website,
                    tag_ids,
                    owner_id,
                    deal_value,
                    deal_status,
                    members: Vec::new(),
                    deleted: false,
                    removed_members: Vec::new(),
                };
            }
            OrganizationEvent::OrganizationUpdated {
                name,
                description,
                website,
                tag_ids,
                owner_id,
                deal_value,
            } => {
                self.name = name;
                self.description = description;
                self.website = website;
                self.tag_ids = tag_ids;
                self.owner_id = owner_id;
                self.deal_value = deal_value;
            }
            OrganizationEvent::DealMoved { to, .. } => self.deal_status = to,
            OrganizationEvent::OrganizationMemberAdded { member } => self.members.push(member),
            OrganizationEvent::OrganizationMemberUpdated { member } => {
                if let Some(slot) = self
                    .members
                    .iter_mut()
                    .find(|m| m.member_id == member.member_id)
                {
                    *slot = member;
                }
            }
            OrganizationEvent::OrganizationMemberRemoved { member_id } => {
                if let Some(at) = self.members.iter().position(|m| m.member_id == member_id) {
                    let member = self.members.remove(at);
                    self.removed_members.retain(|m| m.member_id != member_id);
                    self.removed_members.push(member);
                }
            }
            OrganizationEvent::OrganizationMemberRestored { member } => {
                self.removed_members
                    .retain(|m| m.member_id != member.member_id);
                self.members.push(member);
            }
            OrganizationEvent::OrganizationDeleted => self.deleted = true,
            OrganizationEvent::OrganizationRestored => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
