//! How auditors read a tag's history (issue 37 §2).

use crate::audit::{DELETED, Field, ID, Kind};

/// The palette's colours.
pub(super) const COLOURS: &[(&str, &str, &str)] = &[
    ("gray", "Grey", "グレー"),
    ("red", "Red", "赤"),
    ("pink", "Pink", "ピンク"),
    ("grape", "Grape", "グレープ"),
    ("violet", "Violet", "バイオレット"),
    ("indigo", "Indigo", "インディゴ"),
    ("blue", "Blue", "青"),
    ("cyan", "Cyan", "シアン"),
    ("teal", "Teal", "ティール"),
    ("green", "Green", "緑"),
    ("lime", "Lime", "ライム"),
    ("yellow", "Yellow", "黄"),
    ("orange", "Orange", "オレンジ"),
];

pub(super) static FIELDS: &[Field] = &[
    ID,
    Field::plain("name", "Name", "名前"),
    Field::new("color", "Colour", "色", Kind::Enum(COLOURS)),
    DELETED,
];

#[cfg(test)]
mod tests {
    use staffhub_domain::tags::{Tag, TagColor};

    use super::*;
    use crate::audit::tests::{assert_enum_labelled, assert_labelled};

    #[test]
    fn every_field_and_value_of_a_tag_is_labelled() {
        assert_labelled::<Tag>(
            FIELDS,
            serde_json::json!({
                "id": uuid::Uuid::nil(), "name": "n", "color": "red", "deleted": false
            }),
        );
        assert_enum_labelled(COLOURS, &TagColor::ALL);
    }
}
