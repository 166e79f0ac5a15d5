//! Sign-in, sign-out, password change and the profile (brief §4).

use async_graphql::{Context, InputObject, Object, SimpleObject};

use super::areas::Area;
use super::guard::Policy;
use super::members::Profile;
use super::{request, session, state};
use crate::catalogue::Code;
use crate::error::{ApiResult, GqlResult};
use crate::policy::Rule;
use crate::read::members as employee_reads;
use crate::state::AppState;

/// Identity's operations: the caller's own profile and account.
pub static AREA: Area = Area {
    name: "identity",
    policy: &[
        ("Query.profile", Rule::SignedIn),
        ("Mutation.signIn", Rule::Public),
        ("Mutation.signOut", Rule::SignedIn),
        ("Mutation.changePassword", Rule::SignedIn),
    ],
    projections: &[],
    entities: &[],
};

async fn profile_of(state: &AppState, employee_id: uuid::Uuid) -> ApiResult<Profile> {
    employee_reads::by_id(&state.reads, employee_id)
        .await?
        .map(Profile)
        .ok_or_else(|| Code::EmployeeNotFound.into())
}

#[derive(Default)]
pub struct IdentityQuery;

#[Object(guard = "Policy::query()")]
impl IdentityQuery {
    /// The signed-in employee; `102.X000.001` when signed out (the client then signs out).
    async fn profile(&self, ctx: &Context<'_>) -> GqlResult<Profile> {
        let me = session(ctx)?.employee_id;
        Ok(profile_of(state(ctx), me).await?)
    }
}

#[derive(InputObject)]
pub struct SignInInput {
    email: String,
    password: String,
}

#[derive(SimpleObject)]
pub struct SignInPayload {
    access_token: String,
    profile: Profile,
}

#[derive(InputObject)]
pub struct SignOutInput {
    client_mutation_id: Option<String>,
}

#[derive(SimpleObject)]
pub struct SignOutPayload {
    client_mutation_id: Option<String>,
    signed_out: bool,
}

#[derive(InputObject)]
pub struct ChangePasswordInput {
    old_password: String,
    new_password: String,
}

#[derive(SimpleObject)]
pub struct ChangePasswordPayload {
    /// How many of the employee's other sessions were revoked.
    revoked_sessions: i64,
}

#[derive(Default)]
pub struct IdentityMutation;

#[Object(guard = "Policy::mutation()")]
impl IdentityMutation {
    /// Wrong email or password: 'The email or password you entered is incorrect.'
    async fn sign_in(&self, ctx: &Context<'_>, input: SignInInput) -> GqlResult<SignInPayload> {
        let state = state(ctx);
        let (access_token, employee_id) =
            state.identity.sign_in(&input.email, input.password).await?;
        Ok(SignInPayload {
            access_token,
            profile: profile_of(state, employee_id).await?,
        })
    }

    /// Revokes the caller's token on the server.
    async fn sign_out(&self, ctx: &Context<'_>, input: SignOutInput) -> GqlResult<SignOutPayload> {
        let session = session(ctx)?;
        state(ctx).identity.sign_out(session).await?;
        Ok(SignOutPayload {
            client_mutation_id: input.client_mutation_id,
            signed_out: true,
        })
    }

    /// Wrong old password: 'Invalid credentials'. Revokes the employee's other sessions.
    async fn change_password(
        &self,
        ctx: &Context<'_>,
        input: ChangePasswordInput,
    ) -> GqlResult<ChangePasswordPayload> {
        let session = session(ctx)?;
        let metadata = request(ctx)?.metadata();
        let revoked = state(ctx)
            .identity
            .change_password(session, input.old_password, input.new_password, &metadata)
            .await?;
        Ok(ChangePasswordPayload {
            revoked_sessions: revoked as i64,
        })
    }
}
