//! Small helpers shared by the commands: running programs with good error
//! context, TCP probes, random strings and privilege checks.

use std::ffi::OsStr;
use std::fs;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

/// The repository root: xtask lives in `<root>/xtask`, so this holds however
/// and from wherever `cargo xtask` was invoked.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask has a parent directory")
        .to_path_buf()
}

/// Cargo's target directory (CARGO_TARGET_DIR if set, as cargo itself does).
pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => root().join(dir),
        None => root().join("target"),
    }
}

/// The cargo that runs us (cargo sets `CARGO` for `cargo run`), so nested
/// builds use the same toolchain.
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// Whether `<frontend>/package.json` defines script `name`.
pub fn npm_has_script(frontend: &Path, name: &str) -> Result<bool> {
    // `npm pkg get` prints `{}` for a missing key and the JSON string otherwise.
    let key = format!("scripts.{name}");
    let out = output(cmd("npm", ["pkg", "get", &key]).current_dir(frontend))?;
    Ok(out.trim().starts_with('"'))
}

/// Human-readable form of a command for messages: `prog arg arg`.
pub fn describe(cmd: &Command) -> String {
    // `cargo`, not `/root/.rustup/toolchains/.../bin/cargo`.
    let program = Path::new(cmd.get_program());
    let mut s = program
        .file_name()
        .unwrap_or(program.as_os_str())
        .to_string_lossy()
        .into_owned();
    for arg in cmd.get_args() {
        s.push(' ');
        s.push_str(&arg.to_string_lossy());
    }
    s
}

/// Runs `cmd` with inherited stdio and fails unless it exits successfully.
pub fn run(cmd: &mut Command) -> Result<()> {
    let what = describe(cmd);
    let status = cmd
        .status()
        .with_context(|| format!("could not start `{what}` (is it installed?)"))?;
    if !status.success() {
        bail!("`{what}` failed ({status})");
    }
    Ok(())
}

/// Runs `cmd` capturing its output; fails (showing stderr) unless it succeeds.
pub fn output(cmd: &mut Command) -> Result<String> {
    let out = capture(cmd)?;
    if !out.status.success() {
        bail!(
            "`{}` failed ({}): {}",
            describe(cmd),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Runs `cmd` capturing output, without judging its exit status.
pub fn capture(cmd: &mut Command) -> Result<Output> {
    cmd.stdin(Stdio::null())
        .output()
        .with_context(|| format!("could not start `{}` (is it installed?)", describe(cmd)))
}

/// True when `cmd` runs and exits successfully; all output is discarded.
pub fn succeeds(cmd: &mut Command) -> bool {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Finds an executable by name on PATH, then in `extra` directories (sbin
/// directories are often missing from a normal user's PATH).
pub fn which(name: &str, extra: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain(extra.iter().map(PathBuf::from))
        .map(|dir| dir.join(name))
        .find(|p| is_executable(p))
}

pub fn is_executable(p: &Path) -> bool {
    fs::metadata(p).is_ok_and(|m| m.is_file() && m.mode() & 0o111 != 0)
}

/// Whether we run as root. `/proc/self` is owned by the effective uid, which
/// avoids a libc dependency just for `geteuid`.
pub fn is_root() -> bool {
    fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

/// True if something accepts TCP connections at `addr` (host:port).
pub fn tcp_accepts(addr: &str) -> bool {
    let Ok(addrs) = addr.to_socket_addrs() else {
        return false;
    };
    addrs
        .into_iter()
        .any(|a| TcpStream::connect_timeout(&a, Duration::from_secs(2)).is_ok())
}

/// Polls until `addr` accepts TCP or `timeout` passes.
pub fn wait_for_tcp(addr: &str, timeout: Duration) -> bool {
    let deadline = Instant::now() + timeout;
    loop {
        if tcp_accepts(addr) {
            return true;
        }
        if Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// True if nothing holds 127.0.0.1:`port`. Binding (not connecting) also
/// catches a port held by a listener that refuses or ignores connections.
pub fn port_free(port: u16) -> bool {
    TcpListener::bind(("127.0.0.1", port)).is_ok()
}

/// A port the OS says is free right now (bound to :0 and released).
pub fn free_port() -> Result<u16> {
    let l = TcpListener::bind("127.0.0.1:0").context("binding 127.0.0.1:0")?;
    Ok(l.local_addr()?.port())
}

/// Status code of a plain HTTP/1.1 GET, or None if the server did not answer.
/// Hand-rolled to keep xtask free of an HTTP client dependency.
pub fn http_get_status(addr: SocketAddr, path: &str) -> Option<u16> {
    let timeout = Duration::from_secs(2);
    let mut s = TcpStream::connect_timeout(&addr, timeout).ok()?;
    s.set_read_timeout(Some(timeout)).ok()?;
    s.set_write_timeout(Some(timeout)).ok()?;
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut head = [0u8; 64];
    let n = s.read(&mut head).ok()?;
    // "HTTP/1.1 200 OK" -> 200
    std::str::from_utf8(&head[..n])
        .ok()?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

/// `len` random characters from [A-Za-z0-9], read from /dev/urandom.
pub fn random_string(len: usize) -> Result<String> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let mut f = fs::File::open("/dev/urandom").context("opening /dev/urandom")?;
    let mut out = String::with_capacity(len);
    let mut buf = [0u8; 64];
    while out.len() < len {
        f.read_exact(&mut buf)?;
        // Rejection sampling keeps the distribution uniform (248 = 4 * 62).
        for &b in buf.iter().filter(|&&b| b < 248) {
            if out.len() == len {
                break;
            }
            out.push(ALPHABET[(b % 62) as usize] as char);
        }
    }
    Ok(out)
}

/// Last `n` lines of a file, for showing logs when something fails.
pub fn tail(path: &Path, n: usize) -> String {
    match fs::read_to_string(path) {
        Ok(text) => {
            let lines: Vec<&str> = text.lines().collect();
            lines[lines.len().saturating_sub(n)..].join("\n")
        }
        Err(e) => format!("(could not read {}: {e})", path.display()),
    }
}

/// Convenience for `Command::new(prog).args(args)`.
pub fn cmd<S: AsRef<OsStr>>(prog: impl AsRef<OsStr>, args: impl IntoIterator<Item = S>) -> Command {
    let mut c = Command::new(prog);
    c.args(args);
    c
}
