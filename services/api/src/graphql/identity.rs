//! Sign-in, sign-out, password change, password resets (issue 37 §7) and the profile (brief §4).

use async_graphql::{Context, ID, InputObject, Object, SimpleObject};
use staffhub_domain::members::employee::{Employee as EmployeeAggregate, EmployeeCommand};

use super::areas::Area;
use super::guard::Policy;
use super::members::{Employee, Profile};
use super::{ids, request, session, state};
use crate::areas::members::EmployeeTarget;
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::identity::{ClientAddress, ResetLink};
use crate::mail::reset::{self as reset_mail, Reason, ResetMail};
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
        // Issue 37 §7: a forgotten password is not a permanent lockout. Asking for a link and
        // using one need no session (the member has none); the answer never tells whether an
        // address is known, and requests are limited per address and per client.
        ("Mutation.requestPasswordReset", Rule::Public),
        ("Mutation.resetPassword", Rule::Public),
        // Whoever manages members (the members area's rule for them: Admin).
        ("Mutation.resetEmployeePassword", Rule::Admin),
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

#[derive(InputObject)]
pub struct RequestPasswordResetInput {
    client_mutation_id: Option<String>,
    email: String,
}

#[derive(SimpleObject)]
pub struct RequestPasswordResetPayload {
    client_mutation_id: Option<String>,
    /// Always true: the answer is the same whether or not the address belongs to a member.
    requested: bool,
}

#[derive(InputObject)]
pub struct ResetPasswordInput {
    client_mutation_id: Option<String>,
    /// The token from the emailed link.
    token: String,
    new_password: String,
}

#[derive(SimpleObject)]
pub struct ResetPasswordPayload {
    client_mutation_id: Option<String>,
    /// The member's sign-in email, so the sign-in page can offer it.
    email: String,
}

#[derive(InputObject)]
pub struct ResetEmployeePasswordInput {
    client_mutation_id: Option<String>,
    employee_id: ID,
}

#[derive(SimpleObject)]
pub struct ResetEmployeePasswordPayload {
    client_mutation_id: Option<String>,
    employee: Employee,
    /// How many of the member's sessions were signed out.
    revoked_sessions: i64,
}

/// Emails a reset link through the mail transport.
async fn send_link(state: &AppState, link: &ResetLink, reason: Reason) -> ApiResult<()> {
    let message = ResetMail {
        to_email: &link.email,
        to_name: &link.name,
        token: &link.token,
        locale: link.locale,
        reason,
        valid_minutes: link.valid_minutes,
    };
    reset_mail::send(&state.mail, &message)
        .await
        .map_err(|failure| {
            tracing::warn!(employee_id = %link.employee_id, %failure, "a password reset email was not sent");
            ApiError::Coded(Code::ResetEmailFailed)
        })
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
        // An admin's reset email is written in the language the member last used (§7).
        state
            .identity
            .remember_locale(employee_id, request(ctx)?.locale)
            .await?;
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

    /// "Forgot password" (public): emails an active member a single-use link, valid 30
    /// minutes. The answer is the same for any address, and comes before the email is sent,
    /// so neither its content nor its timing tells whether the address is known. Past the
    /// limits (per address, per client): 102.A001.004.
    async fn request_password_reset(
        &self,
        ctx: &Context<'_>,
        input: RequestPasswordResetInput,
    ) -> GqlResult<RequestPasswordResetPayload> {
        let state = state(ctx);
        let request = request(ctx)?;
        let client = ctx.data_opt::<ClientAddress>().copied();
        let link = state
            .identity
            .request_password_reset(&input.email, client, request.locale)
            .await?;
        if let Some(link) = link {
            let state = state.clone();
            tokio::spawn(async move {
                if send_link(&state, &link, Reason::Requested).await.is_err() {
                    // The member asks again; the link nobody received is withdrawn.
                    let _ = state.identity.withdraw_reset_token(&link.token).await;
                }
            });
        }
        Ok(RequestPasswordResetPayload {
            client_mutation_id: input.client_mutation_id,
            requested: true,
        })
    }

    /// Sets a new password with an emailed link's token: once, before it expires (unknown
    /// 102.A001.005, used or replaced 102.A001.006, expired 102.A001.007), with the rules of a
    /// password change (203.M001.003). Signs the member out of every session; the journal
    /// records `PasswordResetByLink`, never the secret.
    async fn reset_password(
        &self,
        ctx: &Context<'_>,
        input: ResetPasswordInput,
    ) -> GqlResult<ResetPasswordPayload> {
        let state = state(ctx);
        let employee_id = state
            .identity
            .reset_password(&input.token, input.new_password)
            .await?;
        // The member acted, though signed out: the history names them, not "System".
        let mut metadata = request(ctx)?.metadata();
        metadata.actor_id = Some(employee_id);
        state
            .journal
            .execute::<EmployeeAggregate>(
                &employee_id.to_string(),
                EmployeeCommand::RecordPasswordResetByLink,
                state.identity.employee_services(),
                &metadata,
            )
            .await
            .map_err(ApiError::from)?;
        let email = profile_of(state, employee_id).await?.0.email;
        Ok(ResetPasswordPayload {
            client_mutation_id: input.client_mutation_id,
            email,
        })
    }

    /// Admin: resets a member's password. The member is emailed a reset link (valid 24 hours,
    /// in the language they last signed in with); once the relay took it, their old password
    /// stops working and every session of theirs is signed out at once. Recorded in their
    /// history (`PasswordResetByAdmin`). If the email cannot be sent: 205.A001.001, and nothing
    /// changed.
    async fn reset_employee_password(
        &self,
        ctx: &Context<'_>,
        input: ResetEmployeePasswordInput,
    ) -> GqlResult<ResetEmployeePasswordPayload> {
        let state = state(ctx);
        let request = request(ctx)?;
        let admin = session(ctx)?.employee_id;
        let id = ids::decode(&input.employee_id, "Employee", Code::InvalidId)?;
        let link = state
            .identity
            .admin_reset_link(id, admin, request.locale)
            .await?;
        if let Err(error) = send_link(state, &link, Reason::AdminReset).await {
            state.identity.withdraw_reset_token(&link.token).await?;
            return Err(error.into());
        }
        let metadata = request.metadata();
        let employee = match command::run_for_row::<EmployeeTarget>(
            state,
            &metadata,
            id,
            EmployeeCommand::ResetPasswordByAdmin,
            Expect::Any,
        )
        .await
        {
            Ok(row) => Employee(row),
            Err(error) => {
                state.identity.withdraw_reset_token(&link.token).await?;
                return Err(error.into());
            }
        };
        let revoked = state.identity.lock_out(id).await?;
        Ok(ResetEmployeePasswordPayload {
            client_mutation_id: input.client_mutation_id,
            employee,
            revoked_sessions: revoked as i64,
        })
    }
}
