use uuid::Uuid;

use super::QuestionScope;

/// What a caller asks of a question. Texts arrive raw so that the aggregate decides their
/// validity; the scope's ids are checked against the projects read model by the aggregate.
#[derive(Debug, Clone, PartialEq)]
pub enum QuestionCommand {
    AskQuestion {
        question_id: Uuid,
        scope: QuestionScope,
        title: String,
        body: String,
        asker_id: Option<Uuid>,
    },
    /// Replaces title and body at once (the edit form sends both).
    EditQuestion {
        title: String,
        body: String,
    },
    AnswerQuestion {
        answer: String,
        author_id: Option<Uuid>,
    },
    CloseQuestion,
    ReopenQuestion,
    /// Issue 35: to the trash, and back.
    DeleteQuestion,
    RestoreQuestion,
}

impl crate::Command for QuestionCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::AskQuestion { .. } => "AskQuestion",
            Self::EditQuestion { .. } => "EditQuestion",
            Self::AnswerQuestion { .. } => "AnswerQuestion",
            Self::CloseQuestion => "CloseQuestion",
            Self::ReopenQuestion => "ReopenQuestion",
            Self::DeleteQuestion => "DeleteQuestion",
            Self::RestoreQuestion => "RestoreQuestion",
        }
    }
}
