//! Members' descriptor (issue 12, moved here by issue 31): what the shared machinery reads
//! of the area (policy rows, projections, and per entity its read model, lifecycle, search,
//! node loader and history).

use staffhub_domain::members::employee::Employee as EmployeeAggregate;
use staffhub_domain::members::role::Role as RoleAggregate;

use crate::read::members as member_reads;

use super::history;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity, Lifecycle};
use crate::graphql::search::Searched;
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "members",
    policy: &[
        ("Query.employees", Rule::SignedIn),
        ("Subscription.employeeChanged", Rule::SignedIn),
        ("Subscription.employeesChanged", Rule::SignedIn),
        ("Query.roles", Rule::SignedIn),
        ("Subscription.rolesChanged", Rule::SignedIn),
        ("Query.roleCategories", Rule::SignedIn),
        ("Query.deletedRoles", Rule::SignedIn),
        ("Mutation.createEmployee", Rule::Admin),
        ("Mutation.updateEmployee", Rule::SignedIn),
        ("Mutation.changeEmployeeAvatar", Rule::SignedIn),
        ("Mutation.updateEmployeeRoles", Rule::Admin),
        ("Mutation.deactivateEmployee", Rule::Admin),
        ("Mutation.reactivateEmployee", Rule::Admin),
        ("Mutation.createRole", Rule::Admin),
        ("Mutation.renameRole", Rule::Admin),
        ("Mutation.deleteRole", Rule::Admin),
        ("Mutation.restoreRole", Rule::Admin),
    ],
    projections: &["members"],
    entities: &[
        Entity {
            type_name: "Employee",
            aggregate_type: "Employee",
            read_operation: "Query.employees",
            read_model: Some(ReadModel {
                table: "employee_directory",
                alias: "e",
                id_column: "employee_id",
                title: "e.name",
                condition: None,
            }),
            lifecycle: Some(Lifecycle {
                created: "EmployeeRegistered",
                deleted: "EmployeeDeactivated",
                revived: "EmployeeReactivated",
            }),
            search: Some(Searched {
                list_operation: "Query.employees",
                statement: member_reads::SEARCH,
                hit: crate::graphql::members::employee_hit,
            }),
            node: Some(crate::graphql::members::employee_node),
            visible: None,
            trash: None,
            bulk: None,
            import: Some(super::import::IMPORT),
            history: History {
                states: states::<EmployeeAggregate>,
                blank: blank::<EmployeeAggregate>,
                labels: &[
                    ("EmployeeRegistered", "Employee registered", "従業員を登録"),
                    (
                        "EmployeeProfileUpdated",
                        "Profile updated",
                        "プロフィールを更新",
                    ),
                    ("EmployeeRolesChanged", "Roles changed", "ロールを変更"),
                    ("EmployeeAvatarChanged", "Avatar changed", "アバターを変更"),
                    (
                        "EmployeeDeactivated",
                        "Employee deactivated",
                        "従業員を無効化",
                    ),
                    ("PasswordChanged", "Password changed", "パスワードを変更"),
                    (
                        "EmployeeReactivated",
                        "Employee reactivated",
                        "従業員を再有効化",
                    ),
                    (
                        "PasswordResetByLink",
                        "Password reset with an emailed link",
                        "メールのリンクでパスワードを再設定",
                    ),
                    (
                        "PasswordResetByAdmin",
                        "Password reset by an admin (signed out everywhere)",
                        "管理者がパスワードをリセット（すべてのセッションをサインアウト）",
                    ),
                ],
                title: ("/name", "/name"),
                fields: history::EMPLOYEE,
                facts: &[],
            },
        },
        Entity {
            type_name: "Role",
            aggregate_type: "Role",
            read_operation: "Query.roles",
            read_model: None,
            // Roles are addressed by their number (spec §6: roleId), not a global id.
            lifecycle: Some(Lifecycle {
                created: "RoleDefined",
                deleted: "RoleDeleted",
                revived: "RoleRestored",
            }),
            search: None,
            node: None,
            visible: None,
            trash: None,
            bulk: None,
            import: None,
            history: History {
                states: states::<RoleAggregate>,
                blank: blank::<RoleAggregate>,
                labels: &[
                    ("RoleDefined", "Role defined", "ロールを定義"),
                    ("RoleRenamed", "Role renamed", "ロール名を変更"),
                    ("RoleDeleted", "Role deleted", "ロールを削除"),
                    ("RoleRestored", "Role restored", "ロールを復元"),
                ],
                title: ("/name", "/name"),
                fields: history::ROLE,
                facts: &[],
            },
        },
    ],
};
