#!/usr/bin/env python3
"""`layoutlab-cli import` of CuTe's own tutorial kernels (CUTLASS's examples/cute/tutorial, from the
nvidia-cutlass wheel that scripts/setup.sh unpacks) against CuTe: each file is read with the values its `main`
uses (sizes, the NT layouts it picks, half or float) plus fixed addresses for its buffers and one thread
(blockIdx (1,2), threadIdx 37), and every object LayoutLab reads must print what CuTe prints for it.

CuTe's side is the program `import --emit-program` writes (core/cpp_import/reference_program.hpp): the same
declarations as the file writes them, in the same scopes, a launch `kernel<<<...>>>(args)` a call with those
arguments, compiled with CuTe's headers on the host and run. Its output is recorded in
tests/core/cute_outputs/cpp_import_tutorials.jsonl (cute_outputs.py); a register tensor's address (which differs
from run to run) reads as `ptr[Nb](registers)`, LayoutLab's spelling.

Usage: tutorial_differential.py --cli build/bin/layoutlab-cli --tutorials .deps/cutlass/examples/cute/tutorial
           [--mode recorded|live|regenerate] [--cute-include .deps/cutlass/include --work DIR] [--summary]
"""
import argparse
import hashlib
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))  # cute_outputs.py
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
ENTRY = re.compile(r"^(\S+) \((?:[\w./-]+:)?(\d+)\): ", re.M)
# A register tensor lives on the thread's stack: CuTe prints that address (0x7ff..., different each run).
REGISTERS = re.compile(r"(?<![\w])ptr\[(\d+)b\]\(0x[0-9a-f]{11,}\) o ")


def entries(text):
    """[(name, line, value)] of `NAME (LINE): value` entries (a value may span lines)."""
    starts = list(ENTRY.finditer(text))
    out = []
    for k, m in enumerate(starts):
        end = starts[k + 1].start() if k + 1 < len(starts) else len(text)
        out.append((m.group(1), m.group(2), text[m.end():end].rstrip("\n")))
    return out


def import_file(cli, path, settings, program=None):
    cmd = [cli, "import", path] + [a for s in settings for a in ("--set", s)]
    if program:
        cmd += ["--emit-program", program]
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


def compile_one(args, unit, use_cache):
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
        if built.returncode != 0:
            return "compile error:\n" + built.stderr[-3000:]
        out = REGISTERS.sub(r"ptr[\1b](registers) o ", subprocess.run([exe], capture_output=True, text=True, check=True).stdout)
    os.makedirs(os.path.dirname(cache), exist_ok=True)
    open(cache, "w").write(out)
    return out


def main():
    ap = argparse.ArgumentParser()
    cute_outputs.add_arguments(ap, "cpp_import_tutorials.jsonl")
    ap.add_argument("--cli", required=True)
    ap.add_argument("--tutorials", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--summary", action="store_true", help="print each file's counts and unread objects")
    args = ap.parse_args()
    if not args.extra_includes:
        args.extra_includes = "/usr/local/cuda/include:/usr/local/cuda/include/cccl"
    if not os.path.isfile(os.path.join(args.tutorials, "sgemm_1.cu")):
        print("FAIL: CuTe's tutorial sources are not at %s: run scripts/setup.sh (it unpacks them from the "
              "nvidia-cutlass wheel)" % args.tutorials)
        return 1
    args.work = os.path.join(args.work or "cpp-import-work", "tutorials")
    os.makedirs(args.work, exist_ok=True)
    units, imported = [], []
    for name, settings in FILES:
        program = os.path.join(args.work, os.path.basename(name) + ".cpp")
        imported.append(import_file(args.cli, os.path.join(args.tutorials, name), settings, program))
        units.append(open(program).read())
    cute = cute_outputs.outputs_for_emitted(args, "cpp_import_tutorials", units, lambda u, c: compile_one(args, u, c))
    failures, total_read, total_equal = [], 0, 0
    for (name, _), unit, ours in zip(FILES, units, imported):
        theirs = cute[unit]
        if theirs.startswith("compile error"):
            failures.append("%s: the reference program does not compile:\n%s" % (name, theirs))
            continue
        ours_by_key = {(n, line): v for n, line, v in entries(ours)}
        mine = entries(ours)
        read = [e for e in mine if not e[2].startswith(("needs: ", "unreadable: "))]
        compared = entries(theirs)
        equal = sum(1 for n, line, v in compared if ours_by_key.get((n, line)) == v)
        total_read += len(read)
        total_equal += equal
        for n, line, v in compared:
            if ours_by_key.get((n, line)) != v:
                failures.append("%s: %s (%s)\n    CuTe:      %s\n    LayoutLab: %s" % (name, n, line, v, ours_by_key.get((n, line))))
        if args.summary:
            print("%s: %d objects, %d read, %d compiled and equal to CuTe" % (name, len(mine), len(read), equal))
            for n, line, v in mine:
                if v.startswith(("needs: ", "unreadable: ")):
                    print("    %s (%s): %s" % (n, line, v.splitlines()[0][:150]))
    print("%d tutorial files, %d objects read, %d compared with CuTe and equal, %d differ" % (
        len(FILES), total_read, total_equal, len(failures)))
    for f in failures:
        print("  " + f)
    return cute_outputs.exit_status(failures)


if __name__ == "__main__":
    sys.exit(main())
