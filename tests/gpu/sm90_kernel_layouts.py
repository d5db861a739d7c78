#!/usr/bin/env python3
"""The sm90 kernel's shared-memory layouts and TMA descriptors, as LayoutLab's designer shows them, against the kernel
itself on the GPU (label gpu: the device machine only).

For each configuration: `layoutlab-cli gemm ... --print-layouts` gives core's print of SmemLayoutA/B and the arguments
of make_tma_copy's cuTensorMapEncodeTiled (what the designer's TMA page draws and the runner encodes);
`--emit-source` gives the generated kernel. A check program compiled with nvcc includes that kernel source, prints
SmemLayoutA/B{} from a kernel on the device, and on the host builds CuTe's own make_tma_copy over the kernel's layouts
and compares its 128-byte CUtensorMap with one encoded from core's arguments. Everything must be equal.
(The runner encodes with L2 promotion 256B where CuTe's make_tma_copy uses 128B: a tuning choice, not a layout; the
check encodes core's arguments with CuTe's 128B so the descriptors compare byte for byte.)
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

CONFIGS = [  # name, atom, thr, tile, M, N, K
    ("f16f32_128x256x64", "SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "128x256x64", 4096, 4096, 4096),
    ("f16_128x128x64", "SM90_64x128x16_F16F16F16_SS", "(2,1,1)", "128x128x64", 2048, 1024, 512),
    ("bf16_64x128x64", "SM90_64x128x16_F32BF16BF16_SS", "(1,1,1)", "64x128x64", 1024, 2048, 4096),
    ("tf32_128x128x32", "SM90_64x128x8_F32TF32TF32_SS_TN", "(2,1,1)", "128x128x32", 1024, 1024, 1024),
    ("int8_128x128x128", "SM90_64x128x32_S32S8S8_SS_TN", "(2,1,1)", "128x128x128", 1024, 1024, 1024),
    ("f16f32_nt_128x256x64", "SM90_64x256x16_F32F16F16_SS", "(2,1,1)", "128x256x64", 4096, 4096, 4096, "NT"),
    ("bf16_tt_64x128x64", "SM90_64x128x16_F32BF16BF16_SS", "(1,1,1)", "64x128x64", 1000, 2048, 520, "TT"),
]

CHECK = r'''
// The whole of CuTe first (the kernel includes only what it uses), and the kernel's literal layouts checked against CuTe's
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
#define LAYOUTLAB_CHECK_LITERAL_TYPES 1
#include "kernel.cu"
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cuda.h>
#include <cstdint>
#include <cstdio>
#include <cstring>

__global__ void print_kernel_layouts() {
  print("SmemLayoutA: "); print(SmemLayoutA{}); print("\n");
  print("SmemLayoutB: "); print(SmemLayoutB{}); print("\n");
}

// core's arguments (layoutlab-cli gemm --print-layouts), encoded with CuTe's make_tma_copy's other settings
template <class T, bool KMajor, class SLayout, class Tile>
bool compare(const char* name, int rows, int cols, SLayout slayout, Tile tile, CUtensorMapDataType dtype, const cuuint64_t* dims,
             const cuuint64_t* strides, const cuuint32_t* box, CUtensorMapSwizzle swizzle) {
  T* ptr = reinterpret_cast<T*>(std::uintptr_t(1) << 36);  // 16-byte aligned; never dereferenced
  auto g = [&] {  // (rows, K): K-major row-major, MN-major column-major, as the kernel's operand
    if constexpr (KMajor) return make_tensor(make_gmem_ptr(ptr), make_shape(rows, cols), make_stride(cols, Int<1>{}));
    else return make_tensor(make_gmem_ptr(ptr), make_shape(rows, cols), make_stride(Int<1>{}, rows));
  }();
  auto tma = make_tma_copy(SM90_TMA_LOAD{}, g, slayout, tile, Int<1>{});  // (with four arguments the fourth is the cluster)
  CUtensorMap ours;
  std::memset(&ours, 0, sizeof ours);
  const cuuint32_t element_strides[2] = {1, 1};
  CUresult r = cuTensorMapEncodeTiled(&ours, dtype, 2, ptr, dims, strides, box, element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                      swizzle, CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (r != CUDA_SUCCESS) {
    std::printf("TMA %s: the driver refuses core's arguments (CUresult %d)\n", name, int(r));
    return false;
  }
  const bool equal = std::memcmp(&ours, tma.get_tma_descriptor(), sizeof ours) == 0;
  std::printf("TMA %s: %s\n", name, equal ? "descriptor equal to CuTe's make_tma_copy" : "descriptor DIFFERS from CuTe's make_tma_copy");
  return equal;
}

int main() {
  cudaFree(0);
  print_kernel_layouts<<<1, 1>>>();
  if (cudaDeviceSynchronize() != cudaSuccess) return 2;
  std::fflush(stdout);
  bool ok = true;
@COMPARES@
  return ok ? 0 : 1;
}
'''

SWIZZLES = {"CU_TENSOR_MAP_SWIZZLE_NONE", "CU_TENSOR_MAP_SWIZZLE_32B", "CU_TENSOR_MAP_SWIZZLE_64B", "CU_TENSOR_MAP_SWIZZLE_128B"}


def encode_args(line):
    m = re.match(r"cuTensorMapEncodeTiled\((\w+), rank 2, dims \((\d+),(\d+)\), strides \((\d+)\), box \((\d+),(\d+)\), "
                 r"elementStrides \(1,1\), (\w+)\)", line)
    if not m or m.group(7) not in SWIZZLES:
        raise SystemExit(f"unexpected descriptor line: {line}")
    dtype, d0, d1, s0, b0, b1, swizzle = m.groups()
    return dtype, (d0, d1), s0, (b0, b1), swizzle


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--cute-include", required=True)
    ap.add_argument("--nvcc", default="nvcc")
    ap.add_argument("--work", required=True)
    ap.add_argument("--build-only", action="store_true", help="compile the check programs, run nothing (no GPU)")
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    failures = 0
    for name, atom, thr, tile, m, n, k, *layout in CONFIGS:
        layout = layout[0] if layout else "TN"
        common = ["gemm", "--atom", atom, "--thr", thr, "--perm", "none", "--tile", tile, "--mainloop", "sm90", "--layout", layout,
                  "--m", str(m), "--n", str(n), "--k", str(k)]
        report = subprocess.run([a.cli] + common + ["--print-layouts"], capture_output=True, text=True, check=True).stdout
        folder = os.path.join(a.work, name)
        os.makedirs(folder, exist_ok=True)
        subprocess.run([a.cli] + common + ["--emit-source", os.path.join(folder, "kernel.cu")], capture_output=True, check=True)
        core = {}
        for line in report.splitlines():
            if line.startswith("SmemLayout") or line.startswith("TMA "):
                key, value = line.split(": ", 1)
                core[key] = value
        compares = []
        for operand, rows in (("A", m), ("B", n)):
            dtype, dims, stride, box, swizzle = encode_args(core["TMA " + operand])
            tile_rows = "kTileM" if operand == "A" else "kTileN"
            k_major = "true" if (layout[0] == "T" if operand == "A" else layout[1] == "N") else "false"
            compares.append(
                f"  {{ const cuuint64_t dims[2] = {{{dims[0]}, {dims[1]}}}; const cuuint64_t strides[1] = {{{stride}}};\n"
                f"    const cuuint32_t box[2] = {{{box[0]}, {box[1]}}};\n"
                f"    ok &= compare<T{operand}, {k_major}>(\"{operand}\", {rows}, {k}, take<0,2>(SmemLayout{operand}{{}}), "
                f"make_shape(Int<{tile_rows}>{{}}, Int<kTileK>{{}}), {dtype}, dims, strides, box, {swizzle}); }}")
        with open(os.path.join(folder, "check.cu"), "w") as f:
            f.write(CHECK.replace("@COMPARES@", "\n".join(compares)))
        exe = os.path.join(folder, "check")
        stubs = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(shutil.which(a.nvcc) or a.nvcc))), "lib64", "stubs")
        build = subprocess.run([a.nvcc, "-std=c++17", "-gencode", "arch=compute_90a,code=sm_90a", "--expt-relaxed-constexpr", "-O1", "-I", a.cute_include, "-I", folder, "-o", exe,
                                os.path.join(folder, "check.cu"), "-L", stubs, "-lcuda"], capture_output=True, text=True)
        if build.returncode:
            print(f"{name}: nvcc failed\n{build.stderr[-3000:]}")
            failures += 1
            continue
        if a.build_only:
            print(f"{name}: check program built")
            continue
        run = subprocess.run([exe], capture_output=True, text=True)
        device = dict(line.split(": ", 1) for line in run.stdout.splitlines() if ": " in line)
        for operand in "AB":
            key = "SmemLayout" + operand
            same = device.get(key) == core[key]
            print(f"{name}: {key} kernel-side print {'==' if same else '!='} designer's: {core[key]}"
                  + ("" if same else f" (kernel: {device.get(key)})"))
            failures += not same
            tma = device.get("TMA " + operand, "missing")
            print(f"{name}: TMA {operand} ({core['TMA ' + operand]}): {tma}")
            failures += not tma.startswith("descriptor equal")
        if run.returncode not in (0, 1):
            print(f"{name}: check program failed ({run.returncode}): {run.stderr[-2000:]}")
            failures += 1
    print(f"{len(CONFIGS)} sm90 designs, {failures} disagreements")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
