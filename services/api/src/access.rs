//! Who is asking, and the row-level rules that decide what they may read (issue 31: an access
//! rule is written once).
//!
//! Every area reads the same session facts, [`Caller`]. An area whose rows are not for every
//! caller who passes its read operation (a document is for the roles assigned to it; a
//! project's questions for its team; a workflow instance for its owner and approvers) writes
//! its rule once, as SQL over its read model (`ReadModel::condition`): its lists filter with it inside
//! their statements, and the check of one entity ([`ReadModel::allows`], behind `node`,
//! `history` and history references) runs the same condition on that one row. The hubs that
//! show other areas' rows (notifications, activity, search) read the rule from the area's
//! descriptor (`graphql::areas::ReadModel`) instead of naming the area.
//!
//! *Invariant:* no path serves a row its area's list would hide: a list, a count, a search
//! hit, a notification and a subscription message all go through the same condition.

use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use crate::policy::{self, Rule};
use crate::read::pool::ReadPool;
use crate::sessions::Session;

/// The facts about the signed-in employee that access rules read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    pub employee_id: Uuid,
    /// The roles that exist and are assigned (a deleted role grants nothing).
    pub role_ids: Vec<i32>,
    /// Holds the Admin role: sees every document.
    pub admin: bool,
    /// Admin or a Management-category role: sees every question and workflow, and hidden
    /// templates.
    pub manager: bool,
}

impl Caller {
    pub fn of(session: &Session) -> Self {
        Self {
            employee_id: session.employee_id,
            role_ids: session.role_ids.clone(),
            admin: session.is_admin(),
            manager: policy::check(Rule::Management, Some(session)).is_ok(),
        }
    }

    /// The system (process managers, the seed, history's own reads): sees everything.
    pub fn system() -> Self {
        Self {
            employee_id: Uuid::nil(),
            role_ids: Vec::new(),
            admin: true,
            manager: true,
        }
    }
}

/// Pushes an area's row-level condition for `caller` as `" AND (…)"` over its read model's
/// alias, or nothing when the caller sees every row.
pub type Condition = for<'q> fn(&mut QueryBuilder<'q, Postgres>, &Caller);

/// Where an entity's rows live, what a person calls one, and who may read which: declared
/// once in the area's descriptor and read by every screen that shows other areas' rows.
#[derive(Debug, Clone, Copy)]
pub struct ReadModel {
    /// The read model's table ("document_list") and the alias SQL over it uses ("d").
    pub table: &'static str,
    pub alias: &'static str,
    /// The entity's id column.
    pub id_column: &'static str,
    /// SQL over `alias`: the row's title, name or subject.
    pub title: &'static str,
    /// The row-level rule; `None`: whoever passes the entity's read operation reads every row.
    pub condition: Option<Condition>,
}

impl ReadModel {
    /// Pushes `EXISTS (SELECT 1 FROM <table> <alias> WHERE <alias>.<id> = <id_sql> AND …)`:
    /// the row named by `id_sql` exists and `caller` may read it.
    pub fn push_exists(
        &self,
        query: &mut QueryBuilder<'_, Postgres>,
        id_sql: &str,
        caller: &Caller,
    ) {
        let ReadModel {
            table,
            alias,
            id_column,
            ..
        } = self;
        query.push(format!(
            "EXISTS (SELECT 1 FROM {table} {alias} WHERE {alias}.{id_column} = {id_sql}"
        ));
        if let Some(condition) = self.condition {
            condition(query, caller);
        }
        query.push(")");
    }

    /// `(SELECT <title> FROM <table> <alias> WHERE <alias>.<id> = <id_sql>)`: the row's title,
    /// NULL once it is gone.
    pub fn title_sql(&self, id_sql: &str) -> String {
        let ReadModel {
            table,
            alias,
            id_column,
            title,
            ..
        } = self;
        format!("(SELECT {title} FROM {table} {alias} WHERE {alias}.{id_column} = {id_sql})")
    }

    /// Whether `caller` may read the entity `id`: the list's own condition, on one row.
    pub async fn allows(
        &self,
        pool: &ReadPool,
        caller: &Caller,
        id: Uuid,
    ) -> Result<bool, sqlx::Error> {
        let ReadModel {
            table,
            alias,
            id_column,
            ..
        } = self;
        let mut query = QueryBuilder::new(format!(
            "SELECT EXISTS (SELECT 1 FROM {table} {alias} WHERE {alias}.{id_column} = "
        ));
        query.push_bind(id);
        if let Some(condition) = self.condition {
            condition(&mut query, caller);
        }
        query.push(")");
        pool.fetch_scalar(query.build_query_scalar()).await
    }
}
