#!/usr/bin/env python3
"""`layoutlab-cli import` of kernels other people wrote (kernel_corpus.json: FlashAttention 2 and 3, FlashMLA,
FlashInfer, TileLang, FLUTE, Transformer Engine, CUTLASS's Blackwell tutorials, ... for SM80, SM90 and SM100) against
CuTe: each file is read with the values its own launcher binds (listed in the manifest with the launcher's
file:line), and every object LayoutLab reads must print what CuTe prints for it when the same declarations are
compiled on the host (`import --emit-program`). CuTe's prints are recorded in
tests/core/cute_outputs/cpp_import_kernels.jsonl; the harness is import_differential.py (shared with
tutorial_differential.py).

The sources are not in this repository: scripts/restore_kernel_corpus.sh restores them, each pinned at a commit and
checked by its git blob sha, into $LAYOUTLAB_KERNEL_CORPUS (default ~/.cache/layoutlab/kernel-corpus). Without
them this test is skipped (exit status 77). It prints, per file, how many objects the file declares, how many
LayoutLab reads, how many CuTe's program printed the same / differently, and the unread ones grouped by reason;
it fails when any object read differs from CuTe.

Usage: kernel_differential.py --cli build/bin/layoutlab-cli [--mode recorded|live|regenerate]
           [--cute-include .deps/cutlass/include --work DIR] [--corpus DIR] [--details OUT.json]
"""
import argparse
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import import_differential  # noqa: E402  (it puts tests/core, cute_outputs.py's folder, on the path)
import cute_outputs  # noqa: E402

MANIFEST = os.path.join(HERE, "kernel_corpus.json")
SKIP = 77  # CTest's SKIP_RETURN_CODE for this test
RESTORE = "scripts/restore_kernel_corpus.sh"


def default_corpus():
    return os.environ.get("LAYOUTLAB_KERNEL_CORPUS") or os.path.join(os.path.expanduser("~"), ".cache/layoutlab/kernel-corpus")


def blob_sha(path):
    data = open(path, "rb").read()
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def missing_files(corpus, files):
    """The corpus files (and siblings) that are absent or not the pinned blob, as 'repo/path (why)'."""
    out = []
    for f in files:
        for path, blob in [(f["path"], f["blob"])] + sorted(f.get("sibling_blobs", {}).items()):
            local = os.path.join(corpus, f["repo"].replace("/", "+"), path)
            if not os.path.isfile(local):
                out.append("%s/%s (absent)" % (f["repo"], path))
            elif blob_sha(local) != blob:
                out.append("%s/%s (not blob %s)" % (f["repo"], path, blob[:12]))
    return list(dict.fromkeys(out))  # a sibling several entries read is one file


def main():
    ap = argparse.ArgumentParser()
    cute_outputs.add_arguments(ap, "cpp_import_kernels.jsonl")
    ap.add_argument("--cli", required=True)
    ap.add_argument("--corpus", default=default_corpus(), help="where %s restored the sources" % RESTORE)
    ap.add_argument("--manifest", default=MANIFEST)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--details", default="", help="write every object's outcome to this JSON file")
    args = ap.parse_args()
    if not args.extra_includes:
        args.extra_includes = "/usr/local/cuda/include:/usr/local/cuda/include/cccl"
    files = json.load(open(args.manifest))["files"]
    missing = missing_files(args.corpus, files)
    if missing:
        print("SKIP: the kernel corpus is not restored in %s (%d of its files missing, e.g. %s). Run %s (with "
              "--git-dirs DIR for a directory of git mirrors, else it fetches each repository at its pinned commit), "
              "or point LAYOUTLAB_KERNEL_CORPUS at a restored corpus." % (args.corpus, len(missing), missing[0], RESTORE))
        return SKIP
    args.work = os.path.join(args.work or "cpp-import-work", "kernels")
    sources = []
    for f in files:
        label = "%s %s:%s (%s %s)" % (f["repo"].split("/")[1], f["commit"][:7], f["path"], f["arch"], f["kind"])
        sources.append(import_differential.Source(
            label, os.path.join(args.corpus, f["repo"].replace("/", "+"), f["path"]), f["settings"]))
    # Reference programs that do not compile yet are reported, not failed: the floor `equal_at_least` (the manifest's)
    # keeps every object once proven equal to CuTe proven, and any difference fails.
    return import_differential.run(args, "cpp_import_kernels", sources, "Kernels by other people (kernel_corpus.json)",
                                   programs_must_compile=False,
                                   min_equal=int(json.load(open(args.manifest)).get("equal_at_least", 0)))


if __name__ == "__main__":
    sys.exit(main())
