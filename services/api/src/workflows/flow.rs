//! AI-generated flows (issue 20, `/workflow-instances/{id}/flow-generate`): what a WORKFLOW
//! chat room's model is told to answer, and how its answer becomes proposed steps.
//!
//! The answer streams like any chat answer (`ai::generator`); only a completed one is parsed,
//! and a malformed one is the catalogue's 'Invalid Json Response from Claude AI'
//! (205.Y001.002): nothing is applied from it. The owner edits the proposal and accepts it
//! with `applyGeneratedWorkflowSteps`, which the domain validates like any step list.

use serde_json::Value;
use staffhub_domain::workflows::{
    DESCRIPTION_MAX_CHARS, EXPECTED_DOCUMENT_MAX_CHARS, MAX_DUE_AFTER_HOURS,
    MAX_EXPECTED_DOCUMENTS, MAX_STEPS, NAME_MAX_CHARS,
};

use crate::catalogue::Code;
use crate::state::AppState;

/// A step as the model proposed it, fitted to the domain's limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProposedStep {
    pub name: String,
    pub description: String,
    /// The role name the model wrote, if any (matched to a role by the caller).
    pub approver_role: Option<String>,
    pub expected_documents: Vec<String>,
    pub due_after_hours: Option<u32>,
}

/// The system prompt's workflow part: the answer format and the roles that may approve.
pub async fn instruction(state: &AppState) -> Result<String, sqlx::Error> {
    let roles = crate::read::members::all_roles(&state.reads).await?;
    let names: Vec<String> = roles
        .into_iter()
        .map(|(role, _)| format!("- {}", role.name))
        .collect();
    Ok(format!(
        "\nYou design business workflows for this company. From the user's description, \
         propose the steps of the workflow, in order.\n\
         Answer with one JSON object and nothing else, of this shape:\n\
         {{\"steps\": [{{\"name\": \"short step name\", \"description\": \"what happens in \
         this step\", \"approverRole\": \"one of the roles below, or null when the owner \
         completes the step alone\", \"documents\": [\"name of a document expected at this \
         step\"], \"dueAfterHours\": 24}}]}}\n\
         Use at most {MAX_STEPS} steps. Write the names and descriptions in the language of \
         the user's message. Roles that may approve a step:\n{}\n",
        names.join("\n")
    ))
}

/// The steps of a completed answer. The model may wrap the JSON in a Markdown code fence or a
/// sentence; the first JSON object or array in the text is read. Texts are trimmed and cut to
/// the domain's limits; a step without a name, a wrong type, or no steps at all is malformed.
pub fn parse(text: &str) -> Result<Vec<ProposedStep>, Code> {
    let value = first_json(text).ok_or(Code::InvalidClaudeJson)?;
    let steps = match &value {
        Value::Array(steps) => steps,
        Value::Object(object) => match object.get("steps") {
            Some(Value::Array(steps)) => steps,
            _ => return Err(Code::InvalidClaudeJson),
        },
        _ => return Err(Code::InvalidClaudeJson),
    };
    if steps.is_empty() || steps.len() > MAX_STEPS {
        return Err(Code::InvalidClaudeJson);
    }
    steps.iter().map(step).collect()
}

fn step(value: &Value) -> Result<ProposedStep, Code> {
    let object = value.as_object().ok_or(Code::InvalidClaudeJson)?;
    let text = |key: &str| -> Result<Option<String>, Code> {
        match object.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.trim().to_owned()).filter(|s| !s.is_empty())),
            Some(_) => Err(Code::InvalidClaudeJson),
        }
    };
    let name = text("name")?.ok_or(Code::InvalidClaudeJson)?;
    let description = text("description")?.unwrap_or_default();
    let approver_role = text("approverRole")?;
    let documents = match object
        .get("documents")
        .or_else(|| object.get("expectedDocuments"))
    {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => {
            let mut documents: Vec<String> = Vec::new();
            for item in items {
                let name = item.as_str().ok_or(Code::InvalidClaudeJson)?.trim();
                let name = cut(name, EXPECTED_DOCUMENT_MAX_CHARS);
                let repeat = documents
                    .iter()
                    .any(|d| d.to_lowercase() == name.to_lowercase());
                if !name.is_empty() && !repeat && documents.len() < MAX_EXPECTED_DOCUMENTS {
                    documents.push(name);
                }
            }
            documents
        }
        Some(_) => return Err(Code::InvalidClaudeJson),
    };
    let due_after_hours = match object.get("dueAfterHours") {
        None | Some(Value::Null) => None,
        Some(Value::Number(n)) => {
            let hours = n.as_f64().ok_or(Code::InvalidClaudeJson)?;
            (hours > 0.0).then(|| (hours.ceil() as u64).min(u64::from(MAX_DUE_AFTER_HOURS)) as u32)
        }
        Some(_) => return Err(Code::InvalidClaudeJson),
    };
    Ok(ProposedStep {
        name: cut(&name, NAME_MAX_CHARS),
        description: cut(&description, DESCRIPTION_MAX_CHARS),
        approver_role,
        expected_documents: documents,
        due_after_hours,
    })
}

fn cut(text: &str, max: usize) -> String {
    text.chars().take(max).collect::<String>().trim().to_owned()
}

/// The first JSON value in `text` that looks like an answer: an object with `steps`, or an
/// array of objects (a "[1]" in a sentence before it is not one).
fn first_json(text: &str) -> Option<Value> {
    for (start, c) in text.char_indices() {
        if c != '{' && c != '[' {
            continue;
        }
        let mut stream = serde_json::Deserializer::from_str(&text[start..]).into_iter::<Value>();
        if let Some(Ok(value)) = stream.next() {
            let answer = match &value {
                Value::Object(object) => object.contains_key("steps"),
                Value::Array(items) => items.first().is_some_and(Value::is_object),
                _ => false,
            };
            if answer {
                return Some(value);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fenced_answer_with_a_sentence_around_it_reads_as_its_steps() {
        let text = "Here is the flow:\n```json\n{\"steps\": [\
            {\"name\": \" Draft \", \"description\": \"Write it\", \"approverRole\": null, \
             \"documents\": [\"Draft\", \"draft\", \" \"], \"dueAfterHours\": 1.5},\
            {\"name\": \"Approve\", \"approverRole\": \"Management\", \"dueAfterHours\": 0}\
        ]}\n```\nGood luck.";
        let steps = parse(text).unwrap();
        assert_eq!(steps.len(), 2);
        assert_eq!(steps[0].name, "Draft");
        assert_eq!(steps[0].expected_documents, ["Draft"]);
        assert_eq!(steps[0].due_after_hours, Some(2));
        assert_eq!(steps[1].approver_role.as_deref(), Some("Management"));
        assert_eq!(steps[1].due_after_hours, None);
        assert_eq!(steps[1].description, "");
    }

    #[test]
    fn a_bare_array_is_read_too_after_a_bracket_in_prose() {
        let steps = parse("Steps [1] below: [{\"name\": \"受付\"}]").unwrap();
        assert_eq!(steps[0].name, "受付");
    }

    #[test]
    fn malformed_answers_are_the_coded_json_error() {
        for text in [
            "",
            "no json here",
            "{\"steps\": []}",
            "{\"steps\": [{\"description\": \"no name\"}]}",
            "{\"steps\": [{\"name\": 3}]}",
            "{\"steps\": [{\"name\": \"a\", \"documents\": \"not a list\"}]}",
            "{\"steps\": [{\"name\": \"a\", \"dueAfterHours\": \"soon\"}]}",
            "{\"steps\": {\"name\": \"a\"}}",
            "{\"steps\": [{\"name\": \"cut off",
        ] {
            assert_eq!(parse(text), Err(Code::InvalidClaudeJson), "{text:?}");
        }
    }

    #[test]
    fn long_texts_are_cut_to_the_domains_limits() {
        let long = "x".repeat(NAME_MAX_CHARS + 50);
        let steps = parse(&format!(
            "{{\"steps\": [{{\"name\": \"{long}\", \"dueAfterHours\": 99999}}]}}"
        ))
        .unwrap();
        assert_eq!(steps[0].name.chars().count(), NAME_MAX_CHARS);
        assert_eq!(steps[0].due_after_hours, Some(MAX_DUE_AFTER_HOURS));
    }

    #[test]
    fn more_steps_than_allowed_are_refused() {
        let steps = vec!["{\"name\": \"s\"}"; MAX_STEPS + 1].join(",");
        assert_eq!(parse(&format!("[{steps}]")), Err(Code::InvalidClaudeJson));
    }
}
