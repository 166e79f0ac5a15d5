//! Given/when/then tests: every chat room command and every rejection.

use std::collections::HashMap;
use std::sync::Arc;

use cqrs_es::test::TestFramework;
use serde_json::json;
use uuid::Uuid;

use super::*;
use crate::Command;
use crate::ai::ModelFacts;
use crate::chats::{
    MAX_ATTACHED_DOCUMENTS, MAX_FILES, MESSAGE_MAX_CHARS, TITLE_MAX_CHARS, TokenUsage,
    ToolCallRecord,
};

const ROOM: Uuid = Uuid::from_u128(0x2003);
const ADA: Uuid = Uuid::from_u128(0xada);
const BOB: Uuid = Uuid::from_u128(0xb0b);
/// Enabled, with `search_documents` and `list_my_tasks`.
const SONNET: Uuid = Uuid::from_u128(0x5011);
/// Enabled, without tools.
const LOCAL: Uuid = Uuid::from_u128(0x10ca1);
/// Disabled.
const HAIKU: Uuid = Uuid::from_u128(0x4a1c);
const HANDBOOK: Uuid = Uuid::from_u128(0xd0c);
const CONTRACT: Uuid = Uuid::from_u128(0xd0c2);
const MESSAGE_1: Uuid = Uuid::from_u128(0x3e51);
const ANSWER_1: Uuid = Uuid::from_u128(0xa251);
const MESSAGE_2: Uuid = Uuid::from_u128(0x3e52);
const ANSWER_2: Uuid = Uuid::from_u128(0xa252);
const RETRY: Uuid = Uuid::from_u128(0xa253);
/// Names no model and no answer.
const GHOST: Uuid = Uuid::from_u128(0xdead);

/// The Librarian agent at version 3.
const LIBRARIAN: AgentRef = AgentRef {
    agent_id: Uuid::from_u128(0xa6e7),
    version: 3,
};

/// The models the write side knows.
struct Models(HashMap<Uuid, ModelFacts>);

#[async_trait::async_trait]
impl ChatLookup for Models {
    async fn ai_model(&self, model_id: Uuid) -> Option<ModelFacts> {
        self.0.get(&model_id).cloned()
    }
}

fn strings(values: &[&str]) -> Vec<String> {
    values.iter().map(|v| (*v).to_owned()).collect()
}

fn rooms() -> TestFramework<ChatRoom> {
    let facts = |enabled, tools: &[&str]| ModelFacts {
        enabled,
        tool_keys: strings(tools),
    };
    let models = HashMap::from([
        (SONNET, facts(true, &["search_documents", "list_my_tasks"])),
        (LOCAL, facts(true, &[])),
        (HAIKU, facts(false, &["search_documents"])),
    ]);
    TestFramework::with(ChatRoomServices {
        lookup: Arc::new(Models(models)),
    })
}

fn start(title: &str, purpose: ChatPurpose, agent: Option<AgentRef>) -> ChatRoomCommand {
    ChatRoomCommand::Start {
        room_id: ROOM,
        owner_id: ADA,
        purpose,
        title: title.into(),
        agent,
    }
}

/// Ada's room with the Librarian.
fn started() -> ChatRoomEvent {
    ChatRoomEvent::ChatRoomStarted {
        room_id: ROOM,
        owner_id: ADA,
        purpose: ChatPurpose::Chat,
        title: "Holiday rules".into(),
        agent: Some(LIBRARIAN),
    }
}

fn file(n: u128) -> ChatFile {
    ChatFile {
        file_id: Uuid::from_u128(0xf11e_0000 + n),
        name: format!("scan-{n}.png"),
        content_type: "image/png".into(),
        size: 2_048,
    }
}

/// `n` distinct ids, none of them the named ones.
fn many_ids(n: usize) -> Vec<Uuid> {
    (0..n)
        .map(|i| Uuid::from_u128(0x1_0000 + i as u128))
        .collect()
}

/// Ada asks, with a file, a document attached twice and tools out of catalogue order.
fn post() -> ChatRoomCommand {
    ChatRoomCommand::Post {
        message_id: MESSAGE_1,
        author_id: ADA,
        text: "  How many holidays do I have?\n".into(),
        files: vec![file(1)],
        document_ids: vec![HANDBOOK, CONTRACT, HANDBOOK],
        model_id: SONNET,
        tool_keys: strings(&["list_my_tasks", "search_documents"]),
        agent: Some(LIBRARIAN),
        answer_id: ANSWER_1,
    }
}

/// [`post`] with one field changed by `change`.
fn post_with(change: impl FnOnce(&mut ChatRoomCommand)) -> ChatRoomCommand {
    let mut command = post();
    change(&mut command);
    command
}

/// [`post`] as recorded: the message, then the answer to it.
fn posted() -> Vec<ChatRoomEvent> {
    vec![
        ChatRoomEvent::ChatMessagePosted {
            message_id: MESSAGE_1,
            author_id: ADA,
            text: "How many holidays do I have?".into(),
            files: vec![file(1)],
            document_ids: vec![HANDBOOK, CONTRACT],
        },
        answer_started(ANSWER_1, MESSAGE_1),
    ]
}

fn answer_started(answer_id: Uuid, reply_to: Uuid) -> ChatRoomEvent {
    ChatRoomEvent::ChatAnswerStarted {
        answer_id,
        reply_to,
        model_id: SONNET,
        tool_keys: strings(&["search_documents", "list_my_tasks"]),
        agent: Some(LIBRARIAN),
        retry_of: None,
    }
}

/// A room whose first answer is streaming.
fn streaming() -> Vec<ChatRoomEvent> {
    let mut events = vec![started()];
    events.extend(posted());
    events
}

fn given_streaming_and(more: Vec<ChatRoomEvent>) -> Vec<ChatRoomEvent> {
    let mut events = streaming();
    events.extend(more);
    events
}

fn tool_call() -> ToolCallRecord {
    ToolCallRecord {
        tool_use_id: "toolu_01".into(),
        name: "search_documents".into(),
        input: json!({ "query": "holidays" }),
        output: Some(json!([{ "title": "Handbook" }])),
        is_error: false,
    }
}

fn usage() -> TokenUsage {
    TokenUsage {
        input_tokens: 812,
        output_tokens: 64,
    }
}

fn complete(answer_id: Uuid) -> ChatRoomCommand {
    ChatRoomCommand::CompleteAnswer {
        answer_id,
        text: "You have 20 days.".into(),
        tool_calls: vec![tool_call()],
        usage: usage(),
        stop_reason: "end_turn".into(),
    }
}

fn completed(answer_id: Uuid) -> ChatRoomEvent {
    ChatRoomEvent::ChatAnswerCompleted {
        answer_id,
        text: "You have 20 days.".into(),
        tool_calls: vec![tool_call()],
        usage: usage(),
        stop_reason: "end_turn".into(),
    }
}

fn fail(answer_id: Uuid) -> ChatRoomCommand {
    ChatRoomCommand::FailAnswer {
        answer_id,
        code: "205.C000.001".into(),
        detail: "provider answered 529 overloaded".into(),
        text: "You have".into(),
        tool_calls: vec![],
    }
}

fn failed(answer_id: Uuid) -> ChatRoomEvent {
    ChatRoomEvent::ChatAnswerFailed {
        answer_id,
        code: "205.C000.001".into(),
        detail: "provider answered 529 overloaded".into(),
        text: "You have".into(),
        tool_calls: vec![],
    }
}

fn stop(answer_id: Uuid) -> ChatRoomCommand {
    ChatRoomCommand::StopAnswer {
        answer_id,
        text: "You have 2".into(),
        tool_calls: vec![tool_call()],
        usage: None,
    }
}

fn stopped(answer_id: Uuid) -> ChatRoomEvent {
    ChatRoomEvent::ChatAnswerStopped {
        answer_id,
        text: "You have 2".into(),
        tool_calls: vec![tool_call()],
        usage: None,
    }
}

fn retry(actor_id: Uuid, answer_id: Uuid, model_id: Uuid, tools: &[&str]) -> ChatRoomCommand {
    ChatRoomCommand::RetryAnswer {
        actor_id,
        answer_id,
        new_answer_id: RETRY,
        model_id,
        tool_keys: strings(tools),
    }
}

fn rename(actor_id: Uuid, title: &str) -> ChatRoomCommand {
    ChatRoomCommand::Rename {
        actor_id,
        title: title.into(),
    }
}

// ----- Start -----

#[tokio::test]
async fn starting_a_room_records_its_owner_purpose_trimmed_title_and_agent() {
    rooms()
        .given_no_previous_events()
        .when_async(start(
            " Holiday rules  ",
            ChatPurpose::Chat,
            Some(LIBRARIAN),
        ))
        .await
        .then_expect_events(vec![started()]);
}

#[tokio::test]
async fn a_document_room_may_be_started_without_an_agent_and_a_long_japanese_title() {
    let title = "題".repeat(TITLE_MAX_CHARS);
    rooms()
        .given_no_previous_events()
        .when_async(start(&title, ChatPurpose::Document, None))
        .await
        .then_expect_events(vec![ChatRoomEvent::ChatRoomStarted {
            room_id: ROOM,
            owner_id: ADA,
            purpose: ChatPurpose::Document,
            title,
            agent: None,
        }]);
}

#[tokio::test]
async fn starting_a_room_with_an_empty_or_oversized_title_is_rejected() {
    for title in ["", "  \n", &"x".repeat(TITLE_MAX_CHARS + 1)] {
        rooms()
            .given_no_previous_events()
            .when_async(start(title, ChatPurpose::Chat, None))
            .await
            .then_expect_error(ChatRoomError::InvalidTitle);
    }
}

#[tokio::test]
async fn starting_a_room_twice_is_rejected() {
    rooms()
        .given(vec![started()])
        .when_async(start("Holiday rules", ChatPurpose::Chat, None))
        .await
        .then_expect_error(ChatRoomError::AlreadyExists);
}

#[tokio::test]
async fn every_other_command_in_a_room_that_was_not_started_is_rejected_as_not_found() {
    for command in [
        post(),
        complete(ANSWER_1),
        fail(ANSWER_1),
        stop(ANSWER_1),
        retry(ADA, ANSWER_1, SONNET, &[]),
        rename(ADA, "Title"),
        save(ADA, ANSWER_1),
        release(ANSWER_1),
        apply_to(ADA, ANSWER_1),
        release_apply(ANSWER_1),
        ChatRoomCommand::Delete,
        ChatRoomCommand::Restore,
    ] {
        rooms()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(ChatRoomError::NotFound);
    }
}

// ----- Post -----

#[tokio::test]
async fn posting_a_message_records_it_trimmed_and_starts_the_answer_to_it() {
    rooms()
        .given(vec![started()])
        .when_async(post())
        .await
        .then_expect_events(posted());
}

#[tokio::test]
async fn a_message_may_be_as_long_as_the_limit_with_10_files_and_20_documents() {
    let text = "字".repeat(MESSAGE_MAX_CHARS);
    let files: Vec<ChatFile> = (0..MAX_FILES as u128).map(file).collect();
    let mut document_ids = many_ids(MAX_ATTACHED_DOCUMENTS);
    document_ids.push(document_ids[0]);
    let events = rooms()
        .given(vec![started()])
        .when_async(ChatRoomCommand::Post {
            message_id: MESSAGE_1,
            author_id: ADA,
            text: text.clone(),
            files: files.clone(),
            document_ids,
            model_id: LOCAL,
            tool_keys: vec![],
            agent: None,
            answer_id: ANSWER_1,
        })
        .await
        .inspect_result()
        .unwrap();
    assert_eq!(
        events,
        vec![
            ChatRoomEvent::ChatMessagePosted {
                message_id: MESSAGE_1,
                author_id: ADA,
                text,
                files,
                document_ids: many_ids(MAX_ATTACHED_DOCUMENTS),
            },
            ChatRoomEvent::ChatAnswerStarted {
                answer_id: ANSWER_1,
                reply_to: MESSAGE_1,
                model_id: LOCAL,
                tool_keys: vec![],
                agent: None,
                retry_of: None,
            },
        ]
    );
}

#[tokio::test]
async fn only_the_owner_posts_in_a_room() {
    rooms()
        .given(vec![started()])
        .when_async(post_with(|c| {
            if let ChatRoomCommand::Post { author_id, .. } = c {
                *author_id = BOB;
            }
        }))
        .await
        .then_expect_error(ChatRoomError::NotOwner);
}

#[tokio::test]
async fn posting_a_blank_or_oversized_message_is_rejected() {
    for message in [
        "".to_owned(),
        " \n\t ".into(),
        "x".repeat(MESSAGE_MAX_CHARS + 1),
    ] {
        rooms()
            .given(vec![started()])
            .when_async(post_with(|c| {
                if let ChatRoomCommand::Post { text, .. } = c {
                    *text = message;
                }
            }))
            .await
            .then_expect_error(ChatRoomError::InvalidMessage);
    }
}

#[tokio::test]
async fn posting_more_than_10_files_or_one_file_twice_is_rejected() {
    let too_many: Vec<ChatFile> = (0..=MAX_FILES as u128).map(file).collect();
    for sent in [too_many, vec![file(1), file(2), file(1)]] {
        rooms()
            .given(vec![started()])
            .when_async(post_with(|c| {
                if let ChatRoomCommand::Post { files, .. } = c {
                    *files = sent;
                }
            }))
            .await
            .then_expect_error(ChatRoomError::InvalidFiles);
    }
}

#[tokio::test]
async fn attaching_more_than_20_documents_is_rejected() {
    rooms()
        .given(vec![started()])
        .when_async(post_with(|c| {
            if let ChatRoomCommand::Post { document_ids, .. } = c {
                *document_ids = many_ids(MAX_ATTACHED_DOCUMENTS + 1);
            }
        }))
        .await
        .then_expect_error(ChatRoomError::InvalidDocuments);
}

#[tokio::test]
async fn posting_with_a_tool_that_is_not_in_the_catalogue_is_rejected() {
    rooms()
        .given(vec![started()])
        .when_async(post_with(|c| {
            if let ChatRoomCommand::Post { tool_keys, .. } = c {
                *tool_keys = strings(&["search_documents", "send_email"]);
            }
        }))
        .await
        .then_expect_error(ChatRoomError::InvalidToolIds);
}

#[tokio::test]
async fn posting_to_a_model_that_does_not_exist_is_rejected() {
    rooms()
        .given(vec![started()])
        .when_async(post_with(|c| {
            if let ChatRoomCommand::Post { model_id, .. } = c {
                *model_id = GHOST;
            }
        }))
        .await
        .then_expect_error(ChatRoomError::ModelNotFound);
}

#[tokio::test]
async fn a_disabled_model_answers_no_message() {
    rooms()
        .given(vec![started()])
        .when_async(post_with(|c| {
            if let ChatRoomCommand::Post {
                model_id,
                tool_keys,
                ..
            } = c
            {
                *model_id = HAIKU;
                *tool_keys = vec![];
            }
        }))
        .await
        .then_expect_error(ChatRoomError::ModelNotSupported);
}

#[tokio::test]
async fn posting_with_tools_the_model_does_not_have_is_rejected() {
    rooms()
        .given(vec![started()])
        .when_async(post_with(|c| {
            if let ChatRoomCommand::Post { model_id, .. } = c {
                *model_id = LOCAL;
            }
        }))
        .await
        .then_expect_error(ChatRoomError::ToolsNotOfModel);
}

#[tokio::test]
async fn nothing_is_posted_while_an_answer_is_being_written() {
    rooms()
        .given(streaming())
        .when_async(post_with(|c| {
            if let ChatRoomCommand::Post {
                message_id,
                answer_id,
                ..
            } = c
            {
                *message_id = MESSAGE_2;
                *answer_id = ANSWER_2;
            }
        }))
        .await
        .then_expect_error(ChatRoomError::AnswerInProgress);
}

#[tokio::test]
async fn once_the_answer_is_finished_any_way_the_next_message_may_be_posted() {
    let second = post_with(|c| {
        if let ChatRoomCommand::Post {
            message_id,
            answer_id,
            ..
        } = c
        {
            *message_id = MESSAGE_2;
            *answer_id = ANSWER_2;
        }
    });
    for finished in [completed(ANSWER_1), failed(ANSWER_1), stopped(ANSWER_1)] {
        let events = rooms()
            .given(given_streaming_and(vec![finished]))
            .when_async(second.clone())
            .await
            .inspect_result()
            .unwrap();
        assert_eq!(events[1], answer_started(ANSWER_2, MESSAGE_2));
    }
}

/// Puts one field of a command right.
type Fix = fn(&mut ChatRoomCommand);

#[tokio::test]
async fn a_post_wrong_in_several_ways_is_rejected_for_the_first() {
    let everything_wrong = ChatRoomCommand::Post {
        message_id: MESSAGE_2,
        author_id: BOB,
        text: " ".into(),
        files: (0..=MAX_FILES as u128).map(file).collect(),
        document_ids: many_ids(MAX_ATTACHED_DOCUMENTS + 1),
        model_id: GHOST,
        tool_keys: strings(&["nope"]),
        agent: None,
        answer_id: ANSWER_2,
    };
    let mut cases = vec![(everything_wrong.clone(), ChatRoomError::NotOwner)];
    let mut command = everything_wrong;
    let fixes: [(Fix, ChatRoomError); 6] = [
        (
            |c| {
                if let ChatRoomCommand::Post { author_id, .. } = c {
                    *author_id = ADA;
                }
            },
            ChatRoomError::InvalidMessage,
        ),
        (
            |c| {
                if let ChatRoomCommand::Post { text, .. } = c {
                    *text = "Hi".into();
                }
            },
            ChatRoomError::InvalidFiles,
        ),
        (
            |c| {
                if let ChatRoomCommand::Post { files, .. } = c {
                    files.clear();
                }
            },
            ChatRoomError::InvalidDocuments,
        ),
        (
            |c| {
                if let ChatRoomCommand::Post { document_ids, .. } = c {
                    document_ids.clear();
                }
            },
            ChatRoomError::InvalidToolIds,
        ),
        (
            |c| {
                if let ChatRoomCommand::Post { tool_keys, .. } = c {
                    tool_keys.clear();
                }
            },
            // Given a streaming answer (below): one answer at a time before the model.
            ChatRoomError::AnswerInProgress,
        ),
        (
            |_| {},
            // And once nothing streams, the model.
            ChatRoomError::ModelNotFound,
        ),
    ];
    for (fix, error) in fixes {
        fix(&mut command);
        cases.push((command.clone(), error));
    }
    let last = cases.len() - 1;
    for (n, (command, error)) in cases.into_iter().enumerate() {
        let given = if n == last {
            given_streaming_and(vec![completed(ANSWER_1)])
        } else {
            streaming()
        };
        rooms()
            .given(given)
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

// ----- CompleteAnswer, FailAnswer, StopAnswer -----

#[tokio::test]
async fn completing_the_answer_records_its_text_tool_calls_usage_and_stop_reason() {
    rooms()
        .given(streaming())
        .when_async(complete(ANSWER_1))
        .await
        .then_expect_events(vec![completed(ANSWER_1)]);
}

#[tokio::test]
async fn a_failed_answer_records_the_code_the_detail_and_what_was_written_until_then() {
    rooms()
        .given(streaming())
        .when_async(fail(ANSWER_1))
        .await
        .then_expect_events(vec![failed(ANSWER_1)]);
}

#[tokio::test]
async fn a_stopped_answer_keeps_what_was_written_with_or_without_usage() {
    rooms()
        .given(streaming())
        .when_async(stop(ANSWER_1))
        .await
        .then_expect_events(vec![stopped(ANSWER_1)]);
    rooms()
        .given(streaming())
        .when_async(ChatRoomCommand::StopAnswer {
            answer_id: ANSWER_1,
            text: String::new(),
            tool_calls: vec![],
            usage: Some(usage()),
        })
        .await
        .then_expect_events(vec![ChatRoomEvent::ChatAnswerStopped {
            answer_id: ANSWER_1,
            text: String::new(),
            tool_calls: vec![],
            usage: Some(usage()),
        }]);
}

#[tokio::test]
async fn finishing_an_answer_that_is_not_one_of_the_rooms_is_rejected() {
    for command in [
        complete(GHOST),
        fail(GHOST),
        stop(GHOST),
        complete(MESSAGE_1),
    ] {
        rooms()
            .given(streaming())
            .when_async(command)
            .await
            .then_expect_error(ChatRoomError::MessageNotFound);
    }
}

#[tokio::test]
async fn an_answer_is_finished_only_once() {
    for finished in [completed(ANSWER_1), failed(ANSWER_1), stopped(ANSWER_1)] {
        for command in [complete(ANSWER_1), fail(ANSWER_1), stop(ANSWER_1)] {
            rooms()
                .given(given_streaming_and(vec![finished.clone()]))
                .when_async(command)
                .await
                .then_expect_error(ChatRoomError::AnswerNotStreaming);
        }
    }
}

// ----- RetryAnswer -----

#[tokio::test]
async fn retrying_a_failed_answer_starts_a_new_answer_to_the_same_message_by_the_same_agent() {
    rooms()
        .given(given_streaming_and(vec![failed(ANSWER_1)]))
        .when_async(retry(ADA, ANSWER_1, LOCAL, &[]))
        .await
        .then_expect_events(vec![ChatRoomEvent::ChatAnswerStarted {
            answer_id: RETRY,
            reply_to: MESSAGE_1,
            model_id: LOCAL,
            tool_keys: vec![],
            agent: Some(LIBRARIAN),
            retry_of: Some(ANSWER_1),
        }]);
}

#[tokio::test]
async fn a_stopped_answer_may_be_retried_too() {
    rooms()
        .given(given_streaming_and(vec![stopped(ANSWER_1)]))
        .when_async(retry(
            ADA,
            ANSWER_1,
            SONNET,
            &["search_documents", "search_documents"],
        ))
        .await
        .then_expect_events(vec![ChatRoomEvent::ChatAnswerStarted {
            answer_id: RETRY,
            reply_to: MESSAGE_1,
            model_id: SONNET,
            tool_keys: strings(&["search_documents"]),
            agent: Some(LIBRARIAN),
            retry_of: Some(ANSWER_1),
        }]);
}

#[tokio::test]
async fn only_the_owner_retries_an_answer() {
    rooms()
        .given(given_streaming_and(vec![failed(ANSWER_1)]))
        .when_async(retry(BOB, ANSWER_1, SONNET, &[]))
        .await
        .then_expect_error(ChatRoomError::NotOwner);
}

#[tokio::test]
async fn retrying_an_answer_that_is_not_one_of_the_rooms_is_rejected() {
    for answer_id in [GHOST, MESSAGE_1] {
        rooms()
            .given(given_streaming_and(vec![failed(ANSWER_1)]))
            .when_async(retry(ADA, answer_id, SONNET, &[]))
            .await
            .then_expect_error(ChatRoomError::MessageNotFound);
    }
}

#[tokio::test]
async fn a_completed_or_streaming_answer_is_not_retried() {
    rooms()
        .given(given_streaming_and(vec![completed(ANSWER_1)]))
        .when_async(retry(ADA, ANSWER_1, SONNET, &[]))
        .await
        .then_expect_error(ChatRoomError::NotRetryable);
    rooms()
        .given(streaming())
        .when_async(retry(ADA, ANSWER_1, SONNET, &[]))
        .await
        .then_expect_error(ChatRoomError::NotRetryable);
}

#[tokio::test]
async fn only_the_rooms_latest_answer_is_retried() {
    // A later message was answered since.
    rooms()
        .given(given_streaming_and(vec![
            failed(ANSWER_1),
            ChatRoomEvent::ChatMessagePosted {
                message_id: MESSAGE_2,
                author_id: ADA,
                text: "And next year?".into(),
                files: vec![],
                document_ids: vec![],
            },
            answer_started(ANSWER_2, MESSAGE_2),
            completed(ANSWER_2),
        ]))
        .when_async(retry(ADA, ANSWER_1, SONNET, &[]))
        .await
        .then_expect_error(ChatRoomError::NotRetryable);
    // It was retried already (and the retry failed as well): retry the retry.
    let retried = ChatRoomEvent::ChatAnswerStarted {
        answer_id: RETRY,
        reply_to: MESSAGE_1,
        model_id: SONNET,
        tool_keys: vec![],
        agent: Some(LIBRARIAN),
        retry_of: Some(ANSWER_1),
    };
    rooms()
        .given(given_streaming_and(vec![
            failed(ANSWER_1),
            retried,
            failed(RETRY),
        ]))
        .when_async(retry(ADA, ANSWER_1, SONNET, &[]))
        .await
        .then_expect_error(ChatRoomError::NotRetryable);
}

#[tokio::test]
async fn nothing_is_retried_while_another_answer_is_being_written() {
    rooms()
        .given(given_streaming_and(vec![
            failed(ANSWER_1),
            ChatRoomEvent::ChatMessagePosted {
                message_id: MESSAGE_2,
                author_id: ADA,
                text: "Never mind: next year?".into(),
                files: vec![],
                document_ids: vec![],
            },
            answer_started(ANSWER_2, MESSAGE_2),
        ]))
        .when_async(retry(ADA, ANSWER_1, SONNET, &[]))
        .await
        .then_expect_error(ChatRoomError::AnswerInProgress);
}

#[tokio::test]
async fn a_retry_follows_the_model_rules_of_a_post() {
    let cases = [
        (
            retry(ADA, ANSWER_1, SONNET, &["send_email"]),
            ChatRoomError::InvalidToolIds,
        ),
        (
            retry(ADA, ANSWER_1, GHOST, &[]),
            ChatRoomError::ModelNotFound,
        ),
        (
            retry(ADA, ANSWER_1, HAIKU, &[]),
            ChatRoomError::ModelNotSupported,
        ),
        (
            retry(ADA, ANSWER_1, LOCAL, &["list_my_tasks"]),
            ChatRoomError::ToolsNotOfModel,
        ),
    ];
    for (command, error) in cases {
        rooms()
            .given(given_streaming_and(vec![failed(ANSWER_1)]))
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

// ----- Rename -----

#[tokio::test]
async fn renaming_a_room_records_the_trimmed_title() {
    rooms()
        .given(vec![started()])
        .when_async(rename(ADA, "  Holidays 2026 "))
        .await
        .then_expect_events(vec![ChatRoomEvent::ChatRoomRenamed {
            title: "Holidays 2026".into(),
        }]);
}

#[tokio::test]
async fn a_room_is_renamed_only_by_its_owner_to_a_valid_new_title() {
    let cases = [
        (rename(BOB, "Mine now"), ChatRoomError::NotOwner),
        (rename(ADA, " "), ChatRoomError::InvalidTitle),
        (
            rename(ADA, &"x".repeat(TITLE_MAX_CHARS + 1)),
            ChatRoomError::InvalidTitle,
        ),
        (
            rename(ADA, " Holiday rules "),
            ChatRoomError::NothingChanged,
        ),
    ];
    for (command, error) in cases {
        rooms()
            .given(vec![started()])
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

// ----- Saving a generated document -----

const DOCUMENT: Uuid = Uuid::from_u128(0xd0c5);

fn save(actor_id: Uuid, answer_id: Uuid) -> ChatRoomCommand {
    ChatRoomCommand::SaveAnswerAsDocument {
        actor_id,
        answer_id,
        document_id: DOCUMENT,
    }
}

fn release(answer_id: Uuid) -> ChatRoomCommand {
    ChatRoomCommand::ReleaseSavedAnswer {
        answer_id,
        document_id: DOCUMENT,
    }
}

fn saved(answer_id: Uuid) -> ChatRoomEvent {
    ChatRoomEvent::ChatAnswerSavedAsDocument {
        answer_id,
        document_id: DOCUMENT,
        saved_by: ADA,
    }
}

/// Ada's document generation, its first answer `ANSWER_1` streaming.
fn generating() -> Vec<ChatRoomEvent> {
    let mut events = vec![ChatRoomEvent::ChatRoomStarted {
        room_id: ROOM,
        owner_id: ADA,
        purpose: ChatPurpose::Document,
        title: "Onboarding guide".into(),
        agent: None,
    }];
    events.extend(posted());
    events
}

fn generated_and(more: Vec<ChatRoomEvent>) -> Vec<ChatRoomEvent> {
    let mut events = generating();
    events.push(completed(ANSWER_1));
    events.extend(more);
    events
}

#[tokio::test]
async fn saving_a_completed_generation_records_the_document_it_became_and_who_saved_it() {
    rooms()
        .given(generated_and(vec![]))
        .when_async(save(ADA, ANSWER_1))
        .await
        .then_expect_events(vec![saved(ANSWER_1)]);
}

#[tokio::test]
async fn a_generation_is_saved_once_and_a_second_save_names_the_document_it_became() {
    rooms()
        .given(generated_and(vec![saved(ANSWER_1)]))
        .when_async(ChatRoomCommand::SaveAnswerAsDocument {
            actor_id: ADA,
            answer_id: ANSWER_1,
            document_id: Uuid::from_u128(0xd0c6),
        })
        .await
        .then_expect_error(ChatRoomError::AlreadySaved {
            document_id: DOCUMENT,
        });
}

#[tokio::test]
async fn a_released_save_may_be_saved_again() {
    rooms()
        .given(generated_and(vec![
            saved(ANSWER_1),
            ChatRoomEvent::ChatAnswerSaveReleased {
                answer_id: ANSWER_1,
                document_id: DOCUMENT,
            },
        ]))
        .when_async(save(ADA, ANSWER_1))
        .await
        .then_expect_events(vec![saved(ANSWER_1)]);
}

#[tokio::test]
async fn only_the_owner_saves_a_generation() {
    rooms()
        .given(generated_and(vec![]))
        .when_async(save(BOB, ANSWER_1))
        .await
        .then_expect_error(ChatRoomError::NotOwner);
}

#[tokio::test]
async fn only_a_completed_answer_of_a_document_generation_is_saved() {
    // Streaming, failed, stopped: not finished.
    for end in [vec![], vec![failed(ANSWER_1)], vec![stopped(ANSWER_1)]] {
        let mut given = generating();
        given.extend(end);
        rooms()
            .given(given)
            .when_async(save(ADA, ANSWER_1))
            .await
            .then_expect_error(ChatRoomError::NotSavable);
    }
    // A chat's answer is not a generation.
    rooms()
        .given(given_streaming_and(vec![completed(ANSWER_1)]))
        .when_async(save(ADA, ANSWER_1))
        .await
        .then_expect_error(ChatRoomError::NotSavable);
    // A question, or no message of the room.
    for id in [MESSAGE_1, GHOST] {
        rooms()
            .given(generated_and(vec![]))
            .when_async(save(ADA, id))
            .await
            .then_expect_error(ChatRoomError::MessageNotFound);
    }
}

#[tokio::test]
async fn releasing_a_save_records_it_and_only_the_save_of_that_document_is_released() {
    rooms()
        .given(generated_and(vec![saved(ANSWER_1)]))
        .when_async(release(ANSWER_1))
        .await
        .then_expect_events(vec![ChatRoomEvent::ChatAnswerSaveReleased {
            answer_id: ANSWER_1,
            document_id: DOCUMENT,
        }]);
    rooms()
        .given(generated_and(vec![]))
        .when_async(release(ANSWER_1))
        .await
        .then_expect_error(ChatRoomError::NothingChanged);
    rooms()
        .given(generated_and(vec![saved(ANSWER_1)]))
        .when_async(ChatRoomCommand::ReleaseSavedAnswer {
            answer_id: ANSWER_1,
            document_id: Uuid::from_u128(0xd0c6),
        })
        .await
        .then_expect_error(ChatRoomError::NothingChanged);
    rooms()
        .given(generated_and(vec![saved(ANSWER_1)]))
        .when_async(release(GHOST))
        .await
        .then_expect_error(ChatRoomError::MessageNotFound);
}

#[test]
fn the_state_knows_the_document_an_answer_was_saved_as() {
    let mut room = ChatRoom::default();
    for event in generated_and(vec![saved(ANSWER_1)]) {
        cqrs_es::Aggregate::apply(&mut room, event);
    }
    assert_eq!(room.answer_saved_document(ANSWER_1), Some(DOCUMENT));
    cqrs_es::Aggregate::apply(
        &mut room,
        ChatRoomEvent::ChatAnswerSaveReleased {
            answer_id: ANSWER_1,
            document_id: DOCUMENT,
        },
    );
    assert_eq!(room.answer_saved_document(ANSWER_1), None);
    // A state stored before answers knew their document reads as not saved.
    let mut stored = serde_json::to_value(&room).unwrap();
    for answer in stored["answers"].as_object_mut().unwrap().values_mut() {
        answer.as_object_mut().unwrap().remove("saved_document");
    }
    let read: ChatRoom = serde_json::from_value(stored).unwrap();
    assert_eq!(read.answer_saved_document(ANSWER_1), None);
}

// ----- Applying a generated flow -----

const INSTANCE: Uuid = Uuid::from_u128(0x1257);

fn apply_to(actor_id: Uuid, answer_id: Uuid) -> ChatRoomCommand {
    ChatRoomCommand::ApplyAnswerToWorkflow {
        actor_id,
        answer_id,
        instance_id: INSTANCE,
    }
}

fn release_apply(answer_id: Uuid) -> ChatRoomCommand {
    ChatRoomCommand::ReleaseAppliedAnswer {
        answer_id,
        instance_id: INSTANCE,
    }
}

fn applied(answer_id: Uuid) -> ChatRoomEvent {
    ChatRoomEvent::ChatAnswerAppliedToWorkflow {
        answer_id,
        instance_id: INSTANCE,
        applied_by: ADA,
    }
}

fn apply_released(answer_id: Uuid) -> ChatRoomEvent {
    ChatRoomEvent::ChatAnswerApplyReleased {
        answer_id,
        instance_id: INSTANCE,
    }
}

/// Ada's flow generation, its first answer `ANSWER_1` streaming.
fn flow_generating() -> Vec<ChatRoomEvent> {
    let mut events = vec![ChatRoomEvent::ChatRoomStarted {
        room_id: ROOM,
        owner_id: ADA,
        purpose: ChatPurpose::Workflow,
        title: "Vendor onboarding".into(),
        agent: None,
    }];
    events.extend(posted());
    events
}

fn flow_generated_and(more: Vec<ChatRoomEvent>) -> Vec<ChatRoomEvent> {
    let mut events = flow_generating();
    events.push(completed(ANSWER_1));
    events.extend(more);
    events
}

#[tokio::test]
async fn applying_a_completed_flow_records_the_workflow_it_went_to_and_who_applied_it() {
    rooms()
        .given(flow_generated_and(vec![]))
        .when_async(apply_to(ADA, ANSWER_1))
        .await
        .then_expect_events(vec![applied(ANSWER_1)]);
}

#[tokio::test]
async fn a_flow_is_applied_once_and_a_second_apply_names_the_workflow_it_went_to() {
    // The same workflow again (another tab), or another workflow: refused either way.
    for instance_id in [INSTANCE, Uuid::from_u128(0x1258)] {
        rooms()
            .given(flow_generated_and(vec![applied(ANSWER_1)]))
            .when_async(ChatRoomCommand::ApplyAnswerToWorkflow {
                actor_id: ADA,
                answer_id: ANSWER_1,
                instance_id,
            })
            .await
            .then_expect_error(ChatRoomError::AlreadyApplied {
                instance_id: INSTANCE,
            });
    }
}

#[tokio::test]
async fn a_released_apply_may_be_applied_again() {
    rooms()
        .given(flow_generated_and(vec![
            applied(ANSWER_1),
            apply_released(ANSWER_1),
        ]))
        .when_async(apply_to(ADA, ANSWER_1))
        .await
        .then_expect_events(vec![applied(ANSWER_1)]);
}

#[tokio::test]
async fn a_retried_answer_of_an_applied_flow_is_applied_on_its_own() {
    // The first answer went to the workflow; a later answer of the same room is another
    // proposal, applied once in its turn.
    rooms()
        .given(flow_generated_and(vec![
            applied(ANSWER_1),
            ChatRoomEvent::ChatMessagePosted {
                message_id: MESSAGE_2,
                author_id: ADA,
                text: "Shorter, please".into(),
                files: vec![],
                document_ids: vec![],
            },
            answer_started(ANSWER_2, MESSAGE_2),
            completed(ANSWER_2),
        ]))
        .when_async(apply_to(ADA, ANSWER_2))
        .await
        .then_expect_events(vec![applied(ANSWER_2)]);
}

#[tokio::test]
async fn only_the_owner_applies_a_flow() {
    rooms()
        .given(flow_generated_and(vec![]))
        .when_async(apply_to(BOB, ANSWER_1))
        .await
        .then_expect_error(ChatRoomError::NotOwner);
}

#[tokio::test]
async fn only_a_completed_answer_of_a_flow_generation_is_applied() {
    // Streaming, failed, stopped: not finished.
    for end in [vec![], vec![failed(ANSWER_1)], vec![stopped(ANSWER_1)]] {
        let mut given = flow_generating();
        given.extend(end);
        rooms()
            .given(given)
            .when_async(apply_to(ADA, ANSWER_1))
            .await
            .then_expect_error(ChatRoomError::NotApplicable);
    }
    // A chat's answer and a document generation's are not flows.
    rooms()
        .given(given_streaming_and(vec![completed(ANSWER_1)]))
        .when_async(apply_to(ADA, ANSWER_1))
        .await
        .then_expect_error(ChatRoomError::NotApplicable);
    rooms()
        .given(generated_and(vec![]))
        .when_async(apply_to(ADA, ANSWER_1))
        .await
        .then_expect_error(ChatRoomError::NotApplicable);
    // A question, or no message of the room.
    for id in [MESSAGE_1, GHOST] {
        rooms()
            .given(flow_generated_and(vec![]))
            .when_async(apply_to(ADA, id))
            .await
            .then_expect_error(ChatRoomError::MessageNotFound);
    }
}

#[tokio::test]
async fn releasing_an_apply_records_it_and_only_the_apply_to_that_workflow_is_released() {
    rooms()
        .given(flow_generated_and(vec![applied(ANSWER_1)]))
        .when_async(release_apply(ANSWER_1))
        .await
        .then_expect_events(vec![apply_released(ANSWER_1)]);
    rooms()
        .given(flow_generated_and(vec![]))
        .when_async(release_apply(ANSWER_1))
        .await
        .then_expect_error(ChatRoomError::NothingChanged);
    rooms()
        .given(flow_generated_and(vec![applied(ANSWER_1)]))
        .when_async(ChatRoomCommand::ReleaseAppliedAnswer {
            answer_id: ANSWER_1,
            instance_id: Uuid::from_u128(0x1258),
        })
        .await
        .then_expect_error(ChatRoomError::NothingChanged);
    rooms()
        .given(flow_generated_and(vec![applied(ANSWER_1)]))
        .when_async(release_apply(GHOST))
        .await
        .then_expect_error(ChatRoomError::MessageNotFound);
}

#[test]
fn the_state_knows_the_workflow_an_answer_was_applied_to() {
    let mut room = ChatRoom::default();
    for event in flow_generated_and(vec![applied(ANSWER_1)]) {
        cqrs_es::Aggregate::apply(&mut room, event);
    }
    assert_eq!(room.answer_applied_instance(ANSWER_1), Some(INSTANCE));
    cqrs_es::Aggregate::apply(&mut room, apply_released(ANSWER_1));
    assert_eq!(room.answer_applied_instance(ANSWER_1), None);
    // A state stored before answers knew their workflow reads as not applied.
    cqrs_es::Aggregate::apply(&mut room, applied(ANSWER_1));
    let mut stored = serde_json::to_value(&room).unwrap();
    for answer in stored["answers"].as_object_mut().unwrap().values_mut() {
        answer.as_object_mut().unwrap().remove("applied_instance");
    }
    let read: ChatRoom = serde_json::from_value(stored).unwrap();
    assert_eq!(read.answer_applied_instance(ANSWER_1), None);
}

// ----- State, types and registration -----

/// One event of every type, in the order of [`ChatRoomEvent::TYPES`].
fn one_of_each() -> Vec<ChatRoomEvent> {
    let mut events = streaming();
    events.extend([
        completed(ANSWER_1),
        failed(ANSWER_2),
        stopped(RETRY),
        ChatRoomEvent::ChatRoomRenamed {
            title: "Holidays 2026".into(),
        },
        saved(ANSWER_1),
        ChatRoomEvent::ChatAnswerSaveReleased {
            answer_id: ANSWER_1,
            document_id: DOCUMENT,
        },
        applied(ANSWER_1),
        apply_released(ANSWER_1),
        ChatRoomEvent::ChatRoomDeleted {},
        ChatRoomEvent::ChatRoomRestored {},
    ]);
    events
}

#[test]
fn the_state_folds_every_event() {
    let mut room = ChatRoom::default();
    assert!(!room.exists());
    for event in streaming() {
        cqrs_es::Aggregate::apply(&mut room, event);
    }
    assert!(room.exists());
    assert_eq!(room.id(), Some(ROOM));
    assert_eq!(room.owner_id(), ADA);
    assert_eq!(room.purpose(), ChatPurpose::Chat);
    assert_eq!(room.title(), "Holiday rules");
    assert_eq!(room.agent(), Some(LIBRARIAN));
    assert_eq!(room.streaming_answer(), Some(ANSWER_1));
    assert_eq!(room.latest_answer(), Some(ANSWER_1));
    assert_eq!(room.answer_status(ANSWER_1), Some(AnswerStatus::Streaming));
    assert_eq!(room.answer_reply_to(ANSWER_1), Some(MESSAGE_1));
    assert_eq!(room.answer_agent(ANSWER_1), Some(LIBRARIAN));
    assert_eq!(room.answer_status(MESSAGE_1), None);

    let retried = ChatRoomEvent::ChatAnswerStarted {
        answer_id: RETRY,
        reply_to: MESSAGE_1,
        model_id: LOCAL,
        tool_keys: vec![],
        agent: None,
        retry_of: Some(ANSWER_1),
    };
    for event in [
        failed(ANSWER_1),
        retried,
        stopped(RETRY),
        ChatRoomEvent::ChatRoomRenamed {
            title: "Holidays 2026".into(),
        },
    ] {
        cqrs_es::Aggregate::apply(&mut room, event);
    }
    assert_eq!(room.streaming_answer(), None);
    assert_eq!(room.latest_answer(), Some(RETRY));
    assert_eq!(room.answer_status(ANSWER_1), Some(AnswerStatus::Failed));
    assert_eq!(room.answer_status(RETRY), Some(AnswerStatus::Stopped));
    assert_eq!(room.answer_reply_to(RETRY), Some(MESSAGE_1));
    assert_eq!(room.answer_agent(RETRY), None);
    assert_eq!(room.title(), "Holidays 2026");

    cqrs_es::Aggregate::apply(&mut room, answer_started(ANSWER_2, MESSAGE_2));
    cqrs_es::Aggregate::apply(&mut room, completed(ANSWER_2));
    assert_eq!(room.answer_status(ANSWER_2), Some(AnswerStatus::Completed));
    assert_eq!(room.streaming_answer(), None);

    // Issue 35: in the trash it does not exist, and comes back as it was.
    let before = room.clone();
    cqrs_es::Aggregate::apply(&mut room, ChatRoomEvent::ChatRoomDeleted {});
    assert!(!room.exists() && room.deleted());
    assert_eq!(room.id(), Some(ROOM));
    cqrs_es::Aggregate::apply(&mut room, ChatRoomEvent::ChatRoomRestored {});
    assert_eq!(room, before);
}

#[test]
fn event_types_are_the_serialized_tags_and_all_listed_in_types() {
    let events = one_of_each();
    let types: Vec<String> = events
        .iter()
        .map(cqrs_es::DomainEvent::event_type)
        .collect();
    assert_eq!(types, ChatRoomEvent::TYPES);
    for event in events {
        let json = serde_json::to_value(&event).unwrap();
        let tag = json.as_object().unwrap().keys().next().unwrap().clone();
        assert_eq!(tag, cqrs_es::DomainEvent::event_type(&event));
        assert_eq!(cqrs_es::DomainEvent::event_version(&event), "1.0");
        assert_eq!(
            serde_json::from_value::<ChatRoomEvent>(json).unwrap(),
            event
        );
    }
    // Purposes are stored by name.
    assert_eq!(
        serde_json::to_value(started()).unwrap()["ChatRoomStarted"]["purpose"],
        "chat"
    );
}

#[test]
fn the_aggregate_is_registered_under_its_type() {
    let kind = crate::aggregate_kind("ChatRoom").unwrap();
    assert_eq!(kind.event_types, ChatRoomEvent::TYPES);
    assert_eq!(<ChatRoom as cqrs_es::Aggregate>::TYPE, "ChatRoom");
    let names: Vec<&str> = [
        start("t", ChatPurpose::Chat, None),
        post(),
        complete(ANSWER_1),
        fail(ANSWER_1),
        stop(ANSWER_1),
        retry(ADA, ANSWER_1, SONNET, &[]),
        rename(ADA, "t"),
        save(ADA, ANSWER_1),
        release(ANSWER_1),
        apply_to(ADA, ANSWER_1),
        release_apply(ANSWER_1),
    ]
    .iter()
    .map(Command::name)
    .collect();
    assert_eq!(
        names,
        [
            "StartChatRoom",
            "PostChatMessage",
            "CompleteChatAnswer",
            "FailChatAnswer",
            "StopChatAnswer",
            "RetryChatAnswer",
            "RenameChatRoom",
            "SaveGeneratedDocument",
            "ReleaseGeneratedDocument",
            "ApplyGeneratedFlow",
            "ReleaseGeneratedFlow",
        ]
    );
}

// ----- Delete and restore (issue 35) -----

/// A room whose first answer was completed: nothing is being written.
fn answered() -> Vec<ChatRoomEvent> {
    given_streaming_and(vec![completed(ANSWER_1)])
}

/// [`answered`], then deleted.
fn deleted() -> Vec<ChatRoomEvent> {
    let mut events = answered();
    events.push(ChatRoomEvent::ChatRoomDeleted {});
    events
}

#[tokio::test]
async fn a_room_with_no_answer_being_written_is_deleted() {
    rooms()
        .given(answered())
        .when_async(ChatRoomCommand::Delete)
        .await
        .then_expect_events(vec![ChatRoomEvent::ChatRoomDeleted {}]);
    // A room without messages yet, too.
    rooms()
        .given(vec![started()])
        .when_async(ChatRoomCommand::Delete)
        .await
        .then_expect_events(vec![ChatRoomEvent::ChatRoomDeleted {}]);
}

#[tokio::test]
async fn a_room_whose_answer_is_still_being_written_is_not_deleted_until_it_is_stopped() {
    rooms()
        .given(streaming())
        .when_async(ChatRoomCommand::Delete)
        .await
        .then_expect_error(ChatRoomError::AnswerInProgress);
    rooms()
        .given(given_streaming_and(vec![stopped(ANSWER_1)]))
        .when_async(ChatRoomCommand::Delete)
        .await
        .then_expect_events(vec![ChatRoomEvent::ChatRoomDeleted {}]);
}

#[tokio::test]
async fn a_deleted_room_is_restored_once() {
    rooms()
        .given(deleted())
        .when_async(ChatRoomCommand::Restore)
        .await
        .then_expect_events(vec![ChatRoomEvent::ChatRoomRestored {}]);
    let mut restored = deleted();
    restored.push(ChatRoomEvent::ChatRoomRestored {});
    rooms()
        .given(restored)
        .when_async(ChatRoomCommand::Restore)
        .await
        .then_expect_error(ChatRoomError::NotDeleted);
}

#[tokio::test]
async fn a_room_that_is_not_deleted_is_not_restored() {
    rooms()
        .given(answered())
        .when_async(ChatRoomCommand::Restore)
        .await
        .then_expect_error(ChatRoomError::NotDeleted);
}

#[tokio::test]
async fn a_deleted_room_is_deleted_once() {
    rooms()
        .given(deleted())
        .when_async(ChatRoomCommand::Delete)
        .await
        .then_expect_error(ChatRoomError::NotFound);
}

#[tokio::test]
async fn every_command_in_a_deleted_room_is_rejected_as_not_found() {
    for command in [
        start("Holiday rules", ChatPurpose::Chat, None),
        post_with(|c| {
            if let ChatRoomCommand::Post {
                message_id,
                answer_id,
                ..
            } = c
            {
                *message_id = MESSAGE_2;
                *answer_id = ANSWER_2;
            }
        }),
        complete(ANSWER_1),
        fail(ANSWER_1),
        stop(ANSWER_1),
        retry(ADA, ANSWER_1, SONNET, &[]),
        rename(ADA, "Another title"),
        save(ADA, ANSWER_1),
        release(ANSWER_1),
        apply_to(ADA, ANSWER_1),
        release_apply(ANSWER_1),
    ] {
        let starting = matches!(command, ChatRoomCommand::Start { .. });
        let framework = rooms().given(deleted()).when_async(command).await;
        if starting {
            // Its id stays taken while it is in the trash.
            framework.then_expect_error(ChatRoomError::AlreadyExists);
        } else {
            framework.then_expect_error(ChatRoomError::NotFound);
        }
    }
}

#[tokio::test]
async fn a_restored_room_is_as_it_was_and_takes_messages_again() {
    let mut restored = deleted();
    restored.push(ChatRoomEvent::ChatRoomRestored {});
    let mut second = posted();
    if let ChatRoomEvent::ChatMessagePosted { message_id, .. } = &mut second[0] {
        *message_id = MESSAGE_2;
    }
    second[1] = answer_started(ANSWER_2, MESSAGE_2);
    rooms()
        .given(restored.clone())
        .when_async(post_with(|c| {
            if let ChatRoomCommand::Post {
                message_id,
                answer_id,
                ..
            } = c
            {
                *message_id = MESSAGE_2;
                *answer_id = ANSWER_2;
            }
        }))
        .await
        .then_expect_events(second);
    rooms()
        .given(restored)
        .when_async(rename(ADA, "Holiday rules"))
        .await
        .then_expect_error(ChatRoomError::NothingChanged);
}

#[test]
fn a_room_stored_before_the_trash_reads_as_not_deleted() {
    let mut room = ChatRoom::default();
    room.apply(started());
    let mut stored = serde_json::to_value(&room).unwrap();
    stored.as_object_mut().unwrap().remove("deleted");
    let read: ChatRoom = serde_json::from_value(stored).unwrap();
    assert!(read.exists() && !read.deleted());
    assert_eq!(ChatRoomCommand::Delete.name(), "DeleteChatRoom");
    assert_eq!(ChatRoomCommand::Restore.name(), "RestoreChatRoom");
}
