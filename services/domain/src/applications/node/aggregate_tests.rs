//! Given/when/then tests: every page and requirement command and every rejection. The world
//! the lookups see is [`crate::applications::test_support`]'s.

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::Command;
use crate::applications::test_support::*;
use crate::applications::{CONTENT_MAX_CHARS, MAX_POSITION, NAME_MAX_CHARS};

fn nodes() -> TestFramework<ApplicationNode> {
    TestFramework::with(KnownIds::standard().services())
}

/// Proves a command asked nothing of the write side (any lookup fails).
fn nodes_without_lookup() -> TestFramework<ApplicationNode> {
    TestFramework::with(Unreachable::services())
}

/// The new-page and new-requirement forms' fields.
struct NewNode {
    application_id: Uuid,
    tree: Tree,
    kind: NodeKind,
    parent_id: Option<Uuid>,
    position: i32,
    name: String,
    content: String,
    status_id: i32,
}

/// A page in Portal's Screens directory, with spaces around its name.
fn new_page() -> NewNode {
    NewNode {
        application_id: PORTAL,
        tree: Tree::Pages,
        kind: NodeKind::Leaf,
        parent_id: Some(SCREENS),
        position: 2,
        name: "  Sign-up page ".into(),
        content: "  # Sign up\nEmail and password".into(),
        status_id: 1,
    }
}

impl NewNode {
    fn command(self) -> ApplicationNodeCommand {
        ApplicationNodeCommand::CreateNode {
            node_id: NEW_NODE,
            application_id: self.application_id,
            tree: self.tree,
            kind: self.kind,
            parent_id: self.parent_id,
            position: self.position,
            name: self.name,
            content: self.content,
            status_id: self.status_id,
        }
    }
}

/// [`new_page`] as recorded: the name trimmed, the content as sent.
fn page_created() -> ApplicationNodeEvent {
    ApplicationNodeEvent::NodeCreated {
        node_id: NEW_NODE,
        application_id: PORTAL,
        tree: Tree::Pages,
        kind: NodeKind::Leaf,
        parent_id: Some(SCREENS),
        position: 2,
        name: "Sign-up page".into(),
        content: "  # Sign up\nEmail and password".into(),
        status: NodeStatus::NotStarted,
    }
}

/// The history of the Login page (a leaf in Screens, second place).
fn login_created() -> ApplicationNodeEvent {
    ApplicationNodeEvent::NodeCreated {
        node_id: LOGIN,
        application_id: PORTAL,
        tree: Tree::Pages,
        kind: NodeKind::Leaf,
        parent_id: Some(SCREENS),
        position: 1,
        name: "Login".into(),
        content: "Email and password".into(),
        status: NodeStatus::NotStarted,
    }
}

/// The history of the Screens directory (top of Portal's page tree, first place), which
/// holds Forms and Login.
fn screens_created() -> ApplicationNodeEvent {
    ApplicationNodeEvent::NodeCreated {
        node_id: SCREENS,
        application_id: PORTAL,
        tree: Tree::Pages,
        kind: NodeKind::Directory,
        parent_id: None,
        position: 0,
        name: "Screens".into(),
        content: String::new(),
        status: NodeStatus::Processing,
    }
}

/// The history of the Passwords requirement (a leaf in Security).
fn passwords_created() -> ApplicationNodeEvent {
    ApplicationNodeEvent::NodeCreated {
        node_id: PASSWORDS,
        application_id: PORTAL,
        tree: Tree::Requirements,
        kind: NodeKind::Leaf,
        parent_id: Some(SECURITY),
        position: 0,
        name: "Passwords".into(),
        content: "At least 12 characters".into(),
        status: NodeStatus::NotStarted,
    }
}

fn edit(name: &str, content: &str) -> ApplicationNodeCommand {
    ApplicationNodeCommand::EditNode {
        name: name.into(),
        content: content.into(),
    }
}

fn change_status(status_id: i32) -> ApplicationNodeCommand {
    ApplicationNodeCommand::ChangeNodeStatus { status_id }
}

fn move_to(parent_id: Option<Uuid>, position: i32) -> ApplicationNodeCommand {
    ApplicationNodeCommand::MoveNode {
        parent_id,
        position,
    }
}

fn link(requirement_id: Uuid) -> ApplicationNodeCommand {
    ApplicationNodeCommand::LinkRequirement { requirement_id }
}

fn unlink(requirement_id: Uuid) -> ApplicationNodeCommand {
    ApplicationNodeCommand::UnlinkRequirement { requirement_id }
}

fn delete_with(directory_id: Uuid) -> ApplicationNodeCommand {
    ApplicationNodeCommand::DeleteWithDirectory { directory_id }
}

fn restore_with(directory_id: Uuid) -> ApplicationNodeCommand {
    ApplicationNodeCommand::RestoreWithDirectory { directory_id }
}

fn nodes_with(known: KnownIds) -> TestFramework<ApplicationNode> {
    TestFramework::with(known.services())
}

// ----- CreateNode -----

#[tokio::test]
async fn creating_a_page_records_a_trimmed_name_the_content_as_sent_and_its_place() {
    nodes()
        .given_no_previous_events()
        .when_async(new_page().command())
        .await
        .then_expect_events(vec![page_created()]);
}

#[tokio::test]
async fn a_requirement_goes_in_a_requirement_directory_in_any_status() {
    for status in NodeStatus::ALL {
        let command = NewNode {
            tree: Tree::Requirements,
            parent_id: Some(SECURITY),
            name: "Sessions expire".into(),
            content: String::new(),
            status_id: status.id(),
            ..new_page()
        };
        nodes()
            .given_no_previous_events()
            .when_async(command.command())
            .await
            .then_expect_events(vec![ApplicationNodeEvent::NodeCreated {
                node_id: NEW_NODE,
                application_id: PORTAL,
                tree: Tree::Requirements,
                kind: NodeKind::Leaf,
                parent_id: Some(SECURITY),
                position: 2,
                name: "Sessions expire".into(),
                content: String::new(),
                status,
            }]);
    }
}

#[tokio::test]
async fn a_directory_may_go_at_the_top_of_either_tree_asking_only_whether_the_application_exists() {
    for tree in [Tree::Pages, Tree::Requirements] {
        let command = NewNode {
            tree,
            kind: NodeKind::Directory,
            parent_id: None,
            position: 0,
            name: "Admin".into(),
            content: String::new(),
            ..new_page()
        };
        nodes()
            .given_no_previous_events()
            .when_async(command.command())
            .await
            .then_expect_events(vec![ApplicationNodeEvent::NodeCreated {
                node_id: NEW_NODE,
                application_id: PORTAL,
                tree,
                kind: NodeKind::Directory,
                parent_id: None,
                position: 0,
                name: "Admin".into(),
                content: String::new(),
                status: NodeStatus::NotStarted,
            }]);
    }
}

#[tokio::test]
async fn a_japanese_name_content_of_the_maximum_length_and_the_last_position_are_accepted() {
    let name = "画".repeat(NAME_MAX_CHARS);
    let content = "説".repeat(CONTENT_MAX_CHARS);
    let command = NewNode {
        name: name.clone(),
        content: content.clone(),
        position: MAX_POSITION,
        ..new_page()
    };
    let events = nodes()
        .given_no_previous_events()
        .when_async(command.command())
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([ApplicationNodeEvent::NodeCreated { name: n, content: c, position: MAX_POSITION, .. }])
            if *n == name && *c == content
    ));
}

#[tokio::test]
async fn creating_a_node_with_an_empty_or_oversized_name_is_rejected() {
    for name in ["", "   ", &"x".repeat(NAME_MAX_CHARS + 1)] {
        let command = NewNode {
            name: name.into(),
            ..new_page()
        };
        nodes_without_lookup()
            .given_no_previous_events()
            .when_async(command.command())
            .await
            .then_expect_error(ApplicationNodeError::InvalidName);
    }
}

#[tokio::test]
async fn creating_a_node_with_oversized_content_is_rejected() {
    let command = NewNode {
        content: "x".repeat(CONTENT_MAX_CHARS + 1),
        ..new_page()
    };
    nodes_without_lookup()
        .given_no_previous_events()
        .when_async(command.command())
        .await
        .then_expect_error(ApplicationNodeError::InvalidContent);
}

#[tokio::test]
async fn creating_a_node_with_an_unknown_status_is_rejected() {
    for status_id in [0, 5, -1] {
        let command = NewNode {
            status_id,
            ..new_page()
        };
        nodes_without_lookup()
            .given_no_previous_events()
            .when_async(command.command())
            .await
            .then_expect_error(ApplicationNodeError::InvalidStatus);
    }
}

#[tokio::test]
async fn creating_a_node_at_a_negative_or_too_high_position_is_rejected() {
    for position in [-1, MAX_POSITION + 1] {
        let command = NewNode {
            position,
            ..new_page()
        };
        nodes_without_lookup()
            .given_no_previous_events()
            .when_async(command.command())
            .await
            .then_expect_error(ApplicationNodeError::InvalidPosition);
    }
}

#[tokio::test]
async fn creating_a_node_in_an_unknown_application_is_rejected() {
    let command = NewNode {
        application_id: GHOST,
        parent_id: None,
        ..new_page()
    };
    nodes()
        .given_no_previous_events()
        .when_async(command.command())
        .await
        .then_expect_error(ApplicationNodeError::ApplicationNotFound);
}

#[tokio::test]
async fn a_parent_that_is_not_a_directory_of_the_same_application_and_tree_is_not_found() {
    let cases = [
        (Tree::Pages, GHOST),
        // Security is a requirement directory, Screens a page directory.
        (Tree::Pages, SECURITY),
        (Tree::Requirements, SCREENS),
        // Shop's page directory, not Portal's.
        (Tree::Pages, SHOP_SCREENS),
    ];
    for (tree, parent_id) in cases {
        let command = NewNode {
            tree,
            parent_id: Some(parent_id),
            ..new_page()
        };
        nodes()
            .given_no_previous_events()
            .when_async(command.command())
            .await
            .then_expect_error(ApplicationNodeError::ParentNotFound { tree });
    }
}

#[test]
fn a_missing_parent_is_named_after_its_tree_as_the_spec_does() {
    let page = ApplicationNodeError::ParentNotFound { tree: Tree::Pages };
    let requirement = ApplicationNodeError::ParentNotFound {
        tree: Tree::Requirements,
    };
    assert_eq!(page.to_string(), "page directory not found");
    assert_eq!(requirement.to_string(), "requirement directory not found");
}

#[tokio::test]
async fn only_directories_can_have_children() {
    let cases = [(Tree::Pages, LOGIN), (Tree::Requirements, PASSWORDS)];
    for (tree, parent_id) in cases {
        let command = NewNode {
            tree,
            parent_id: Some(parent_id),
            ..new_page()
        };
        nodes()
            .given_no_previous_events()
            .when_async(command.command())
            .await
            .then_expect_error(ApplicationNodeError::ParentNotDirectory);
    }
    assert_eq!(
        ApplicationNodeError::ParentNotDirectory.to_string(),
        "Only directories can have children"
    );
}

#[tokio::test]
async fn a_failing_lookup_is_reported_as_such_not_as_a_missing_application_or_parent() {
    nodes_without_lookup()
        .given_no_previous_events()
        .when_async(new_page().command())
        .await
        .then_expect_error(ApplicationNodeError::Lookup(UNREACHABLE.into()));
}

#[tokio::test]
async fn creating_a_node_twice_is_rejected() {
    nodes_without_lookup()
        .given(vec![page_created()])
        .when_async(new_page().command())
        .await
        .then_expect_error(ApplicationNodeError::AlreadyExists);
}

#[tokio::test]
async fn every_other_command_on_a_node_that_does_not_exist_is_rejected_as_not_found() {
    let commands = [
        edit("Login", ""),
        change_status(2),
        move_to(None, 0),
        link(PASSWORDS),
        unlink(PASSWORDS),
        ApplicationNodeCommand::DeleteNode,
        ApplicationNodeCommand::RestoreNode,
        delete_with(SCREENS),
        restore_with(SCREENS),
        ApplicationNodeCommand::DeleteWithApplication,
        ApplicationNodeCommand::RestoreWithApplication,
    ];
    for command in commands {
        nodes_without_lookup()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(ApplicationNodeError::NotFound);
    }
}

// ----- EditNode -----

#[tokio::test]
async fn editing_a_node_records_its_new_trimmed_name_and_content_as_sent() {
    nodes_without_lookup()
        .given(vec![login_created()])
        .when_async(edit(" Log in ", "  Email, password and *remember me*"))
        .await
        .then_expect_events(vec![ApplicationNodeEvent::NodeEdited {
            name: "Log in".into(),
            content: "  Email, password and *remember me*".into(),
        }]);
}

#[tokio::test]
async fn an_edit_identical_to_the_current_data_is_rejected() {
    nodes_without_lookup()
        .given(vec![login_created()])
        .when_async(edit("Login  ", "Email and password"))
        .await
        .then_expect_error(ApplicationNodeError::NothingChanged);
}

#[tokio::test]
async fn an_edit_with_an_invalid_field_is_rejected() {
    let cases = [
        (edit(" ", ""), ApplicationNodeError::InvalidName),
        (
            edit(&"x".repeat(NAME_MAX_CHARS + 1), ""),
            ApplicationNodeError::InvalidName,
        ),
        (
            edit("Login", &"x".repeat(CONTENT_MAX_CHARS + 1)),
            ApplicationNodeError::InvalidContent,
        ),
    ];
    for (command, error) in cases {
        nodes_without_lookup()
            .given(vec![login_created()])
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

// ----- ChangeNodeStatus -----

#[tokio::test]
async fn changing_the_status_records_from_and_to() {
    nodes_without_lookup()
        .given(vec![login_created()])
        .when_async(change_status(4))
        .await
        .then_expect_events(vec![ApplicationNodeEvent::NodeStatusChanged {
            from: NodeStatus::NotStarted,
            to: NodeStatus::Completed,
        }]);
}

#[tokio::test]
async fn setting_the_current_status_again_is_rejected() {
    nodes_without_lookup()
        .given(vec![login_created()])
        .and(vec![ApplicationNodeEvent::NodeStatusChanged {
            from: NodeStatus::NotStarted,
            to: NodeStatus::Closed,
        }])
        .when_async(change_status(3))
        .await
        .then_expect_error(ApplicationNodeError::StatusSame);
}

#[tokio::test]
async fn changing_to_an_unknown_status_is_rejected() {
    for status_id in [0, 5] {
        nodes_without_lookup()
            .given(vec![login_created()])
            .when_async(change_status(status_id))
            .await
            .then_expect_error(ApplicationNodeError::InvalidStatus);
    }
}

// ----- MoveNode -----

#[tokio::test]
async fn moving_a_page_into_another_directory_records_where_from_and_where_to() {
    nodes()
        .given(vec![login_created()])
        .when_async(move_to(Some(FORMS), 0))
        .await
        .then_expect_events(vec![ApplicationNodeEvent::NodeMoved {
            from_parent: Some(SCREENS),
            to_parent: Some(FORMS),
            from_position: 1,
            to_position: 0,
        }]);
}

#[tokio::test]
async fn a_new_place_among_the_same_siblings_or_at_the_top_asks_nothing() {
    let cases = [(Some(SCREENS), 0), (None, 3)];
    for (parent_id, position) in cases {
        nodes_without_lookup()
            .given(vec![login_created()])
            .when_async(move_to(parent_id, position))
            .await
            .then_expect_events(vec![ApplicationNodeEvent::NodeMoved {
                from_parent: Some(SCREENS),
                to_parent: parent_id,
                from_position: 1,
                to_position: position,
            }]);
    }
}

#[tokio::test]
async fn a_directory_moves_with_its_subtree_in_one_event() {
    nodes()
        .given(vec![screens_created()])
        .when_async(move_to(Some(ARCHIVE), 5))
        .await
        .then_expect_events(vec![ApplicationNodeEvent::NodeMoved {
            from_parent: None,
            to_parent: Some(ARCHIVE),
            from_position: 0,
            to_position: 5,
        }]);
}

#[tokio::test]
async fn moving_a_directory_into_itself_or_below_itself_is_rejected() {
    nodes_without_lookup()
        .given(vec![screens_created()])
        .when_async(move_to(Some(SCREENS), 0))
        .await
        .then_expect_error(ApplicationNodeError::MoveIntoOwnSubtree);
    // Forms lies in Screens.
    nodes()
        .given(vec![screens_created()])
        .when_async(move_to(Some(FORMS), 0))
        .await
        .then_expect_error(ApplicationNodeError::MoveIntoOwnSubtree);
}

#[tokio::test]
async fn a_move_to_the_place_the_node_was_last_given_is_recorded_since_siblings_may_have_shifted_it()
 {
    nodes_without_lookup()
        .given(vec![login_created()])
        .when_async(move_to(Some(SCREENS), 1))
        .await
        .then_expect_events(vec![ApplicationNodeEvent::NodeMoved {
            from_parent: Some(SCREENS),
            to_parent: Some(SCREENS),
            from_position: 1,
            to_position: 1,
        }]);
}

#[tokio::test]
async fn a_move_to_a_negative_or_too_high_position_is_rejected() {
    for position in [-1, MAX_POSITION + 1] {
        nodes_without_lookup()
            .given(vec![login_created()])
            .when_async(move_to(Some(SCREENS), position))
            .await
            .then_expect_error(ApplicationNodeError::InvalidPosition);
    }
}

#[tokio::test]
async fn a_move_into_a_directory_of_another_tree_or_application_or_none_at_all_is_rejected() {
    for parent_id in [GHOST, SECURITY, SHOP_SCREENS] {
        nodes()
            .given(vec![login_created()])
            .when_async(move_to(Some(parent_id), 0))
            .await
            .then_expect_error(ApplicationNodeError::ParentNotFound { tree: Tree::Pages });
    }
    nodes()
        .given(vec![passwords_created()])
        .when_async(move_to(Some(SCREENS), 0))
        .await
        .then_expect_error(ApplicationNodeError::ParentNotFound {
            tree: Tree::Requirements,
        });
}

#[tokio::test]
async fn a_move_under_a_leaf_is_rejected() {
    nodes()
        .given(vec![screens_created()])
        .when_async(move_to(Some(LOGIN), 0))
        .await
        .then_expect_error(ApplicationNodeError::ParentNotDirectory);
}

#[tokio::test]
async fn a_failing_lookup_on_a_move_is_reported_as_such() {
    nodes_without_lookup()
        .given(vec![screens_created()])
        .when_async(move_to(Some(ARCHIVE), 0))
        .await
        .then_expect_error(ApplicationNodeError::Lookup(UNREACHABLE.into()));
}

// ----- LinkRequirement, UnlinkRequirement -----

#[tokio::test]
async fn linking_a_requirement_to_a_page_records_it() {
    nodes()
        .given(vec![login_created()])
        .when_async(link(PASSWORDS))
        .await
        .then_expect_events(vec![ApplicationNodeEvent::RequirementLinked {
            requirement_id: PASSWORDS,
        }]);
}

#[tokio::test]
async fn a_page_may_link_several_requirements() {
    nodes()
        .given(vec![
            login_created(),
            ApplicationNodeEvent::RequirementLinked {
                requirement_id: PASSWORDS,
            },
        ])
        .when_async(link(SESSIONS))
        .await
        .then_expect_events(vec![ApplicationNodeEvent::RequirementLinked {
            requirement_id: SESSIONS,
        }]);
}

#[tokio::test]
async fn linking_a_requirement_already_linked_is_rejected() {
    nodes_without_lookup()
        .given(vec![
            login_created(),
            ApplicationNodeEvent::RequirementLinked {
                requirement_id: PASSWORDS,
            },
        ])
        .when_async(link(PASSWORDS))
        .await
        .then_expect_error(ApplicationNodeError::AssignmentExists);
}

#[tokio::test]
async fn linking_what_is_not_a_requirement_of_the_pages_application_is_rejected() {
    // Nothing, a page, and a requirement of Shop.
    for requirement_id in [GHOST, FORMS, SHOP_PAYMENTS] {
        nodes()
            .given(vec![login_created()])
            .when_async(link(requirement_id))
            .await
            .then_expect_error(ApplicationNodeError::RequirementNotFound);
    }
}

#[tokio::test]
async fn only_pages_link_or_unlink_requirements() {
    for command in [link(SESSIONS), unlink(SESSIONS)] {
        nodes_without_lookup()
            .given(vec![passwords_created()])
            .when_async(command)
            .await
            .then_expect_error(ApplicationNodeError::NotAPage);
    }
}

#[tokio::test]
async fn a_failing_lookup_on_a_link_is_reported_as_such() {
    nodes_without_lookup()
        .given(vec![login_created()])
        .when_async(link(PASSWORDS))
        .await
        .then_expect_error(ApplicationNodeError::Lookup(UNREACHABLE.into()));
}

#[tokio::test]
async fn unlinking_a_requirement_records_it() {
    nodes_without_lookup()
        .given(vec![
            login_created(),
            ApplicationNodeEvent::RequirementLinked {
                requirement_id: PASSWORDS,
            },
        ])
        .when_async(unlink(PASSWORDS))
        .await
        .then_expect_events(vec![ApplicationNodeEvent::RequirementUnlinked {
            requirement_id: PASSWORDS,
        }]);
}

#[tokio::test]
async fn unlinking_a_requirement_that_is_not_linked_is_rejected() {
    nodes_without_lookup()
        .given(vec![
            login_created(),
            ApplicationNodeEvent::RequirementLinked {
                requirement_id: PASSWORDS,
            },
            ApplicationNodeEvent::RequirementUnlinked {
                requirement_id: PASSWORDS,
            },
        ])
        .when_async(unlink(PASSWORDS))
        .await
        .then_expect_error(ApplicationNodeError::AssignmentNotFound);
}

// ----- State, names -----

/// One event of every type, in the order of [`ApplicationNodeEvent::TYPES`].
fn one_of_each() -> Vec<ApplicationNodeEvent> {
    vec![
        login_created(),
        ApplicationNodeEvent::NodeEdited {
            name: "Log in".into(),
            content: "Email only".into(),
        },
        ApplicationNodeEvent::NodeStatusChanged {
            from: NodeStatus::NotStarted,
            to: NodeStatus::Processing,
        },
        ApplicationNodeEvent::NodeMoved {
            from_parent: Some(SCREENS),
            to_parent: Some(FORMS),
            from_position: 1,
            to_position: 4,
        },
        ApplicationNodeEvent::RequirementLinked {
            requirement_id: PASSWORDS,
        },
        ApplicationNodeEvent::RequirementUnlinked {
            requirement_id: PASSWORDS,
        },
        ApplicationNodeEvent::NodeDeleted {},
        ApplicationNodeEvent::NodeRestored {},
        ApplicationNodeEvent::NodeDeletedWithDirectory {
            directory_id: SCREENS,
        },
        ApplicationNodeEvent::NodeRestoredWithDirectory {
            directory_id: SCREENS,
        },
        ApplicationNodeEvent::NodeDeletedWithApplication {},
        ApplicationNodeEvent::NodeRestoredWithApplication {},
    ]
}

#[test]
fn the_state_folds_every_event() {
    let mut node = ApplicationNode::default();
    let mut events = one_of_each();
    // Linked twice, unlinked once: one link stays.
    events.insert(
        4,
        ApplicationNodeEvent::RequirementLinked {
            requirement_id: SESSIONS,
        },
    );
    for event in events {
        cqrs_es::Aggregate::apply(&mut node, event);
    }
    assert_eq!(
        node,
        ApplicationNode {
            id: Some(LOGIN),
            application_id: PORTAL,
            tree: Tree::Pages,
            kind: NodeKind::Leaf,
            parent_id: Some(FORMS),
            position: 4,
            name: "Log in".into(),
            content: "Email only".into(),
            status: NodeStatus::Processing,
            requirement_ids: vec![SESSIONS],
            deleted: false,
            deleted_with: None,
        }
    );
}

#[test]
fn event_types_are_the_serialized_tags_and_all_listed_in_types() {
    let events = one_of_each();
    let types: Vec<String> = events
        .iter()
        .map(cqrs_es::DomainEvent::event_type)
        .collect();
    assert_eq!(types, ApplicationNodeEvent::TYPES);
    for event in events {
        let json = serde_json::to_value(&event).unwrap();
        let tag = json.as_object().unwrap().keys().next().unwrap().clone();
        assert_eq!(tag, cqrs_es::DomainEvent::event_type(&event));
        assert_eq!(cqrs_es::DomainEvent::event_version(&event), "1.0");
        assert_eq!(
            serde_json::from_value::<ApplicationNodeEvent>(json).unwrap(),
            event
        );
    }
}

#[test]
fn the_tree_kind_and_status_are_stored_by_name() {
    let json = serde_json::to_value(screens_created()).unwrap();
    let created = &json["NodeCreated"];
    assert_eq!(created["tree"], "pages");
    assert_eq!(created["kind"], "directory");
    assert_eq!(created["status"], "processing");
}

#[test]
fn the_aggregate_is_registered_under_its_type() {
    let kind = crate::aggregate_kind("ApplicationNode").unwrap();
    assert_eq!(kind.event_types, ApplicationNodeEvent::TYPES);
    assert_eq!(
        <ApplicationNode as cqrs_es::Aggregate>::TYPE,
        "ApplicationNode"
    );
    let names = [
        (new_page().command(), "CreateNode"),
        (edit("a", ""), "EditNode"),
        (change_status(2), "ChangeNodeStatus"),
        (move_to(None, 0), "MoveNode"),
        (link(PASSWORDS), "LinkRequirement"),
        (unlink(PASSWORDS), "UnlinkRequirement"),
        (ApplicationNodeCommand::DeleteNode, "DeleteNode"),
        (ApplicationNodeCommand::RestoreNode, "RestoreNode"),
        (delete_with(SCREENS), "DeleteNodeWithDirectory"),
        (restore_with(SCREENS), "RestoreNodeWithDirectory"),
        (
            ApplicationNodeCommand::DeleteWithApplication,
            "DeleteNodeWithApplication",
        ),
        (
            ApplicationNodeCommand::RestoreWithApplication,
            "RestoreNodeWithApplication",
        ),
    ];
    for (command, name) in names {
        assert_eq!(command.name(), name);
    }
}

// ----- Delete and restore (issue 35) -----

/// The Login page, then `event`.
fn login_and(event: ApplicationNodeEvent) -> Vec<ApplicationNodeEvent> {
    vec![login_created(), event]
}

fn deleted_on_its_own() -> ApplicationNodeEvent {
    ApplicationNodeEvent::NodeDeleted {}
}

fn deleted_with_screens() -> ApplicationNodeEvent {
    ApplicationNodeEvent::NodeDeletedWithDirectory {
        directory_id: SCREENS,
    }
}

#[tokio::test]
async fn a_node_is_deleted_on_its_own_with_its_directory_or_with_its_application_asking_nothing() {
    let cases = [
        (ApplicationNodeCommand::DeleteNode, deleted_on_its_own()),
        (delete_with(SCREENS), deleted_with_screens()),
        (
            ApplicationNodeCommand::DeleteWithApplication,
            ApplicationNodeEvent::NodeDeletedWithApplication {},
        ),
    ];
    for (command, event) in cases {
        nodes_without_lookup()
            .given(vec![login_created()])
            .when_async(command)
            .await
            .then_expect_events(vec![event]);
    }
}

#[tokio::test]
async fn a_requirement_linked_by_pages_is_deleted_and_a_page_keeps_its_links() {
    // A page implements a requirement; it does not depend on it: the link reads "(deleted)"
    // while the requirement is in the trash, and comes alive again with it.
    nodes_without_lookup()
        .given(vec![passwords_created()])
        .when_async(ApplicationNodeCommand::DeleteNode)
        .await
        .then_expect_events(vec![deleted_on_its_own()]);
    let linked = vec![
        login_created(),
        ApplicationNodeEvent::RequirementLinked {
            requirement_id: PASSWORDS,
        },
        deleted_on_its_own(),
        ApplicationNodeEvent::NodeRestored {},
    ];
    nodes_without_lookup()
        .given(linked)
        .when_async(link(PASSWORDS))
        .await
        .then_expect_error(ApplicationNodeError::AssignmentExists);
}

#[tokio::test]
async fn a_deleted_node_is_deleted_once_and_takes_no_other_command() {
    for deletion in [
        deleted_on_its_own(),
        deleted_with_screens(),
        ApplicationNodeEvent::NodeDeletedWithApplication {},
    ] {
        for command in [
            ApplicationNodeCommand::DeleteNode,
            delete_with(SCREENS),
            ApplicationNodeCommand::DeleteWithApplication,
            edit("Log in", ""),
            change_status(2),
            move_to(None, 0),
            link(PASSWORDS),
            unlink(PASSWORDS),
        ] {
            nodes_without_lookup()
                .given(login_and(deletion.clone()))
                .when_async(command)
                .await
                .then_expect_error(ApplicationNodeError::NotFound);
        }
        // Its id stays taken while it is in the trash.
        nodes_without_lookup()
            .given(vec![page_created(), deletion])
            .when_async(new_page().command())
            .await
            .then_expect_error(ApplicationNodeError::AlreadyExists);
    }
}

#[tokio::test]
async fn a_node_deleted_on_its_own_is_restored_once_where_it_was() {
    nodes()
        .given(login_and(deleted_on_its_own()))
        .when_async(ApplicationNodeCommand::RestoreNode)
        .await
        .then_expect_events(vec![ApplicationNodeEvent::NodeRestored {}]);
    // A root asks only for its application.
    nodes()
        .given(vec![screens_created(), deleted_on_its_own()])
        .when_async(ApplicationNodeCommand::RestoreNode)
        .await
        .then_expect_events(vec![ApplicationNodeEvent::NodeRestored {}]);
    let mut restored = login_and(deleted_on_its_own());
    restored.push(ApplicationNodeEvent::NodeRestored {});
    nodes_without_lookup()
        .given(restored)
        .when_async(ApplicationNodeCommand::RestoreNode)
        .await
        .then_expect_error(ApplicationNodeError::NotDeleted);
}

#[tokio::test]
async fn a_node_that_is_not_deleted_is_not_restored() {
    for command in [
        ApplicationNodeCommand::RestoreNode,
        restore_with(SCREENS),
        ApplicationNodeCommand::RestoreWithApplication,
    ] {
        nodes_without_lookup()
            .given(vec![login_created()])
            .when_async(command)
            .await
            .then_expect_error(ApplicationNodeError::NotDeleted);
    }
}

#[tokio::test]
async fn a_node_whose_directory_went_to_the_trash_after_it_is_restored_only_once_that_is_back() {
    // Login was deleted, then its directory Screens: Login would come back under a directory
    // that is not there. Restoring Screens first brings it back where it was.
    nodes_with(KnownIds::trashed())
        .given(login_and(deleted_on_its_own()))
        .when_async(ApplicationNodeCommand::RestoreNode)
        .await
        .then_expect_error(ApplicationNodeError::ParentDeleted);
}

#[tokio::test]
async fn a_node_whose_application_went_to_the_trash_after_it_is_not_restored() {
    let in_shop = ApplicationNodeEvent::NodeCreated {
        node_id: SHOP_SCREENS,
        application_id: SHOP,
        tree: Tree::Pages,
        kind: NodeKind::Directory,
        parent_id: None,
        position: 0,
        name: "Screens".into(),
        content: String::new(),
        status: NodeStatus::NotStarted,
    };
    nodes_with(KnownIds::trashed())
        .given(vec![in_shop, deleted_on_its_own()])
        .when_async(ApplicationNodeCommand::RestoreNode)
        .await
        .then_expect_error(ApplicationNodeError::ApplicationDeleted);
    nodes_without_lookup()
        .given(login_and(deleted_on_its_own()))
        .when_async(ApplicationNodeCommand::RestoreNode)
        .await
        .then_expect_error(ApplicationNodeError::Lookup(UNREACHABLE.into()));
}

#[tokio::test]
async fn a_node_deleted_with_its_directory_comes_back_only_with_that_directory() {
    nodes_without_lookup()
        .given(login_and(deleted_with_screens()))
        .when_async(ApplicationNodeCommand::RestoreNode)
        .await
        .then_expect_error(ApplicationNodeError::DeletedWithDirectory {
            directory_id: SCREENS,
        });
    nodes_without_lookup()
        .given(login_and(deleted_with_screens()))
        .when_async(restore_with(FORMS))
        .await
        .then_expect_error(ApplicationNodeError::NotDeleted);
    nodes_without_lookup()
        .given(login_and(deleted_with_screens()))
        .when_async(ApplicationNodeCommand::RestoreWithApplication)
        .await
        .then_expect_error(ApplicationNodeError::NotDeleted);
    // Its directory's restore asked where the subtree goes; it asks nothing.
    nodes_without_lookup()
        .given(login_and(deleted_with_screens()))
        .when_async(restore_with(SCREENS))
        .await
        .then_expect_events(vec![ApplicationNodeEvent::NodeRestoredWithDirectory {
            directory_id: SCREENS,
        }]);
}

#[tokio::test]
async fn a_node_deleted_with_its_application_comes_back_only_with_it() {
    let deleted = login_and(ApplicationNodeEvent::NodeDeletedWithApplication {});
    nodes_without_lookup()
        .given(deleted.clone())
        .when_async(ApplicationNodeCommand::RestoreNode)
        .await
        .then_expect_error(ApplicationNodeError::DeletedWithApplication);
    nodes_without_lookup()
        .given(deleted.clone())
        .when_async(restore_with(SCREENS))
        .await
        .then_expect_error(ApplicationNodeError::NotDeleted);
    nodes_without_lookup()
        .given(deleted)
        .when_async(ApplicationNodeCommand::RestoreWithApplication)
        .await
        .then_expect_events(vec![ApplicationNodeEvent::NodeRestoredWithApplication {}]);
    // One deleted on its own before its application stays in the trash when the
    // application comes back.
    nodes_without_lookup()
        .given(login_and(deleted_on_its_own()))
        .when_async(ApplicationNodeCommand::RestoreWithApplication)
        .await
        .then_expect_error(ApplicationNodeError::NotDeleted);
}

#[tokio::test]
async fn a_deleted_directory_takes_no_child_and_a_deleted_requirement_no_new_link() {
    // The lookup finds no node in the trash (Screens, in `KnownIds::trashed`).
    nodes_with(KnownIds::trashed())
        .given_no_previous_events()
        .when_async(new_page().command())
        .await
        .then_expect_error(ApplicationNodeError::ParentNotFound { tree: Tree::Pages });
    // A root page (Login at the top) moved into the deleted Screens.
    let root_login = ApplicationNodeEvent::NodeCreated {
        node_id: LOGIN,
        application_id: PORTAL,
        tree: Tree::Pages,
        kind: NodeKind::Leaf,
        parent_id: None,
        position: 2,
        name: "Login".into(),
        content: String::new(),
        status: NodeStatus::NotStarted,
    };
    nodes_with(KnownIds::trashed())
        .given(vec![root_login])
        .when_async(move_to(Some(SCREENS), 0))
        .await
        .then_expect_error(ApplicationNodeError::ParentNotFound { tree: Tree::Pages });
}

#[tokio::test]
async fn a_restored_node_is_as_it_was_and_takes_commands_again() {
    for (deletion, restoration) in [
        (deleted_on_its_own(), ApplicationNodeEvent::NodeRestored {}),
        (
            deleted_with_screens(),
            ApplicationNodeEvent::NodeRestoredWithDirectory {
                directory_id: SCREENS,
            },
        ),
        (
            ApplicationNodeEvent::NodeDeletedWithApplication {},
            ApplicationNodeEvent::NodeRestoredWithApplication {},
        ),
    ] {
        let history = vec![login_created(), deletion, restoration];
        nodes_without_lookup()
            .given(history.clone())
            .when_async(edit("Login", "Email and password"))
            .await
            .then_expect_error(ApplicationNodeError::NothingChanged);
        nodes_without_lookup()
            .given(history)
            .when_async(change_status(4))
            .await
            .then_expect_events(vec![ApplicationNodeEvent::NodeStatusChanged {
                from: NodeStatus::NotStarted,
                to: NodeStatus::Completed,
            }]);
    }
}

#[test]
fn the_trash_folds_in_and_out_and_a_node_stored_before_it_reads_as_not_deleted() {
    let mut node = ApplicationNode::default();
    cqrs_es::Aggregate::apply(&mut node, login_created());
    let before = node.clone();
    cqrs_es::Aggregate::apply(&mut node, deleted_with_screens());
    assert!(!node.exists() && node.deleted);
    assert_eq!(node.deleted_with, Some(DeletedWith::Directory(SCREENS)));
    cqrs_es::Aggregate::apply(
        &mut node,
        ApplicationNodeEvent::NodeRestoredWithDirectory {
            directory_id: SCREENS,
        },
    );
    assert_eq!(node, before);
    let mut stored = serde_json::to_value(&before).unwrap();
    let fields = stored.as_object_mut().unwrap();
    fields.remove("deleted");
    fields.remove("deleted_with");
    let read: ApplicationNode = serde_json::from_value(stored).unwrap();
    assert!(read.exists());
    assert_eq!(
        serde_json::to_value(DeletedWith::Directory(SCREENS)).unwrap(),
        serde_json::json!({ "directory": SCREENS })
    );
}
