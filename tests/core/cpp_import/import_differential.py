"""The differential harness of `layoutlab-cli import` against CuTe, shared by tutorial_differential.py (CuTe's own
tutorial kernels) and kernel_differential.py (kernels other people wrote, kernel_corpus.json).

Each source is read by `layoutlab-cli import FILE --set NAME=VALUE ... --emit-program P.cpp`; P.cpp (the same
declarations, in the same scopes, compiled with CuTe's headers on the host, core/cpp_import/reference_program.hpp)
is CuTe's side. Its output is recorded per harness in tests/core/cute_outputs/<harness>.jsonl (cute_outputs.py:
recorded / live / regenerate); a register tensor's address (which differs from run to run) reads as
`ptr[Nb](registers)`, LayoutLab's spelling. Every object CuTe printed must be printed byte for byte the same by
LayoutLab; an object LayoutLab leaves unread (`needs: ...` / `unreadable: ...`) is counted, with its reason.
"""
import collections
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))  # cute_outputs.py
import cute_outputs  # noqa: E402

ENTRY = re.compile(r"^(\S+) \((?:([\w./+-]+):)?(\d+)\): ", re.M)
# A register tensor lives on the thread's stack: CuTe prints that address (0x7ff..., different each run).
REGISTERS = re.compile(r"(?<![\w])ptr\[(\d+)b\]\(0x[0-9a-f]{11,}\) o ")
UNREAD = ("needs: ", "unreadable: ")
IMPORT_TIMEOUT_S = 300


class Source:
    """One file to import: a label for the report, its path, the --set values, and the objects' files
    (`FILE:` of an `#include`d sibling's objects; '' for the source itself)."""

    def __init__(self, label, path, settings):
        self.label, self.path, self.settings = label, path, settings


def entries(text):
    """[(name, file, line, value)] of `NAME (FILE:LINE): value` entries (a value may span lines)."""
    starts = list(ENTRY.finditer(text))
    out = []
    for k, m in enumerate(starts):
        end = starts[k + 1].start() if k + 1 < len(starts) else len(text)
        out.append((m.group(1), m.group(2) or "", m.group(3), text[m.end():end].rstrip("\n")))
    return out


def import_file(cli, path, settings, program):
    """(layoutlab-cli import's output, '' or why it failed); writes the reference program to `program`."""
    cmd = [cli, "import", path] + [a for s in settings for a in ("--set", s)] + ["--emit-program", program]
    try:
        run = subprocess.run(cmd, capture_output=True, text=True, timeout=IMPORT_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return "", "layoutlab-cli import ran over %d s" % IMPORT_TIMEOUT_S
    if run.returncode != 0:
        return run.stdout, "layoutlab-cli import exited with %d: %s" % (run.returncode, run.stderr.strip()[-500:])
    return run.stdout, ""


def compile_one(args, unit, use_cache):
    """CuTe's output for one reference program (cached in the work folder by the program's text)."""
    key = hashlib.sha1((args.cxx + args.cute_include + unit).encode()).hexdigest()[:16]
    cache = os.path.join(args.work, "cache", key + ".txt")
    if use_cache and os.path.exists(cache):
        return open(cache).read()
    includes = ["-I", args.cute_include] + [a for d in args.extra_includes.split(":") if d for a in ("-I", d)]
    with tempfile.TemporaryDirectory(dir=args.work) as tmp:
        src, exe = os.path.join(tmp, "p.cpp"), os.path.join(tmp, "p")
        open(src, "w").write(unit)
        built = subprocess.run([args.cxx, "-std=c++17", "-w", "-O0"] + includes + [src, "-o", exe],
                               capture_output=True, text=True)
        if built.returncode != 0:  # the first errors are the ones that say why; no build-tree paths in the record
            said = built.stderr.replace(src, "p.cpp").replace(os.path.abspath(args.cute_include), "CUTE")
            return "compile error:\n" + said.replace(args.cute_include, "CUTE")[:4000]
        ran = subprocess.run([exe], capture_output=True, text=True)
        if ran.returncode != 0:
            return "run error (exit %d):\n%s" % (ran.returncode, (ran.stdout + ran.stderr)[-3000:])
        out = REGISTERS.sub(r"ptr[\1b](registers) o ", ran.stdout)
    os.makedirs(os.path.dirname(cache), exist_ok=True)
    open(cache, "w").write(out)
    return out


def reason_of(value, unread_names, declared):
    """The group an unread object's line falls in: `needs an unread object` when every name it needs is an
    object of the file LayoutLab did not read, `needs names not given` when some are names the file does not
    declare (a template or function parameter, a run-time value the settings leave open), else the
    `unreadable:` reason without its column and with numbers folded."""
    if value.startswith("needs: "):
        names = [n.strip() for n in value[len("needs: "):].split(",")]
        if all(n in unread_names for n in names):
            return "needs an unread object"
        if any(n not in declared for n in names):
            return "needs names not given"
        return "needs an unread object"
    why = value[len("unreadable: "):].splitlines()[0]
    why = re.sub(r" at column \d+", "", why)
    why = re.sub(r"\(unknown function '[^']*'\)", "", why).strip()
    why = re.sub(r"(, got|: got) .{24,}$", r"\1 ...", why)  # the offending value: one group for all of them
    return why if len(why) <= 110 else why[:107] + "..."


def leaf(name):
    return name.rsplit("::", 1)[-1]


def compare(ours, theirs):
    """A file's counts and per-object outcome. ours: LayoutLab's output; theirs: CuTe's (or an error text)."""
    mine = entries(ours)
    unread_names = set()
    for n, _, _, v in mine:
        if v.startswith(UNREAD):
            unread_names.update((n, leaf(n)))
    declared = {x for n, _, _, _ in mine for x in (n, leaf(n))}
    cute_ok = not theirs.startswith(("compile error", "run error"))
    cute_by_key = {(n, f, line): v for n, f, line, v in entries(theirs)} if cute_ok else {}
    objects, reasons = [], collections.Counter()
    counts = collections.Counter()
    for n, f, line, v in mine:
        o = {"name": n, "file": f, "line": int(line), "value": v}
        if v.startswith(UNREAD):
            o["status"] = "unread"
            o["reason"] = reason_of(v, unread_names, declared)
            reasons[o["reason"]] += 1
        elif (n, f, line) in cute_by_key:
            o["cute"] = cute_by_key[(n, f, line)]
            o["status"] = "equal" if o["cute"] == v else "different"
        else:
            o["status"] = "read, not compared"  # CuTe's program does not print it (a type, a struct with bases, ...)
        counts[o["status"]] += 1
        objects.append(o)
    # CuTe printed an object LayoutLab did not list: a difference too
    listed = {(n, f, line) for n, f, line, _ in mine}
    for (n, f, line), v in cute_by_key.items():
        if (n, f, line) not in listed:
            objects.append({"name": n, "file": f, "line": int(line), "value": None, "cute": v, "status": "different"})
            counts["different"] += 1
    return {"objects": len(mine), "read": len(mine) - counts["unread"], "equal": counts["equal"],
            "different": counts["different"], "uncompared": counts["read, not compared"], "unread": counts["unread"],
            "reasons": reasons, "cute_error": "" if cute_ok else theirs, "detail": objects}


def run(args, harness, sources, title, summary=True, programs_must_compile=True, min_equal=0):
    """Imports every source, gets CuTe's outputs for their reference programs (as --mode asks), compares, prints a
    per-file table (with each file's unread objects grouped by reason when `summary`) and returns the exit status.
    Any object read that differs from CuTe fails; so does a reference program that does not compile, unless
    `programs_must_compile` is false (its objects are then counted as read, not compared), and fewer than
    `min_equal` objects equal to CuTe in all (a floor the corpus's record keeps, so what was proven stays proven)."""
    os.makedirs(args.work, exist_ok=True)
    units, imported, failures, uncompiled = [], [], [], []
    for k, s in enumerate(sources):
        program = os.path.join(args.work, "%02d_%s.cpp" % (k, os.path.basename(s.path)))
        out, error = import_file(args.cli, s.path, s.settings, program)
        if error:
            failures.append("%s: %s" % (s.label, error))
        imported.append(out)
        units.append(open(program).read() if os.path.exists(program) and not error else "")
    compiled = [u for u in units if u]  # a file whose import failed has no reference program
    cute = cute_outputs.outputs_for_emitted(args, harness, compiled, lambda u, c: compile_one(args, u, c))
    results, totals = [], collections.Counter()
    all_reasons = collections.Counter()
    for s, unit, ours in zip(sources, units, imported):
        r = compare(ours, cute[unit] if unit else "compile error:\nno reference program (the import failed)")
        r["label"] = s.label
        results.append(r)
        for k in ("objects", "read", "equal", "different", "uncompared", "unread"):
            totals[k] += r[k]
        all_reasons.update(r["reasons"])
        if r["cute_error"] and unit:
            (failures if programs_must_compile else uncompiled).append(
                "%s: the reference program does not run with CuTe:\n%s" % (s.label, r["cute_error"]))
        for o in r["detail"]:
            if o["status"] == "different":
                failures.append("%s: %s (%s%s)\n    CuTe:      %s\n    LayoutLab: %s" % (
                    s.label, o["name"], o["file"] + ":" if o["file"] else "", o["line"], o["cute"], o["value"]))
    print("%s: objects, read by LayoutLab, equal to CuTe, different, read but not printed by CuTe's program "
          "(a type, ...), unread" % title)
    row = "%7s %6s %6s %5s %6s %6s  %s"
    print(row % ("objects", "read", "equal", "diff", "uncmp", "unread", "file"))
    for r in results:
        print(row % (r["objects"], r["read"], r["equal"], r["different"], r["uncompared"], r["unread"],
                     r["label"] + ("  [CuTe's program: %s]" % r["cute_error"].splitlines()[0] if r["cute_error"] else "")))
        if summary:
            for why, n in sorted(r["reasons"].items(), key=lambda x: (-x[1], x[0])):
                print("%12d  unread: %s" % (n, why))
    print(row % (totals["objects"], totals["read"], totals["equal"], totals["different"], totals["uncompared"],
                 totals["unread"], "all %d files" % len(results)))
    if summary and all_reasons:
        print("unread objects by reason, all files:")
        for why, n in sorted(all_reasons.items(), key=lambda x: (-x[1], x[0])):
            print("  %5d  %s" % (n, why))
    if getattr(args, "details", ""):
        with open(args.details, "w") as f:
            json.dump([{k: v for k, v in r.items() if k != "reasons"} for r in results], f, indent=1)
    if totals["equal"] < min_equal:
        failures.append("%d objects equal to CuTe, fewer than the %d this corpus proved before" % (totals["equal"], min_equal))
    print("%d files, %d objects, %d read (%.1f%%), %d compared with CuTe and equal, %d failures" % (
        len(results), totals["objects"], totals["read"], 100.0 * totals["read"] / max(totals["objects"], 1),
        totals["equal"], len(failures)))
    for f in uncompiled:
        print("  not compared: " + f)
    for f in failures:
        print("  " + f)
    return cute_outputs.exit_status(failures)
