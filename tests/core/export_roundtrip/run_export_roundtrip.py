#!/usr/bin/env python3
"""The C++ export read back: every value of the C++ export proof (export_compile_cases.cpp, whose CuTe
prints tests/core/cute_outputs/export_compile.jsonl keeps) is exported with `layoutlab-cli export --format
cpp`, and the exported file is read by `layoutlab-cli eval` as C++: its `#include`s and `using namespace
cute;`, its declarations (`auto NAME = ...;`, `using NAME = TYPE;`, `constexpr TYPE NAME{};`), the C++ type
spellings (`Layout<Shape<...>,Stride<...>>`, `ComposedLayout<...>`, `decltype(make_tiled_mma(SM80_...{},
...))`). The declared value must print exactly what CuTe printed for the original.

Statements are the file's text split at each `;` outside brackets, lines joined (eval reads one a line).

Usage: run_export_roundtrip.py --cli PATH/layoutlab-cli
Exit status 0 when every exported value reads back, 1 otherwise.
"""
import argparse, concurrent.futures, os, re, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "export_dsl"))
from run_export_dsl import export_args, recorded_cpp_prints  # noqa: E402 (the same cases and CLI arguments)
import cute_outputs  # noqa: E402

DECLARED = [re.compile(r"^\s*(?:using|auto(?:\s+const)?|constexpr\s+auto)\s+(\w+)\s*="),
            re.compile(r"^\s*(?:constexpr\s+|static\s+)*\w+\s+(\w+)\s*\{\s*\}\s*$")]


SENTINEL = "_987654321"


def statements(cpp_file):
    """The file's statements, one a line: `#` lines and `//` comments dropped, the rest split at top-level `;`."""
    text = "\n".join(re.sub(r"//.*", "", line) for line in cpp_file.splitlines() if not line.lstrip().startswith("#"))
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == ";" and depth == 0:
            out.append(" ".join("".join(cur).split()) + ";")
            cur = []
        else:
            cur.append(ch)
    tail = " ".join("".join(cur).split())
    return [s for s in out + ([tail] if tail else []) if s != ";"]


def read_back(cli, case, cute_text):
    """(LayoutLab's print of the declared value, None) or (None, why it was not exported)."""
    args = export_args(case, cute_text)
    if isinstance(args, str):
        return None, args
    run = subprocess.run([cli, "export", "--format", "cpp"] + args, capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip().splitlines()[-1]
    lines = [s for s in statements(run.stdout) if not s.startswith("//")]
    names = [m.group(1) for s in lines for m in [p.match(s) for p in DECLARED] if m]
    if not names:
        return "no declaration in:\n" + run.stdout, None
    # eval prints every statement's value: the declared name's print follows a marker statement's.
    program = "\n".join(lines + [SENTINEL, names[-1]]) + "\n"
    ev = subprocess.run([cli, "eval", "-"], input=program, capture_output=True, text=True)
    out = ev.stdout + ev.stderr
    if SENTINEL + "\n" not in out:
        return "eval did not reach the declared name:\n" + out, None
    return out.split(SENTINEL + "\n", 1)[1].rstrip("\n"), None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--outputs", default=os.path.join(cute_outputs.DATA_DIR, "export_compile.jsonl"))
    ap.add_argument("--min-objects", type=int, default=300)
    args = ap.parse_args()
    start = time.time()
    cpp = recorded_cpp_prints(args.outputs)
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = dict(zip(cpp, pool.map(lambda case: read_back(args.cli, case, cpp[case]), cpp)))
    same, differ, skipped = [], [], {}
    for case, (printed, why_not) in results.items():
        if why_not:
            skipped.setdefault(why_not, []).append(case)
        elif printed == cpp[case]:
            same.append(case)
        else:
            differ.append((case, printed))
    print("%d values of the C++ export proof: %d exported and read back the same, %d different, %d not exported "
          "(%.1f s)" % (len(cpp), len(same), len(differ), sum(map(len, skipped.values())), time.time() - start))
    for why, cases in skipped.items():
        print("  not exported (%d): %s" % (len(cases), why))
    for case, printed in differ[:10]:
        print("DIFFERENT %s\n  CuTe:       %s\n  read back:  %s" % (case, cpp[case].replace("\n", "\n              "),
                                                                printed.replace("\n", "\n              ")))
    if len(same) < args.min_objects:
        print("only %d values read back; expected at least %d" % (len(same), args.min_objects))
        return 1
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
