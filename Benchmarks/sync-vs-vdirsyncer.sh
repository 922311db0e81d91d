#!/usr/bin/env bash
# A first sync and a no-change sync of COUNT cards (default 10,000) from a local Radicale (or
# Xandikos: SERVER=xandikos), by `contacts sync` (release build) and by vdirsyncer into a vdir, in
# the same run (docs/benchmarks.md). CONTACTS=path chooses the binary (default: the release build).
# Needs .venv-tools/ (.ci/install-python-tools) and `swift build -c release --product contacts`.
set -euo pipefail
count=${1:-10000}
server_kind=${SERVER:-radicale}
root=$(cd "$(dirname "$0")/.." && pwd)
tools=$root/.venv-tools/bin
contacts=${CONTACTS:-$root/.build/release/contacts}
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
write_cards() {
    python3 - "$1" "$count" <<'PY'
import sys
folder, count = sys.argv[1], int(sys.argv[2])
for n in range(count):
    with open(f"{folder}/bulk-{n}.vcf", "w") as f:
        f.write(f"BEGIN:VCARD\r\nVERSION:3.0\r\nUID:bulk-{n}\r\nFN:Bulk Person{n}\r\nN:Person{n};Bulk;;;\r\n"
                f"EMAIL;TYPE=INTERNET:p{n}@bulk.example\r\nEND:VCARD\r\n")
PY
}
if [ "$server_kind" = xandikos ]; then
    # Xandikos keeps each book in a git repository: the cards are committed there before it starts.
    "$tools/xandikos" serve -d "$work/data" --defaults -l 127.0.0.1 -p "$port" > "$work/server.log" 2>&1 &
    server=$!
    until curl -s -o /dev/null "http://127.0.0.1:$port/"; do sleep 0.2; done
    kill "$server"; wait "$server" 2>/dev/null || true
    book=$(dirname "$(find "$work/data" -name .git -path '*addressbook*' | head -1)")
    write_cards "$book"
    git -C "$book" add -A && git -C "$book" -c user.name=bench -c user.email=bench@example.com commit -qm cards
    "$tools/xandikos" serve -d "$work/data" --defaults -l 127.0.0.1 -p "$port" > "$work/server.log" 2>&1 &
    server=$!
    url=http://127.0.0.1:$port/${book#"$work/data/"}/
else
    printf 'alice:secret\n' > "$work/users"
    cat > "$work/config" <<CONFIG
[server]
hosts = 127.0.0.1:$port
[auth]
type = htpasswd
htpasswd_filename = $work/users
htpasswd_encryption = plain
delay = 0
[storage]
filesystem_folder = $work/collections
CONFIG
    book=$work/collections/collection-root/alice/book
    mkdir -p "$book"
    printf '{"tag": "VADDRESSBOOK"}' > "$book/.Radicale.props"
    write_cards "$book"
    "$tools/radicale" --config "$work/config" > "$work/server.log" 2>&1 &
    server=$!
    url=http://127.0.0.1:$port/alice/book/
fi
until curl -s -o /dev/null "http://127.0.0.1:$port/"; do sleep 0.2; done
echo "warming $server_kind's cache (its first reading of $count files)…"
time curl -s -o /dev/null -u alice:secret -X PROPFIND -H 'Depth: 1' -H 'Content-Type: application/xml' \
    --data '<?xml version="1.0"?><propfind xmlns="DAV:"><prop><getetag/></prop></propfind>' "$url"

# The book's first sync-token: Radicale builds its token history then (15-25 s for 10,000 cards),
# once per book, whoever asks; vdirsyncer never asks, so the first sync is timed without it.
curl -s -o /dev/null -u alice:secret -X PROPFIND -H 'Depth: 0' -H 'Content-Type: application/xml' \
    --data '<?xml version="1.0"?><propfind xmlns="DAV:"><prop><sync-token/></prop></propfind>' "$url"
export HOME=$work CONTACTS_STORE=$work/contacts.sqlite CONTACTS_PASSWORD=secret
"$contacts" remote add bench "$url" --user alice 2>/dev/null
echo "contacts sync, first:"; time "$contacts" sync
echo "contacts sync, nothing changed:"; time "$contacts" sync

mkdir -p "$work/vdir" "$work/status"
cat > "$work/vdirsyncer" <<CONFIG
[general]
status_path = "$work/status"
[pair book]
a = "remote"
b = "local"
collections = null
[storage remote]
type = "carddav"
url = "$url"
username = "alice"
password = "secret"
[storage local]
type = "filesystem"
path = "$work/vdir"
fileext = ".vcf"
CONFIG
"$tools/vdirsyncer" -c "$work/vdirsyncer" discover > /dev/null 2>&1
echo "vdirsyncer sync, first:"; time "$tools/vdirsyncer" -c "$work/vdirsyncer" sync > /dev/null 2>&1
echo "vdirsyncer sync, nothing changed:"; time "$tools/vdirsyncer" -c "$work/vdirsyncer" sync > /dev/null 2>&1
