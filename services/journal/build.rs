// `sqlx::migrate!` embeds schema/migrations at compile time but does not watch the folder: a
// new migration would not reach an incremental build (what `sqlx migrate build-script` writes).
fn main() {
    println!("cargo:rerun-if-changed=../../schema/migrations");
}
