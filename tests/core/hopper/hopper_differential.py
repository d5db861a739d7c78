#!/usr/bin/env python3
"""Differential test of Hopper's objects through `layoutlab-cli eval`, byte for byte against CuTe compiled on the host
(or its outputs recorded in tests/core/cute_outputs/<suite>.jsonl: cute_outputs.py --mode recorded|live|regenerate).
A case CuTe refuses (a static_assert, or an assert when run) must give `error:` lines from eval.

Suites:
  gmma  gmma_cases.py: GMMA::Layout_*_Atom<T>, tile_to_shape of them, their values, slices and recasts, smem tensors,
        GMMA descriptors, CUTLASS's ss_smem_selector.
  tma   tma_cases.py: make_tma_copy / make_tma_atom, the descriptor's arguments, get_tma_tensor, tma_partition, the
        per-CTA partitions, and the refusals. The host program is built as nvcc would build it for the driver call
        (__CUDACC_VER_MAJOR__, a direct driver call) and links a stand-in for cuTensorMapEncodeTiled that prints its
        arguments and applies the driver's documented rules for the box.
  umma  umma_cases.py: SM100's UMMA TiledMMAs, the accumulator's TMEM fragment, make_tmem_copy of tcgen05.ld/st and
        the partitions an epilogue thread takes (view only: the host build prints them).

Usage: hopper_differential.py --suite gmma|tma|umma --cli build/bin/layoutlab-cli [--mode recorded|live|regenerate]
           [--cute-include .deps/cutlass/include --work build/hopper]
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
import tma_cases  # noqa: E402
import umma_cases  # noqa: E402

# CuTe's host build cannot turn an smem pointer into the shared window's address: it says so and uses 0.
HOST_ADDRESS_ERROR = "ERROR: cast_smem_ptr_to_uint not supported but used.\n"

# The driver's cuTensorMapEncodeTiled, as the TMA suite's host program sees it: the arguments CuTe computed, printed
# as LayoutLab's tma_descriptor() prints them, and the box rules of the CUDA driver API's documentation (cuda.h):
# boxDim[0] * elementSize a multiple of 16 bytes, and no wider than the swizzle span.
TMA_DRIVER_STAND_IN = r"""
extern "C" CUresult cuTensorMapEncodeTiled(CUtensorMap*, CUtensorMapDataType type, cuuint32_t rank, void*,
    const cuuint64_t* dims, const cuuint64_t* strides, const cuuint32_t* box, const cuuint32_t* estrides,
    CUtensorMapInterleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill) {
  const char* type_name = "?"; int bytes = 0;
  switch (type) {
    case CU_TENSOR_MAP_DATA_TYPE_UINT8: type_name = "UINT8"; bytes = 1; break;
    case CU_TENSOR_MAP_DATA_TYPE_UINT16: type_name = "UINT16"; bytes = 2; break;
    case CU_TENSOR_MAP_DATA_TYPE_UINT32: type_name = "UINT32"; bytes = 4; break;
    case CU_TENSOR_MAP_DATA_TYPE_INT32: type_name = "INT32"; bytes = 4; break;
    case CU_TENSOR_MAP_DATA_TYPE_UINT64: type_name = "UINT64"; bytes = 8; break;
    case CU_TENSOR_MAP_DATA_TYPE_INT64: type_name = "INT64"; bytes = 8; break;
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT16: type_name = "FLOAT16"; bytes = 2; break;
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT32: type_name = "FLOAT32"; bytes = 4; break;
    case CU_TENSOR_MAP_DATA_TYPE_FLOAT64: type_name = "FLOAT64"; bytes = 8; break;
    case CU_TENSOR_MAP_DATA_TYPE_BFLOAT16: type_name = "BFLOAT16"; bytes = 2; break;
    case CU_TENSOR_MAP_DATA_TYPE_TFLOAT32: type_name = "TFLOAT32"; bytes = 4; break;
    default: break;
  }
  const char* sw = "?"; unsigned span = 0;
  switch (swizzle) {
    case CU_TENSOR_MAP_SWIZZLE_NONE: sw = "NONE"; break;
    case CU_TENSOR_MAP_SWIZZLE_32B: sw = "32B"; span = 32; break;
    case CU_TENSOR_MAP_SWIZZLE_64B: sw = "64B"; span = 64; break;
    case CU_TENSOR_MAP_SWIZZLE_128B: sw = "128B"; span = 128; break;
    default: break;
  }
  printf("cuTensorMapEncodeTiled(CU_TENSOR_MAP_DATA_TYPE_%s, rank %u, dims (", type_name, rank);
  for (cuuint32_t i = 0; i < rank; ++i) printf("%s%llu", i ? "," : "", (unsigned long long)dims[i]);
  printf("), strides (");
  for (cuuint32_t i = 0; i + 1 < rank; ++i) printf("%s%llu", i ? "," : "", (unsigned long long)strides[i]);
  printf("), box (");
  for (cuuint32_t i = 0; i < rank; ++i) printf("%s%u", i ? "," : "", box[i]);
  printf("), elementStrides (");
  for (cuuint32_t i = 0; i < rank; ++i) printf("%s%u", i ? "," : "", estrides[i]);
  printf("), CU_TENSOR_MAP_SWIZZLE_%s)\n", sw);
  const unsigned inner = box[0] * bytes;
  if (bytes == 0 || inner % 16 != 0 || (span != 0 && inner > span)) return CUDA_ERROR_INVALID_VALUE;
  return CUDA_SUCCESS;
}
"""

Suite = collections.namedtuple("Suite", "cases pch risky flags clean")


def gmma_suite():
    pch = ("#include <cute/tensor.hpp>\n#include <cute/atom/mma_traits_sm90_gmma.hpp>\n"
           "#include <cutlass/gemm/collective/builders/sm90_common.inl>\n#include <cstdio>\n")
    # print(GmmaDescriptor) ends with its own newline, as eval's line does
    units = lambda cases: [c.cpp + (";" if c.group == "descriptors" else '; printf("\\n");') for c in cases]  # noqa: E731

    def clean(expected):  # (the host's start address is 0)
        if isinstance(expected, str) and expected.startswith(HOST_ADDRESS_ERROR):
            return expected[len(HOST_ADDRESS_ERROR):]
        return expected
    return Suite(lambda: (gmma_cases.cases(), units), pch, ("ss_smem_selector", "make_gmma_desc"), [], clean)


def tma_suite():
    pch = ("#include <cute/tensor.hpp>\n#include <cute/atom/copy_traits_sm90_tma.hpp>\n"
           "#include <cute/atom/mma_traits_sm90_gmma.hpp>\n#include <cstdio>\n" + TMA_DRIVER_STAND_IN)
    units = lambda cases: ["{ %s }" % c.cpp for c in cases]  # noqa: E731
    flags = ["-D__CUDACC_VER_MAJOR__=13", "-D__CUDACC_VER_MINOR__=0", "-DCUTLASS_ENABLE_DIRECT_CUDA_DRIVER_CALL=1"]
    return Suite(lambda: (tma_cases.cases(), units), pch, ("make_tma_copy", "make_tma_atom"), flags, lambda e: e)


def umma_suite():
    pch = ("#include <cute/tensor.hpp>\n#include <cute/atom/mma_traits_sm100.hpp>\n"
           "#include <cute/atom/copy_traits_sm100.hpp>\n#include <cstdio>\n")
    units = lambda cases: [c.cpp for c in cases]  # noqa: E731
    return Suite(lambda: (umma_cases.cases(), units), pch, ("make_tmem_copy", "make_fragment_C"), [], lambda e: e)


SUITES = {"gmma": gmma_suite, "tma": tma_suite, "umma": umma_suite}


def generator_hash(units):
    text = differential.PCH_HEADER + differential.PRELUDE + "".join(cute_outputs.key_of(u) for u in units)
    return hashlib.sha1(text.encode()).hexdigest()[:12]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--suite", choices=sorted(SUITES), required=True)
    known, _ = ap.parse_known_args()
    cute_outputs.add_arguments(ap, known.suite + ".jsonl")
    ap.add_argument("--cli", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--batch-size", type=int, default=25)
    args = ap.parse_args()
    suite = SUITES[args.suite]()
    differential.PCH_HEADER = suite.pch
    differential.RISKY_WORDS = differential.RISKY_WORDS + suite.risky
    if suite.flags:
        base_flags = differential.compile_flags
        differential.compile_flags = lambda include, extra: base_flags(include, extra) + suite.flags
    if not args.extra_includes:
        args.extra_includes = "/usr/local/cuda/include:/usr/local/cuda/include/cccl"
    t0 = time.time()
    cases, make_units = suite.cases()
    units = make_units(cases)
    cute = cute_outputs.outputs_for(
        args, args.suite, "none (enumerated)", generator_hash(units), units,
        lambda todo, use_cache: differential.compile_cute(
            todo, args.cute_include, args.extra_includes, args.cxx, os.path.join(args.work or "hopper-work", args.suite),
            args.jobs, args.batch_size, use_cache))
    got, dt = differential.eval_outputs(args.cli, [c.ev for c in cases])
    groups = collections.OrderedDict()
    failures = []
    for c, unit, out in zip(cases, units, got):
        expected = suite.clean(cute[unit])
        if isinstance(expected, str):
            ok, want = out == expected, expected
        else:  # CuTe refused: eval must refuse too
            lines = (out or "").splitlines()
            ok = bool(lines) and all(line.startswith("error:") for line in lines)
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
