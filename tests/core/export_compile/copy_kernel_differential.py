#!/usr/bin/env python3
"""The partition code LayoutLab exports for a TiledCopy over a global tensor (`layoutlab-cli coalescing
--emit-kernel`, core/export/cute_cpp_copy_kernel) compiles against real CuTe and prints, for several threads,
the same partition_S/D as LayoutLab's eval. The copies are those gpu/tools/coalescing_check.py measures
with Nsight Compute on the GPU machine. The program is built with the host compiler (its kernel is compiled
out there); CuTe's prints are recorded in tests/core/cute_outputs/copy_kernel.jsonl (cute_outputs.py).

Usage: copy_kernel_differential.py --cli build/bin/layoutlab-cli [--mode recorded|live|regenerate]
           [--cute-include .deps/cutlass/include --work build/copy_kernel]
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


def program_units(cli, work):
    units, statements = [], []
    for name, _, copy, tensor, store in coalescing_check.CASES:
        path = os.path.join(work, name + ".cu")
        subprocess.run([cli, "coalescing", "--copy", copy, "--tensor", tensor, "--emit-kernel", path]
                       + (["--store"] if store else []), check=True, capture_output=True)
        threads = threads_of(copy)
        units.append(open(path).read() + THREADS_MARK + " ".join(map(str, threads)) + "\n")
        side = "D" if store else "S"
        statements.append(["%s.get_slice(%d).partition_%s(%s)" % (copy, t, side, tensor) for t in threads])
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
        out = "".join(subprocess.run([exe, "print", t], capture_output=True, text=True, check=True).stdout
                      for t in threads.split())
    os.makedirs(os.path.dirname(cache), exist_ok=True)
    open(cache, "w").write(out)
    return out


def main():
    ap = argparse.ArgumentParser()
    cute_outputs.add_arguments(ap, "copy_kernel.jsonl")
    ap.add_argument("--cli", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    if not args.extra_includes:
        args.extra_includes = "/usr/local/cuda/include:/usr/local/cuda/include/cccl"
    args.work = args.work or "copy-kernel-work"
    os.makedirs(args.work, exist_ok=True)
    units, statements = program_units(args.cli, args.work)
    cute = cute_outputs.outputs_for_emitted(args, "copy_kernel", units, lambda u, c: compile_one(args, u, c))
    failures = []
    for (name, *_), unit, stmts in zip(coalescing_check.CASES, units, statements):
        got, _ = differential.eval_outputs(args.cli, stmts)
        ours = "".join(g or "<missing>\n" for g in got)
        if ours != cute[unit]:
            failures.append((name, cute[unit], ours))
    print("%d programs exported, %d print as LayoutLab does" % (len(units), len(units) - len(failures)))
    for name, want, got in failures:
        print("  %s\n    CuTe:\n%s\n    LayoutLab:\n%s" % (name, want, got))
    return cute_outputs.exit_status(failures)


if __name__ == "__main__":
    sys.exit(main())
