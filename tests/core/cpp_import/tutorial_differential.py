#!/usr/bin/env python3
"""`layoutlab-cli import` of CuTe's own tutorial kernels (CUTLASS's examples/cute/tutorial, from the
nvidia-cutlass wheel that scripts/setup.sh unpacks) against CuTe: each file is read with the values its `main`
uses (sizes, the NT layouts it picks, half or float) plus fixed addresses for its buffers and one thread
(blockIdx (1,2), threadIdx 37), and every object LayoutLab reads must print what CuTe prints for it.

CuTe's side is the program `import --emit-program` writes (core/cpp_import/reference_program.hpp): the same
declarations as the file writes them, in the same scopes, a launch `kernel<<<...>>>(args)` a call with those
arguments, compiled with CuTe's headers on the host and run. Its output is recorded in
tests/core/cute_outputs/cpp_import_tutorials.jsonl (cute_outputs.py). The harness itself is import_differential.py,
shared with kernel_differential.py (kernels other people wrote).

Usage: tutorial_differential.py --cli build/bin/layoutlab-cli --tutorials .deps/cutlass/examples/cute/tutorial
           [--mode recorded|live|regenerate] [--cute-include .deps/cutlass/include --work DIR] [--summary]
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import import_differential  # noqa: E402  (it puts tests/core, cute_outputs.py's folder, on the path)
import cute_outputs  # noqa: E402

THREAD = ["blockIdx.x=1", "blockIdx.y=2", "threadIdx.x=37"]
F32 = ["m=5120", "n=5120", "k=4096", "ldA=5120", "ldB=5120", "ldC=5120", "TA=float", "TB=float", "TC=float",
       "A=(float*)0x10000", "B=(float*)0x20000", "C=(float*)0x30000"]
F16 = ["m=5120", "n=5120", "k=4096", "ldA=5120", "ldB=5120", "ldC=5120", "TA=cute::half_t", "TB=cute::half_t",
       "TC=cute::half_t", "A=(cute::half_t*)0x10000", "B=(cute::half_t*)0x20000", "C=(cute::half_t*)0x30000"]
SMEM_F32 = ["smemA=(float*)0", "smemB=(float*)0x1000"]   # the kernel's __shared__ arrays
SMEM_F16 = ["smem.A=(cute::half_t*)0", "smem.B=(cute::half_t*)0xC000"]  # its SharedStorage's buffers
COPY = ["d_S=(float*)0x10000", "d_D=(float*)0x100000"]  # main's device vectors
# (file, settings): what each tutorial's main passes
FILES = [
    ("sgemm_1.cu", F32 + SMEM_F32 + THREAD),
    ("sgemm_2.cu", F32 + SMEM_F32 + THREAD),
    ("sgemm_sm70.cu", F32 + SMEM_F32 + THREAD),
    ("sgemm_sm80.cu", F16 + SMEM_F16 + THREAD),
    ("tiled_copy.cu", COPY + THREAD),
    ("tiled_copy_if.cu", COPY + THREAD),
    ("hopper/wgmma_sm90.cu", F16 + SMEM_F16 + THREAD + ["__CUDA_ARCH__=900"]),
    ("hopper/wgmma_tma_sm90.cu", F16 + SMEM_F16 + THREAD + ["__CUDA_ARCH__=900"]),
]


def main():
    ap = argparse.ArgumentParser()
    cute_outputs.add_arguments(ap, "cpp_import_tutorials.jsonl")
    ap.add_argument("--cli", required=True)
    ap.add_argument("--tutorials", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--summary", action="store_true", help="print each file's unread objects, grouped by reason")
    ap.add_argument("--details", default="", help="write every object's outcome to this JSON file")
    args = ap.parse_args()
    if not args.extra_includes:
        args.extra_includes = "/usr/local/cuda/include:/usr/local/cuda/include/cccl"
    if not os.path.isfile(os.path.join(args.tutorials, "sgemm_1.cu")):
        print("FAIL: CuTe's tutorial sources are not at %s: run scripts/setup.sh (it unpacks them from the "
              "nvidia-cutlass wheel)" % args.tutorials)
        return 1
    args.work = os.path.join(args.work or "cpp-import-work", "tutorials")
    sources = [import_differential.Source(name, os.path.join(args.tutorials, name), settings) for name, settings in FILES]
    return import_differential.run(args, "cpp_import_tutorials", sources, "CuTe's tutorial kernels", summary=args.summary)


if __name__ == "__main__":
    sys.exit(main())
