//! Given/when/then tests: every organization command and every rejection.

use std::sync::Arc;

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;

const ORG: Uuid = Uuid::from_u128(0x0a6);
const OWNER: Uuid = Uuid::from_u128(0xe1);
const TAG: Uuid = Uuid::from_u128(0x7a9);
const MEMBER: Uuid = Uuid::from_u128(0x3e3);
const OTHER_MEMBER: Uuid = Uuid::from_u128(0x3e4);

/// Employees OWNER and tags TAG exist; `used` is what depends on any organization; `broken`
/// makes every lookup fail.
struct Fake {
    broken: bool,
    used: OrganizationDependents,
}

#[async_trait::async_trait]
impl OrganizationLookup for Fake {
    async fn employee_exists(&self, employee_id: Uuid) -> Result<bool, String> {
        if self.broken {
            return Err("database unreachable".into());
        }
        Ok(employee_id == OWNER)
    }

    async fn missing_tags(&self, tag_ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        if self.broken {
            return Err("database unreachable".into());
        }
        Ok(tag_ids.iter().copied().filter(|id| *id != TAG).collect())
    }

    async fn dependents(&self, _: Uuid) -> Result<OrganizationDependents, String> {
        if self.broken {
            return Err("database unreachable".into());
        }
        Ok(self.used)
    }
}

fn organizations() -> TestFramework<Organization> {
    TestFramework::with(OrganizationServices {
        lookup: Arc::new(Fake {
            broken: false,
            used: OrganizationDependents::default(),
        }),
    })
}

fn details() -> OrganizationDetails {
    OrganizationDetails {
        name: "  Kitasato Logistics ".into(),
        description: "Freight forwarding, **Osaka**.".into(),
        website: "https://kitasato.example.jp/".into(),
        tag_ids: vec![TAG, TAG],
        owner_id: Some(OWNER),
        deal_amount: 12_000_000,
        deal_currency: "jpy".into(),
    }
}

fn create(details: OrganizationDetails, deal_status_id: i32) -> OrganizationCommand {
    OrganizationCommand::CreateOrganization {
        organization_id: ORG,
        details,
        deal_status_id,
    }
}

fn created() -> OrganizationEvent {
    OrganizationEvent::OrganizationCreated {
        organization_id: ORG,
        name: "Kitasato Logistics".into(),
        description: "Freight forwarding, **Osaka**.".into(),
        website: "https://kitasato.example.jp/".into(),
        tag_ids: vec![TAG],
        owner_id: Some(OWNER),
        deal_value: DealValue {
            amount: 12_000_000,
            currency: "JPY".into(),
        },
        deal_status: DealStatus::Lead,
    }
}

fn contact(email: &str) -> ContactDetails {
    ContactDetails {
        name: "Haruka Mori".into(),
        email: email.into(),
        title: "Head of Procurement".into(),
        phone: "+81 6-1234-5678".into(),
    }
}

fn person(member_id: Uuid, email: &str) -> ContactPerson {
    ContactPerson {
        member_id,
        name: "Haruka Mori".into(),
        email: email.into(),
        title: "Head of Procurement".into(),
        phone: "+81 6-1234-5678".into(),
    }
}

fn member_added() -> OrganizationEvent {
    OrganizationEvent::OrganizationMemberAdded {
        member: person(MEMBER, "haruka@kitasato.example.jp"),
    }
}

#[tokio::test]
async fn creating_an_organization_records_its_trimmed_details_in_the_lead_stage() {
    organizations()
        .given_no_previous_events()
        .when_async(create(details(), 1))
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn an_organization_may_start_in_any_stage() {
    let events = organizations()
        .given_no_previous_events()
        .when_async(create(details(), 7))
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([OrganizationEvent::OrganizationCreated {
            deal_status: DealStatus::ActiveClient,
            ..
        }])
    ));
}

#[tokio::test]
async fn creating_an_organization_twice_is_rejected() {
    organizations()
        .given(vec![created()])
        .when_async(create(details(), 1))
        .await
        .then_expect_error(OrganizationError::AlreadyExists);
}

#[tokio::test]
async fn an_unknown_starting_stage_is_deal_status_not_found() {
    for id in [0, 10, -1] {
        organizations()
            .given_no_previous_events()
            .when_async(create(details(), id))
            .await
            .then_expect_error(OrganizationError::DealStatusNotFound);
    }
}

#[tokio::test]
async fn invalid_fields_are_rejected_each_with_its_own_reason() {
    let cases: Vec<(OrganizationDetails, OrganizationError)> = vec![
        (
            OrganizationDetails {
                name: " ".into(),
                ..details()
            },
            OrganizationError::InvalidName,
        ),
        (
            OrganizationDetails {
                name: "x".repeat(NAME_MAX_CHARS + 1),
                ..details()
            },
            OrganizationError::InvalidName,
        ),
        (
            OrganizationDetails {
                description: "x".repeat(DESCRIPTION_MAX_CHARS + 1),
                ..details()
            },
            OrganizationError::InvalidDescription,
        ),
        (
            OrganizationDetails {
                website: "ftp://kitasato.example.jp".into(),
                ..details()
            },
            OrganizationError::InvalidWebsite,
        ),
        (
            OrganizationDetails {
                website: "https://no host".into(),
                ..details()
            },
            OrganizationError::InvalidWebsite,
        ),
        (
            OrganizationDetails {
                tag_ids: (0..=MAX_TAGS as u128).map(Uuid::from_u128).collect(),
                ..details()
            },
            OrganizationError::InvalidTagIds,
        ),
        (
            OrganizationDetails {
                tag_ids: vec![Uuid::from_u128(0xdead)],
                ..details()
            },
            OrganizationError::TagsNotFound,
        ),
        (
            OrganizationDetails {
                owner_id: Some(Uuid::from_u128(0xdead)),
                ..details()
            },
            OrganizationError::OwnerNotFound,
        ),
        (
            OrganizationDetails {
                deal_amount: -1,
                ..details()
            },
            OrganizationError::InvalidDealValue,
        ),
        (
            OrganizationDetails {
                deal_amount: DEAL_AMOUNT_MAX + 1,
                ..details()
            },
            OrganizationError::InvalidDealValue,
        ),
        (
            OrganizationDetails {
                deal_currency: "XYZ".into(),
                ..details()
            },
            OrganizationError::InvalidCurrency,
        ),
    ];
    for (details, error) in cases {
        organizations()
            .given_no_previous_events()
            .when_async(create(details, 1))
            .await
            .then_expect_error(error);
    }
}

#[tokio::test]
async fn a_failing_lookup_is_reported_not_taken_for_a_missing_owner() {
    TestFramework::<Organization>::with(OrganizationServices {
        lookup: Arc::new(Fake {
            broken: true,
            used: OrganizationDependents::default(),
        }),
    })
    .given_no_previous_events()
    .when_async(create(details(), 1))
    .await
    .then_expect_error(OrganizationError::Lookup("database unreachable".into()));
}

#[tokio::test]
async fn updating_records_every_field_of_the_form() {
    let changed = OrganizationDetails {
        name: "北里ロジスティクス".into(),
        website: String::new(),
        tag_ids: vec![],
        owner_id: None,
        deal_amount: 15_000_000,
        ..details()
    };
    organizations()
        .given(vec![created()])
        .when_async(OrganizationCommand::UpdateOrganization { details: changed })
        .await
        .then_expect_events(vec![OrganizationEvent::OrganizationUpdated {
            name: "北里ロジスティクス".into(),
            description: "Freight forwarding, **Osaka**.".into(),
            website: String::new(),
            tag_ids: vec![],
            owner_id: None,
            deal_value: DealValue {
                amount: 15_000_000,
                currency: "JPY".into(),
            },
        }]);
}

/// Issue 35: a tag in the trash stays on the organizations that carry it; an edit that keeps it
/// (with the owner changed, say) is not refused for it, while a new tag must still exist.
#[tokio::test]
async fn an_update_keeps_a_tag_it_already_holds_even_once_that_tag_is_deleted() {
    let deleted_tag = Uuid::from_u128(0xdead);
    let held = OrganizationEvent::OrganizationUpdated {
        name: "Kitasato Logistics".into(),
        description: "Freight forwarding, **Osaka**.".into(),
        website: "https://kitasato.example.jp/".into(),
        tag_ids: vec![TAG, deleted_tag],
        owner_id: Some(OWNER),
        deal_value: DealValue {
            amount: 12_000_000,
            currency: "JPY".into(),
        },
    };
    organizations()
        .given(vec![created(), held])
        .when_async(OrganizationCommand::UpdateOrganization {
            details: OrganizationDetails {
                tag_ids: vec![TAG, deleted_tag],
                owner_id: None,
                ..details()
            },
        })
        .await
        .then_expect_events(vec![OrganizationEvent::OrganizationUpdated {
            name: "Kitasato Logistics".into(),
            description: "Freight forwarding, **Osaka**.".into(),
            website: "https://kitasato.example.jp/".into(),
            tag_ids: vec![TAG, deleted_tag],
            owner_id: None,
            deal_value: DealValue {
                amount: 12_000_000,
                currency: "JPY".into(),
            },
        }]);
}

#[tokio::test]
async fn an_update_adding_a_tag_that_does_not_exist_is_rejected() {
    organizations()
        .given(vec![created()])
        .when_async(OrganizationCommand::UpdateOrganization {
            details: OrganizationDetails {
                tag_ids: vec![TAG, Uuid::from_u128(0xdead)],
                ..details()
            },
        })
        .await
        .then_expect_error(OrganizationError::TagsNotFound);
}

#[tokio::test]
async fn an_update_identical_to_the_current_data_is_rejected() {
    organizations()
        .given(vec![created()])
        .when_async(OrganizationCommand::UpdateOrganization { details: details() })
        .await
        .then_expect_error(OrganizationError::Identical);
}

#[tokio::test]
async fn an_invalid_update_is_rejected() {
    organizations()
        .given(vec![created()])
        .when_async(OrganizationCommand::UpdateOrganization {
            details: OrganizationDetails {
                deal_currency: "".into(),
                ..details()
            },
        })
        .await
        .then_expect_error(OrganizationError::InvalidCurrency);
}

#[tokio::test]
async fn moving_a_deal_records_where_it_came_from_and_went() {
    organizations()
        .given(vec![created()])
        .when_async(OrganizationCommand::MoveDeal { deal_status_id: 4 })
        .await
        .then_expect_events(vec![OrganizationEvent::DealMoved {
            from: DealStatus::Lead,
            to: DealStatus::ProposalSent,
        }]);
}

#[tokio::test]
async fn moving_a_deal_to_its_current_stage_is_rejected() {
    organizations()
        .given(vec![
            created(),
            OrganizationEvent::DealMoved {
                from: DealStatus::Lead,
                to: DealStatus::Negotiation,
            },
        ])
        .when_async(OrganizationCommand::MoveDeal { deal_status_id: 5 })
        .await
        .then_expect_error(OrganizationError::SameStatus);
}

#[tokio::test]
async fn moving_a_deal_to_an_unknown_stage_is_deal_status_not_found() {
    organizations()
        .given(vec![created()])
        .when_async(OrganizationCommand::MoveDeal { deal_status_id: 42 })
        .await
        .then_expect_error(OrganizationError::DealStatusNotFound);
}

#[tokio::test]
async fn adding_a_member_records_the_contact_with_a_lower_cased_email() {
    organizations()
        .given(vec![created()])
        .when_async(OrganizationCommand::AddOrganizationMember {
            member_id: MEMBER,
            contact: contact(" Haruka@Kitasato.example.jp "),
        })
        .await
        .then_expect_events(vec![member_added()]);
}

#[tokio::test]
async fn a_member_with_an_invalid_field_is_rejected() {
    let cases = [
        (
            ContactDetails {
                name: "".into(),
                ..contact("a@b.jp")
            },
            OrganizationError::InvalidName,
        ),
        (contact("haruka@"), OrganizationError::InvalidEmail),
        (
            ContactDetails {
                title: "x".repeat(CONTACT_TEXT_MAX_CHARS + 1),
                ..contact("a@b.jp")
            },
            OrganizationError::InvalidTitle,
        ),
        (
            ContactDetails {
                phone: "call me".into(),
                ..contact("a@b.jp")
            },
            OrganizationError::InvalidPhone,
        ),
    ];
    for (contact, error) in cases {
        organizations()
            .given(vec![created()])
            .when_async(OrganizationCommand::AddOrganizationMember {
                member_id: MEMBER,
                contact,
            })
            .await
            .then_expect_error(error);
    }
}

#[tokio::test]
async fn a_second_member_with_the_same_email_is_rejected() {
    organizations()
        .given(vec![created(), member_added()])
        .when_async(OrganizationCommand::AddOrganizationMember {
            member_id: OTHER_MEMBER,
            contact: contact("HARUKA@kitasato.example.jp"),
        })
        .await
        .then_expect_error(OrganizationError::MemberEmailExists);
}

#[tokio::test]
async fn adding_a_member_id_twice_is_rejected() {
    organizations()
        .given(vec![created(), member_added()])
        .when_async(OrganizationCommand::AddOrganizationMember {
            member_id: MEMBER,
            contact: contact("other@kitasato.example.jp"),
        })
        .await
        .then_expect_error(OrganizationError::AlreadyExists);
}

#[tokio::test]
async fn an_organization_holds_at_most_the_maximum_of_members() {
    let mut given = vec![created()];
    given.extend(
        (0..MAX_MEMBERS as u128).map(|i| OrganizationEvent::OrganizationMemberAdded {
            member: person(Uuid::from_u128(0x10_000 + i), &format!("m{i}@x.jp")),
        }),
    );
    organizations()
        .given(given)
        .when_async(OrganizationCommand::AddOrganizationMember {
            member_id: MEMBER,
            contact: contact("new@x.jp"),
        })
        .await
        .then_expect_error(OrganizationError::TooManyMembers);
}

#[tokio::test]
async fn updating_a_member_records_the_new_contact() {
    let changed = ContactDetails {
        title: "Director".into(),
        ..contact("haruka@kitasato.example.jp")
    };
    organizations()
        .given(vec![created(), member_added()])
        .when_async(OrganizationCommand::UpdateOrganizationMember {
            member_id: MEMBER,
            contact: changed,
        })
        .await
        .then_expect_events(vec![OrganizationEvent::OrganizationMemberUpdated {
            member: ContactPerson {
                title: "Director".into(),
                ..person(MEMBER, "haruka@kitasato.example.jp")
            },
        }]);
}

#[tokio::test]
async fn updating_a_member_identically_or_onto_anothers_email_is_rejected() {
    organizations()
        .given(vec![created(), member_added()])
        .when_async(OrganizationCommand::UpdateOrganizationMember {
            member_id: MEMBER,
            contact: contact("haruka@kitasato.example.jp"),
        })
        .await
        .then_expect_error(OrganizationError::Identical);
    organizations()
        .given(vec![
            created(),
            member_added(),
            OrganizationEvent::OrganizationMemberAdded {
                member: person(OTHER_MEMBER, "ken@kitasato.example.jp"),
            },
        ])
        .when_async(OrganizationCommand::UpdateOrganizationMember {
            member_id: OTHER_MEMBER,
            contact: contact("haruka@kitasato.example.jp"),
        })
        .await
        .then_expect_error(OrganizationError::MemberEmailExists);
}

#[tokio::test]
async fn updating_or_removing_an_unknown_member_is_member_not_found() {
    organizations()
        .given(vec![created()])
        .when_async(OrganizationCommand::UpdateOrganizationMember {
            member_id: MEMBER,
            contact: contact("a@b.jp"),
        })
        .await
        .then_expect_error(OrganizationError::MemberNotFound);
    organizations()
        .given(vec![created()])
        .when_async(OrganizationCommand::RemoveOrganizationMember { member_id: MEMBER })
        .await
        .then_expect_error(OrganizationError::MemberNotFound);
}

#[tokio::test]
async fn removing_a_member_records_it() {
    organizations()
        .given(vec![created(), member_added()])
        .when_async(OrganizationCommand::RemoveOrganizationMember { member_id: MEMBER })
        .await
        .then_expect_events(vec![OrganizationEvent::OrganizationMemberRemoved {
            member_id: MEMBER,
        }]);
}

#[tokio::test]
async fn restoring_a_removed_member_brings_them_back_as_they_were() {
    let removed = OrganizationEvent::OrganizationMemberRemoved { member_id: MEMBER };
    let OrganizationEvent::OrganizationMemberAdded { member } = member_added() else {
        unreachable!()
    };
    organizations()
        .given(vec![created(), member_added(), removed.clone()])
        .when_async(OrganizationCommand::RestoreOrganizationMember { member_id: MEMBER })
        .await
        .then_expect_events(vec![OrganizationEvent::OrganizationMemberRestored {
            member,
        }]);
}

#[tokio::test]
async fn restoring_a_member_never_removed_or_still_there_is_refused() {
    organizations()
        .given(vec![created()])
        .when_async(OrganizationCommand::RestoreOrganizationMember { member_id: MEMBER })
        .await
        .then_expect_error(OrganizationError::MemberNotFound);
    organizations()
        .given(vec![created(), member_added()])
        .when_async(OrganizationCommand::RestoreOrganizationMember { member_id: MEMBER })
        .await
        .then_expect_error(OrganizationError::AlreadyExists);
    // Once restored, a second restore finds them there.
    let OrganizationEvent::OrganizationMemberAdded { member } = member_added() else {
        unreachable!()
    };
    organizations()
        .given(vec![
            created(),
            member_added(),
            OrganizationEvent::OrganizationMemberRemoved { member_id: MEMBER },
            OrganizationEvent::OrganizationMemberRestored { member },
        ])
        .when_async(OrganizationCommand::RestoreOrganizationMember { member_id: MEMBER })
        .await
        .then_expect_error(OrganizationError::AlreadyExists);
}

#[tokio::test]
async fn restoring_a_member_whose_email_another_took_since_is_refused() {
    let OrganizationEvent::OrganizationMemberAdded { member } = member_added() else {
        unreachable!()
    };
    organizations()
        .given(vec![
            created(),
            member_added(),
            OrganizationEvent::OrganizationMemberRemoved { member_id: MEMBER },
            OrganizationEvent::OrganizationMemberAdded {
                member: person(OTHER_MEMBER, &member.email),
            },
        ])
        .when_async(OrganizationCommand::RestoreOrganizationMember { member_id: MEMBER })
        .await
        .then_expect_error(OrganizationError::MemberEmailExists);
}

#[tokio::test]
async fn deleting_an_organization_records_it_once() {
    organizations()
        .given(vec![created()])
        .when_async(OrganizationCommand::DeleteOrganization)
        .await
        .then_expect_events(vec![OrganizationEvent::OrganizationDeleted]);
    organizations()
        .given(vec![created(), OrganizationEvent::OrganizationDeleted])
        .when_async(OrganizationCommand::DeleteOrganization)
        .await
        .then_expect_error(OrganizationError::NotFound);
}

#[tokio::test]
async fn a_deleted_organization_takes_no_command_but_its_restore() {
    let commands = [
        OrganizationCommand::UpdateOrganization { details: details() },
        OrganizationCommand::MoveDeal { deal_status_id: 2 },
        OrganizationCommand::AddOrganizationMember {
            member_id: MEMBER,
            contact: contact("a@b.jp"),
        },
        OrganizationCommand::RemoveOrganizationMember { member_id: MEMBER },
        OrganizationCommand::RestoreOrganizationMember { member_id: MEMBER },
    ];
    for command in commands {
        organizations()
            .given(vec![
                created(),
                member_added(),
                OrganizationEvent::OrganizationDeleted,
            ])
            .when_async(command)
            .await
            .then_expect_error(OrganizationError::NotFound);
    }
}

#[tokio::test]
async fn restoring_a_deleted_organization_brings_it_back_as_it_was() {
    organizations()
        .given(vec![created(), OrganizationEvent::OrganizationDeleted])
        .when_async(OrganizationCommand::RestoreOrganization)
        .await
        .then_expect_events(vec![OrganizationEvent::OrganizationRestored]);
    // And it takes commands again, its contacts with it.
    organizations()
        .given(vec![
            created(),
            member_added(),
            OrganizationEvent::OrganizationDeleted,
            OrganizationEvent::OrganizationRestored,
        ])
        .when_async(OrganizationCommand::RemoveOrganizationMember { member_id: MEMBER })
        .await
        .then_expect_events(vec![OrganizationEvent::OrganizationMemberRemoved {
            member_id: MEMBER,
        }]);
}

#[tokio::test]
async fn restoring_an_organization_that_is_not_deleted_is_refused() {
    organizations()
        .given(vec![created()])
        .when_async(OrganizationCommand::RestoreOrganization)
        .await
        .then_expect_error(OrganizationError::NotDeleted);
}

#[tokio::test]
async fn an_organization_projects_or_questions_name_is_not_deleted_and_the_refusal_says_what() {
    for used in [
        OrganizationDependents {
            projects: 2,
            questions: 0,
        },
        OrganizationDependents {
            projects: 0,
            questions: 1,
        },
    ] {
        TestFramework::<Organization>::with(OrganizationServices {
            lookup: Arc::new(Fake {
                broken: false,
                used,
            }),
        })
        .given(vec![created()])
        .when_async(OrganizationCommand::DeleteOrganization)
        .await
        .then_expect_error(OrganizationError::InUse(used));
    }
}

#[tokio::test]
async fn every_command_on_a_missing_organization_is_not_found() {
    let commands = [
        OrganizationCommand::UpdateOrganization { details: details() },
        OrganizationCommand::MoveDeal { deal_status_id: 2 },
        OrganizationCommand::AddOrganizationMember {
            member_id: MEMBER,
            contact: contact("a@b.jp"),
        },
        OrganizationCommand::UpdateOrganizationMember {
            member_id: MEMBER,
            contact: contact("a@b.jp"),
        },
        OrganizationCommand::RemoveOrganizationMember { member_id: MEMBER },
        OrganizationCommand::DeleteOrganization,
        OrganizationCommand::RestoreOrganization,
    ];
    for command in commands {
        organizations()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(OrganizationError::NotFound);
    }
}

#[test]
fn deal_status_ids_and_names_follow_the_spec() {
    let names: Vec<(i32, &str)> = DealStatus::ALL.iter().map(|s| (s.id(), s.name())).collect();
    assert_eq!(
        names,
        vec![
            (1, "lead"),
            (2, "prospect"),
            (3, "meetingScheduled"),
            (4, "proposalSent"),
            (5, "negotiation"),
            (6, "contractSent"),
            (7, "activeClient"),
            (8, "lost"),
            (9, "inactive"),
        ]
    );
    assert!(!DealStatus::Lost.in_funnel() && DealStatus::ActiveClient.in_funnel());
}
