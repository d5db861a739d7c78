#!/usr/bin/env bash
# Restores the real-kernel corpus of the C++ import's differential (tests/core/cpp_import/kernel_corpus.json):
# each file other people wrote (and the `#include "..."` siblings it reads), at the commit the manifest pins,
# into ${LAYOUTLAB_KERNEL_CORPUS:-$HOME/.cache/layoutlab/kernel-corpus}/<owner>+<name>/<path>. Nothing of it
# enters this repository. Every file is checked against the git blob sha the manifest records.
#
# Usage: scripts/restore_kernel_corpus.sh [--git-dirs DIR] [--no-network] [--manifest FILE]
#   --git-dirs DIR  a directory of git mirrors: DIR/<owner>+<name> is a bare git directory of that repository
#                   (or DIR/<owner>+<name>.git, or a folder holding one); read first, no network needed.
#   --no-network    do not fall back to fetching https://github.com/<owner>/<name> at the pinned commit
#                   (a shallow, blob-less fetch; blobs come on demand, kept under <corpus>/.git-cache).
# Idempotent: a file already restored with the right blob is left alone, so a second run takes a second.
# Exit status: 0 when every file is there, 1 when some could not be restored (each is named, with why).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
exec python3 - "$ROOT" "$@" <<'PY'
import argparse, hashlib, json, os, subprocess, sys

root = sys.argv[1]
ap = argparse.ArgumentParser(prog="restore_kernel_corpus.sh")
ap.add_argument("--git-dirs", default="", help="a directory of git mirrors named <owner>+<name>")
ap.add_argument("--no-network", action="store_true")
ap.add_argument("--manifest", default=os.path.join(root, "tests/core/cpp_import/kernel_corpus.json"))
args = ap.parse_args(sys.argv[2:])
corpus = os.environ.get("LAYOUTLAB_KERNEL_CORPUS") or os.path.join(os.path.expanduser("~"), ".cache/layoutlab/kernel-corpus")
manifest = json.load(open(args.manifest))


def blob_sha(data):
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def git(git_dir, *cmd, check=True):
    return subprocess.run(["git", "--git-dir", git_dir] + list(cmd), capture_output=True, check=check,
                          env=dict(os.environ, GIT_TERMINAL_PROMPT="0"))


def is_git_dir(d):
    return os.path.isfile(os.path.join(d, "HEAD")) and os.path.isdir(os.path.join(d, "objects"))


def mirror_of(repo):
    """The bare git directory of repo under --git-dirs, or None."""
    if not args.git_dirs:
        return None
    base = os.path.join(args.git_dirs, repo.replace("/", "+"))
    for d in (base, base + ".git"):
        if is_git_dir(d):
            return d
    if os.path.isdir(base):
        for child in sorted(os.listdir(base)):
            if is_git_dir(os.path.join(base, child)):
                return os.path.join(base, child)
    return None


def from_git_dir(git_dir, commit, path, blob):
    """The file's bytes from a git directory: the blob at commit:path, else the blob itself by its sha."""
    at = git(git_dir, "rev-parse", "--verify", "-q", "%s:%s" % (commit, path), check=False)
    if at.returncode == 0 and at.stdout.decode().strip() != blob:
        raise RuntimeError("%s:%s is blob %s there, the manifest says %s" % (commit[:12], path, at.stdout.decode().strip(), blob))
    got = git(git_dir, "cat-file", "blob", blob, check=False)
    if got.returncode != 0:
        raise RuntimeError("neither commit %s nor blob %s is in %s" % (commit[:12], blob[:12], git_dir))
    return got.stdout


fetched = {}  # repo -> (git dir, None) or (None, why it failed)


def from_network(repo, commit, path, blob):
    if repo not in fetched:
        cache = os.path.join(corpus, ".git-cache", repo.replace("/", "+") + ".git")
        try:
            if not is_git_dir(cache):
                os.makedirs(cache, exist_ok=True)
                git(cache, "init", "-q", "--bare")
                git(cache, "remote", "add", "origin", "https://github.com/%s" % repo)
            have = git(cache, "cat-file", "-e", commit + "^{commit}", check=False).returncode == 0
            if not have:
                git(cache, "fetch", "-q", "--depth", "1", "--filter=blob:none", "origin", commit)
            fetched[repo] = (cache, None)
        except subprocess.CalledProcessError as e:
            said = (e.stderr or b"").decode(errors="replace").strip().splitlines()
            fetched[repo] = (None, "git fetch of https://github.com/%s at %s failed: %s"
                             % (repo, commit[:12], said[-1] if said else "exit status %d" % e.returncode))
    cache, why = fetched[repo]
    if cache is None:
        raise RuntimeError(why)
    got = git(cache, "cat-file", "blob", "%s:%s" % (commit, path), check=False)  # fetches the blob on demand
    if got.returncode != 0:
        raise RuntimeError("%s has no %s at %s" % (repo, path, commit[:12]))
    return got.stdout


def restore(repo, commit, path, blob):
    """'there', 'restored' or raises RuntimeError(why)."""
    dest = os.path.join(corpus, repo.replace("/", "+"), path)
    if os.path.isfile(dest) and blob_sha(open(dest, "rb").read()) == blob:
        return "there"
    errors = []
    mirror = mirror_of(repo)
    data = None
    if mirror:
        try:
            data = from_git_dir(mirror, commit, path, blob)
        except RuntimeError as e:
            errors.append("git mirror: %s" % e)
    elif args.git_dirs:
        errors.append("no git mirror of %s in %s" % (repo, args.git_dirs))
    if data is None and not args.no_network:
        try:
            data = from_network(repo, commit, path, blob)
        except RuntimeError as e:
            errors.append("network: %s" % e)
    if data is None:
        raise RuntimeError("; ".join(errors) or "no source (give --git-dirs, or allow the network)")
    if blob_sha(data) != blob:
        raise RuntimeError("got blob %s, the manifest says %s" % (blob_sha(data), blob))
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    tmp = dest + ".part"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, dest)
    return "restored"


counts = {"there": 0, "restored": 0}
failed = []
seen = {}  # (repo, path) -> blob: a file named by several entries (a sibling, a traits header) is restored once
for entry in manifest["files"]:
    wanted = [(entry["path"], entry["blob"])] + sorted(entry.get("sibling_blobs", {}).items())
    for path, blob in wanted:
        name = "%s/%s" % (entry["repo"], path)
        if (entry["repo"], path) in seen:
            if seen[entry["repo"], path] != blob:
                failed.append(name)
                print("cannot restore %s: the manifest pins it at two blobs (%s, %s); one corpus folder holds one"
                      % (name, seen[entry["repo"], path][:12], blob[:12]), file=sys.stderr)
            continue
        seen[entry["repo"], path] = blob
        try:
            counts[restore(entry["repo"], entry["commit"], path, blob)] += 1
        except (RuntimeError, OSError) as e:
            failed.append(name)
            print("cannot restore %s @ %s: %s" % (name, entry["commit"][:12], e), file=sys.stderr)
total = counts["there"] + counts["restored"] + len(failed)
print("kernel corpus in %s: %d files (%d restored now, %d already there), %d could not be restored"
      % (corpus, total, counts["restored"], counts["there"], len(failed)))
sys.exit(1 if failed else 0)
PY
