//! Organizations and their sales-deal pipeline (spec §3 "organization (members, deal status)",
//! §4 deal status lead 1 … inactive 9; issue 13). An organization carries an expected deal
//! value and the stage its deal is in; its members are the contact people email jobs send to.
//! Every stage move is an event with its from and to, so time in stage, conversion and the
//! funnel can be computed for the whole past.

mod aggregate;
mod commands;
mod events;

pub use aggregate::{
    Organization, OrganizationDependents, OrganizationError, OrganizationLookup,
    OrganizationServices,
};
pub use commands::{ContactDetails, OrganizationCommand, OrganizationDetails};
pub use events::{ContactPerson, DealStatus, DealValue, OrganizationEvent};

/// Longest organization name, in characters.
pub const NAME_MAX_CHARS: usize = 200;
/// Longest description (markdown), in characters.
pub const DESCRIPTION_MAX_CHARS: usize = 20_000;
/// Longest website address.
pub const WEBSITE_MAX_CHARS: usize = 2_048;
/// Most tags on one organization.
pub const MAX_TAGS: usize = 20;
/// Most contact people on one organization.
pub const MAX_MEMBERS: usize = 500;
/// Longest contact name or job title, in characters.
pub const CONTACT_TEXT_MAX_CHARS: usize = 200;
/// Longest phone number, in characters.
pub const PHONE_MAX_CHARS: usize = 40;
/// Largest expected deal value, in the currency's minor units (a trillion: ten billion
/// dollars, a trillion yen). Column totals are i64 sums: nine million deals at this cap fit,
/// so no stage's total can overflow (a failing sum would wedge the projection).
pub const DEAL_AMOUNT_MAX: i64 = 1_000_000_000_000;
/// The currencies a deal value may be in (ISO 4217), with their minor-unit exponent. JPY
/// first: the default (issue 13).
pub const CURRENCIES: &[(&str, u32)] = &[
    ("JPY", 0),
    ("USD", 2),
    ("EUR", 2),
    ("GBP", 2),
    ("CNY", 2),
    ("KRW", 0),
    ("SGD", 2),
    ("AUD", 2),
];

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "Organization",
    event_types: OrganizationEvent::TYPES,
    upcasters: crate::no_upcasters,
};
