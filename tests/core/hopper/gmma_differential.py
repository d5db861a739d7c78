#!/usr/bin/env python3
"""Differential test: Hopper's shared-memory layouts (gmma_cases.py: GMMA::Layout_*_Atom<T>, tile_to_shape of them,
their values, slices and recasts, CUTLASS's ss_smem_selector) through `layoutlab-cli eval`, byte for byte against
CuTe compiled on the host (or its outputs recorded in tests/core/cute_outputs/gmma.jsonl: cute_outputs.py
--mode recorded|live|regenerate). A case CuTe refuses (a static_assert) must give an `error:` line from eval.

Usage: gmma_differential.py --cli build/bin/layoutlab-cli [--mode recorded|live|regenerate]
           [--cute-include .deps/cutlass/include --work build/gmma]
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
import gmma_cases  # noqa: E402

# CuTe's GMMA traits and CUTLASS's sm90 builder helpers, beside the headers every harness compiles with.
differential.PCH_HEADER = ("#include <cute/tensor.hpp>\n#include <cute/atom/mma_traits_sm90_gmma.hpp>\n"
                           "#include <cutlass/gemm/collective/builders/sm90_common.inl>\n#include <cstdio>\n")
differential.RISKY_WORDS = differential.RISKY_WORDS + ("ss_smem_selector", "make_gmma_desc")
# CuTe's host build cannot turn an smem pointer into the shared window's address: it says so and uses 0.
HOST_ADDRESS_ERROR = "ERROR: cast_smem_ptr_to_uint not supported but used.\n"


def generator_hash(units):
    text = differential.PCH_HEADER + differential.PRELUDE + "".join(cute_outputs.key_of(u) for u in units)
    return hashlib.sha1(text.encode()).hexdigest()[:12]


def main():
    ap = argparse.ArgumentParser()
    cute_outputs.add_arguments(ap, "gmma.jsonl")
    ap.add_argument("--cli", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--batch-size", type=int, default=25)
    args = ap.parse_args()
    if not args.extra_includes:
        args.extra_includes = "/usr/local/cuda/include:/usr/local/cuda/include/cccl"
    t0 = time.time()
    cases = gmma_cases.cases()
    # print(GmmaDescriptor) ends with its own newline, as eval's line does
    units = [c.cpp + (";" if c.group == "descriptors" else '; printf("\\n");') for c in cases]
    cute = cute_outputs.outputs_for(
        args, "gmma", "none (enumerated)", generator_hash(units), units,
        lambda todo, use_cache: differential.compile_cute(
            todo, args.cute_include, args.extra_includes, args.cxx, os.path.join(args.work or "gmma-work", "gmma"),
            args.jobs, args.batch_size, use_cache))
    got, dt = differential.eval_outputs(args.cli, [c.ev for c in cases])
    groups = collections.OrderedDict()
    failures = []
    for c, unit, out in zip(cases, units, got):
        expected = cute[unit]
        if isinstance(expected, str) and expected.startswith(HOST_ADDRESS_ERROR):  # (the host's start address is 0)
            expected = expected[len(HOST_ADDRESS_ERROR):]
        if isinstance(expected, str):
            ok, want = out == expected, expected
        else:  # CuTe refused: eval must refuse too
            ok = out is not None and out.startswith("error:") and out.count("\n") == 1
            want = "error: ... (CuTe refuses: %s)\n" % expected[1][:200]
        counts = groups.setdefault(c.group, [0, 0, 0])
        counts[0] += 1
        counts[1] += ok
        counts[2] += (not isinstance(expected, str))
        if not ok:
            failures.append((c, want, out))
    print("\n%-24s %6s %6s %8s" % ("group", "cases", "equal", "refused"))
    for g, (n, eq, refused) in groups.items():
        print("%-24s %6d %6d %8d" % (g, n, eq, refused))
    print("%-24s %6d %6d %8d   (eval %.2f s, whole run %.1f s)" % (
        "total", len(cases), len(cases) - len(failures), sum(r for _, _, r in groups.values()), dt, time.time() - t0))
    for c, want, out in failures[:40]:
        print("  %s\n      CuTe: %s\n      eval: %s" % (c.ev, want.rstrip("\n"), (out or "<missing>").rstrip("\n")))
    return cute_outputs.exit_status(failures)


if __name__ == "__main__":
    sys.exit(main())
