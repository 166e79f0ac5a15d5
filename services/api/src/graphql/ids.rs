//! Opaque Relay global ids: base64url of `<Type>:<uuid>`.

use async_graphql::ID;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::ApiResult;

pub fn encode(type_name: &str, id: impl std::fmt::Display) -> ID {
    ID(URL_SAFE_NO_PAD.encode(format!("{type_name}:{id}")))
}

/// The type name and uuid inside a global id; malformed ids are `Invalid id`.
pub fn decode_any(id: &str) -> ApiResult<(String, Uuid)> {
    let bytes = URL_SAFE_NO_PAD
        .decode(id.trim_end_matches('='))
        .map_err(|_| Code::InvalidId)?;
    let text = String::from_utf8(bytes).map_err(|_| Code::InvalidId)?;
    let (type_name, raw) = text.split_once(':').ok_or(Code::InvalidId)?;
    let uuid = Uuid::parse_str(raw).map_err(|_| Code::InvalidId)?;
    Ok((type_name.to_owned(), uuid))
}

/// The uuid inside a global id that must be of `expected` type; otherwise `invalid`.
pub fn decode(id: &str, expected: &str, invalid: Code) -> ApiResult<Uuid> {
    match decode_any(id) {
        Ok((type_name, uuid)) if type_name == expected => Ok(uuid),
        _ => Err(invalid.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_global_id_round_trips_and_keeps_its_type() {
        let uuid = Uuid::now_v7();
        let id = encode("Task", uuid);
        assert_eq!(decode(&id, "Task", Code::InvalidId).unwrap(), uuid);
        assert!(decode(&id, "Employee", Code::InvalidAssignee).is_err());
    }

    #[test]
    fn malformed_global_ids_are_rejected() {
        for bad in [
            "",
            "!!!",
            "VGFzaw",
            &URL_SAFE_NO_PAD.encode("Task:not-a-uuid"),
        ] {
            assert!(decode_any(bad).is_err(), "{bad}");
        }
    }
}
