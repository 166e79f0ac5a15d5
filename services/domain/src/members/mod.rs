//! Members (spec §6, the `/members` screens): employees and the roles they hold. One area, one
//! name in every layer (projection `members`, `graphql/members.rs`, `read/members.rs`,
//! `modules/members`, `tests/spine/members.rs`).

pub mod employee;
pub mod role;
