//! Given/when/then tests: every workflow instance command and every rejection.
