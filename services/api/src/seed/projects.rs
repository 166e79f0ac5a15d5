//! The demo's projects (issue 13): projects for some of the demo organizations, each with its
//! team. Fixed ids, so a second run adds nothing.

use std::sync::Arc;

use sqlx::PgPool;
use staffhub_domain::projects::{Project, ProjectCommand, ProjectError, ProjectServices};
use staffhub_journal::{ExecuteError, Journal, Metadata};
use uuid::Uuid;

use super::SeedReport;
use crate::error::ApiResult;
use crate::lookups::DirectoryLookup;

/// Name, description, status, organizations (indexes), team size.
pub(super) const PROJECTS: [(&str, &str, i32, &[usize], usize); 4] = [
    (
        "富士ソフトウェア 基幹システム刷新",
        "販売管理と在庫管理を一つの基盤に統合する。**2027年4月**稼働予定。",
        2,
        &[18],
        5,
    ),
    (
        "Evergreen parent portal",
        "A portal for parents: timetables, notices and payments.",
        2,
        &[19],
        4,
    ),
    (
        "港北メディカル 予約システム",
        "外来予約をオンライン化する。",
        1,
        &[20, 13],
        3,
    ),
    (
        "Atlas freight tracking pilot",
        "Proof of concept, on hold.",
        3,
        &[15],
        2,
    ),
];

/// Demo project `n` (a place in `PROJECTS`).
pub(super) fn project_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0002_0000_0000 + n as u128)
}

/// A demo project as seeded: what the questions asked in it name.
pub struct SeededProject {
    pub id: Uuid,
    /// Its organizations, in the order `PROJECTS` names them.
    pub organization_ids: Vec<Uuid>,
    /// Its team, in the order `PROJECTS` gives it.
    pub team: Vec<Uuid>,
}

/// Seeds the projects of the demo organizations (`organization_ids`, by their place in
/// `super::organizations`); returns every demo project, by its place in `PROJECTS`.
pub async fn seed(
    pool: &PgPool,
    journal: &Journal,
    employee_ids: &[Uuid],
    organization_ids: &[Uuid],
    report: &mut SeedReport,
) -> ApiResult<Vec<SeededProject>> {
    let lookup = Arc::new(DirectoryLookup(pool.clone()));
    let project_services = ProjectServices { lookup };
    let mut projects = Vec::with_capacity(PROJECTS.len());
    for (n, (name, description, status, orgs, team)) in PROJECTS.iter().enumerate() {
        let project = SeededProject {
            id: project_id(n),
            organization_ids: orgs.iter().map(|i| organization_ids[*i]).collect(),
            team: (0..*team)
                .map(|i| employee_ids[(n * 3 + i) % employee_ids.len()])
                .collect(),
        };
        let create = ProjectCommand::CreateProject {
            project_id: project.id,
            name: (*name).to_owned(),
            description: (*description).to_owned(),
            status_id: *status,
            organization_ids: project.organization_ids.clone(),
            employee_ids: project.team.clone(),
        };
        match journal
            .execute::<Project>(
                &project.id.to_string(),
                create,
                &project_services,
                &Metadata::system(),
            )
            .await
        {
            Ok(_) => report.projects_created += 1,
            Err(ExecuteError::Rejected(ProjectError::AlreadyExists)) => {}
            Err(error) => return Err(error.into()),
        }
        projects.push(project);
    }
    Ok(projects)
}
