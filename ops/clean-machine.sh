#!/usr/bin/env bash
# ops/clean-machine.sh: `make run` and `make test` on a clean Debian 12 root (issue 19).
#
# Builds a bookworm root with debootstrap, gives it only the toolchains (this machine's
# rustup toolchains, bind-mounted; this machine's Node.js and npm, copied; and what those
# need to build and fetch anything: a C linker, make, git, CA certificates), then, inside it
# with chroot: clones this repository at HEAD, runs `make run` until it serves and `make test`,
# and reports how long each took. PostgreSQL, NATS, chromium and its CJK font, every crate
# and every npm package are installed by the project itself.
#
# The root shares this machine's network namespace, so it could reach a PostgreSQL or NATS
# already listening here; STAFFHUB_PRIVATE_SERVICES=1 makes the project start its own from
# the root's .data/ instead, as on a machine that has none.
#
# Usage (as root): ops/clean-machine.sh [ROOT_DIR]   (default /var/tmp/staffhub-clean-root)
# Keep the root for a rerun with KEEP_ROOT=1; a rerun reuses an existing bootstrap.
set -euo pipefail

ROOT=${1:-/var/tmp/staffhub-clean-root}
REPO=$(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse --show-toplevel)
SHARED=${SHARED_DIR:-$REPO/../shared}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
RUSTUP=${RUSTUP_HOME:-$HOME/.rustup}
CARGO_BIN=${CARGO_HOME:-$HOME/.cargo}/bin
REPORT=$REPO/target/clean-machine.txt

log() { printf '[%s] %s\n' "$(date +%T)" "$*"; }
[ "$(id -u)" -eq 0 ] || { echo "run as root (debootstrap and chroot need it)" >&2; exit 1; }
[ -d "$SHARED" ] || { echo "no ../shared beside the repo (SHARED_DIR)" >&2; exit 1; }

mounted=()
cleanup() {
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[i]}" 2>/dev/null || true; done
    # Processes `make run` left (its private PostgreSQL and NATS) live inside the root.
    for pid in $(ls /proc | grep -E '^[0-9]+$'); do
        if [ "$(readlink "/proc/$pid/root" 2>/dev/null)" = "$ROOT" ]; then kill -9 "$pid" 2>/dev/null || true; fi
    done
    # Never delete through a mount that is still attached (/dev, the toolchains).
    if [ -z "${KEEP_ROOT:-}" ] && ! findmnt -rn -o TARGET | grep -q "^$ROOT"; then
        rm -rf --one-file-system "$ROOT"
    fi
}
trap cleanup EXIT
bind() { mkdir -p "$ROOT$2"; mount --bind "$1" "$ROOT$2"; mounted+=("$ROOT$2"); }
bind_ro() { bind "$1" "$2"; mount -o remount,bind,ro "$ROOT$2"; }

command -v debootstrap >/dev/null || apt-get install -y -q debootstrap
if [ ! -f "$ROOT/etc/debian_version" ]; then
    log "debootstrap bookworm into $ROOT"
    started=$SECONDS
    debootstrap --variant=minbase bookworm "$ROOT" "$MIRROR" >/dev/null
    log "debootstrap took $((SECONDS - started)) s"
fi

mkdir -p "$ROOT/proc" "$ROOT/sys" "$ROOT/dev"
mount -t proc proc "$ROOT/proc"; mounted+=("$ROOT/proc")
bind /sys /sys
bind /dev /dev
bind /dev/pts /dev/pts
mount -t tmpfs -o size=1g tmpfs "$ROOT/dev/shm"; mounted+=("$ROOT/dev/shm")
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"

# The toolchains.
bind_ro "$RUSTUP" /opt/rustup
bind_ro "$CARGO_BIN" /opt/cargo-bin
cp "$(readlink -f "$(command -v node)")" "$ROOT/usr/bin/node"
mkdir -p "$ROOT/usr/lib/node_modules"
cp -a /usr/lib/node_modules/npm "$ROOT/usr/lib/node_modules/"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOT/usr/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOT/usr/bin/npx"
in_root() {
    chroot "$ROOT" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
        PATH=/opt/cargo-bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        RUSTUP_HOME=/opt/rustup CARGO_HOME=/root/.cargo STAFFHUB_PRIVATE_SERVICES=1 \
        NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \
        bash -c "$1"
}
log "what the toolchains need: a C linker, make, git, CA certificates"
in_root 'apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends ca-certificates git make gcc libc6-dev >/dev/null'
# This machine's network: where egress goes through a proxy with its own CA, the root trusts
# it too (not a dependency of the project; any machine behind such a proxy needs it).
if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
    cp /usr/local/share/ca-certificates/*.crt "$ROOT/usr/local/share/ca-certificates/"
    in_root 'update-ca-certificates >/dev/null'
fi
in_root 'for p in psql pg_ctl nats-server chromium; do command -v $p && exit 1; done; ls /usr/lib/postgresql 2>/dev/null && exit 1; true' \
    || { echo "the root is not clean" >&2; exit 1; }

commit=$(git -C "$REPO" rev-parse --short HEAD)
log "clone the repository at $commit"
rm -rf "$ROOT/work"; mkdir -p "$ROOT/work"
git clone -q --no-local "$REPO" "$ROOT/work/main"
git -C "$ROOT/work/main" checkout -q "$commit"
cp -a "$SHARED" "$ROOT/work/shared"
in_root 'rustc --version && cargo --version && node --version && echo "npm $(npm --version)"'

log "make run (until it serves)"
started=$SECONDS
in_root 'cd /work/main && exec make run' > "$ROOT/work/make-run.log" 2>&1 &
run_pid=$!
until grep -q "serving on" "$ROOT/work/make-run.log" 2>/dev/null; do
    if ! kill -0 $run_pid 2>/dev/null; then tail -40 "$ROOT/work/make-run.log"; echo "make run failed" >&2; exit 1; fi
    if ((SECONDS - started > 3600)); then echo "make run did not serve within an hour" >&2; exit 1; fi
    sleep 5
done
run_seconds=$((SECONDS - started))
status=$(in_root 'exec 3<>/dev/tcp/127.0.0.1/8080 && printf "GET /healthz HTTP/1.0\r\n\r\n" >&3 && head -1 <&3')
log "make run served after ${run_seconds} s: /healthz $status"
# Stop the server and make; keep the private PostgreSQL and NATS for make test to reuse.
for pid in $(ls /proc | grep -E '^[0-9]+$'); do
    if [ "$(readlink "/proc/$pid/root" 2>/dev/null)" = "$ROOT" ]; then
        case "$(cat "/proc/$pid/comm" 2>/dev/null)" in
            postgres | nats-server) ;;
            *) kill "$pid" 2>/dev/null || true ;;
        esac
    fi
done
wait $run_pid 2>/dev/null || true

log "make test"
started=$SECONDS
if in_root 'cd /work/main && CI=true make test' > "$ROOT/work/make-test.log" 2>&1; then result=passed; else result=FAILED; fi
test_seconds=$((SECONDS - started))
tail -3 "$ROOT/work/make-test.log"
japanese=$(in_root 'fc-list :lang=ja family 2>/dev/null | head -1')

{
    echo "clean Debian 12 root, $(date -u +%FT%TZ), $(nproc) cpus, commit $commit"
    echo "make run: serving after ${run_seconds} s (/healthz: $status)"
    echo "make test: $result in ${test_seconds} s"
    echo "a Japanese font for chromium: ${japanese:-none}"
} | tee "$REPORT"
cp "$ROOT/work/make-test.log" "$REPO/target/clean-machine-make-test.log"
[ "$result" = passed ]
