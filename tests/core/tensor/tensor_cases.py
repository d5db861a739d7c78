"""Tensors as a kernel builds and partitions them, as differential cases for `layoutlab-cli eval`.

Each case is CuTe C++ that prints a value and the same value as an eval statement: tensors over global and
shared memory (make_gmem_ptr / make_smem_ptr at a fixed address, so CuTe's print is reproducible) and
coordinate tensors (make_identity_tensor), through local_tile (with `_` in the coordinate, an integer
coordinate, and a Step projection), local_partition (with and without a Step), slicing with `_`, a
coordinate tensor's elements, and CuTe's accessors on the results. The tensors and tilers include those of
the gemm_simple example (a 128x128x8 CTA tile, 16x16 threads over a row-major and a column-major operand).
"""
import collections
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cute_unit"))
from cute_unit_cases import Int, Layout, Raw, U, cpp, ev, st, dy  # noqa: E402

Case = collections.namedtuple("Case", "group cpp ev")


class Tensor:
    """make_tensor(make_gmem_ptr<T>(address), layout) or make_identity_tensor(shape)."""
    def __init__(self, memory, type_, address, layout=None, shape=None):
        self.memory, self.type, self.address, self.layout, self.shape = memory, type_, address, layout, shape

    def cpp(self):
        if self.memory == "coord":
            return "make_identity_tensor(%s)" % cpp(self.shape, "make_shape")
        return "make_tensor(make_%s_ptr((%s*)%d), %s)" % (self.memory, self.type, self.address, self.layout.cpp())

    def ev(self):
        if self.memory == "coord":
            return "make_identity_tensor(%s)" % ev(self.shape)
        return "make_tensor(make_%s_ptr<%s>(%d), %s)" % (self.memory, self.type, self.address, self.layout.ev())


def call(fn, *args):
    return Raw("%s(%s)" % (fn, ", ".join(cpp(a, "make_coord") if isinstance(a, tuple) else a.cpp() for a in args)),
               "%s(%s)" % (fn, ", ".join(ev(a) for a in args)))


def shape_arg(t):
    return Raw(cpp(t, "make_shape"), ev(t))


def step(*modes):
    text = "Step<%s>{}" % ",".join(modes)
    return Raw(text, text)


def printed(x):
    return Case(None, "print(%s)" % x.cpp(), x.ev())


TENSORS = [
    # gemm_simple's global A (M x K, K-major here: row-major), B (N x K, column-major) and C (M x N)
    Tensor("gmem", "half_t", 4096, Layout(dy((256, 128)), (dy(128), st(1)))),
    Tensor("gmem", "float", 0, Layout(st((256, 64)), st((1, 256)))),
    Tensor("gmem", "half_t", 1 << 20, Layout(dy((512, 256)), (st(1), dy(512)))),
    Tensor("smem", "half_t", 0, Layout(st((128, 64)), st((64, 1)))),
    Tensor("smem", "float", 256, Layout(st(((8, 16), 32)), st(((32, 256), 1)))),
    Tensor("gmem", "int8_t", 64, Layout(dy((128, 128)), (dy(128), st(1)))),
    Tensor("coord", None, 0, shape=st((128, 64))),
    Tensor("coord", None, 0, shape=dy((256, 128))),
]
TILERS = [st((32, 16)), st((64, 32)), st((128, 8))]
COORDS = [(dy(1), U), (U, U), (dy(0), dy(1)), (U, dy(1))]
THREADS = [Layout(st((16, 16))), Layout(st((32, 8)), st((8, 1))), Layout(st((8, 4)), st((1, 8)))]


def extent(x):
    """The product of a shape's leaves (Python ints of Int objects)."""
    if isinstance(x, tuple):
        n = 1
        for e in x:
            n *= extent(e)
        return n
    return x.v


def tensor_extents(t):
    shape = t.shape if t.memory == "coord" else t.layout.shape
    return [extent(e) for e in shape]


def in_range(t, tiler, coord):
    """Whether each integer of the coordinate lies within its mode's tile count: LayoutLab refuses a
    coordinate out of range (CuTe does not check, and reads past the tensor)."""
    counts = [-(-m // extent(k)) for m, k in zip(tensor_extents(t), tiler)]
    return all(not isinstance(c, Int) or c.v < n for c, n in zip(coord, counts))


def cases():
    out = []
    for t in TENSORS:
        out.append(Case("make_tensor", printed(t).cpp, printed(t).ev))
        for tiler in TILERS:
            for coord in COORDS:
                if not in_range(t, tiler, coord):
                    continue
                c = printed(call("local_tile", t, shape_arg(tiler), coord))
                out.append(Case("local_tile", c.cpp, c.ev))
            c = printed(call("local_tile", t, shape_arg(tiler), dy(1)))  # an integer coordinate: flat
            out.append(Case("local_tile", c.cpp, c.ev))
        # gemm_simple's projections: a (BLK_M, BLK_N, BLK_K) tiler on an (M, K) operand
        for s, coord in ((step("_1", "X", "_1"), (dy(1), dy(0), U)), (step("X", "_1", "_1"), (dy(0), dy(1), U))):
            c = printed(call("local_tile", t, shape_arg(st((64, 32, 16))), coord, s))
            out.append(Case("local_tile Step", c.cpp, c.ev))
        for fn, coord in (("inner_partition", (dy(1), U)), ("outer_partition", (dy(3), dy(5))), ("outer_partition", (U, dy(2)))):
            c = printed(call(fn, t, shape_arg(st((32, 16))), coord))
            out.append(Case(fn, c.cpp, c.ev))
        for threads in THREADS:
            for idx in (0, 3, 37, 127):  # a thread past the layout's threads too: CuTe's get_flat_coord wraps it
                c = printed(call("local_partition", t, threads, dy(idx)))
                out.append(Case("local_partition", c.cpp, c.ev))
        thr3 = Layout(st((16, 8, 1)), st((8, 1, 0)))
        for s in (step("_1", "X", "_1"), step("X", "_1", "_1")):
            for idx in (5, 37):  # 37: past the projected threads, as CuTe's sgemm tutorial partitions
                c = printed(call("local_partition", t, thr3, dy(idx), s))
                out.append(Case("local_partition Step", c.cpp, c.ev))
        # slicing with `_`, and a tile's accessors
        for coord in ((U, dy(3)), (dy(2), U)):
            x = Raw("%s(%s)" % (t.cpp(), cpp(coord, "make_coord")), "%s(%s)" % (t.ev(), ", ".join(ev(e) for e in coord)))
            out.append(Case("slice", printed(x).cpp, printed(x).ev))
        tile = call("local_tile", t, shape_arg(st((32, 16))), (dy(1), U))
        for acc in ("size", "shape", "rank", "layout"):
            x = Raw("%s(%s)" % (acc, tile.cpp()), "%s(%s)" % (acc, tile.ev()))
            out.append(Case("accessors", printed(x).cpp, printed(x).ev))
        if t.memory == "coord":  # a coordinate tensor's elements
            for coord in ((dy(3), dy(5)), (st(0), st(7))):
                x = Raw("%s(%s)" % (t.cpp(), cpp(coord, "make_coord")), "%s(%s)" % (t.ev(), ", ".join(ev(e) for e in coord)))
                out.append(Case("coordinate", printed(x).cpp, printed(x).ev))
    out += mma_partition_cases()
    out += copy_partition_cases()
    out += fragment_cases()
    out += sgemm_sm80_cases()
    out += retile_cases()
    # C's pointer casts in eval, as CuTe code writes fixed addresses (the C++ side is the same text)
    for text in ("make_tensor(make_gmem_ptr((float*)4096), make_shape(8,4))",
                 "make_tensor(make_smem_ptr((cute::half_t const*)256), make_layout(make_shape(Int<8>{}, Int<4>{}), LayoutRight{}))",
                 "make_tensor(make_gmem_ptr((float*)4096), make_shape(Int<128>{}, Int<8>{}))(_, 3)"):
        out.append(Case("pointer casts", "print(%s)" % text, text))
    # rank-1 tensors, tilers and thread layouts (CuTe's repeat<1>(_) is a plain `_`)
    t1 = Tensor("gmem", "float", 0, Layout(dy(128)))
    for x in (call("local_tile", t1, Raw("make_layout(Int<32>{})", "make_layout(_32)"), dy(1)),
              call("local_tile", t1, shape_arg(st((32,))), (dy(2),)),
              call("local_partition", t1, Layout(st(32)), dy(5))):
        out.append(Case("rank 1", printed(x).cpp, printed(x).ev))
    return out


# TiledCopies and the tensors their threads copy (tiled_copy.get_slice(t).partition_S/D).
COPIES = [
    # gemm_simple's copies: 32x8 threads, one element each, over a 128x8 tile
    ("make_tiled_copy(Copy_Atom<UniversalCopy<float>, float>{}, Layout<Shape<_32,_8>>{}, Layout<Shape<_1,_1>>{})",
     "make_tiled_copy(Copy_Atom<UniversalCopy<float>, float>{}, Layout<Shape<_32,_8>>{}, Layout<Shape<_1,_1>>{})",
     "float", (128, 8), (0, 33, 255)),
    # 128-bit vectors of half_t: 16x8 threads (K-major), 8 values each, over a 128x64 tile
    ("make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})",
     "make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{})",
     "half_t", (128, 64), (0, 9, 127)),
]


def copy_partition_cases():
    out = []
    for cpp_copy, ev_copy, type_, (m, k), threads in COPIES:
        src = Tensor("gmem", type_, 4096, Layout(dy((m * 2, k * 2)), (dy(k * 2), st(1))))
        dst = Tensor("smem", type_, 0, Layout(st((m, k)), st((k, 1))))
        for side, t in (("S", src), ("D", dst)):
            for thread in threads:
                x = Raw("%s.get_slice(%d).partition_%s(%s)" % (cpp_copy, thread, side, t.cpp()),
                        "%s.get_slice(%d).partition_%s(%s)" % (ev_copy, thread, side, t.ev()))
                out.append(Case("partition_" + side, printed(x).cpp, printed(x).ev))
    return out


# TiledMMAs and the operand tensors their threads partition (tiled_mma.get_slice(t).partition_A/B/C).
MMAS = [
    # gemm_simple: 16x16 FMA threads over a 128x128x8 tile
    ("make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_16,_16,_1>>{})",
     "make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_16,_16,_1>>{})", (128, 128, 8), (0, 17, 255)),
    ("make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2,_2,_1>>{})",
     "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2,_2,_1>>{})", (64, 32, 32), (0, 5, 77, 127)),
]


def mma_partition_cases():
    out = []
    for cpp_mma, ev_mma, (m, n, k), threads in MMAS:
        operands = {
            "A": Tensor("smem", "half_t", 0, Layout(st((m, k)), st((k, 1)))),
            "B": Tensor("gmem", "half_t", 8192, Layout(dy((n, k)), (st(1), dy(n)))),
            "C": Tensor("gmem", "float", 1 << 16, Layout(dy((m, n)), (dy(n), st(1)))),
        }
        for op, t in operands.items():
            for thread in threads:
                x = Raw("%s.get_slice(%d).partition_%s(%s)" % (cpp_mma, thread, op, t.cpp()),
                        "%s.get_slice(%d).partition_%s(%s)" % (ev_mma, thread, op, t.ev()))
                out.append(Case("partition_" + op, printed(x).cpp, printed(x).ev))
        # a coordinate tensor: which (m,k) each of a thread's values reads
        x = Raw("%s.get_slice(%d).partition_A(make_identity_tensor(%s))" % (cpp_mma, threads[1], cpp(st((m, k)), "make_shape")),
                "%s.get_slice(%d).partition_A(make_identity_tensor(%s))" % (ev_mma, threads[1], ev(st((m, k)))))
        out.append(Case("partition_A coordinates", printed(x).cpp, printed(x).ev))
        x = Raw("%s.get_slice(%d)" % (cpp_mma, threads[1]), "%s.get_slice(%d)" % (ev_mma, threads[1]))
        out.append(Case("ThrMMA", printed(x).cpp, printed(x).ev))
    for cpp_copy, ev_copy, *_ in COPIES:  # a ThrCopy prints its thread, then the TiledCopy
        x = Raw("%s.get_slice(9)" % cpp_copy, "%s.get_slice(9)" % ev_copy)
        out.append(Case("ThrCopy", printed(x).cpp, printed(x).ev))
    return out


# Register fragments (make_tensor<T>, make_fragment_like, partition_fragment_A/B/C) and group_modes. A register
# tensor's print starts with the address of the thread's storage, which differs from run to run: the cases print
# its layout. A fragment of a dynamic partition is refused by CuTe (Dynamic owning tensors not supported) and eval.
FRAGMENT_LAYOUTS = [
    Layout(st((4, 2))), Layout(dy((4, 2))), Layout(st((2, 3)), st((3, 1))), Layout(dy((2, 3)), dy((3, 1))),
    Layout(st((2, (3, 2))), st((1, (4, 2)))), Layout(st(((2, 4), 3, 2)), st(((64, 1), 2, 8))),
    Layout(st((8, 4, 2)), st((0, 1, 4))), Layout(st(((2, 2), 4, 2)), st(((0, 1), 8, 2))), Layout(st(8), st(2)),
]


def fragment_cases():
    out = []
    for l in FRAGMENT_LAYOUTS:
        x = Raw("make_fragment_like(%s)" % l.cpp(), "make_fragment_like(%s)" % l.ev())
        out.append(Case("make_fragment_like", printed(x).cpp, printed(x).ev))
        x = Raw("make_tensor<float>(%s).layout()" % l.cpp(), "make_tensor<float>(%s).layout()" % l.ev())
        out.append(Case("make_tensor<T>", printed(x).cpp, printed(x).ev))
    for l in (Layout(dy((2, 3, 4, 5)), dy((1, 2, 6, 24))), Layout(st((2, (3, 4), 5)))):
        for b, e in ((0, 2), (1, 3), (1, 2), (2, 4), (0, 4)):
            if e > 4 or (e > 3 and l.shape[1].__class__ is tuple):
                continue
            x = Raw("group<%d,%d>(%s)" % (b, e, l.cpp()), "group<%d,%d>(%s)" % (b, e, l.ev()))
            out.append(Case("group", printed(x).cpp, printed(x).ev))
    x = Raw("group_modes<1,3>(%s)" % FRAGMENT_LAYOUTS[0].cpp(), "group_modes<1,3>(%s)" % FRAGMENT_LAYOUTS[0].ev())
    out.append(Case("group_modes", printed(x).cpp, printed(x).ev))  # a layout: CuTe has group<B,E> for those
    gm = Tensor("gmem", "half_t", 4096, Layout(dy((64, 32, 4)), (dy(32), st(1), dy(2048))))
    for b, e in ((1, 3), (0, 2)):
        x = Raw("group_modes<%d,%d>(%s)" % (b, e, gm.cpp()), "group_modes<%d,%d>(%s)" % (b, e, gm.ev()))
        out.append(Case("group_modes", printed(x).cpp, printed(x).ev))
    static_gmem = Tensor("gmem", "float", 0, Layout(st((8, 4, 2)), st((4, 1, 32))))
    x = Raw("make_fragment_like(%s).layout()" % static_gmem.cpp(), "make_fragment_like(%s).layout()" % static_gmem.ev())
    out.append(Case("make_fragment_like", printed(x).cpp, printed(x).ev))
    for cpp_mma, ev_mma, (m, n, k), threads in MMAS:
        operands = {
            "A": Tensor("smem", "half_t", 0, Layout(st((m, k)), st((k, 1)))),
            "B": Tensor("smem", "half_t", 0, Layout(st((n, k)), st((1, n)))),
            "C": Tensor("gmem", "float", 1 << 16, Layout(st((m, n)), st((n, 1)))),
            "B dynamic": Tensor("gmem", "half_t", 8192, Layout(dy((n, k)), (st(1), dy(n)))),
        }
        for op, t in operands.items():
            for thread in threads[:2]:
                x = Raw("%s.get_slice(%d).partition_fragment_%s(%s).layout()" % (cpp_mma, thread, op[0], t.cpp()),
                        "%s.get_slice(%d).partition_fragment_%s(%s).layout()" % (ev_mma, thread, op[0], t.ev()))
                out.append(Case("partition_fragment_" + op[0], printed(x).cpp, printed(x).ev))
    return out


# CUTLASS's sgemm_sm80 tutorial (examples/cute/tutorial/sgemm_sm80.cu), its NT and TN set-ups as gemm_nt / gemm_tn
# write them: M=N=512, K=256 (dynamic), a (128,128,8) CTA tiler at cta_coord (1,2,_), 3-stage smem (TN: padded
# m-major atoms tiled to shape), cp.async copies of 32x8 threads, a 16x16x1 UniversalFMA TiledMMA. Every tensor the
# kernel partitions, for threads 0, 37 and 255, and the register fragments it allocates.
SGEMM_MMA = "make_tiled_mma(UniversalFMA<float,float,float>{}, Layout<Shape<_16,_16,_1>>{})"
SGEMM_SETUPS = {
    "NT": dict(
        dA="make_stride(Int<1>{}, 512)", dB="make_stride(Int<1>{}, 512)",
        dA_ev="make_stride(_1, 512)", dB_ev="make_stride(_1, 512)",
        sA="make_layout(make_shape(Int<128>{}, Int<8>{}, Int<3>{}))", sA_ev="make_layout(make_shape(_128, _8, _3))",
        copy="make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, float>{}, Layout<Shape<_32,_8>>{}, Layout<Shape< _4,_1>>{})"),
    "TN": dict(
        dA="make_stride(512, Int<1>{})", dB="make_stride(512, Int<1>{})",
        dA_ev="make_stride(512, _1)", dB_ev="make_stride(512, _1)",
        sA="tile_to_shape(make_layout(make_shape(Int<128>{}, Int<8>{}), make_stride(Int<1>{}, Int<129>{})), make_shape(Int<128>{}, Int<8>{}, Int<3>{}))",
        sA_ev="tile_to_shape(make_layout(make_shape(_128, _8), make_stride(_1, Int<129>{})), make_shape(_128, _8, _3))",
        copy="make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<float>, float>{}, Layout<Shape<_32,_8>,Stride<_8,_1>>{}, Layout<Shape< _1,_1>>{})"),
}


def sgemm_sm80_cases():
    out = []
    tiler_cpp, tiler_ev = "make_shape(Int<128>{}, Int<128>{}, Int<8>{})", "make_shape(_128, _128, _8)"
    coord_cpp, coord_ev = "make_coord(1, 2, _)", "make_coord(1, 2, _)"
    for name, su in SGEMM_SETUPS.items():
        mA = ("make_tensor(make_gmem_ptr((float*)4096), make_shape(512, 256), %s)" % su["dA"],
              "make_tensor(make_gmem_ptr<float>(4096), make_shape(512, 256), %s)" % su["dA_ev"])
        mB = ("make_tensor(make_gmem_ptr((float*)1048576), make_shape(512, 256), %s)" % su["dB"],
              "make_tensor(make_gmem_ptr<float>(1048576), make_shape(512, 256), %s)" % su["dB_ev"])
        mC = ("make_tensor(make_gmem_ptr((float*)2097152), make_shape(512, 512), make_stride(Int<1>{}, 512))",
              "make_tensor(make_gmem_ptr<float>(2097152), make_shape(512, 512), make_stride(_1, 512))")
        gA = ("local_tile(%s, %s, %s, Step<_1, X,_1>{})" % (mA[0], tiler_cpp, coord_cpp),
              "local_tile(%s, %s, %s, Step<_1, X,_1>{})" % (mA[1], tiler_ev, coord_ev))
        gB = ("local_tile(%s, %s, %s, Step< X,_1,_1>{})" % (mB[0], tiler_cpp, coord_cpp),
              "local_tile(%s, %s, %s, Step< X,_1,_1>{})" % (mB[1], tiler_ev, coord_ev))
        gC = ("local_tile(%s, %s, %s, Step<_1,_1, X>{})" % (mC[0], tiler_cpp, coord_cpp),
              "local_tile(%s, %s, %s, Step<_1,_1, X>{})" % (mC[1], tiler_ev, coord_ev))
        sA = ("make_tensor(make_smem_ptr((float*)0), %s)" % su["sA"], "make_tensor(make_smem_ptr<float>(0), %s)" % su["sA_ev"])
        sB = ("make_tensor(make_smem_ptr((float*)16384), %s)" % su["sA"], "make_tensor(make_smem_ptr<float>(16384), %s)" % su["sA_ev"])
        group = "sgemm_sm80 " + name
        for t in (gA, gB, gC):
            out.append(Case(group, "print(%s)" % t[0], t[1]))
        for thread in (0, 37, 255):
            thr_copy = ("%s.get_slice(%d)" % (su["copy"], thread),) * 2
            thr_mma = ("%s.get_slice(%d)" % (SGEMM_MMA, thread),) * 2
            parts = [("%s.partition_S(%s)" % (thr_copy[0], gA[0]), "%s.partition_S(%s)" % (thr_copy[1], gA[1])),
                     ("%s.partition_D(%s)" % (thr_copy[0], sA[0]), "%s.partition_D(%s)" % (thr_copy[1], sA[1])),
                     ("%s.partition_S(%s)" % (thr_copy[0], gB[0]), "%s.partition_S(%s)" % (thr_copy[1], gB[1])),
                     ("%s.partition_A(%s)" % (thr_mma[0], sA[0]), "%s.partition_A(%s)" % (thr_mma[1], sA[1])),
                     ("%s.partition_B(%s)" % (thr_mma[0], sB[0]), "%s.partition_B(%s)" % (thr_mma[1], sB[1])),
                     ("%s.partition_C(%s)" % (thr_mma[0], gC[0]), "%s.partition_C(%s)" % (thr_mma[1], gC[1]))]
            for cpp_x, ev_x in parts:
                out.append(Case(group, "print(%s)" % cpp_x, ev_x))
            # thr_mma.make_fragment_A(tCsA(_,_,_,0)), make_fragment_B, make_fragment_C(tCgC): registers, by layout
            for op, t in (("A", sA), ("B", sB)):
                x = ("%s.make_fragment_%s(%s.partition_%s(%s)(_,_,_,0)).layout()" % (thr_mma[0], op, thr_mma[0], op, t[0]),
                     "%s.make_fragment_%s(%s.partition_%s(%s)(_,_,_,0)).layout()" % (thr_mma[1], op, thr_mma[1], op, t[1]))
                out.append(Case(group + " fragments", "print(%s)" % x[0], x[1]))
            x = ("%s.make_fragment_C(%s.partition_C(%s)).layout()" % (thr_mma[0], thr_mma[0], gC[0]),
                 "%s.make_fragment_C(%s.partition_C(%s)).layout()" % (thr_mma[1], thr_mma[1], gC[1]))
            out.append(Case(group + " fragments", "print(%s)" % x[0], x[1]))
    return out


# ThrCopy::retile_S/D: the MMA's register fragments regrouped for the copies that fill them (ldmatrix for A and B,
# make_tiled_copy_A/B of the SM80 TiledMMA) and drain them (a 32-bit copy of C). Compared by layout (registers).
def retile_cases():
    out = []
    mma = "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2,_2,_1>>{})"
    sA = "make_tensor(make_smem_ptr((half_t*)0), Layout<Shape<_64,_32>,Stride<_32,_1>>{})"
    sA_ev = "make_tensor(make_smem_ptr<half_t>(0), Layout<Shape<_64,_32>,Stride<_32,_1>>{})"
    sB = "make_tensor(make_smem_ptr((half_t*)4096), Layout<Shape<_32,_32>,Stride<_32,_1>>{})"
    sB_ev = "make_tensor(make_smem_ptr<half_t>(4096), Layout<Shape<_32,_32>,Stride<_32,_1>>{})"
    gC = "make_tensor(make_gmem_ptr((half_t*)65536), Layout<Shape<_64,_32>,Stride<_32,_1>>{})"
    gC_ev = "make_tensor(make_gmem_ptr<half_t>(65536), Layout<Shape<_64,_32>,Stride<_32,_1>>{})"
    copies = [("A", "make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, %s)" % mma, sA, sA_ev, "D"),
              ("B", "make_tiled_copy_B(Copy_Atom<SM75_U32x2_LDSM_N, half_t>{}, %s)" % mma, sB, sB_ev, "D"),
              ("C", "make_tiled_copy_C(Copy_Atom<UniversalCopy<uint32_t>, half_t>{}, %s)" % mma, gC, gC_ev, "S")]
    for op, copy, t, t_ev, side in copies:
        for thread in (0, 5, 77):
            frag = "%s.get_slice(%d).partition_fragment_%s(%s)" % (mma, thread, op, t)
            frag_ev = "%s.get_slice(%d).partition_fragment_%s(%s)" % (mma, thread, op, t_ev)
            x = ("%s.get_slice(%d).retile_%s(%s).layout()" % (copy, thread, side, frag),
                 "%s.get_slice(%d).retile_%s(%s).layout()" % (copy, thread, side, frag_ev))
            out.append(Case("retile_" + side, "print(%s)" % x[0], x[1]))
        # retile of a memory partition (the copy's own partition_S of the operand): the pointer is kept
        x = ("%s.get_slice(5).retile_S(%s.get_slice(5).partition_S(%s))" % (copy, copy, t),
             "%s.get_slice(5).retile_S(%s.get_slice(5).partition_S(%s))" % (copy, copy, t_ev))
        out.append(Case("retile_S", "print(%s)" % x[0], x[1]))
    return out
