//! How auditors read issues' history (issue 37 §2): statuses, categories, people and
//! documents by name, the priority by label, comments one by one.

use crate::audit::{DELETED, Field, ID, Items, Kind};

/// Spec §4 priorities by id (high 1, medium 2, low 3), as tasks label them.
pub(super) const PRIORITIES: &[(&str, &str, &str)] = &[
    ("1", "High", "高"),
    ("2", "Medium", "中"),
    ("3", "Low", "低"),
];

static COMMENTS: Items = Items {
    en: "Comment by",
    ja: "コメント：",
    key: "comment_id",
    name: "author_id",
    fields: &[
        Field::new("comment_id", "Comment number", "コメント番号", Kind::Hidden),
        Field::new("author_id", "Author", "投稿者", Kind::Reference("Employee")),
        Field::plain("body", "Comment", "コメント"),
        Field::new(
            "mention_ids",
            "Mentioned",
            "メンション",
            Kind::Reference("Employee"),
        ),
    ],
};

pub(super) static ISSUE: &[Field] = &[
    ID,
    Field::plain("title", "Title", "タイトル"),
    Field::plain("description", "Description", "説明"),
    Field::new(
        "status_id",
        "Status",
        "ステータス",
        Kind::Reference("IssueStatus"),
    ),
    Field::new("priority_id", "Priority", "優先度", Kind::Enum(PRIORITIES)),
    Field::new(
        "reporter_id",
        "Reporter",
        "報告者",
        Kind::Reference("Employee"),
    ),
    Field::new(
        "category_ids",
        "Categories",
        "カテゴリー",
        Kind::Reference("IssueCategory"),
    ),
    Field::new(
        "project_id",
        "Project",
        "プロジェクト",
        Kind::Reference("Project"),
    ),
    Field::new(
        "assignee_ids",
        "Assignees",
        "担当者",
        Kind::Reference("Employee"),
    ),
    Field::new(
        "document_ids",
        "Documents",
        "文書",
        Kind::Reference("Document"),
    ),
    Field::new("tag_ids", "Tags", "タグ", Kind::Reference("Tag")),
    Field::new("comments", "Comments", "コメント", Kind::Items(&COMMENTS)),
    Field::new(
        "task_id",
        "Converted to task",
        "変換先のタスク",
        Kind::Reference("Task"),
    ),
    DELETED,
];

/// An issue status or category: the admins' list entry.
pub(super) static CHOICE: &[Field] = &[
    ID,
    Field::plain("label_en", "Label (English)", "ラベル（英語）"),
    Field::plain("label_ja", "Label (Japanese)", "ラベル（日本語）"),
    Field::plain("colour", "Colour", "色"),
    Field::plain("position", "Position", "並び順"),
    DELETED,
];

#[cfg(test)]
mod tests {
    use serde_json::json;
    use staffhub_domain::issues::category::Categories;
    use staffhub_domain::issues::choice::Choice;
    use staffhub_domain::issues::issue::Issue;
    use staffhub_domain::issues::status::Statuses;

    use super::*;
    use crate::audit::tests::assert_labelled;

    #[test]
    fn every_field_and_value_of_the_issues_entities_is_labelled() {
        let id = uuid::Uuid::nil();
        for priority in ["1", "2", "3"] {
            assert_labelled::<Issue>(
                ISSUE,
                json!({
                    "id": id, "title": "t", "description": "d", "status_id": id,
                    "priority_id": priority.parse::<i32>().unwrap(), "reporter_id": id,
                    "category_ids": [id], "project_id": id, "assignee_ids": [id],
                    "document_ids": [id], "tag_ids": [id], "task_id": id, "deleted": false,
                    "comments": [{ "comment_id": id, "author_id": id, "body": "b",
                                   "mention_ids": [id] }]
                }),
            );
        }
        let choice = json!({
            "id": id, "label_en": "e", "label_ja": "j", "colour": "red", "position": 1,
            "deleted": false
        });
        assert_labelled::<Choice<Statuses>>(CHOICE, choice.clone());
        assert_labelled::<Choice<Categories>>(CHOICE, choice);
    }
}
