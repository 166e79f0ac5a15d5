//! Given/when/then tests: every workflow template command and every rejection.
