/// `schema/schema.graphql` is what the server exports; CI fails when they drift apart.
#[test]
fn the_committed_schema_matches_what_the_server_exports() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../schema/schema.graphql");
    let committed = std::fs::read_to_string(path).expect("schema/schema.graphql exists");
    let exported = staffhub_api::graphql::sdl();
    assert!(
        committed == exported,
        "schema/schema.graphql is stale: run `cargo run -p staffhub -- schema > schema/schema.graphql`"
    );
}

/// Relay conventions: every mutation takes one `input` and returns a payload type.
#[test]
fn every_mutation_takes_a_single_input_and_returns_a_payload() {
    let sdl = staffhub_api::graphql::sdl();
    let body = sdl
        .split("type Mutation {")
        .nth(1)
        .and_then(|rest| rest.split("\n}").next())
        .expect("a Mutation type");
    let mut count = 0;
    // Field definitions start with an identifier directly followed by `(`; descriptions do not.
    let is_field = |l: &&str| {
        l.split_once('(').is_some_and(|(name, _)| {
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric())
        })
    };
    for line in body.lines().map(str::trim).filter(is_field) {
        count += 1;
        let name = line.split('(').next().unwrap();
        let type_name = format!("{}{}", name[..1].to_uppercase(), &name[1..]);
        assert!(
            line.contains(&format!("(input: {type_name}Input!)")),
            "{line}"
        );
        assert!(line.ends_with(&format!("{type_name}Payload!")), "{line}");
    }
    assert!(count >= 8);
}
