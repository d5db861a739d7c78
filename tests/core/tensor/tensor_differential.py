#!/usr/bin/env python3
"""Differential test: tensors, local_tile, local_partition and slices (tensor_cases.py) through
`layoutlab-cli eval`, byte for byte against CuTe compiled on the host (or its outputs recorded in
tests/core/cute_outputs/tensor.jsonl: cute_outputs.py --mode recorded|live|regenerate). A case CuTe refuses
(static_assert, or an abort at run time) must give an `error:` line from eval.

Usage: tensor_differential.py --cli build/bin/layoutlab-cli [--mode recorded|live|regenerate]
           [--cute-include .deps/cutlass/include --work build/tensor]
"""
import argparse
import collections
import hashlib
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))                  # cute_outputs.py
sys.path.insert(0, os.path.join(HERE, "..", "differential"))  # differential.py: the host compiles, eval
import cute_outputs  # noqa: E402
import differential  # noqa: E402
import tensor_cases  # noqa: E402


def snippet(case):
    """The case's print, then the newline eval prints after every value (CuTe's print of a TiledMMA, and so of
    a ThrMMA, ends with its own)."""
    return case.cpp + (";" if case.group == "ThrMMA" else '; printf("\\n");')


def generator_hash(units):
    text = differential.PCH_HEADER + differential.PRELUDE + "".join(cute_outputs.key_of(u) for u in units)
    return hashlib.sha1(text.encode()).hexdigest()[:12]


def main():
    ap = argparse.ArgumentParser()
    cute_outputs.add_arguments(ap, "tensor.jsonl")
    ap.add_argument("--cli", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--batch-size", type=int, default=25)
    args = ap.parse_args()
    if not args.extra_includes:
        args.extra_includes = "/usr/local/cuda/include:/usr/local/cuda/include/cccl"
    t0 = time.time()
    cases = tensor_cases.cases()
    units = [snippet(c) for c in cases]
    cute = cute_outputs.outputs_for(
        args, "tensor", "none (enumerated)", generator_hash(units), units,
        lambda todo, use_cache: differential.compile_cute(
            todo, args.cute_include, args.extra_includes, args.cxx, args.work or "tensor-work",
            args.jobs, args.batch_size, use_cache))
    got, dt = differential.eval_outputs(args.cli, [c.ev for c in cases])
    groups = collections.OrderedDict()
    failures = []
    for c, unit, out in zip(cases, units, got):
        expected = cute[unit]
        if isinstance(expected, str):
            ok, want = out == expected, expected
        else:  # CuTe refused: eval must refuse too
            ok = out is not None and out.startswith("error:") and out.count("\n") == 1
            want = "error: ... (CuTe refuses: %s)\n" % expected[1]
        counts = groups.setdefault(c.group, [0, 0, 0])
        counts[0] += 1
        counts[1] += ok
        counts[2] += (not isinstance(expected, str))
        if not ok:
            failures.append((c, want, out))
    print("\n%-22s %6s %6s %8s" % ("group", "cases", "equal", "refused"))
    for g, (n, eq, refused) in groups.items():
        print("%-22s %6d %6d %8d" % (g, n, eq, refused))
    print("%-22s %6d %6d %8d   (eval %.2f s, whole run %.1f s)" % (
        "total", len(cases), len(cases) - len(failures), sum(r for _, _, r in groups.values()), dt, time.time() - t0))
    for c, want, out in failures[:40]:
        print("  %s\n      CuTe: %s\n      eval: %s" % (c.ev, want.rstrip("\n"), (out or "<missing>").rstrip("\n")))
    return cute_outputs.exit_status(failures)


if __name__ == "__main__":
    sys.exit(main())
