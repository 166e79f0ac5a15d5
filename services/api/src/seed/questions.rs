//! The demo's questions (issue 13): questions in all three scopes (a project, a project's
//! organization, internal), some answered, some closed. Fixed ids, so a second run adds
//! nothing.

use std::sync::Arc;

use sqlx::PgPool;
use staffhub_domain::questions::{
    Question, QuestionCommand, QuestionError, QuestionScope, QuestionServices,
};
use staffhub_journal::{ExecuteError, Journal, Metadata};
use uuid::Uuid;

use super::SeedReport;
use super::projects::SeededProject;
use crate::error::ApiResult;
use crate::lookups::DirectoryLookup;

/// Scope (0 project, 1 organization, 2 internal), project index, title, body, the answer if
/// any, and whether it was then closed.
type DemoQuestion = (
    u8,
    usize,
    &'static str,
    &'static str,
    Option<&'static str>,
    bool,
);

const QUESTIONS: [DemoQuestion; 10] = [
    (
        0,
        0,
        "移行データの範囲は？",
        "過去何年分の受注データを移行しますか。",
        Some("直近5年分です。それ以前はCSVで保管します。"),
        true,
    ),
    (
        1,
        0,
        "在庫の締め処理のタイミング",
        "月末締めか、日次締めかを先方に確認したい。",
        Some("日次締めとの回答をいただきました。"),
        false,
    ),
    (
        0,
        0,
        "テスト環境の準備",
        "ステージング環境はいつ使えますか。",
        None,
        false,
    ),
    (
        0,
        1,
        "Single sign-on provider?",
        "Which identity provider do the schools use?",
        Some("Google Workspace for Education."),
        false,
    ),
    (
        1,
        1,
        "Payment provider contract",
        "Does Evergreen already have a contract with a payment provider?",
        None,
        false,
    ),
    (
        1,
        2,
        "予約枠の単位",
        "15分単位か30分単位かを先方に確認する。",
        None,
        false,
    ),
    (
        2,
        0,
        "経費精算の締め日は？",
        "今月の経費精算はいつまでに提出すればよいですか。",
        Some("毎月25日です。"),
        true,
    ),
    (
        2,
        0,
        "Where is the VPN guide?",
        "I need to connect from home next week.",
        Some("In the IT handbook, section 3."),
        false,
    ),
    (
        2,
        0,
        "社内勉強会の会場",
        "来週の勉強会は会議室Aで合っていますか。",
        None,
        false,
    ),
    (
        2,
        0,
        "Can we expense conference tickets?",
        "For RustConf and similar events.",
        None,
        false,
    ),
];

fn question_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0003_0000_0000 + n as u128)
}

/// Seeds the questions, asked in the demo projects (`projects`, by their place in
/// `super::projects`) and internally.
pub async fn seed(
    pool: &PgPool,
    journal: &Journal,
    employee_ids: &[Uuid],
    projects: &[SeededProject],
    report: &mut SeedReport,
) -> ApiResult<()> {
    let lookup = Arc::new(DirectoryLookup(pool.clone()));
    let question_services = QuestionServices { lookup };
    for (n, (scope, project, title, body, answer, closed)) in QUESTIONS.iter().enumerate() {
        let id = question_id(n);
        let key = id.to_string();
        let project = &projects[*project];
        let scope = match scope {
            0 => QuestionScope::Project {
                project_id: project.id,
            },
            1 => QuestionScope::Organization {
                project_id: project.id,
                organization_id: project.organization_ids[0],
            },
            _ => QuestionScope::Internal,
        };
        // Project questions come from the project's team (as the API requires); internal
        // ones from anyone.
        let member = |k: usize| match scope.project_id() {
            Some(_) => project.team[k % project.team.len()],
            None => employee_ids[(n * 3 + k) % employee_ids.len()],
        };
        let asker = member(n);
        let ask = QuestionCommand::AskQuestion {
            question_id: id,
            scope,
            title: (*title).to_owned(),
            body: (*body).to_owned(),
            asker_id: Some(asker),
        };
        let metadata = Metadata {
            actor_id: Some(asker),
            ..Metadata::system()
        };
        match journal
            .execute::<Question>(&key, ask, &question_services, &metadata)
            .await
        {
            Ok(_) => report.questions_created += 1,
            Err(ExecuteError::Rejected(QuestionError::AlreadyExists)) => continue,
            Err(error) => return Err(error.into()),
        }
        if let Some(answer) = answer {
            let author = member(n + 1);
            let command = QuestionCommand::AnswerQuestion {
                answer: (*answer).to_owned(),
                author_id: Some(author),
            };
            let metadata = Metadata {
                actor_id: Some(author),
                ..Metadata::system()
            };
            journal
                .execute::<Question>(&key, command, &question_services, &metadata)
                .await?;
        }
        if *closed {
            journal
                .execute::<Question>(
                    &key,
                    QuestionCommand::CloseQuestion,
                    &question_services,
                    &metadata,
                )
                .await?;
        }
    }
    Ok(())
}
