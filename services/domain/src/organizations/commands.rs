use uuid::Uuid;

/// What the create and edit forms send (values arrive raw; the aggregate validates them).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct OrganizationDetails {
    pub name: String,
    pub description: String,
    pub website: String,
    pub tag_ids: Vec<Uuid>,
    pub owner_id: Option<Uuid>,
    /// In the currency's minor units (yen for JPY, cents for USD).
    pub deal_amount: i64,
    pub deal_currency: String,
}

/// A contact person as the add-member form sends it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ContactDetails {
    pub name: String,
    pub email: String,
    pub title: String,
    pub phone: String,
}

/// What a caller asks of an organization.
#[derive(Debug, Clone, PartialEq)]
pub enum OrganizationCommand {
    CreateOrganization {
        organization_id: Uuid,
        details: OrganizationDetails,
        /// The stage the deal starts in (spec §4 ids; lead 1 when the form leaves it).
        deal_status_id: i32,
    },
    /// The edit form sends every field; identical data is rejected (spec §5).
    UpdateOrganization {
        details: OrganizationDetails,
    },
    /// Moves the deal to another stage (spec §4: the same stage again is rejected).
    MoveDeal {
        deal_status_id: i32,
    },
    AddOrganizationMember {
        member_id: Uuid,
        contact: ContactDetails,
    },
    UpdateOrganizationMember {
        member_id: Uuid,
        contact: ContactDetails,
    },
    RemoveOrganizationMember {
        member_id: Uuid,
    },
    /// Issue 35: brings a removed contact back as they were when removed (the removal's Undo).
    RestoreOrganizationMember {
        member_id: Uuid,
    },
    DeleteOrganization,
    /// Issue 35: brings a deleted organization back from the trash.
    RestoreOrganization,
}

impl crate::Command for OrganizationCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::CreateOrganization { .. } => "CreateOrganization",
            Self::UpdateOrganization { .. } => "UpdateOrganization",
            Self::MoveDeal { .. } => "MoveDeal",
            Self::AddOrganizationMember { .. } => "AddOrganizationMember",
            Self::UpdateOrganizationMember { .. } => "UpdateOrganizationMember",
            Self::RemoveOrganizationMember { .. } => "RemoveOrganizationMember",
            Self::RestoreOrganizationMember { .. } => "RestoreOrganizationMember",
            Self::DeleteOrganization => "DeleteOrganization",
            Self::RestoreOrganization => "RestoreOrganization",
        }
    }
}
