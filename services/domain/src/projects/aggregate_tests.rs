//! Given/when/then tests: every project command and every rejection.

use std::collections::HashSet;
use std::sync::Arc;

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;

const PROJECT: Uuid = Uuid::from_u128(0x960);
const ACME: Uuid = Uuid::from_u128(0xac3e);
const GLOBEX: Uuid = Uuid::from_u128(0x610b);
const ADA: Uuid = Uuid::from_u128(0xada);
const BOB: Uuid = Uuid::from_u128(0xb0b);
const GHOST: Uuid = Uuid::from_u128(0xdead);

/// The read models as the rules see them: these organizations and employees exist.
struct KnownIds {
    organizations: HashSet<Uuid>,
    employees: HashSet<Uuid>,
    dependents: ProjectDependents,
}

fn missing(ids: &[Uuid], known: &HashSet<Uuid>) -> Vec<Uuid> {
    ids.iter()
        .filter(|id| !known.contains(id))
        .copied()
        .collect()
}

#[async_trait::async_trait]
impl ProjectLookup for KnownIds {
    async fn missing_employees(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Ok(missing(ids, &self.employees))
    }

    async fn missing_organizations(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Ok(missing(ids, &self.organizations))
    }

    async fn dependents(&self, _: Uuid) -> Result<ProjectDependents, String> {
        Ok(self.dependents)
    }
}

/// A read model that cannot be reached.
struct Unreachable;

#[async_trait::async_trait]
impl ProjectLookup for Unreachable {
    async fn missing_employees(&self, _: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Err("connection refused".into())
    }

    async fn missing_organizations(&self, _: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Err("connection refused".into())
    }

    async fn dependents(&self, _: Uuid) -> Result<ProjectDependents, String> {
        Err("connection refused".into())
    }
}

fn projects_knowing(organizations: &[Uuid], employees: &[Uuid]) -> TestFramework<Project> {
    TestFramework::with(ProjectServices {
        lookup: Arc::new(KnownIds {
            organizations: organizations.iter().copied().collect(),
            employees: employees.iter().copied().collect(),
            dependents: ProjectDependents::default(),
        }),
    })
}

/// Projects whose deletion finds `dependents` naming the project.
fn projects_named_by(dependents: ProjectDependents) -> TestFramework<Project> {
    TestFramework::with(ProjectServices {
        lookup: Arc::new(KnownIds {
            organizations: HashSet::new(),
            employees: HashSet::new(),
            dependents,
        }),
    })
}

fn projects() -> TestFramework<Project> {
    projects_knowing(&[ACME, GLOBEX], &[ADA, BOB])
}

fn projects_without_lookup() -> TestFramework<Project> {
    TestFramework::with(ProjectServices {
        lookup: Arc::new(Unreachable),
    })
}

fn create(
    name: &str,
    status_id: i32,
    organization_ids: Vec<Uuid>,
    employee_ids: Vec<Uuid>,
) -> ProjectCommand {
    ProjectCommand::CreateProject {
        project_id: PROJECT,
        name: name.into(),
        description: "Ship **v1**".into(),
        status_id,
        organization_ids,
        employee_ids,
    }
}

fn created() -> ProjectEvent {
    ProjectEvent::ProjectCreated {
        project_id: PROJECT,
        name: "Apollo".into(),
        description: "Ship **v1**".into(),
        status: ProjectStatus::Planning,
        organization_ids: vec![ACME],
        employee_ids: vec![ADA],
    }
}

fn update(name: &str, organization_ids: Vec<Uuid>, employee_ids: Vec<Uuid>) -> ProjectCommand {
    ProjectCommand::UpdateProject {
        name: name.into(),
        description: "Ship **v1**".into(),
        organization_ids,
        employee_ids,
    }
}

/// `n` distinct ids, none of them the named ones above.
fn many_ids(n: usize) -> Vec<Uuid> {
    (0..n)
        .map(|i| Uuid::from_u128(0x1_0000 + i as u128))
        .collect()
}

#[tokio::test]
async fn creating_a_project_records_its_trimmed_name_status_organizations_and_team() {
    projects()
        .given_no_previous_events()
        .when_async(create("  Apollo ", 1, vec![ACME], vec![ADA]))
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn creating_a_project_keeps_the_first_of_each_repeated_id_in_the_order_sent() {
    projects()
        .given_no_previous_events()
        .when_async(create(
            "Apollo",
            2,
            vec![GLOBEX, ACME, GLOBEX],
            vec![BOB, BOB, ADA, BOB],
        ))
        .await
        .then_expect_events(vec![ProjectEvent::ProjectCreated {
            project_id: PROJECT,
            name: "Apollo".into(),
            description: "Ship **v1**".into(),
            status: ProjectStatus::Active,
            organization_ids: vec![GLOBEX, ACME],
            employee_ids: vec![BOB, ADA],
        }]);
}

#[tokio::test]
async fn creating_a_project_without_organizations_or_team_needs_no_lookup() {
    let events = projects_without_lookup()
        .given_no_previous_events()
        .when_async(create("Apollo", 1, vec![], vec![]))
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([ProjectEvent::ProjectCreated { .. }])
    ));
}

#[tokio::test]
async fn a_japanese_name_of_the_maximum_length_is_accepted() {
    let name = "星".repeat(NAME_MAX_CHARS);
    let events = projects()
        .given_no_previous_events()
        .when_async(create(&name, 1, vec![], vec![]))
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([ProjectEvent::ProjectCreated { .. }])
    ));
}

#[tokio::test]
async fn creating_a_project_with_an_empty_or_oversized_name_is_rejected() {
    for name in ["", "   ", &"x".repeat(NAME_MAX_CHARS + 1)] {
        projects()
            .given_no_previous_events()
            .when_async(create(name, 1, vec![], vec![]))
            .await
            .then_expect_error(ProjectError::InvalidName);
    }
}

#[tokio::test]
async fn creating_a_project_with_an_oversized_description_is_rejected() {
    let command = ProjectCommand::CreateProject {
        project_id: PROJECT,
        name: "Apollo".into(),
        description: "x".repeat(DESCRIPTION_MAX_CHARS + 1),
        status_id: 1,
        organization_ids: vec![],
        employee_ids: vec![],
    };
    projects()
        .given_no_previous_events()
        .when_async(command)
        .await
        .then_expect_error(ProjectError::InvalidDescription);
}

#[tokio::test]
async fn creating_a_project_with_an_unknown_status_is_rejected() {
    for status_id in [0, 5, -1] {
        projects()
            .given_no_previous_events()
            .when_async(create("Apollo", status_id, vec![], vec![]))
            .await
            .then_expect_error(ProjectError::InvalidStatus);
    }
}

#[tokio::test]
async fn creating_a_project_with_too_many_organizations_or_employees_is_rejected() {
    projects()
        .given_no_previous_events()
        .when_async(create("Apollo", 1, many_ids(MAX_ORGANIZATIONS + 1), vec![]))
        .await
        .then_expect_error(ProjectError::InvalidOrganizationIds);
    projects()
        .given_no_previous_events()
        .when_async(create("Apollo", 1, vec![], many_ids(MAX_EMPLOYEES + 1)))
        .await
        .then_expect_error(ProjectError::InvalidEmployeeIds);
}

#[tokio::test]
async fn repeated_ids_do_not_count_towards_the_limits() {
    let organizations = many_ids(MAX_ORGANIZATIONS);
    let employees = many_ids(MAX_EMPLOYEES);
    let twice = |ids: &[Uuid]| [ids, ids].concat();
    let events = projects_knowing(&organizations, &employees)
        .given_no_previous_events()
        .when_async(create(
            "Apollo",
            1,
            twice(&organizations),
            twice(&employees),
        ))
        .await
        .inspect_result();
    let Ok(
        [
            ProjectEvent::ProjectCreated {
                organization_ids,
                employee_ids,
                ..
            },
        ],
    ) = events.as_deref()
    else {
        panic!("expected one ProjectCreated, got {events:?}");
    };
    assert_eq!(organization_ids, &organizations);
    assert_eq!(employee_ids, &employees);
}

#[tokio::test]
async fn creating_a_project_with_an_unknown_organization_or_employee_is_rejected() {
    projects()
        .given_no_previous_events()
        .when_async(create("Apollo", 1, vec![ACME, GHOST], vec![ADA]))
        .await
        .then_expect_error(ProjectError::OrganizationNotFound);
    projects()
        .given_no_previous_events()
        .when_async(create("Apollo", 1, vec![ACME], vec![ADA, GHOST]))
        .await
        .then_expect_error(ProjectError::EmployeeNotFound);
}

#[tokio::test]
async fn a_failing_lookup_is_reported_as_such_not_as_a_missing_id() {
    projects_without_lookup()
        .given_no_previous_events()
        .when_async(create("Apollo", 1, vec![ACME], vec![]))
        .await
        .then_expect_error(ProjectError::Lookup("connection refused".into()));
}

#[tokio::test]
async fn creating_a_project_twice_is_rejected() {
    projects()
        .given(vec![created()])
        .when_async(create("Apollo", 1, vec![], vec![]))
        .await
        .then_expect_error(ProjectError::AlreadyExists);
}

#[tokio::test]
async fn commands_on_a_project_that_does_not_exist_are_rejected_as_not_found() {
    let commands = [
        update("Apollo", vec![ACME], vec![ADA]),
        ProjectCommand::ChangeProjectStatus { status_id: 2 },
        ProjectCommand::DeleteProject,
        ProjectCommand::RestoreProject,
    ];
    for command in commands {
        projects()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(ProjectError::NotFound);
    }
}

#[tokio::test]
async fn renaming_a_project_records_only_the_new_details() {
    projects()
        .given(vec![created()])
        .when_async(update(" Artemis ", vec![ACME], vec![ADA]))
        .await
        .then_expect_events(vec![ProjectEvent::ProjectDetailsChanged {
            name: "Artemis".into(),
            description: "Ship **v1**".into(),
        }]);
}

#[tokio::test]
async fn changing_only_the_organizations_records_only_the_new_organizations() {
    projects()
        .given(vec![created()])
        .when_async(update("Apollo", vec![GLOBEX, ACME], vec![ADA]))
        .await
        .then_expect_events(vec![ProjectEvent::ProjectOrganizationsChanged {
            organization_ids: vec![GLOBEX, ACME],
        }]);
}

#[tokio::test]
async fn changing_only_the_team_records_only_the_new_team() {
    projects()
        .given(vec![created()])
        .when_async(update("Apollo", vec![ACME], vec![BOB]))
        .await
        .then_expect_events(vec![ProjectEvent::ProjectTeamChanged {
            employee_ids: vec![BOB],
        }]);
}

#[tokio::test]
async fn changing_everything_at_once_records_details_organizations_and_team() {
    projects()
        .given(vec![created()])
        .when_async(update("Artemis", vec![], vec![ADA, BOB]))
        .await
        .then_expect_events(vec![
            ProjectEvent::ProjectDetailsChanged {
                name: "Artemis".into(),
                description: "Ship **v1**".into(),
            },
            ProjectEvent::ProjectOrganizationsChanged {
                organization_ids: vec![],
            },
            ProjectEvent::ProjectTeamChanged {
                employee_ids: vec![ADA, BOB],
            },
        ]);
}

#[tokio::test]
async fn an_update_identical_to_the_current_data_is_rejected() {
    projects()
        .given(vec![created()])
        .when_async(update("  Apollo ", vec![ACME, ACME], vec![ADA]))
        .await
        .then_expect_error(ProjectError::Identical);
}

#[tokio::test]
async fn sending_the_same_organizations_and_team_in_another_order_is_no_change() {
    let given = ProjectEvent::ProjectCreated {
        project_id: PROJECT,
        name: "Apollo".into(),
        description: "Ship **v1**".into(),
        status: ProjectStatus::Planning,
        organization_ids: vec![ACME, GLOBEX],
        employee_ids: vec![ADA, BOB],
    };
    projects()
        .given(vec![given.clone()])
        .when_async(update("Apollo", vec![GLOBEX, ACME], vec![BOB, ADA]))
        .await
        .then_expect_error(ProjectError::Identical);
    projects()
        .given(vec![given])
        .when_async(update("Artemis", vec![GLOBEX, ACME], vec![BOB, ADA]))
        .await
        .then_expect_events(vec![ProjectEvent::ProjectDetailsChanged {
            name: "Artemis".into(),
            description: "Ship **v1**".into(),
        }]);
}

#[tokio::test]
async fn an_update_with_an_invalid_field_is_rejected() {
    let cases = [
        (update("", vec![ACME], vec![ADA]), ProjectError::InvalidName),
        (
            ProjectCommand::UpdateProject {
                name: "Apollo".into(),
                description: "x".repeat(DESCRIPTION_MAX_CHARS + 1),
                organization_ids: vec![ACME],
                employee_ids: vec![ADA],
            },
            ProjectError::InvalidDescription,
        ),
        (
            update("Apollo", many_ids(MAX_ORGANIZATIONS + 1), vec![ADA]),
            ProjectError::InvalidOrganizationIds,
        ),
        (
            update("Apollo", vec![ACME], many_ids(MAX_EMPLOYEES + 1)),
            ProjectError::InvalidEmployeeIds,
        ),
        (
            update("Apollo", vec![ACME, GHOST], vec![ADA]),
            ProjectError::OrganizationNotFound,
        ),
        (
            update("Apollo", vec![ACME], vec![ADA, GHOST]),
            ProjectError::EmployeeNotFound,
        ),
    ];
    for (command, error) in cases {
        projects()
            .given(vec![created()])
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

#[tokio::test]
async fn an_update_looks_up_only_ids_new_to_the_project() {
    // GHOST was on the team when it was created and has since left the read model; that must
    // not block renaming the project or adding Bob.
    let with_ghost = ProjectEvent::ProjectCreated {
        project_id: PROJECT,
        name: "Apollo".into(),
        description: "Ship **v1**".into(),
        status: ProjectStatus::Planning,
        organization_ids: vec![ACME],
        employee_ids: vec![GHOST],
    };
    projects()
        .given(vec![with_ghost.clone()])
        .when_async(update("Artemis", vec![ACME], vec![GHOST]))
        .await
        .then_expect_events(vec![ProjectEvent::ProjectDetailsChanged {
            name: "Artemis".into(),
            description: "Ship **v1**".into(),
        }]);
    projects()
        .given(vec![with_ghost])
        .when_async(update("Apollo", vec![ACME], vec![GHOST, BOB]))
        .await
        .then_expect_events(vec![ProjectEvent::ProjectTeamChanged {
            employee_ids: vec![GHOST, BOB],
        }]);
}

#[tokio::test]
async fn a_failing_lookup_during_an_update_is_reported() {
    projects_without_lookup()
        .given(vec![created()])
        .when_async(update("Apollo", vec![ACME], vec![ADA, BOB]))
        .await
        .then_expect_error(ProjectError::Lookup("connection refused".into()));
}

#[tokio::test]
async fn changing_the_status_records_from_and_to() {
    projects()
        .given(vec![created()])
        .when_async(ProjectCommand::ChangeProjectStatus { status_id: 2 })
        .await
        .then_expect_events(vec![ProjectEvent::ProjectStatusChanged {
            from: ProjectStatus::Planning,
            to: ProjectStatus::Active,
        }]);
}

#[tokio::test]
async fn any_status_may_follow_any_other() {
    for from in ProjectStatus::ALL {
        for to in ProjectStatus::ALL.into_iter().filter(|to| *to != from) {
            let mut given = vec![created()];
            if from != ProjectStatus::Planning {
                given.push(ProjectEvent::ProjectStatusChanged {
                    from: ProjectStatus::Planning,
                    to: from,
                });
            }
            projects()
                .given(given)
                .when_async(ProjectCommand::ChangeProjectStatus { status_id: to.id() })
                .await
                .then_expect_events(vec![ProjectEvent::ProjectStatusChanged { from, to }]);
        }
    }
}

#[tokio::test]
async fn setting_the_current_status_again_is_rejected() {
    projects()
        .given(vec![created()])
        .and(vec![ProjectEvent::ProjectStatusChanged {
            from: ProjectStatus::Planning,
            to: ProjectStatus::Archived,
        }])
        .when_async(ProjectCommand::ChangeProjectStatus { status_id: 4 })
        .await
        .then_expect_error(ProjectError::SameStatus);
}

#[tokio::test]
async fn an_unknown_status_id_is_rejected() {
    for status_id in [0, 5, -1] {
        projects()
            .given(vec![created()])
            .when_async(ProjectCommand::ChangeProjectStatus { status_id })
            .await
            .then_expect_error(ProjectError::InvalidStatus);
    }
}

#[tokio::test]
async fn deleting_a_project_nothing_names_moves_it_to_the_trash() {
    projects()
        .given(vec![created()])
        .when_async(ProjectCommand::DeleteProject)
        .await
        .then_expect_events(vec![ProjectEvent::ProjectDeleted {}]);
}

#[tokio::test]
async fn deleting_a_project_that_questions_applications_or_issues_name_is_refused_with_their_counts()
 {
    let dependents = ProjectDependents {
        questions: 2,
        applications: 1,
        issues: 0,
    };
    projects_named_by(dependents)
        .given(vec![created()])
        .when_async(ProjectCommand::DeleteProject)
        .await
        .then_expect_error(ProjectError::InUse(dependents));
}

#[tokio::test]
async fn a_failing_lookup_during_a_delete_is_reported() {
    projects_without_lookup()
        .given(vec![created()])
        .when_async(ProjectCommand::DeleteProject)
        .await
        .then_expect_error(ProjectError::Lookup("connection refused".into()));
}

#[tokio::test]
async fn a_deleted_project_takes_no_command_but_a_restore() {
    let commands = [
        update("Apollo 2", vec![ACME], vec![ADA]),
        ProjectCommand::ChangeProjectStatus { status_id: 2 },
        ProjectCommand::DeleteProject,
    ];
    for command in commands {
        projects()
            .given(vec![created(), ProjectEvent::ProjectDeleted {}])
            .when_async(command)
            .await
            .then_expect_error(ProjectError::NotFound);
    }
    projects()
        .given(vec![created(), ProjectEvent::ProjectDeleted {}])
        .when_async(create("Apollo", 1, vec![], vec![]))
        .await
        .then_expect_error(ProjectError::AlreadyExists);
}

#[tokio::test]
async fn restoring_a_deleted_project_brings_it_back_as_it_was() {
    projects()
        .given(vec![created(), ProjectEvent::ProjectDeleted {}])
        .when_async(ProjectCommand::RestoreProject)
        .await
        .then_expect_events(vec![ProjectEvent::ProjectRestored {}]);
    // And it takes commands again.
    projects()
        .given(vec![
            created(),
            ProjectEvent::ProjectDeleted {},
            ProjectEvent::ProjectRestored {},
        ])
        .when_async(ProjectCommand::ChangeProjectStatus { status_id: 2 })
        .await
        .then_expect_events(vec![ProjectEvent::ProjectStatusChanged {
            from: ProjectStatus::Planning,
            to: ProjectStatus::Active,
        }]);
}

#[tokio::test]
async fn restoring_a_project_that_is_not_deleted_is_refused() {
    projects()
        .given(vec![created()])
        .when_async(ProjectCommand::RestoreProject)
        .await
        .then_expect_error(ProjectError::NotDeleted);
}

#[test]
fn status_ids_and_names_follow_the_spec() {
    for status in ProjectStatus::ALL {
        assert_eq!(ProjectStatus::from_id(status.id()), Some(status));
        assert_eq!(
            serde_json::to_value(status).unwrap(),
            serde_json::Value::from(status.name())
        );
    }
    let ids: Vec<(i32, &str)> = ProjectStatus::ALL
        .into_iter()
        .map(|s| (s.id(), s.name()))
        .collect();
    assert_eq!(
        ids,
        [
            (1, "planning"),
            (2, "active"),
            (3, "canceled"),
            (4, "archived")
        ]
    );
    assert_eq!(ProjectStatus::default(), ProjectStatus::Planning);
}
