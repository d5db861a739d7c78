#!/usr/bin/env python3
"""LayoutLab's coalescing figures against Nsight Compute's, for a set of TiledCopies over global tensors.

  coalescing_check.py emit --cli build/bin/layoutlab-cli --out DIR
      for every case: `layoutlab-cli coalescing ... --json --emit-kernel` writes DIR/NAME.cu (the C++ export
      of the copy, one block) and DIR/NAME.json (LayoutLab's sectors, lines, instructions).
  coalescing_check.py measure --dir DIR --cute-include .deps/cutlass/include [--table OUT.md]
      on the GPU machine: nvcc builds each program, ncu reads the L1TEX global load (or store) sectors and
      requests of its kernel, and a Markdown table sets them beside LayoutLab's. Exit 1 on any difference.

ncu's l1tex__t_sectors_pipe_lsu_mem_global_op_{ld,st}.sum counts the 32-byte sectors of every warp-wide
instruction; ..._requests_... counts the instructions. LayoutLab's totals are the same sums.
"""
import argparse
import csv
import io
import json
import os
import subprocess
import sys

HALF_K_MAJOR_128 = ("make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, "
                    "Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})")
HALF_M_MAJOR_128 = ("make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, "
                    "Layout<Shape<_16,_8>,Stride<_1,_16>>{}, Layout<Shape<_8,_1>>{})")
HALF_K_MAJOR_64 = ("make_tiled_copy(Copy_Atom<UniversalCopy<uint64_t>, half_t>{}, "
                   "Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_4>>{})")
HALF_K_MAJOR_32 = ("make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, half_t>{}, "
                   "Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_2>>{})")
HALF_K_MAJOR_16 = ("make_tiled_copy(Copy_Atom<UniversalCopy<half_t>, half_t>{}, "
                   "Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})")
FLOAT_GEMM_SIMPLE = ("make_tiled_copy(Copy_Atom<UniversalCopy<float>, float>{}, "
                     "Layout<Shape<_32,_8>>{}, Layout<Shape<_1,_1>>{})")
FLOAT_128 = ("make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, float>{}, "
             "Layout<Shape<_32,_8>>{}, Layout<Shape<_4,_1>>{})")


def gmem(type_, address, shape, stride):
    return "make_tensor(make_gmem_ptr<%s>(%s), make_layout(make_shape(%s), make_stride(%s)))" % (
        type_, address, shape, stride)


# (name, what it shows, copy, tensor, store)
CASES = [
    ("half128_rowmajor", "128-bit K-major loads, row-major A", HALF_K_MAJOR_128, gmem("half_t", "0x1000", "128,64", "64,_1{}"), False),
    ("half128_colmajor", "128-bit M-major loads, column-major A", HALF_M_MAJOR_128, gmem("half_t", "0x1000", "128,64", "_1{},128"), False),
    ("half64_rowmajor", "64-bit K-major loads, row-major", HALF_K_MAJOR_64, gmem("half_t", "0", "128,64", "64,_1{}"), False),
    ("half32_rowmajor", "32-bit K-major loads, row-major", HALF_K_MAJOR_32, gmem("half_t", "0", "64,64", "64,_1{}"), False),
    ("half16_rowmajor", "scalar K-major loads, row-major (values strided by the thread layout)", HALF_K_MAJOR_16,
     gmem("half_t", "0", "128,64", "64,_1{}"), False),
    ("half16_transposed", "scalar K-major loads of a column-major tensor (a transposing copy)", HALF_K_MAJOR_16,
     gmem("half_t", "0", "128,64", "_1{},128"), False),
    ("half16_misaligned", "scalar loads from a base 2 bytes past a sector", HALF_K_MAJOR_16,
     gmem("half_t", "0x1002", "128,64", "64,_1{}"), False),
    ("float_gemm_simple_colmajor", "gemm_simple's 32x8 float copy, M contiguous", FLOAT_GEMM_SIMPLE,
     gmem("float", "0", "128,8", "_1{},128"), False),
    ("float_gemm_simple_rowmajor", "gemm_simple's 32x8 float copy, K contiguous (uncoalesced)", FLOAT_GEMM_SIMPLE,
     gmem("float", "0", "128,8", "8,_1{}"), False),
    ("float128_colmajor", "128-bit float loads along M", FLOAT_128, gmem("float", "0", "128,8", "_1{},128"), False),
    ("float_broadcast", "every thread of a warp reads one float (stride 0 along M)", FLOAT_GEMM_SIMPLE,
     gmem("float", "0", "128,8", "_0{},_1{}"), False),
    ("half128_store_rowmajor", "128-bit stores, row-major C", HALF_K_MAJOR_128, gmem("half_t", "0", "128,64", "64,_1{}"), True),
    ("float_store_rowmajor", "gemm_simple's float copy storing K-contiguous rows (uncoalesced)", FLOAT_GEMM_SIMPLE,
     gmem("float", "0", "128,8", "8,_1{}"), True),
]


def emit(args):
    os.makedirs(args.out, exist_ok=True)
    for name, what, copy, tensor, store in CASES:
        command = [args.cli, "coalescing", "--copy", copy, "--tensor", tensor, "--json",
                   "--emit-kernel", os.path.join(args.out, name + ".cu")] + (["--store"] if store else [])
        figures = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
        figures.pop("issues")
        figures.update({"name": name, "what": what, "copy": copy, "tensor": tensor, "store": store})
        with open(os.path.join(args.out, name + ".json"), "w") as f:
            json.dump(figures, f, indent=1)
        print("%-28s sectors %5d (minimum %5d), %d warps x %d instructions" % (
            name, figures["sectors"], figures["min_sectors"], figures["warps"], figures["instructions_per_warp"]))


def ncu_metrics(binary, op):
    metrics = ["l1tex__t_sectors_pipe_lsu_mem_global_op_%s.sum" % op, "l1tex__t_requests_pipe_lsu_mem_global_op_%s.sum" % op]
    out = subprocess.run(["ncu", "--clock-control", "none", "--kernel-name", "copy_kernel", "--csv", "--metrics",
                          ",".join(metrics), binary], capture_output=True, text=True)
    rows = [r for r in csv.reader(io.StringIO(out.stdout)) if len(r) > 3]
    if not rows:
        raise RuntimeError("ncu printed no metrics:\n" + out.stdout[-2000:] + out.stderr[-2000:])
    header, values = rows[0], {}
    for r in rows[1:]:
        values[r[header.index("Metric Name")]] = int(float(r[header.index("Metric Value")].replace(",", "")))
    return values[metrics[0]], values[metrics[1]]


def measure(args):
    names = sorted(f[:-5] for f in os.listdir(args.dir) if f.endswith(".json"))
    order = [c[0] for c in CASES]
    names.sort(key=lambda n: order.index(n) if n in order else len(order))
    lines = ["| case | copy | LayoutLab sectors (minimum) | ncu sectors | LayoutLab instructions | ncu requests | equal |",
             "|---|---|---|---|---|---|---|"]
    failures = 0
    for name in names:
        fig = json.load(open(os.path.join(args.dir, name + ".json")))
        binary = os.path.join(args.dir, name)
        if not os.path.exists(binary):  # built beforehand (nvcc needs no GPU), or here
            subprocess.run(["nvcc", "-std=c++17", "-O2", "-arch=sm_90", "-I", args.cute_include,
                            os.path.join(args.dir, name + ".cu"), "-o", binary], check=True, capture_output=True)
        sass = subprocess.run(["cuobjdump", "--dump-sass", binary], capture_output=True, text=True).stdout
        op = "st" if fig["store"] else "ld"
        ops = sorted({w.split()[0] for w in sass.replace(";", " ").split("  ") if w.strip().startswith(("LDG", "STG"))})
        sectors, requests = ncu_metrics(binary, op)
        instructions = fig["warps"] * fig["instructions_per_warp"]
        ok = sectors == fig["sectors"] and requests == instructions
        failures += not ok
        lines.append("| %s | %s (%d-bit; SASS %s) | %d (%d) | %d | %d | %d | %s |" % (
            name, fig["what"], fig["vector_bits"], " ".join(ops) or "?", fig["sectors"], fig["min_sectors"], sectors,
            instructions, requests, "yes" if ok else "**no**"))
        print(lines[-1], flush=True)
    table = "\n".join(lines) + "\n"
    if args.table:
        with open(args.table, "w") as f:
            f.write(table)
    print("%d of %d cases equal" % (len(names) - failures, len(names)))
    return 1 if failures else 0


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="command", required=True)
    e = sub.add_parser("emit")
    e.add_argument("--cli", required=True)
    e.add_argument("--out", required=True)
    m = sub.add_parser("measure")
    m.add_argument("--dir", required=True)
    m.add_argument("--cute-include", required=True)
    m.add_argument("--table")
    args = ap.parse_args()
    return emit(args) or 0 if args.command == "emit" else measure(args)


if __name__ == "__main__":
    sys.exit(main())
