//! Figures of a run, as Markdown for docs/reliability.md: each scenario a section of figures,
//! some of them bounds that fail the run.

use std::fmt::Write;

pub struct Section {
    title: String,
    setup: String,
    rows: Vec<(String, String, Option<bool>)>,
    notes: Vec<String>,
}

impl Section {
    pub fn new(title: &str, setup: String) -> Self {
        Self {
            title: title.to_owned(),
            setup,
            rows: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// A figure reported as is.
    pub fn figure(&mut self, name: &str, value: String) {
        self.rows.push((name.to_owned(), value, None));
    }

    /// A count that must equal `bound`; the run fails otherwise.
    pub fn must(&mut self, name: &str, value: usize, bound: usize) {
        self.rows
            .push((name.to_owned(), value.to_string(), Some(value == bound)));
    }

    /// A condition that must hold, shown with the value it was judged on.
    pub fn holds(&mut self, name: &str, ok: bool, shown: String) {
        self.rows.push((name.to_owned(), shown, Some(ok)));
    }

    pub fn note(&mut self, line: String) {
        self.notes.push(line);
    }

    pub fn failed(&self) -> bool {
        self.rows.iter().any(|(_, _, ok)| *ok == Some(false))
    }

    pub fn markdown(&self, out: &mut String) {
        let _ = writeln!(out, "### {}\n\n{}\n", self.title, self.setup);
        let _ = writeln!(out, "| figure | value | |\n|---|---|---|");
        for (name, value, ok) in &self.rows {
            let mark = match ok {
                Some(true) => "met",
                Some(false) => "**FAILED**",
                None => "",
            };
            let _ = writeln!(out, "| {name} | {value} | {mark} |");
        }
        for note in &self.notes {
            let _ = writeln!(out, "\n- {}", note.replace('\n', " "));
        }
        out.push('\n');
    }
}
