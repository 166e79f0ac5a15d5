//! How auditors read an organization's history (issue 37 §2): its deal stage by label, its
//! contact people one by one.

use crate::audit::{DELETED, Field, ID, Items, Kind};

/// The deal stages' labels (issue 13's stage names, by the state's value).
/// Spec §4 deal stages in the spec's id order (lead 1 … inactive 9): the one table of their
/// names, read by history, `super::stage_label` and the email area's batch conditions.
pub(crate) const STAGES: &[(&str, &str, &str)] = &[
    ("lead", "Lead", "リード"),
    ("prospect", "Prospect", "見込み客"),
    ("meetingScheduled", "Meeting scheduled", "商談予定"),
    ("proposalSent", "Proposal sent", "提案書送付済み"),
    ("negotiation", "Negotiation", "交渉中"),
    ("contractSent", "Contract sent", "契約書送付済み"),
    ("activeClient", "Active client", "取引中"),
    ("lost", "Lost", "失注"),
    ("inactive", "Inactive", "休眠"),
];

static CONTACTS: Items = Items {
    en: "Contact",
    ja: "担当者",
    key: "member_id",
    name: "name",
    fields: &[
        Field::new("member_id", "Contact number", "担当者番号", Kind::Hidden),
        Field::plain("name", "Name", "氏名"),
        Field::plain("email", "Email", "メールアドレス"),
        Field::plain("title", "Job title", "役職"),
        Field::plain("phone", "Phone", "電話番号"),
    ],
};

pub(super) static FIELDS: &[Field] = &[
    ID,
    Field::plain("name", "Name", "名前"),
    Field::plain("description", "Description", "説明"),
    Field::plain("website", "Website", "ウェブサイト"),
    Field::new("tag_ids", "Tags", "タグ", Kind::Reference("Tag")),
    Field::new("owner_id", "Owner", "担当者", Kind::Reference("Employee")),
    Field::new(
        "deal_value",
        "Deal value",
        "商談金額",
        Kind::Group(&[
            Field::plain("amount", "Deal amount", "商談金額"),
            Field::plain("currency", "Currency", "通貨"),
        ]),
    ),
    Field::new(
        "deal_status",
        "Deal stage",
        "商談ステージ",
        Kind::Enum(STAGES),
    ),
    Field::new("members", "Contacts", "担当者一覧", Kind::Items(&CONTACTS)),
    DELETED,
    // What a removed contact's restore brings back: the removal already reads in history.
    Field::new(
        "removed_members",
        "Removed contacts",
        "削除した担当者",
        Kind::Hidden,
    ),
];

#[cfg(test)]
mod tests {
    use staffhub_domain::organizations::{DealStatus, Organization};

    use super::*;
    use crate::audit::tests::{assert_enum_labelled, assert_labelled};

    #[test]
    fn every_field_and_value_of_an_organization_is_labelled() {
        assert_labelled::<Organization>(
            FIELDS,
            serde_json::json!({
                "id": uuid::Uuid::nil(), "name": "n", "description": "d", "website": "w",
                "tag_ids": [uuid::Uuid::nil()], "owner_id": uuid::Uuid::nil(),
                "deal_value": { "amount": 1, "currency": "JPY" }, "deal_status": "lead",
                "members": [{ "member_id": uuid::Uuid::nil(), "name": "n", "email": "e",
                              "title": "t", "phone": "p" }],
                "deleted": false,
                "removed_members": [{ "member_id": uuid::Uuid::nil(), "name": "n", "email": "e",
                                      "title": "t", "phone": "p" }]
            }),
        );
        assert_enum_labelled(STAGES, &DealStatus::ALL);
    }
}

#[cfg(test)]
mod stage_order_tests {
    use staffhub_domain::organizations::DealStatus;

    use super::STAGES;

    #[test]
    fn the_stage_table_is_in_the_specs_id_order_so_labels_by_id_read_it() {
        for id in 1..=9 {
            let stage = DealStatus::from_id(id).expect("a spec stage id");
            let name = serde_json::to_value(stage).unwrap();
            assert_eq!(
                Some(STAGES[(id - 1) as usize].0),
                name.as_str(),
                "stage {id}"
            );
            assert_eq!(
                super::super::stage_label(stage),
                (STAGES[(id - 1) as usize].1, STAGES[(id - 1) as usize].2)
            );
        }
    }
}
