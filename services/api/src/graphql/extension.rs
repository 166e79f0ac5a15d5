//! Gives every GraphQL error a catalogue code and the caller's language, on every transport.
//!
//! Over HTTP the handler calls [`localize`] on the response (async-graphql attaches request
//! data only after the `request` hook starts, so an extension cannot see the locale there);
//! over WebSocket this extension's `subscribe` hook does it, reading the locale from the
//! connection's data.
//!
//! Resolver errors already carry `extensions.code` (from `ApiError`); their English message
//! is replaced by the caller's language. Errors raised by the GraphQL engine itself (parse,
//! validation: unknown or missing fields, wrong types, depth or complexity limits) carry no
//! code; they get `203.X000.001 Invalid request` with the engine's detail appended.

use std::sync::Arc;

use async_graphql::extensions::{Extension, ExtensionContext, ExtensionFactory, NextSubscribe};
use async_graphql::{Response, ServerError, Value};
use futures::StreamExt;
use futures::stream::BoxStream;

use crate::catalogue::Code;
use crate::graphql::RequestContext;
use crate::locale::Locale;

pub struct CatalogueExtension;

impl ExtensionFactory for CatalogueExtension {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(CatalogueExtension)
    }
}

fn locale_of(ctx: &ExtensionContext<'_>) -> Locale {
    ctx.data_opt::<RequestContext>()
        .map(|r| r.locale)
        .unwrap_or_default()
}

pub fn localize(errors: &mut [ServerError], locale: Locale) {
    for error in errors {
        let known = error
            .extensions
            .as_ref()
            .and_then(|ext| ext.get("code"))
            .and_then(|code| match code {
                Value::String(text) => Code::ALL.iter().copied().find(|c| c.code() == text),
                _ => None,
            });
        match known {
            Some(code) => error.message = code.message(locale).to_owned(),
            None => {
                let code = Code::InvalidRequest;
                error.message = format!("{}: {}", code.message(locale), error.message);
                error
                    .extensions
                    .get_or_insert_with(Default::default)
                    .set("code", code.code());
            }
        }
    }
}

#[async_trait::async_trait]
impl Extension for CatalogueExtension {
    fn subscribe<'s>(
        &self,
        ctx: &ExtensionContext<'_>,
        stream: BoxStream<'s, Response>,
        next: NextSubscribe<'_>,
    ) -> BoxStream<'s, Response> {
        let locale = locale_of(ctx);
        next.run(ctx, stream)
            .map(move |mut response| {
                localize(&mut response.errors, locale);
                response
            })
            .boxed()
    }
}
