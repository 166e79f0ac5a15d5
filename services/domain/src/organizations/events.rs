use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// The stage of an organization's deal (spec §4, with its numeric ids). Stored by its spec
/// name ("meetingScheduled").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum DealStatus {
    #[default]
    Lead,
    Prospect,
    MeetingScheduled,
    ProposalSent,
    Negotiation,
    ContractSent,
    ActiveClient,
    Lost,
    Inactive,
}

impl DealStatus {
    /// In the board's column order (the spec's ids ascending).
    pub const ALL: [DealStatus; 9] = [
        Self::Lead,
        Self::Prospect,
        Self::MeetingScheduled,
        Self::ProposalSent,
        Self::Negotiation,
        Self::ContractSent,
        Self::ActiveClient,
        Self::Lost,
        Self::Inactive,
    ];

    pub fn id(self) -> i32 {
        match self {
            Self::Lead => 1,
            Self::Prospect => 2,
            Self::MeetingScheduled => 3,
            Self::ProposalSent => 4,
            Self::Negotiation => 5,
            Self::ContractSent => 6,
            Self::ActiveClient => 7,
            Self::Lost => 8,
            Self::Inactive => 9,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.id() == id)
    }

    /// The spec's name ("meetingScheduled").
    pub fn name(self) -> &'static str {
        match self {
            Self::Lead => "lead",
            Self::Prospect => "prospect",
            Self::MeetingScheduled => "meetingScheduled",
            Self::ProposalSent => "proposalSent",
            Self::Negotiation => "negotiation",
            Self::ContractSent => "contractSent",
            Self::ActiveClient => "activeClient",
            Self::Lost => "lost",
            Self::Inactive => "inactive",
        }
    }

    /// The funnel's stages run lead → activeClient; lost and inactive are ways out of it.
    pub fn in_funnel(self) -> bool {
        !matches!(self, Self::Lost | Self::Inactive)
    }
}

/// An expected deal value: an amount in the currency's minor units and an ISO 4217 code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealValue {
    pub amount: i64,
    pub currency: String,
}

impl Default for DealValue {
    fn default() -> Self {
        Self {
            amount: 0,
            currency: super::CURRENCIES[0].0.to_owned(),
        }
    }
}

/// A contact person of an organization (its "member": spec §2 `/add-member`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContactPerson {
    pub member_id: Uuid,
    pub name: String,
    /// Lower-cased and validated: email jobs send to it.
    pub email: String,
    pub title: String,
    pub phone: String,
}

/// What happened to an organization. Names are past tense and stable; see `event_version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum OrganizationEvent {
    OrganizationCreated {
        organization_id: Uuid,
        name: String,
        description: String,
        website: String,
        tag_ids: Vec<Uuid>,
        owner_id: Option<Uuid>,
        deal_value: DealValue,
        deal_status: DealStatus,
    },
    /// The edit form's fields, all of them, as they now are.
    OrganizationUpdated {
        name: String,
        description: String,
        website: String,
        tag_ids: Vec<Uuid>,
        owner_id: Option<Uuid>,
        deal_value: DealValue,
    },
    DealMoved {
        from: DealStatus,
        to: DealStatus,
    },
    OrganizationMemberAdded {
        member: ContactPerson,
    },
    OrganizationMemberUpdated {
        member: ContactPerson,
    },
    OrganizationMemberRemoved {
        member_id: Uuid,
    },
    /// Issue 35: a removed contact back, as they were when removed.
    OrganizationMemberRestored {
        member: ContactPerson,
    },
    /// Issue 35: to the trash; `OrganizationRestored` brings it back as it was. A unit variant
    /// as it was first stored (its stored shape is kept, so it needs no upcaster).
    OrganizationDeleted,
    OrganizationRestored,
}

impl OrganizationEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "OrganizationCreated",
        "OrganizationUpdated",
        "DealMoved",
        "OrganizationMemberAdded",
        "OrganizationMemberUpdated",
        "OrganizationMemberRemoved",
        "OrganizationMemberRestored",
        "OrganizationDeleted",
        "OrganizationRestored",
    ];
}

impl DomainEvent for OrganizationEvent {
    fn event_type(&self) -> String {
        match self {
            Self::OrganizationCreated { .. } => "OrganizationCreated",
            Self::OrganizationUpdated { .. } => "OrganizationUpdated",
            Self::DealMoved { .. } => "DealMoved",
            Self::OrganizationMemberAdded { .. } => "OrganizationMemberAdded",
            Self::OrganizationMemberUpdated { .. } => "OrganizationMemberUpdated",
            Self::OrganizationMemberRemoved { .. } => "OrganizationMemberRemoved",
            Self::OrganizationMemberRestored { .. } => "OrganizationMemberRestored",
            Self::OrganizationDeleted => "OrganizationDeleted",
            Self::OrganizationRestored => "OrganizationRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
