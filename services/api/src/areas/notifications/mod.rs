//! Notifications' application layer (issue 31).

mod descriptor;
mod history;

pub use descriptor::AREA;
