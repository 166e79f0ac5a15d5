use std::sync::{Arc, LazyLock};

use crate::{
    AgentsProjection, AiProjection, ApplicationsProjection, BulkEditsProjection, ChatsProjection,
    DocumentsProjection, EmailOutboxProjection, EmailsProjection, ImportsProjection,
    IssuesProjection, MembersProjection, NotificationsProjection, OrganizationsProjection,
    PipelineProjection, Projection, ProjectsProjection, QuestionsProjection, TagsProjection,
    TasksProjection, WorkflowsProjection,
};

static ALL: LazyLock<Vec<Arc<dyn Projection>>> = LazyLock::new(|| {
    vec![
        Arc::new(TasksProjection),
        Arc::new(MembersProjection),
        Arc::new(TagsProjection),
        Arc::new(OrganizationsProjection),
        Arc::new(PipelineProjection),
        Arc::new(ProjectsProjection),
        Arc::new(QuestionsProjection),
        Arc::new(DocumentsProjection),
        Arc::new(IssuesProjection),
        Arc::new(ApplicationsProjection),
        Arc::new(EmailsProjection),
        Arc::new(EmailOutboxProjection),
        Arc::new(AiProjection),
        Arc::new(AgentsProjection),
        Arc::new(ChatsProjection),
        Arc::new(WorkflowsProjection),
        Arc::new(NotificationsProjection),
        Arc::new(crate::views::SavedViewsProjection),
        Arc::new(BulkEditsProjection),
        Arc::new(ImportsProjection),
        Arc::new(crate::ApiTokensProjection),
    ]
});

/// Every projection the system runs. A new read model is registered here.
pub fn all() -> &'static [Arc<dyn Projection>] {
    &ALL
}

pub fn by_name(name: &str) -> Option<Arc<dyn Projection>> {
    ALL.iter().find(|p| p.name() == name).cloned()
}

/// The projections that read an aggregate type: a command on it is visible to queries once
/// all of these have passed its journal position.
pub fn readers_of(aggregate_type: &str) -> Vec<Arc<dyn Projection>> {
    ALL.iter()
        .filter(|p| p.awaited_for().contains(&aggregate_type))
        .cloned()
        .collect()
}
