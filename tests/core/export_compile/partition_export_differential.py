#!/usr/bin/env python3
"""The partition code LayoutLab exports compiles against real CuTe and prints, for several threads, what
LayoutLab's eval prints for the same objects:
- a TiledCopy over a global tensor (`layoutlab-cli coalescing --emit-kernel`, core/export/cute_cpp_copy_kernel):
  the thread's partition_S/D; the copies are those gpu/tools/coalescing_check.py measures with Nsight Compute;
- a TiledMMA over a GEMM's CTA tiles (`layoutlab-cli partition --emit-program`, core/export/cute_cpp_mma_partition):
  gA, tCsA, tCsB, tCgC and the register fragments' layouts.
The programs are built with the host compiler (a kernel is compiled out there); CuTe's prints are recorded in
tests/core/cute_outputs/partition_export.jsonl (cute_outputs.py).

Usage: partition_export_differential.py --cli build/bin/layoutlab-cli [--mode recorded|live|regenerate]
           [--cute-include .deps/cutlass/include --work build/partition_export]
"""
import argparse
import hashlib
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))                  # cute_outputs.py
sys.path.insert(0, os.path.join(HERE, "..", "differential"))  # differential.py: eval_outputs
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "gpu", "tools"))  # coalescing_check.py: the copies
import coalescing_check  # noqa: E402
import cute_outputs  # noqa: E402
import differential  # noqa: E402

# A unit is the exported program, then a line naming the threads it prints.
THREADS_MARK = "\n// @@threads "


def threads_of(copy_expr):
    return (0, 5, 37, 127) if "Shape<_16,_8>" in copy_expr else (0, 5, 37, 255)


# TiledMMAs over CTA tiles: (atom, eval spelling of the TiledMMA, thr M,N,K, CTA tile, stages, threads)
MMA_PROGRAMS = [
    ("SM80_16x8x16_F16F16F16F16_TN", "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2,_2,_1>>{})",
     "2,2,1", (128, 128, 32), 3, (0, 5, 77, 127)),
    ("UniversalFMA<float,float,float>", "make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_16,_16,_1>>{})",
     "16,16,1", (128, 128, 8), 3, (0, 37, 255)),
    ("SM80_16x8x8_F32TF32TF32F32_TN", "make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN{}, Layout<Shape<_2,_4,_1>>{})",
     "2,4,1", (64, 128, 16), 1, (0, 33, 255)),
]
TYPES = {"SM80_16x8x16_F16F16F16F16_TN": ("half_t", "half_t", "half_t"),
         "UniversalFMA<float,float,float>": ("float", "float", "float"),
         "SM80_16x8x8_F32TF32TF32F32_TN": ("tfloat32_t", "tfloat32_t", "float")}


def mma_statements(mma, atom, tile, stages, thread):
    """What the program prints for one thread, as eval statements with the program's own addresses."""
    ta, tb, tc = TYPES[atom]
    m, n, k = tile
    tiler = "make_shape(Int<%d>{}, Int<%d>{}, Int<%d>{})" % (m, n, k)
    pipe = ", Int<%d>{}" % stages if stages > 1 else ""
    s0 = "(_,_,_,0)" if stages > 1 else ""
    thr = "%s.get_slice(%d)" % (mma, thread)
    gA = "local_tile(make_tensor(make_gmem_ptr<%s>(268435456), make_shape(1024, 1024), make_stride(1024, _1)), %s, make_coord(1, 1, _), Step<_1, X,_1>{})" % (ta, tiler)
    gC = "local_tile(make_tensor(make_gmem_ptr<%s>(805306368), make_shape(1024, 1024), make_stride(_1, 1024)), %s, make_coord(1, 1, _), Step<_1,_1, X>{})" % (tc, tiler)
    sA = "make_tensor(make_smem_ptr<%s>(0), make_layout(make_shape(Int<%d>{}, Int<%d>{}%s)))" % (ta, m, k, pipe)
    sB = "make_tensor(make_smem_ptr<%s>(262144), make_layout(make_shape(Int<%d>{}, Int<%d>{}%s)))" % (tb, n, k, pipe)
    return [("gA   : ", gA), ("tCsA : ", "%s.partition_A(%s)" % (thr, sA)), ("tCsB : ", "%s.partition_B(%s)" % (thr, sB)),
            ("tCgC : ", "%s.partition_C(%s)" % (thr, gC)),
            ("tCrA : ", "%s.make_fragment_A(%s.partition_A(%s)%s).layout()" % (thr, thr, sA, s0)),
            ("tCrB : ", "%s.make_fragment_B(%s.partition_B(%s)%s).layout()" % (thr, thr, sB, s0)),
            ("tCrC : ", "%s.make_fragment_C(%s.partition_C(%s)).layout()" % (thr, thr, gC))]


def program_units(cli, work):
    units, statements = [], []
    for atom, mma, thr, tile, stages, threads in MMA_PROGRAMS:
        path = os.path.join(work, "mma_%d.cpp" % len(units))
        subprocess.run([cli, "partition", "--atom", atom, "--thr", thr, "--tile", "%dx%dx%d" % tile, "--stages", str(stages),
                        "--emit-program", path], check=True, capture_output=True)
        units.append(open(path).read() + THREADS_MARK + " ".join(map(str, threads)) + "\n")
        statements.append([(prefix, stmt) for t in threads for prefix, stmt in mma_statements(mma, atom, tile, stages, t)])
    for name, _, copy, tensor, store in coalescing_check.CASES:
        path = os.path.join(work, name + ".cu")
        subprocess.run([cli, "coalescing", "--copy", copy, "--tensor", tensor, "--emit-kernel", path]
                       + (["--store"] if store else []), check=True, capture_output=True)
        threads = threads_of(copy)
        units.append(open(path).read() + THREADS_MARK + " ".join(map(str, threads)) + "\n")
        side = "D" if store else "S"
        statements.append([("", "%s.get_slice(%d).partition_%s(%s)" % (copy, t, side, tensor)) for t in threads])
    return units, statements


def compile_one(args, unit, use_cache):
    program, threads = unit.split(THREADS_MARK)
    key = hashlib.sha1((args.cxx + args.cute_include + unit).encode()).hexdigest()[:16]
    cache = os.path.join(args.work, "cache", key + ".txt")
    if use_cache and os.path.exists(cache):
        return open(cache).read()
    includes = ["-I", args.cute_include] + [a for d in args.extra_includes.split(":") if d for a in ("-I", d)]
    with tempfile.TemporaryDirectory(dir=args.work) as tmp:
        src, exe = os.path.join(tmp, "p.cpp"), os.path.join(tmp, "p")
        open(src, "w").write(program)
        built = subprocess.run([args.cxx, "-std=c++17", "-w", "-O0"] + includes + [src, "-o", exe],
                               capture_output=True, text=True)
        if built.returncode != 0:
            return "compile error:\n" + built.stderr[-3000:]
        args = [] if "print_thread_partitions" in program else ["print"]  # an MMA program takes the thread alone
        out = "".join(subprocess.run([exe] + args + [t], capture_output=True, text=True, check=True).stdout
                      for t in threads.split())
    os.makedirs(os.path.dirname(cache), exist_ok=True)
    open(cache, "w").write(out)
    return out


def main():
    ap = argparse.ArgumentParser()
    cute_outputs.add_arguments(ap, "partition_export.jsonl")
    ap.add_argument("--cli", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    if not args.extra_includes:
        args.extra_includes = "/usr/local/cuda/include:/usr/local/cuda/include/cccl"
    args.work = args.work or "partition-export-work"
    os.makedirs(args.work, exist_ok=True)
    units, statements = program_units(args.cli, args.work)
    cute = cute_outputs.outputs_for_emitted(args, "partition_export", units, lambda u, c: compile_one(args, u, c))
    failures = []
    names = [a for a, *_ in MMA_PROGRAMS] + [c[0] for c in coalescing_check.CASES]
    for name, unit, stmts in zip(names, units, statements):
        got, _ = differential.eval_outputs(args.cli, [stmt for _, stmt in stmts])
        ours = "".join(prefix + (g or "<missing>\n") for (prefix, _), g in zip(stmts, got))
        if ours != cute[unit]:
            failures.append((name, cute[unit], ours))
    print("%d programs exported, %d print as LayoutLab does" % (len(units), len(units) - len(failures)))
    for name, want, got in failures:
        print("  %s\n    CuTe:\n%s\n    LayoutLab:\n%s" % (name, want, got))
    return cute_outputs.exit_status(failures)


if __name__ == "__main__":
    sys.exit(main())
