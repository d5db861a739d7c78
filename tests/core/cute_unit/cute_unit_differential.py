#!/usr/bin/env python3
"""Differential test: CuTe's own unit tests (cute_unit_cases.py) through `layoutlab-cli eval`, byte for byte.

Every case is an object or operation from a CUTLASS test file, written as CuTe C++ that prints it and as
an eval statement. CuTe's text comes from compiling the C++ on the host (batches of cases per translation
unit, differential.py's compile_cute) or from what was recorded in tests/core/cute_outputs/cute_unit.jsonl
(cute_outputs.py: --mode recorded|live|regenerate). A case CuTe refuses (static_assert, or an abort at run
time) must give an `error:` line from eval. Results are printed per upstream file.

Usage: cute_unit_differential.py --cli build/bin/layoutlab-cli [--mode recorded|live|regenerate]
           [--cute-include .deps/cutlass/include --work build/cute_unit] [--failures-file F.jsonl]
Exit status 0 when every case matches, is refused by design (CuTe's value provably wrong) or is one of the
KNOWN_GAPS below (reported with counts); 1 otherwise.
"""
import argparse
import collections
import hashlib
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))                  # cute_outputs.py
sys.path.insert(0, os.path.join(HERE, "..", "differential"))  # differential.py: the host compiles, eval
import cute_outputs  # noqa: E402
import differential  # noqa: E402
import cute_unit_cases  # noqa: E402
from semantic_check import cute_result_is_wrong  # noqa: E402


def snippet(case):
    """The C++ compiled for a case: its print, then the newline eval prints after every value."""
    return case.cpp + '; printf("\\n");'


def generator_hash(units):
    """The recorded outputs belong to these exact C++ units and to the C++ compiled around them."""
    text = differential.PCH_HEADER + differential.PRELUDE + "".join(cute_outputs.key_of(u) for u in units)
    return hashlib.sha1(text.encode()).hexdigest()[:12]


def deliberately_stricter(case, want, out):
    """An eval refusal where CuTe printed a value semantic_check.py proves is not the operation's result
    point by point (e.g. pycute's dynamic composition((4,6,8):(1,4,7), 6:1), of size 4 for a size-6 B):
    LayoutLab refuses there by design, as differential.py counts it."""
    return bool(out) and out.startswith("error:") and not want.startswith("error:") and cute_result_is_wrong(case.ev, want)


# What LayoutLab does not model yet, each recognised by the statement and eval's answer. A case listed here
# is reported, not failed; once LayoutLab computes it, it simply counts as equal.
KNOWN_GAPS = []


def known_gap(case, out):
    for name, matches in KNOWN_GAPS:
        if out is not None and matches(case.ev, out):
            return name
    return None


def main():
    ap = argparse.ArgumentParser()
    cute_outputs.add_arguments(ap, "cute_unit.jsonl")
    ap.add_argument("--cli", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--batch-size", type=int, default=25)
    ap.add_argument("--failures-file", default="", help="write every differing case here (JSON lines)")
    args = ap.parse_args()
    if not args.extra_includes:
        # CuTe's host compile needs CUDA's cuda/std (cccl); CMake passes it, a run by hand may not.
        args.extra_includes = "/usr/local/cuda/include:/usr/local/cuda/include/cccl"

    t0 = time.time()
    cases = cute_unit_cases.cases()
    units = [snippet(c) for c in cases]
    cute = cute_outputs.outputs_for(
        args, "cute_unit", "none (enumerated)", generator_hash(units), units,
        lambda todo, use_cache: differential.compile_cute(
            todo, args.cute_include, args.extra_includes, args.cxx, args.work or "cute_unit-work",
            args.jobs, args.batch_size, use_cache))
    got, dt = differential.eval_outputs(args.cli, [c.ev for c in cases])

    per_file = collections.OrderedDict()
    failures, stricter, gaps = [], [], collections.Counter()
    for c, unit, out in zip(cases, units, got):
        expected = cute[unit]
        if isinstance(expected, str):
            ok, want = out == expected, expected
        else:  # CuTe refused: eval must refuse too
            ok = out is not None and out.startswith("error:") and out.count("\n") == 1
            want = "error: ... (CuTe refuses: %s)\n" % expected[1]
        counts = per_file.setdefault(c.upstream, [0, 0, 0])
        if ok:
            counts[0] += 1
        elif deliberately_stricter(c, want, out):
            counts[0] += 1
            stricter.append(c.ev)
        elif known_gap(c, out):
            counts[1] += 1
            gaps[known_gap(c, out)] += 1
        else:
            counts[2] += 1
            failures.append((c, want, out))

    print("\n%-45s %6s %6s %6s %9s" % ("upstream file", "cases", "equal", "gap", "different"))
    for f, (eq, gap, diff) in per_file.items():
        print("%-45s %6d %6d %6d %9d" % (f, eq + gap + diff, eq, gap, diff))
    print("%-45s %6d %6d %6d %9d   (eval %.2f s, whole run %.1f s)" % (
        "total", len(cases), len(cases) - sum(gaps.values()) - len(failures), sum(gaps.values()), len(failures), dt,
        time.time() - t0))
    for ev in stricter:
        print("equal by design: eval refuses %s, whose CuTe value provably is not the result" % ev)
    for name, n in gaps.items():
        print("known gap, not modelled yet: %d case(s): %s" % (n, name))
    for f in per_file:
        listed = [x for x in failures if x[0].upstream == f]
        if listed:
            print("\ndifferent in %s:" % f)
        for c, want, out in listed:
            print("  %s\n      CuTe: %s\n      eval: %s" % (
                c.ev, want.rstrip("\n").replace("\n", "\n            "),
                (out or "<missing>").rstrip("\n").replace("\n", "\n            ")))
    if args.failures_file:
        with open(args.failures_file, "w") as fh:
            for c, want, out in failures:
                fh.write(json.dumps({"upstream": c.upstream, "statement": c.ev, "cute": want, "eval": out,
                                     "cpp": c.cpp}) + "\n")
    return cute_outputs.exit_status(failures)


if __name__ == "__main__":
    sys.exit(main())
