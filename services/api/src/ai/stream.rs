//! How an answer's tokens reach every screen showing it (issue 18): over NATS, never through
//! the journal. The node writing an answer publishes each step on
//! `<prefix>.ai.answers.<answerId>` with a sequence number, and answers requests on
//! `<prefix>.ai.control.<answerId>`: "snapshot" (everything so far, with the sequence it
//! reflects) and "stop".
//!
//! A screen that opens mid-answer subscribes to the steps first and then asks for the
//! snapshot, and keeps only steps after the snapshot's sequence: the subscription is in
//! place on the NATS server before the request reaches the writer, so no step falls between
//! the two. *Invariant:* the writer updates its snapshot before it publishes the step.
//!
//! The control subject has a responder only while an answer is being written, so "no
//! responders" means nobody is writing it: finished (the read model has it, written before
//! the last step is published) or orphaned by a crash (the sweeper records it as
//! interrupted).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use serde::{Deserialize, Serialize};
use staffhub_domain::chats::ToolCallRecord;
use tokio::sync::Semaphore;
use tokio_util::sync::CancellationToken;
use uuid::Uuid;

/// One step of an answer.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Delta {
    pub seq: u64,
    #[serde(flatten)]
    pub step: Step,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Step {
    Text {
        text: String,
    },
    ToolCallStarted {
        call: ToolCallRecord,
    },
    ToolCallFinished {
        call: ToolCallRecord,
    },
    /// The answer's final event is recorded and in the read model.
    Finished,
}

/// Everything an answer has said so far.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct Snapshot {
    /// The last step this reflects (0: none yet).
    pub seq: u64,
    pub text: String,
    pub tool_calls: Vec<ToolCallRecord>,
}

impl Snapshot {
    /// Applies a step (the writer's own bookkeeping, and a reader's).
    pub fn apply(&mut self, delta: &Delta) {
        self.seq = delta.seq;
        match &delta.step {
            Step::Text { text } => self.text.push_str(text),
            Step::ToolCallStarted { call } => self.tool_calls.push(call.clone()),
            Step::ToolCallFinished { call } => {
                match self
                    .tool_calls
                    .iter_mut()
                    .find(|c| c.tool_use_id == call.tool_use_id)
                {
                    Some(existing) => *existing = call.clone(),
                    None => self.tool_calls.push(call.clone()),
                }
            }
            Step::Finished => {}
        }
    }
}

/// An answer this node is writing.
#[derive(Debug, Default)]
pub struct Running {
    snapshot: Mutex<Snapshot>,
    pub stop: CancellationToken,
}

impl Running {
    pub fn snapshot(&self) -> Snapshot {
        self.snapshot
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Records `step` and gives it its sequence number.
    pub fn record(&self, step: Step) -> Delta {
        let mut snapshot = self.snapshot.lock().unwrap_or_else(|e| e.into_inner());
        let delta = Delta {
            seq: snapshot.seq + 1,
            step,
        };
        snapshot.apply(&delta);
        delta
    }
}

/// The answers this node is writing, and the slots that bound how many at once.
#[derive(Debug, Clone)]
pub struct Answers {
    running: Arc<Mutex<HashMap<Uuid, Arc<Running>>>>,
    pub slots: Arc<Semaphore>,
}

impl Answers {
    pub fn new(concurrency: usize) -> Self {
        Self {
            running: Arc::default(),
            slots: Arc::new(Semaphore::new(concurrency)),
        }
    }

    /// Registers an answer; `None` when this node is already writing it.
    pub fn start(&self, answer_id: Uuid) -> Option<Arc<Running>> {
        let mut running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        if running.contains_key(&answer_id) {
            return None;
        }
        let entry = Arc::new(Running::default());
        running.insert(answer_id, entry.clone());
        Some(entry)
    }

    pub fn get(&self, answer_id: Uuid) -> Option<Arc<Running>> {
        self.running
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&answer_id)
            .cloned()
    }

    pub fn finish(&self, answer_id: Uuid) {
        self.running
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&answer_id);
    }

    /// How many answers this node is writing.
    pub fn len(&self) -> usize {
        self.running.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// What a reader learns when it asks for an answer's snapshot.
#[derive(Debug)]
pub enum Asked {
    /// The writer answered.
    Snapshot(Snapshot),
    /// Nobody is writing it.
    NoWriter,
    /// NATS did not answer in time (or is down): unknown.
    Unknown,
}

/// Asks the node writing `answer_id` for its snapshot.
pub async fn ask_snapshot(nats: &async_nats::Client, prefix: &str, answer_id: Uuid) -> Asked {
    let subject = staffhub_projections::subjects::ai_control(prefix, &answer_id.to_string());
    let request = nats.request(subject, "snapshot".into());
    match tokio::time::timeout(std::time::Duration::from_secs(2), request).await {
        Ok(Ok(message)) => match serde_json::from_slice(&message.payload) {
            Ok(snapshot) => Asked::Snapshot(snapshot),
            Err(_) => Asked::Unknown,
        },
        Ok(Err(error)) if error.kind() == async_nats::RequestErrorKind::NoResponders => {
            Asked::NoWriter
        }
        _ => Asked::Unknown,
    }
}

/// Asks the node writing `answer_id` to stop; false when nobody is writing it.
pub async fn ask_stop(nats: &async_nats::Client, prefix: &str, answer_id: Uuid) -> bool {
    let subject = staffhub_projections::subjects::ai_control(prefix, &answer_id.to_string());
    let request = nats.request(subject, "stop".into());
    matches!(
        tokio::time::timeout(std::time::Duration::from_secs(2), request).await,
        Ok(Ok(_))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(id: &str, output: Option<serde_json::Value>) -> ToolCallRecord {
        ToolCallRecord {
            tool_use_id: id.into(),
            name: "list_my_tasks".into(),
            input: serde_json::json!({}),
            output,
            is_error: false,
        }
    }

    #[test]
    fn a_snapshot_is_the_sum_of_the_steps_so_far() {
        let running = Running::default();
        running.record(Step::Text { text: "Hel".into() });
        running.record(Step::Text { text: "lo".into() });
        running.record(Step::ToolCallStarted {
            call: call("t1", None),
        });
        let finished = running.record(Step::ToolCallFinished {
            call: call("t1", Some(serde_json::json!({"tasks": []}))),
        });
        let snapshot = running.snapshot();
        assert_eq!(finished.seq, 4);
        assert_eq!(snapshot.seq, 4);
        assert_eq!(snapshot.text, "Hello");
        assert_eq!(snapshot.tool_calls.len(), 1);
        assert!(snapshot.tool_calls[0].output.is_some());
    }

    #[test]
    fn steps_travel_as_tagged_json() {
        let delta = Delta {
            seq: 7,
            step: Step::Text { text: "x".into() },
        };
        let json = serde_json::to_value(&delta).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"seq": 7, "kind": "text", "text": "x"})
        );
        assert_eq!(serde_json::from_value::<Delta>(json).unwrap(), delta);
    }

    #[test]
    fn an_answer_is_written_once_per_node() {
        let answers = Answers::new(2);
        let id = Uuid::now_v7();
        assert!(answers.start(id).is_some());
        assert!(answers.start(id).is_none());
        answers.finish(id);
        assert!(answers.is_empty());
    }
}
