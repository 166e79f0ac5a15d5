//! Tags' application layer (issue 31).

mod descriptor;

pub use descriptor::AREA;
