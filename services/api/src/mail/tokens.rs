//! The unguessable, signed parts of tracking links: a recipient's token (open pixel,
//! unsubscribe) and a click link's signature over the target URL, so the redirect endpoint
//! never becomes an open redirect (a link only works for the URL the message carried).

use base64::Engine;
use hmac::Mac;
use uuid::Uuid;

type HmacSha256 = hmac::Hmac<sha2::Sha256>;

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::URL_SAFE_NO_PAD;
/// Bytes of the MAC a token carries: 96 bits are out of reach of guessing by request.
const TAG: usize = 12;

/// Makes and checks tracking tokens with the cluster's shared secret.
#[derive(Clone)]
pub struct Tokens {
    secret: std::sync::Arc<[u8]>,
}

impl std::fmt::Debug for Tokens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Secrets are never logged.
        f.write_str("Tokens(..)")
    }
}

impl Tokens {
    pub fn new(secret: Vec<u8>) -> Self {
        Self {
            secret: secret.into(),
        }
    }

    /// Reads (or makes) the cluster's tracking secret.
    pub async fn load(pool: &sqlx::PgPool) -> Result<Self, sqlx::Error> {
        crate::files::server_secret(pool, "email_tracking")
            .await
            .map(Self::new)
    }

    fn mac(&self, parts: &[&[u8]]) -> HmacSha256 {
        let mut mac = HmacSha256::new_from_slice(&self.secret).expect("any key length");
        for part in parts {
            mac.update(&(part.len() as u64).to_be_bytes());
            mac.update(part);
        }
        mac
    }

    /// The recipient's token: their delivery id and a MAC over it.
    pub fn recipient(&self, delivery_id: Uuid) -> String {
        let tag = self
            .mac(&[b"recipient", delivery_id.as_bytes()])
            .finalize()
            .into_bytes();
        let mut bytes = delivery_id.as_bytes().to_vec();
        bytes.extend_from_slice(&tag[..TAG]);
        B64.encode(bytes)
    }

    /// The delivery a token names, if its MAC holds (compared in constant time).
    pub fn verify_recipient(&self, token: &str) -> Option<Uuid> {
        let bytes = B64.decode(token.trim_end_matches(".gif")).ok()?;
        if bytes.len() != 16 + TAG {
            return None;
        }
        let id = Uuid::from_slice(&bytes[..16]).ok()?;
        self.mac(&[b"recipient", id.as_bytes()])
            .verify_truncated_left(&bytes[16..])
            .ok()?;
        Some(id)
    }

    /// A click link's signature over the recipient and the target URL.
    pub fn click(&self, delivery_id: Uuid, url: &str) -> String {
        let tag = self
            .mac(&[b"click", delivery_id.as_bytes(), url.as_bytes()])
            .finalize()
            .into_bytes();
        B64.encode(&tag[..TAG])
    }

    pub fn verify_click(&self, delivery_id: Uuid, url: &str, signature: &str) -> bool {
        let Ok(bytes) = B64.decode(signature) else {
            return false;
        };
        bytes.len() == TAG
            && self
                .mac(&[b"click", delivery_id.as_bytes(), url.as_bytes()])
                .verify_truncated_left(&bytes)
                .is_ok()
    }

    /// A notification mail's unsubscribe token (issue 35 §6): the employee and the kind
    /// (its place in `KINDS`), with a MAC, so the link works without signing in and for that
    /// employee and kind only.
    pub fn notification_unsubscribe(&self, employee_id: Uuid, kind: &str) -> Option<String> {
        let index = staffhub_domain::notifications::KINDS
            .iter()
            .position(|k| *k == kind)? as u8;
        let tag = self
            .mac(&[
                b"notification-unsubscribe",
                employee_id.as_bytes(),
                &[index],
            ])
            .finalize()
            .into_bytes();
        let mut bytes = employee_id.as_bytes().to_vec();
        bytes.push(index);
        bytes.extend_from_slice(&tag[..TAG]);
        Some(B64.encode(bytes))
    }

    /// The employee and kind a notification unsubscribe token names, if its MAC holds.
    pub fn verify_notification_unsubscribe(&self, token: &str) -> Option<(Uuid, &'static str)> {
        let bytes = B64.decode(token).ok()?;
        if bytes.len() != 17 + TAG {
            return None;
        }
        let id = Uuid::from_slice(&bytes[..16]).ok()?;
        let index = bytes[16];
        self.mac(&[b"notification-unsubscribe", id.as_bytes(), &[index]])
            .verify_truncated_left(&bytes[17..])
            .ok()?;
        let kind = staffhub_domain::notifications::KINDS.get(usize::from(index))?;
        Some((id, kind))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recipient_token_names_its_delivery_and_a_changed_one_names_none() {
        let tokens = Tokens::new(b"secret".to_vec());
        let id = Uuid::now_v7();
        let token = tokens.recipient(id);
        assert_eq!(tokens.verify_recipient(&token), Some(id));
        assert_eq!(tokens.verify_recipient(&format!("{token}.gif")), Some(id));
        let mut forged = B64.decode(&token).unwrap();
        forged[20] ^= 1;
        assert_eq!(tokens.verify_recipient(&B64.encode(forged)), None);
        let other = Tokens::new(b"other".to_vec());
        assert_eq!(other.verify_recipient(&token), None);
    }

    #[test]
    fn a_notification_unsubscribe_token_names_its_employee_and_kind_and_a_changed_one_none() {
        let tokens = Tokens::new(b"secret".to_vec());
        let id = Uuid::now_v7();
        let token = tokens.notification_unsubscribe(id, "MENTIONED").unwrap();
        assert_eq!(
            tokens.verify_notification_unsubscribe(&token),
            Some((id, "MENTIONED"))
        );
        let mut forged = B64.decode(&token).unwrap();
        forged[16] ^= 1; // another kind
        assert_eq!(
            tokens.verify_notification_unsubscribe(&B64.encode(forged)),
            None
        );
        // A delivery's token is not one.
        assert_eq!(
            tokens.verify_notification_unsubscribe(&tokens.recipient(id)),
            None
        );
        assert_eq!(tokens.notification_unsubscribe(id, "BIRTHDAY"), None);
    }

    #[test]
    fn a_click_signature_holds_only_for_its_own_url() {
        let tokens = Tokens::new(b"secret".to_vec());
        let id = Uuid::now_v7();
        let signature = tokens.click(id, "https://example.com/a");
        assert!(tokens.verify_click(id, "https://example.com/a", &signature));
        assert!(!tokens.verify_click(id, "https://evil.example/a", &signature));
        assert!(!tokens.verify_click(Uuid::now_v7(), "https://example.com/a", &signature));
    }
}
