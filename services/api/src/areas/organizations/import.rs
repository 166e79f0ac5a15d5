//! Organizations from CSV, with their contacts (issue 35 §3). The natural key is the name (it
//! is unique); a contact's is their email within the organization. Several rows with one
//! organization's name add several contacts to it, and the file's later rows win for the
//! organization's own fields.

use futures::future::BoxFuture;
use staffhub_domain::organizations::{
    CURRENCIES, ContactDetails, DealStatus, Organization, OrganizationCommand, OrganizationDetails,
};
use uuid::Uuid;

use super::{OrganizationTarget, history::STAGES, names};
use crate::catalogue::Code;
use crate::error::ApiResult;
use crate::import::values::{self, choice, key, list};
use crate::import::{Ctx, Import, ImportField, ImportTarget, OnField, Row, RowError, write_each};

pub static IMPORT: Import = Import {
    label: ("Organizations", "組織"),
    operations: &[
        "Mutation.createOrganization",
        "Mutation.updateOrganization",
        "Mutation.moveDeal",
        "Mutation.addOrganizationMember",
        "Mutation.updateOrganizationMember",
    ],
    fields: &[
        ImportField::new("name", "Name", "組織名")
            .required()
            .key()
            .aliases(&[
                "Organization",
                "Organization name",
                "Company",
                "会社名",
                "名前",
                "名称",
            ]),
        ImportField::new("description", "Description", "説明"),
        ImportField::new("website", "Website", "ウェブサイト").aliases(&[
            "URL",
            "Web",
            "ホームページ",
        ]),
        ImportField::new("owner", "Owner", "担当者（社内）")
            .aliases(&["Owner email", "オーナー"])
            .hint("An employee's email", "社員のメールアドレス"),
        ImportField::new("stage", "Stage", "商談ステージ")
            .aliases(&["Deal stage", "ステージ"])
            .hint(
                "Lead, Prospect, … (as the board names them)",
                "リード、見込み客など（ボードの表記）",
            ),
        ImportField::new("dealAmount", "Deal amount", "商談金額")
            .aliases(&["Amount", "金額"])
            .hint("A number, e.g. 1200000", "数値（例：1200000）"),
        ImportField::new("dealCurrency", "Currency", "通貨")
            .hint("JPY, USD, EUR, …", "JPY、USD、EUR など"),
        ImportField::new("tags", "Tags", "タグ")
            .hint("Tag names separated by ;", "タグ名を ; で区切る"),
        ImportField::new("contactName", "Contact name", "担当者名").aliases(&["Contact", "氏名"]),
        ImportField::new("contactEmail", "Contact email", "担当者メール")
            .key()
            .aliases(&["Email", "E-mail", "メール", "メールアドレス"]),
        ImportField::new("contactTitle", "Contact title", "担当者役職").aliases(&["Title", "役職"]),
        ImportField::new("contactPhone", "Contact phone", "担当者電話番号").aliases(&[
            "Phone",
            "電話",
            "電話番号",
        ]),
    ],
    row: crate::import::row::<OrganizationTarget>,
};

/// The organization's fields as the row leaves them (an empty cell keeps the current value).
async fn details(
    ctx: &Ctx,
    row: &Row,
    current: Option<&Organization>,
) -> Result<OrganizationDetails, RowError> {
    let now = current.cloned().unwrap_or_default();
    let owner_id = match row.get("owner") {
        Some(email) => Some(values::employee(ctx, email).await.on_field("owner")?),
        None => now.owner_id,
    };
    let tag_ids = match row.get("tags") {
        Some(names) => {
            let ids = values::named(ctx, "Tag", &list(names), Code::TagsNotFound)
                .await
                .on_field("tags")?;
            // Tags the organization holds that were deleted since stay (issue 35 §1).
            let kept: Vec<Uuid> =
                crate::areas::tags::keeping_deleted(&ctx.state, &now.tag_ids, ids).await?;
            kept
        }
        None => now.tag_ids.clone(),
    };
    let deal_currency = row.or_keep("dealCurrency", now.deal_value.currency.clone(), |c| {
        Ok(c.trim().to_uppercase())
    })?;
    let digits = CURRENCIES
        .iter()
        .find(|(code, _)| *code == deal_currency)
        .map_or(0, |(_, digits)| *digits);
    let deal_amount = row.or_keep("dealAmount", now.deal_value.amount, |a| amount(a, digits))?;
    Ok(OrganizationDetails {
        name: row.required("name")?.to_owned(),
        description: row
            .get("description")
            .map_or(now.description, str::to_owned),
        website: row.get("website").map_or(now.website, str::to_owned),
        tag_ids,
        owner_id,
        deal_amount,
        deal_currency,
    })
}

/// An amount as a person writes it ("1,200.50"), in the currency's minor units.
fn amount(value: &str, digits: u32) -> Result<i64, RowError> {
    let value = value
        .trim()
        .replace([',', '，', '¥', '￥', '$', '€', '£'], "");
    let (whole, fraction) = value.split_once('.').unwrap_or((&value, ""));
    if fraction.len() > digits as usize || !fraction.chars().all(|c| c.is_ascii_digit()) {
        return Err(Code::InvalidDealValue.into());
    }
    let whole = values::number(whole)?;
    let fraction: i64 = format!("{fraction:0<width$}", width = digits as usize)
        .parse()
        .unwrap_or(0);
    whole
        .checked_mul(10_i64.pow(digits))
        .and_then(|n| n.checked_add(if whole < 0 { -fraction } else { fraction }))
        .ok_or_else(|| Code::InvalidDealValue.into())
}

/// The row's contact, if it names one ('A value is required' on the email when it names one
/// without it).
fn contact(row: &Row) -> Result<Option<ContactDetails>, RowError> {
    let fields = [
        "contactName",
        "contactEmail",
        "contactTitle",
        "contactPhone",
    ];
    if fields.iter().all(|f| row.get(f).is_none()) {
        return Ok(None);
    }
    let email = row.required("contactEmail")?;
    Ok(Some(ContactDetails {
        name: row.get("contactName").unwrap_or_default().to_owned(),
        email: email.to_owned(),
        title: row.get("contactTitle").unwrap_or_default().to_owned(),
        phone: row.get("contactPhone").unwrap_or_default().to_owned(),
    }))
}

impl ImportTarget for OrganizationTarget {
    fn key(row: &Row) -> Result<String, RowError> {
        Ok(key(row.required("name")?))
    }

    fn find<'a>(ctx: &'a Ctx, row: &'a Row) -> BoxFuture<'a, Result<Option<Uuid>, RowError>> {
        Box::pin(async move {
            let owner = names(&ctx.state).owner_of(row.required("name")?).await?;
            Ok(owner.and_then(|owner| Uuid::parse_str(&owner).ok()))
        })
    }

    fn commands<'a>(
        ctx: &'a Ctx,
        row: &'a Row,
        id: Uuid,
        current: Option<&'a Organization>,
    ) -> BoxFuture<'a, Result<Vec<OrganizationCommand>, RowError>> {
        Box::pin(async move {
            let details = details(ctx, row, current).await?;
            let stage = match row.get("stage") {
                Some(stage) => Some(choice(stage, STAGES).on_field("stage")?),
                None => None,
            };
            let mut commands = Vec::with_capacity(3);
            match current {
                None => commands.push(OrganizationCommand::CreateOrganization {
                    organization_id: id,
                    details,
                    deal_status_id: stage.unwrap_or(DealStatus::Lead.id()),
                }),
                Some(_) => {
                    commands.push(OrganizationCommand::UpdateOrganization { details });
                    if let Some(deal_status_id) = stage {
                        commands.push(OrganizationCommand::MoveDeal { deal_status_id });
                    }
                }
            }
            if let Some(contact) = contact(row)? {
                let held = current
                    .and_then(|org| org.members.iter().find(|m| m.email == key(&contact.email)));
                commands.push(match held {
                    // A blank cell keeps what the contact has.
                    Some(held) => OrganizationCommand::UpdateOrganizationMember {
                        member_id: held.member_id,
                        contact: ContactDetails {
                            name: keep(contact.name, &held.name),
                            email: contact.email,
                            title: keep(contact.title, &held.title),
                            phone: keep(contact.phone, &held.phone),
                        },
                    },
                    None => OrganizationCommand::AddOrganizationMember {
                        member_id: Uuid::now_v7(),
                        contact,
                    },
                });
            }
            Ok(commands)
        })
    }

    /// A contact's refusal is the contact's field's; the organization's own name its codes.
    fn blame(command: &OrganizationCommand, code: Code) -> Option<&'static str> {
        let contact = matches!(
            command,
            OrganizationCommand::AddOrganizationMember { .. }
                | OrganizationCommand::UpdateOrganizationMember { .. }
        );
        match code {
            Code::InvalidEmail | Code::MemberEmailExists if contact => Some("contactEmail"),
            Code::InvalidName if contact => Some("contactName"),
            Code::InvalidJobTitle if contact => Some("contactTitle"),
            Code::InvalidPhone if contact => Some("contactPhone"),
            Code::OwnerNotFound => Some("owner"),
            Code::TagsNotFound | Code::InvalidTagIds => Some("tags"),
            Code::DealStatusNotFound => Some("stage"),
            _ => None,
        }
    }

    /// A new organization claims its name around its commands, as the create form does.
    fn write_new<'a>(
        ctx: &'a Ctx,
        row: &'a Row,
        id: Uuid,
        commands: Vec<OrganizationCommand>,
    ) -> BoxFuture<'a, ApiResult<Uuid>> {
        Box::pin(async move {
            let name = row.get("name").unwrap_or_default();
            names(&ctx.state)
                .with_claim(name, &id.to_string(), async {
                    write_each::<OrganizationTarget>(ctx, id, commands, true).await
                })
                .await?;
            Ok(id)
        })
    }
}

fn keep(value: String, held: &str) -> String {
    if value.is_empty() {
        held.to_owned()
    } else {
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_amount_is_read_in_the_currencys_minor_units() {
        assert_eq!(amount("1,200,000", 0).unwrap(), 1_200_000);
        assert_eq!(amount("1,200.5", 2).unwrap(), 120_050);
        assert_eq!(amount("$12.05", 2).unwrap(), 1_205);
        assert!(amount("12.345", 2).is_err());
        assert!(amount("12.5", 0).is_err());
    }
}
