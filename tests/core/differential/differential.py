#!/usr/bin/env python3
"""Differential test: `layoutlab-cli eval` against real CuTe, byte for byte.

A seeded generator makes random valid cases over the operations of issue 3. Each case is written twice:
as a CuTe C++ statement that prints the result, and as an eval statement. The C++ is compiled in
batches on the host (many cases per translation unit). What CuTe printed for every case is recorded in
tests/core/cute_outputs/eval.jsonl (cute_outputs.py: the default run compares against it, --mode live
compiles CuTe now, scripts/regenerate_cute_outputs.sh rewrites it). Cases CuTe refuses to compile (or
aborts on at run time) must give an `error:` line from eval.

Cases with run-time (dynamic) integers carry a "static twin": the same statement with every integer
static. CuTe checks its preconditions (divisibility, ...) only at compile time, so when the twin does not
compile the dynamic case is invalid too; LayoutLab must then answer `error:` where CuTe would silently
print a meaningless layout.

Usage: differential.py --cli build/bin/layoutlab-cli [--mode recorded|live|regenerate]
                       [--cute-include .deps/cutlass/include --work build/differential] [--seed 1] [--count 2000]
Exit status 0 when every case matches, 1 otherwise.
"""
import argparse
import os
import sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import cute_outputs  # noqa: E402 (tests/core/cute_outputs.py)
from semantic_check import cute_result_is_wrong  # noqa: E402
import collections
import concurrent.futures
import hashlib
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time

# ----------------------------------------------------------------------------------------------------
# Values: an integer is (value, is_static); an IntTuple is an int or a list of IntTuples.
# ----------------------------------------------------------------------------------------------------


class I:
    __slots__ = ("v", "s")

    def __init__(self, v, s):
        self.v, self.s = v, s


def ev_int(i):
    return ("_%d" % i.v) if i.s else ("%d" % i.v)


def cpp_int(i):
    return ("Int<%d>{}" % i.v) if i.s else ("%d" % i.v)


def ev_tuple(t):
    if isinstance(t, I):
        return ev_int(t)
    if t == "_":
        return "_"
    return "(" + ",".join(ev_tuple(e) for e in t) + ")"


def cpp_tuple(t):
    if isinstance(t, I):
        return cpp_int(t)
    if t == "_":
        return "_"
    return "make_tuple(" + ",".join(cpp_tuple(e) for e in t) + ")"


def leaves(t):
    if isinstance(t, I):
        return [t]
    out = []
    for e in t:
        out += leaves(e)
    return out


def map_leaves(t, f):
    if isinstance(t, I):
        return f(t)
    if t == "_":
        return t
    return [map_leaves(e, f) for e in t]


def staticize(t):
    return map_leaves(t, lambda i: I(i.v, True))


def prod(t):
    p = 1
    for i in leaves(t):
        p *= i.v
    return p


class L:
    """A layout (shape, stride)."""

    def __init__(self, shape, stride):
        self.shape, self.stride = shape, stride

    def ev(self):
        return ev_tuple(self.shape) + ":" + ev_tuple(self.stride)

    def cpp(self):
        return "make_layout(%s,%s)" % (cpp_tuple(self.shape), cpp_tuple(self.stride))

    def static(self):
        return L(staticize(self.shape), staticize(self.stride))

    def size(self):
        return prod(self.shape)

    def rank(self):
        return 1 if isinstance(self.shape, I) else len(self.shape)

    def cosize(self):
        return sum((s.v - 1) * abs(d.v) for s, d in zip(leaves(self.shape), leaves(self.stride))) + 1

    def is_dynamic(self):
        return any(not i.s for i in leaves(self.shape) + leaves(self.stride))


# ----------------------------------------------------------------------------------------------------
# Random generation
# ----------------------------------------------------------------------------------------------------

EXTENTS = [1, 2, 2, 2, 3, 4, 4, 4, 5, 6, 8, 8, 16, 12, 32]


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.mode = "static"  # static | dynamic | mixed, chosen per case

    def new_mode(self):
        self.mode = self.r.choice(["static", "static", "dynamic", "mixed"])

    def int(self, v, force_static=None):
        if force_static is not None:
            return I(v, force_static)
        if self.mode == "static":
            return I(v, True)
        if self.mode == "dynamic":
            return I(v, False)
        return I(v, self.r.random() < 0.5)

    def extents(self, n, max_size):
        while True:
            ex = [self.r.choice(EXTENTS) for _ in range(n)]
            p = 1
            for e in ex:
                p *= e
            if p <= max_size:
                return ex

    def structure(self, flat, rank, max_depth):
        """Group a flat list of leaves into a tuple of `rank` modes, nested to at most max_depth."""
        if rank == 1 and self.r.random() < 0.5 and len(flat) == 1:
            return flat[0]  # a non-tuple
        cuts = sorted(self.r.sample(range(1, len(flat)), rank - 1)) if rank > 1 else []
        groups, prev = [], 0
        for c in cuts + [len(flat)]:
            groups.append(flat[prev:c])
            prev = c
        out = []
        for g in groups:
            if len(g) == 1 and (max_depth <= 1 or self.r.random() < 0.7):
                out.append(g[0])
            elif max_depth <= 1:
                out.append(g[0]) if len(g) == 1 else out.extend(g)
            else:
                sub_rank = self.r.randint(1, len(g)) if len(g) > 1 else 1
                sub = self.structure(g, sub_rank, max_depth - 1)
                out.append(sub if isinstance(sub, list) or self.r.random() < 0.7 else [sub])
        return out

    def shape_tree(self, max_size=512, max_leaves=5, rank=None, max_depth=3):
        rank = rank or self.r.randint(1, 4)
        nleaves = self.r.randint(rank, max(rank, min(max_leaves, rank + 2)))
        ex = self.extents(nleaves, max_size)
        tree = self.structure(list(range(nleaves)), rank, max_depth - 1)
        return tree, ex

    def layout(self, max_size=512, rank=None, max_depth=3, stride_kind=None, max_leaves=5):
        tree, ex = self.shape_tree(max_size, max_leaves, rank, max_depth)
        n = len(ex)
        kind = stride_kind or self.r.choice(["col", "col", "row", "perm", "perm", "gaps", "zero"])
        order = list(range(n))
        if kind == "row":
            order.reverse()
        elif kind in ("perm", "gaps", "zero"):
            self.r.shuffle(order)
        strides = [0] * n
        cur = 1
        for k in order:
            strides[k] = cur
            cur *= ex[k]
            if kind == "gaps" and self.r.random() < 0.4:
                cur *= self.r.choice([2, 3])
        if kind == "zero":
            for k in range(n):
                if self.r.random() < 0.35:
                    strides[k] = 0
        shape_leaves = [self.int(e) for e in ex]
        stride_leaves = [self.int(d) for d in strides]
        # CuTe writes a static _1 extent with a _0 stride in compact layouts; keep what we made
        return L(self.fill(tree, shape_leaves), self.fill(tree, stride_leaves))

    def fill(self, tree, vals):
        if isinstance(tree, int):
            return vals[tree]
        return [self.fill(t, vals) for t in tree]

    def coord_for(self, shape):
        """A natural coordinate congruent to shape, in range."""
        return map_leaves(shape, lambda i: self.int(self.r.randrange(i.v)))


def divisors(n):
    return [d for d in range(1, n + 1) if n % d == 0]


def slice_coord(g, shape, top=True):
    """A coordinate for slice/dice: `_` or an index per leaf; a nested mode may also take a whole `_` or
    a 1-D index."""
    if isinstance(shape, I):
        return "_" if g.r.random() < 0.45 else g.int(g.r.randrange(shape.v))
    u = g.r.random()
    if not top and u < 0.2:
        return "_"
    if not top and u < 0.35:
        return g.int(g.r.randrange(prod(shape)))
    return [slice_coord(g, m, False) for m in shape]


def swizzle_text(g):
    """A random Swizzle<B,M,S> (|S| >= B, as CuTe requires): (eval text, C++ text)."""
    b, m = g.r.randint(0, 3), g.r.randint(0, 4)
    s = g.r.choice([x for x in range(-4, 5) if abs(x) >= b] or [b])
    return "Swizzle<%d,%d,%d>" % (b, m, s), "Swizzle<%d,%d,%d>{}" % (b, m, s)


# ----------------------------------------------------------------------------------------------------
# Cases: (op, eval statement, C++ statement printing the result, static twin C++ or None)
# ----------------------------------------------------------------------------------------------------


class Case:
    __slots__ = ("op", "ev", "cpp", "twin", "expect", "static_kind")

    def __init__(self, op, ev, cpp, twin=None):
        self.op, self.ev, self.cpp, self.twin = op, ev, cpp, twin
        self.expect = None


def printed(expr):
    return "print(%s); printf(\"\\n\");" % expr


def tiler_for(g, l, kind):
    """A tiler for a divide/product/composition of layout l: returns (eval text, C++ text).
    kind "shape": an integer or a shape (_a,_b); "layouts": one layout or a tuple of layouts."""
    shp = l.shape if isinstance(l.shape, list) else [l.shape]
    n = g.r.randint(1, len(shp))
    if kind == "shape":
        modes = [g.int(g.r.choice(divisors(prod(m)))) for m in shp[:n]]
        if n == 1 and g.r.random() < 0.5:  # a plain integer tiler: make_layout(n) over the whole layout
            return ev_int(modes[0]), cpp_int(modes[0])
        return ("(" + ",".join(ev_int(m) for m in modes) + ")",
                "make_shape(" + ",".join(cpp_int(m) for m in modes) + ")")
    layouts = []
    for m in shp[:n]:
        sz = prod(m)
        d = g.r.choice(divisors(sz))
        u = g.r.random()
        if u < 0.3 and sz // d > 1:
            tl = L(g.int(d), g.int(g.r.choice(divisors(sz // d))))
        elif u < 0.55 and d >= 4:
            a = g.r.choice([x for x in divisors(d) if 1 < x < d] or [d])
            tl = L([g.int(a), g.int(d // a)], [g.int(d // a), g.int(1)])
        else:
            tl = L(g.int(d), g.int(1))
        layouts.append(tl)
    if n == 1 and g.r.random() < 0.4:
        return layouts[0].ev(), layouts[0].cpp()
    if n == 1 or g.r.random() < 0.6:
        ev = "<" + ",".join(t.ev() for t in layouts) + ">"
    else:
        ev = "(" + ",".join(t.ev() for t in layouts) + ")"
    return ev, "make_tile(" + ",".join(t.cpp() for t in layouts) + ")"


def static_twin_text(g, build):
    """Re-run a case builder with every integer static: returns its C++ text."""
    saved = g.mode
    g.mode = "static"
    try:
        return build()
    finally:
        g.mode = saved


def make_case(g, op):
    r = g.r
    if op in ("size", "cosize", "rank", "depth", "shape", "stride"):
        l = g.layout()
        if op in ("size", "rank", "depth", "shape", "stride") and l.rank() > 1 and r.random() < 0.4:
            i = r.randrange(l.rank())
            return Case(op, "%s<%d>(%s)" % (op, i, l.ev()), printed("%s<%d>(%s)" % (op, i, l.cpp())))
        return Case(op, "%s(%s)" % (op, l.ev()), printed("%s(%s)" % (op, l.cpp())))
    if op in ("get", "layout"):
        l = g.layout(rank=r.randint(2, 4))
        idx = [r.randrange(l.rank())]
        sub = l.shape[idx[0]]
        if isinstance(sub, list) and r.random() < 0.5:
            idx.append(r.randrange(len(sub)))
        t = ",".join(map(str, idx))
        return Case(op, "%s<%s>(%s)" % (op, t, l.ev()), printed("%s<%s>(%s)" % (op, t, l.cpp())))
    if op == "select":
        l = g.layout(rank=r.randint(2, 4))
        idx = [r.randrange(l.rank()) for _ in range(r.randint(1, 3))]
        t = ",".join(map(str, idx))
        return Case(op, "select<%s>(%s)" % (t, l.ev()), printed("select<%s>(%s)" % (t, l.cpp())))
    if op in ("take", "group"):
        l = g.layout(rank=r.randint(2, 4))
        b = r.randrange(l.rank())
        e = r.randint(b + 1, l.rank())
        return Case(op, "%s<%d,%d>(%s)" % (op, b, e, l.ev()), printed("%s<%d,%d>(%s)" % (op, b, e, l.cpp())))
    if op == "flatten":
        l = g.layout()
        return Case(op, "flatten(%s)" % l.ev(), printed("flatten(%s)" % l.cpp()))
    if op == "make_layout":
        k = r.randrange(4)
        if k == 0:
            s, _ = g.layout(), None
            return Case(op, "make_layout(%s)" % ev_tuple(s.shape), printed("make_layout(%s)" % cpp_tuple(s.shape)))
        if k == 1:
            s = g.layout()
            return Case(op, "make_layout(%s,%s)" % (ev_tuple(s.shape), ev_tuple(s.stride)),
                        printed("make_layout(%s,%s)" % (cpp_tuple(s.shape), cpp_tuple(s.stride))))
        if k == 2:
            s = g.layout()
            tag = r.choice(["LayoutRight", "LayoutLeft"])
            return Case(op, "make_layout(%s, %s{})" % (ev_tuple(s.shape), tag),
                        printed("make_layout(%s,%s{})" % (cpp_tuple(s.shape), tag)))
        ls = [g.layout(max_size=64, rank=r.randint(1, 2)) for _ in range(r.randint(1, 3))]
        return Case(op, "make_layout(%s)" % ", ".join(x.ev() for x in ls),
                    printed("make_layout(%s)" % ",".join(x.cpp() for x in ls)))
    if op in ("append", "prepend"):
        l = g.layout(rank=r.randint(1, 3), max_size=128)
        x = g.layout(rank=1, max_size=8)
        if r.random() < 0.3:
            return Case(op, "%s(%s)" % (op, l.ev()), printed("%s(%s)" % (op, l.cpp())))
        return Case(op, "%s(%s, %s)" % (op, l.ev(), x.ev()), printed("%s(%s,%s)" % (op, l.cpp(), x.cpp())))
    if op == "replace":
        l = g.layout(rank=r.randint(1, 4))
        x = g.layout(rank=1, max_size=8)
        i = r.randrange(l.rank())
        return Case(op, "replace<%d>(%s, %s)" % (i, l.ev(), x.ev()), printed("replace<%d>(%s,%s)" % (i, l.cpp(), x.cpp())))
    if op == "coalesce":
        l = g.layout()
        if r.random() < 0.35 and isinstance(l.shape, list):
            prof = [g.int(1, True) if not isinstance(m, list) else [g.int(1, True)] * len(m) for m in l.shape]
            if r.random() < 0.5:
                prof = [g.int(1, True) for _ in l.shape]
            return Case(op, "coalesce(%s, %s)" % (l.ev(), ev_tuple(prof)),
                        printed("coalesce(%s,%s)" % (l.cpp(), cpp_tuple(prof))))
        return Case(op, "coalesce(%s)" % l.ev(), printed("coalesce(%s)" % l.cpp()))
    if op == "filter":
        l = g.layout()
        if r.random() < 0.35 and isinstance(l.shape, list):  # filter at the terminals of a profile
            prof = [g.int(1, True) if not isinstance(m, list) else [g.int(1, True)] * len(m) for m in l.shape]
            return Case(op, "filter(%s, %s)" % (l.ev(), ev_tuple(prof)),
                        printed("filter(%s,%s)" % (l.cpp(), cpp_tuple(prof))))
        return Case(op, "filter(%s)" % l.ev(), printed("filter(%s)" % l.cpp()))
    if op == "composition":
        def build():
            a = g.layout(stride_kind=r.choice(["col", "row", "perm", "gaps"]))
            k = r.randrange(3)
            if k == 0:  # layout o layout
                sz = a.size()
                bs = r.choice(divisors(sz))
                bl = g.layout(max_size=bs, rank=r.randint(1, 2), stride_kind=r.choice(["col", "row", "perm"]), max_depth=2)
                return ("composition(%s, %s)" % (a.ev(), bl.ev()), printed("composition(%s,%s)" % (a.cpp(), bl.cpp())))
            if k == 1:
                ev, cpp = tiler_for(g, a, "layouts")
                return ("composition(%s, %s)" % (a.ev(), ev), printed("composition(%s,%s)" % (a.cpp(), cpp)))
            ev, cpp = tiler_for(g, a, "shape")
            return ("composition(%s, %s)" % (a.ev(), ev), printed("composition(%s,%s)" % (a.cpp(), cpp)))
        return twin_case(g, op, build)
    if op == "complement":
        def build():
            l = g.layout(max_size=64, stride_kind=r.choice(["gaps", "perm", "col", "zero"]), max_depth=2)
            if r.random() < 0.5:
                m = l.cosize() * r.choice([1, 2, 4])
                mi = g.int(m)
                return ("complement(%s, %s)" % (l.ev(), ev_int(mi)), printed("complement(%s,%s)" % (l.cpp(), cpp_int(mi))))
            # A shape as cotarget (CuTe folds the covered extent across its modes). Drawn from a side RNG
            # seeded by the layout's values, so the static twin draws the same and no other case changes.
            side = random.Random(l.cosize() * 1000003 + l.size())
            if side.random() < 0.5:
                m = l.cosize() * side.choice([1, 2, 4])
                first = side.choice([d for d in divisors(m) if d > 1] or [1])
                parts = [first, m // first] + ([side.choice([1, 2, 3])] if side.random() < 0.3 else [])
                if g.mode == "mixed":
                    cot = [I(v, side.random() < 0.5) for v in parts]
                else:
                    cot = [g.int(v) for v in parts]
                if side.random() < 0.2:
                    cot = [cot[0], cot[1:]]  # nested
                return ("complement(%s, %s)" % (l.ev(), ev_tuple(cot)),
                        printed("complement(%s,%s)" % (l.cpp(), cpp_tuple(cot))))
            return ("complement(%s)" % l.ev(), printed("complement(%s)" % l.cpp()))
        return twin_case(g, op, build)
    if op in ("right_inverse", "left_inverse"):
        def build():
            l = g.layout(max_size=256, stride_kind=r.choice(["col", "row", "perm", "gaps", "zero"]))
            return ("%s(%s)" % (op, l.ev()), printed("%s(%s)" % (op, l.cpp())))
        return twin_case(g, op, build)
    if op in ("logical_divide", "zipped_divide", "tiled_divide", "flat_divide"):
        def build():
            l = g.layout(stride_kind=r.choice(["col", "row", "perm", "gaps"]))
            ev, cpp = tiler_for(g, l, r.choice(["layouts", "layouts", "shape"]))
            return ("%s(%s, %s)" % (op, l.ev(), ev), printed("%s(%s,%s)" % (op, l.cpp(), cpp)))
        return twin_case(g, op, build)
    if op in ("logical_product", "zipped_product", "tiled_product", "flat_product", "blocked_product", "raked_product"):
        def build():
            a = g.layout(max_size=32, rank=r.randint(1, 3), stride_kind=r.choice(["col", "row", "perm"]), max_depth=2)
            b = g.layout(max_size=16, rank=r.randint(1, 3), stride_kind=r.choice(["col", "row", "perm"]), max_depth=2)
            if op in ("blocked_product", "raked_product") or r.random() < 0.5:
                return ("%s(%s, %s)" % (op, a.ev(), b.ev()), printed("%s(%s,%s)" % (op, a.cpp(), b.cpp())))
            # a tiler of layouts, one per mode of a
            n = min(a.rank(), b.rank())
            ts = [L(b.shape[i] if isinstance(b.shape, list) else b.shape,
                    b.stride[i] if isinstance(b.stride, list) else b.stride) for i in range(n)]
            ts = [t if not isinstance(t.shape, list) else L(t.shape, t.stride) for t in ts]
            ev = "<" + ",".join(t.ev() for t in ts) + ">"
            return ("%s(%s, %s)" % (op, a.ev(), ev),
                    printed("%s(%s,make_tile(%s))" % (op, a.cpp(), ",".join(t.cpp() for t in ts))))
        return twin_case(g, op, build)
    if op in ("max_common_vector", "max_common_layout"):
        def build():
            a = g.layout(max_size=128, stride_kind=r.choice(["col", "row", "perm"]))
            if r.random() < 0.5:
                b = a
            else:
                b = L(a.shape, g.layout(max_size=128).stride if False else a.stride)
                # permute strides of a
                lv = leaves(a.stride)
                perm = lv[:]
                r.shuffle(perm)
                it = iter(perm)
                b = L(a.shape, map_leaves(a.stride, lambda _: next(it)))
            return ("%s(%s, %s)" % (op, a.ev(), b.ev()), printed("%s(%s,%s)" % (op, a.cpp(), b.cpp())))
        return twin_case(g, op, build)
    if op == "idx2crd":
        l = g.layout()
        idx = g.int(r.randrange(l.size()))
        return Case(op, "idx2crd(%s, %s)" % (ev_int(idx), ev_tuple(l.shape)),
                    printed("idx2crd(%s,%s)" % (cpp_int(idx), cpp_tuple(l.shape))))
    if op == "crd2idx":
        l = g.layout()
        c = g.coord_for(l.shape)
        if r.random() < 0.5:
            return Case(op, "crd2idx(%s, %s)" % (ev_tuple(c), ev_tuple(l.shape)),
                        printed("crd2idx(%s,%s)" % (cpp_tuple(c), cpp_tuple(l.shape))))
        return Case(op, "crd2idx(%s, %s, %s)" % (ev_tuple(c), ev_tuple(l.shape), ev_tuple(l.stride)),
                    printed("crd2idx(%s,%s,%s)" % (cpp_tuple(c), cpp_tuple(l.shape), cpp_tuple(l.stride))))
    if op == "evaluate":
        l = g.layout()
        k = r.randrange(3)
        if k == 0 or l.rank() == 1:
            i = g.int(r.randrange(l.size()))
            return Case(op, "(%s)(%s)" % (l.ev(), ev_int(i)), printed("%s(%s)" % (l.cpp(), cpp_int(i))))
        c = g.coord_for(l.shape)
        if k == 1:  # per-mode arguments, some modes as 1-D coordinates
            args = [x if not isinstance(x, list) or r.random() < 0.5 else g.int(r.randrange(prod(m)))
                    for x, m in zip(c, l.shape)]
            return Case(op, "(%s)(%s)" % (l.ev(), ",".join(ev_tuple(a) for a in args)),
                        printed("%s(%s)" % (l.cpp(), ",".join(cpp_tuple(a) for a in args))))
        return Case(op, "(%s)(%s)" % (l.ev(), ev_tuple(c)), printed("%s(%s)" % (l.cpp(), cpp_tuple(c))))
    if op in ("slice", "dice"):
        l = g.layout(rank=r.randint(1, 4))
        c = slice_coord(g, l.shape)
        if r.random() < 0.06:  # one mode too many: CuTe refuses to compile
            c = (c if isinstance(c, list) else [c]) + ["_" if r.random() < 0.5 else g.int(0)]
        k = r.random()
        if k < 0.3:  # of an IntTuple
            return Case(op, "%s(%s, %s)" % (op, ev_tuple(c), ev_tuple(l.shape)),
                        printed("%s(%s,%s)" % (op, cpp_tuple(c), cpp_tuple(l.shape))))
        if op == "slice" and k < 0.5 and isinstance(c, list) and "_" in c:  # L(_,1): Layout::operator()
            return Case(op, "(%s)(%s)" % (l.ev(), ",".join(ev_tuple(x) for x in c)),
                        printed("%s(%s)" % (l.cpp(), ",".join(cpp_tuple(x) for x in c))))
        return Case(op, "%s(%s, %s)" % (op, ev_tuple(c), l.ev()), printed("%s(%s,%s)" % (op, cpp_tuple(c), l.cpp())))
    if op in ("composed_divide", "composed_product"):
        # CuTe divides/multiplies a ComposedLayout's inner layout and recomposes (cute/layout_composed.hpp)
        def build():
            sw_ev, sw_cpp = swizzle_text(g)
            if op == "composed_divide":
                fn = r.choice(["logical_divide", "zipped_divide", "tiled_divide", "flat_divide"])
                l = g.layout(max_size=256, stride_kind=r.choice(["col", "row", "perm", "gaps"]))
                t_ev, t_cpp = tiler_for(g, l, r.choice(["layouts", "layouts", "shape"]))
            else:
                fn = r.choice(["logical_product", "zipped_product", "tiled_product", "flat_product",
                               "blocked_product", "raked_product"])
                l = g.layout(max_size=32, rank=r.randint(1, 3), stride_kind=r.choice(["col", "row", "perm"]), max_depth=2)
                b = g.layout(max_size=16, rank=r.randint(1, 3), stride_kind=r.choice(["col", "row", "perm"]), max_depth=2)
                t_ev, t_cpp = b.ev(), b.cpp()
            return ("%s(composition(%s, %s), %s)" % (fn, sw_ev, l.ev(), t_ev),
                    printed("%s(composition(%s,%s),%s)" % (fn, sw_cpp, l.cpp(), t_cpp)))
        return twin_case(g, op, build)
    if op == "swizzle":
        k = r.randrange(4)
        sw_ev, sw_cpp = swizzle_text(g)
        b, m, s = (int(x) for x in sw_ev[len("Swizzle<"):-1].split(","))
        if k == 0:
            return Case(op, sw_ev, printed(sw_cpp))
        if k == 1:
            i = g.int(r.randrange(1 << (b + m + abs(s) + 1)))
            return Case(op, "%s{}(%s)" % (sw_ev, ev_int(i)), printed("%s(%s)" % (sw_cpp, cpp_int(i))))
        l = g.layout(max_size=256, rank=2, stride_kind=r.choice(["col", "row"]), max_depth=1)
        if k == 2:
            return Case(op, "composition(%s, %s)" % (sw_ev, l.ev()), printed("composition(%s,%s)" % (sw_cpp, l.cpp())))
        c = g.coord_for(l.shape)
        return Case(op, "composition(%s, %s)(%s)" % (sw_ev, l.ev(), ev_tuple(c)),
                    printed("composition(%s,%s)(%s)" % (sw_cpp, l.cpp(), cpp_tuple(c))))
    if op in ("upcast", "downcast"):
        def build():
            l = g.layout(max_size=256, stride_kind=r.choice(["col", "row", "perm", "gaps"]))
            n = r.choice([2, 4, 8])
            return ("%s<%d>(%s)" % (op, n, l.ev()), printed("%s<%d>(%s)" % (op, n, l.cpp())))
        return twin_case(g, op, build)
    if op == "recast_layout":
        def build():
            l = g.layout(max_size=256, stride_kind=r.choice(["col", "row", "perm"]))
            a, b = r.sample(["uint8_t", "half_t", "uint32_t", "uint64_t", "float"], 2)
            return ("recast_layout<%s,%s>(%s)" % (a, b, l.ev()), printed("recast_layout<%s,%s>(%s)" % (a, b, l.cpp())))
        return twin_case(g, op, build)
    if op == "print_layout":
        l = g.layout(max_size=96, rank=2)
        return Case(op, "print_layout(%s)" % l.ev(), "print_layout(%s);" % l.cpp())
    raise ValueError(op)


def twin_case(g, op, build):
    state = g.r.getstate()
    ev, cpp = build()
    if g.mode == "static":
        return Case(op, ev, cpp)
    # the same random draws with every integer static
    after = g.r.getstate()
    g.r.setstate(state)
    saved = g.mode
    g.mode = "static"
    try:
        _, twin = build()
    finally:
        g.mode = saved
        g.r.setstate(after)
    return Case(op, ev, cpp, twin=twin)


OPS = [("size", 2), ("cosize", 2), ("rank", 1), ("depth", 1), ("shape", 1), ("stride", 1), ("get", 2),
       ("layout", 1), ("select", 2), ("take", 2), ("group", 2), ("flatten", 2), ("make_layout", 3), ("append", 2),
       ("prepend", 2), ("replace", 2), ("coalesce", 5), ("filter", 3), ("composition", 9), ("complement", 5),
       ("right_inverse", 3), ("left_inverse", 3), ("logical_divide", 3), ("zipped_divide", 2), ("tiled_divide", 2),
       ("flat_divide", 2), ("logical_product", 2), ("zipped_product", 2), ("tiled_product", 2), ("flat_product", 2),
       ("blocked_product", 2), ("raked_product", 2), ("max_common_vector", 2), ("max_common_layout", 2),
       ("idx2crd", 2), ("crd2idx", 2), ("evaluate", 4), ("swizzle", 3), ("upcast", 2), ("downcast", 2),
       ("recast_layout", 2), ("print_layout", 2), ("slice", 4), ("dice", 3), ("composed_divide", 3),
       ("composed_product", 2)]


def scaled_basis_case(g):
    """Coordinate layouts (scaled-basis strides, CuTe's E<i...>, printed `_1@i`): make_identity_layout, calls
    giving coordinates (ArithmeticTuples), coalesce, cosize, the divides and composition on either side."""
    r = g.r
    g.new_mode()
    l = g.layout(max_size=256, rank=r.randint(1, 3), max_depth=2)
    s_ev, s_cpp = ev_tuple(l.shape), cpp_tuple(l.shape)
    i_ev, i_cpp = "make_identity_layout(%s)" % s_ev, "make_identity_layout(%s)" % s_cpp
    k = r.randrange(8)
    if k == 0:
        return Case("scaled_basis", i_ev, printed(i_cpp))
    if k == 1:
        c = g.coord_for(l.shape)
        return Case("scaled_basis", "%s(%s)" % (i_ev, ev_tuple(c)), printed("%s(%s)" % (i_cpp, cpp_tuple(c))))
    if k == 2:
        i = g.int(r.randrange(l.size()))
        return Case("scaled_basis", "%s(%s)" % (i_ev, ev_int(i)), printed("%s(%s)" % (i_cpp, cpp_int(i))))
    if k == 3:
        return Case("scaled_basis", "coalesce(%s)" % i_ev, printed("coalesce(%s)" % i_cpp))
    if k == 4:
        return Case("scaled_basis", "cosize(%s)" % i_ev, printed("cosize(%s)" % i_cpp))
    if k == 5:
        t_ev, t_cpp = tiler_for(g, l, "layouts")
        op = r.choice(["logical_divide", "zipped_divide", "composition"])
        return Case("scaled_basis", "%s(%s, %s)" % (op, i_ev, t_ev), printed("%s(%s,%s)" % (op, i_cpp, t_cpp)))
    if k == 6:
        t_ev, t_cpp = tiler_for(g, l, "shape")
        op = r.choice(["zipped_divide", "tiled_divide", "flat_divide"])
        return Case("scaled_basis", "%s(%s, %s)" % (op, i_ev, t_ev), printed("%s(%s,%s)" % (op, i_cpp, t_cpp)))
    # composition(A, B) with B's strides scaled bases into A's modes: B's mode j takes a divisor of the
    # size of A's mode p(j) for a permutation p (CuTe's unit test composition((_4,_4):(_4,_1), (_4,_4):(E1,E0))).
    a = g.layout(max_size=256, rank=r.randint(2, 3), max_depth=2, stride_kind=r.choice(["col", "row", "perm"]))
    modes = list(range(a.rank()))
    r.shuffle(modes)
    shape = [g.int(r.choice(divisors(prod(a.shape[m])))) for m in modes]
    b_ev = "(" + ",".join(ev_int(x) for x in shape) + "):(" + ",".join("_1@%d" % m for m in modes) + ")"
    b_cpp = "make_layout(make_shape(%s),make_stride(%s))" % (",".join(cpp_int(x) for x in shape),
                                                             ",".join("E<%d>{}" % m for m in modes))
    return Case("scaled_basis", "composition(%s, %s)" % (a.ev(), b_ev), printed("composition(%s,%s)" % (a.cpp(), b_cpp)))


SCALED_BASIS_CASES = 150


def generate(seed, count):
    rng = random.Random(seed)
    g = Gen(rng)
    names = [o for o, _ in OPS]
    weights = [w for _, w in OPS]
    cases = []
    # every operation at least a few times, then weighted draws
    plan = [o for o in names for _ in range(3)]
    plan += rng.choices(names, weights=weights, k=max(0, count - len(plan)))
    for op in plan:
        g.new_mode()
        cases.append(make_case(g, op))
    # Coordinate layouts, from a generator of their own, so the cases above stay as they were.
    gb = Gen(random.Random(seed * 7919 + 1))
    cases += [scaled_basis_case(gb) for _ in range(SCALED_BASIS_CASES)]
    return cases


# ----------------------------------------------------------------------------------------------------
# CuTe side: batch compile, attribute compile errors to cases, run with per-case markers
# ----------------------------------------------------------------------------------------------------

PCH_HEADER = "#include <cute/tensor.hpp>\n#include <cstdio>\n"
PRELUDE = "#include \"cute_pch.hpp\"\nusing namespace cute;\n"


def compile_flags(include, extra_includes):
    """The host compile's flags: CuTe's headers, then CUDA's (cuda/std, cccl), colon-separated."""
    flags = ["-std=c++17", "-w", "-O0", "-I", include]
    for extra in extra_includes.split(":"):
        if extra and os.path.isdir(extra):
            flags += ["-I", extra]
    return flags


def run_batch(snippets, cxx, flags, workdir, tag):
    """Compile and run the snippets (C++ statements) in one TU. Returns {index: output or ('ERR', why)}.
    Snippets whose lines appear in compile errors are retried without them, so one refusal does not
    sink the batch."""
    results = {}
    pending = list(range(len(snippets)))
    attempt = 0
    while pending:
        attempt += 1
        src = os.path.join(workdir, "%s_%d.cpp" % (tag, attempt))
        exe = os.path.join(workdir, "%s_%d" % (tag, attempt))
        lines = PRELUDE.splitlines()
        first_line = len(lines) + 1
        line_of = {}
        for k, idx in enumerate(pending):
            line_of[first_line + k] = idx
            lines.append("static void case_%d() { %s }" % (idx, snippets[idx]))
        lines.append("int main(int argc, char** argv) {")
        lines.append("  int start = argc > 1 ? atoi(argv[1]) : 0;")
        lines.append("  static void (*const fns[])() = {%s};" % ",".join("case_%d" % i for i in pending))
        lines.append("  for (int k = start; k < %d; ++k) { printf(\"@@CASE %%d\\n\", k); fflush(stdout); fns[k](); fflush(stdout); }" % len(pending))
        lines.append("  printf(\"@@END\\n\"); return 0; }")
        with open(src, "w") as f:
            f.write("\n".join(lines) + "\n")
        t_compile = time.time()
        proc = subprocess.run([cxx] + flags + [src, "-o", exe], capture_output=True, text=True)
        if VERBOSE:
            print("  %s attempt %d: %d cases, %.1f s, rc=%d" % (tag, attempt, len(pending), time.time() - t_compile,
                                                             proc.returncode), flush=True)
        if proc.returncode != 0:
            bad = set()
            for m in re.finditer(re.escape(os.path.basename(src)) + r":(\d+):", proc.stderr):
                ln = int(m.group(1))
                if ln in line_of:
                    bad.add(line_of[ln])
            if not bad or attempt >= 3:
                # unattributed (or repeated) failures: split in halves, each compiled on its own
                if len(pending) == 1:
                    results[pending[0]] = ("ERR", "compile")
                    break
                half = len(pending) // 2
                for n_part, part in enumerate((pending[:half], pending[half:])):
                    sub = run_batch([snippets[i] for i in part], cxx, flags, workdir, "%s_s%d" % (tag, n_part))
                    for k, v in sub.items():
                        results[part[k]] = v
                break
            for i in bad:
                results[i] = ("ERR", "compile")
            pending = [i for i in pending if i not in bad]
            continue
        # run, restarting after a case that aborts or hangs
        start = 0
        while start < len(pending):
            try:
                run = subprocess.run([exe, str(start)], capture_output=True, text=True, timeout=60)
                out, crashed = run.stdout, run.returncode != 0
            except subprocess.TimeoutExpired as e:
                out, crashed = (e.stdout or b"").decode() if isinstance(e.stdout, bytes) else (e.stdout or ""), True
            chunks = re.split(r"^@@CASE (\d+)\n", out, flags=re.M)
            last = None
            for k in range(1, len(chunks), 2):
                pos = int(chunks[k])
                text = chunks[k + 1]
                if text.endswith("@@END\n"):
                    text = text[: -len("@@END\n")]
                results[pending[pos]] = text
                last = pos
            if not crashed:
                break
            if last is None:
                last = start
            results[pending[last]] = ("ERR", "runtime")
            start = last + 1
        for p in ("src", "exe"):
            pass
        try:
            os.remove(exe)
        except OSError:
            pass
        break
    return results


RISKY_WORDS = ("left_inverse", "right_inverse", "complement", "product(", "divide(", "upcast", "downcast", "recast", "slice(", "dice(",
               "composition(", "max_common")


def generator_fingerprint():
    """A hash of the generator's source and of the C++ wrapped around every case (this file from "Random
    generation" to "the build-tree cache": the cases, the prelude, the flags and the batch's main): the
    recorded CuTe outputs belong to it."""
    src = open(os.path.abspath(__file__)).read()
    start, end = src.index("# Random generation"), src.index("# ---- the build-tree cache")
    return hashlib.sha1(src[start:end].encode()).hexdigest()[:12]


# ---- the build-tree cache and the batches -------------------------------------------------------------
def compile_cute(snippets, include, extra_includes, cxx, cache_dir, jobs, batch_size, use_cache):
    """CuTe's output for each snippet ({snippet: text or ['ERR', why]}), compiled on the host in batches.
    With use_cache, a build-tree cache keyed by the snippet, the CUTLASS version and the flags answers
    repeats; without it every snippet is compiled afresh."""
    version = cute_outputs.cutlass_version(include)
    flags = compile_flags(include, extra_includes)
    salt = cxx + " " + version + " " + " ".join(flags) + " " + PRELUDE
    keys = {s: hashlib.sha1((salt + s).encode()).hexdigest() for s in snippets}
    os.makedirs(cache_dir, exist_ok=True)
    cache_file = os.path.join(cache_dir, "cute_outputs_%s_%s.json" % (version, generator_fingerprint()))
    cache = {}
    if use_cache and os.path.exists(cache_file):
        try:
            cache.update(json.load(open(cache_file)))
        except Exception:
            pass
    todo = sorted({s for s in snippets if keys[s] not in cache})
    t0 = time.time()
    if todo:
        # a precompiled CuTe header: each small TU then costs its own instantiations only
        pch_dir = os.path.join(cache_dir, "pch")
        os.makedirs(pch_dir, exist_ok=True)
        header = os.path.join(pch_dir, "cute_pch.hpp")
        if not os.path.exists(header) or open(header).read() != PCH_HEADER:
            with open(header, "w") as f:
                f.write(PCH_HEADER)
        gch = header + ".gch"
        stamp = gch + ".flags"
        if not os.path.exists(gch) or not os.path.exists(stamp) or open(stamp).read() != " ".join(flags):
            subprocess.run([cxx] + flags + ["-x", "c++-header", header, "-o", gch], check=True)
            with open(stamp, "w") as f:
                f.write(" ".join(flags))
        flags = flags + ["-I", pch_dir]
        # Cases CuTe may refuse go in batches of their own: a refusal costs a second compile of its
        # batch, and the safe batches then compile once.
        risky = [t for t in todo if any(k in t for k in RISKY_WORDS)]
        safe = [t for t in todo if not any(k in t for k in RISKY_WORDS)]
        batches = [safe[i:i + batch_size * 2] for i in range(0, len(safe), batch_size * 2)]
        batches += [risky[i:i + batch_size] for i in range(0, len(risky), batch_size)]
        workdir = tempfile.mkdtemp(prefix="cute_diff_", dir=cache_dir)
        print("compiling %d CuTe cases in %d batches (%d jobs)..." % (len(todo), len(batches), jobs), flush=True)
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            futs = {pool.submit(run_batch, b, cxx, flags, workdir, "b%d" % n): b for n, b in enumerate(batches)}
            done = 0
            for fut in concurrent.futures.as_completed(futs):
                b = futs[fut]
                for k, v in fut.result().items():
                    cache[keys[b[k]]] = v if isinstance(v, str) else list(v)
                done += 1
                if done % 10 == 0 or done == len(batches):  # an interrupted run keeps what it compiled
                    tmp = cache_file + ".tmp"
                    json.dump(cache, open(tmp, "w"))
                    os.replace(tmp, cache_file)
                    print("  %d/%d batches (%.0f s)" % (done, len(batches), time.time() - t0), flush=True)
        for f in os.listdir(workdir):
            os.remove(os.path.join(workdir, f))
        os.rmdir(workdir)
    print("CuTe compiled: %d cases, %d compiled now (%.1f s), CUTLASS %s" % (len(set(snippets)), len(todo), time.time() - t0, version))
    return {s: cache.get(keys[s]) for s in snippets}


# ----------------------------------------------------------------------------------------------------
# Eval side and comparison
# ----------------------------------------------------------------------------------------------------

MARK = "_987654321"
VERBOSE = bool(os.environ.get("LAYOUTLAB_DIFF_VERBOSE"))


def eval_outputs(cli, statements):
    text = "".join("%s\n%s\n" % (s, MARK) for s in statements)
    t0 = time.time()
    proc = subprocess.run([cli, "eval", "-"], input=text, capture_output=True, text=True, timeout=600)
    dt = time.time() - t0
    parts = proc.stdout.split(MARK + "\n")
    if len(parts) != len(statements) + 1:
        print("eval output has %d parts for %d statements (crash?) rc=%d stderr=%s" % (
            len(parts) - 1, len(statements), proc.returncode, proc.stderr[-500:]))
    parts = parts[:len(statements)] + [None] * max(0, len(statements) - len(parts))
    return parts, dt


def main():
    ap = argparse.ArgumentParser()
    cute_outputs.add_arguments(ap, "eval.jsonl")
    ap.add_argument("--cli", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--batch-size", type=int, default=25)
    ap.add_argument("--show", type=int, default=25, help="failing statements to print")
    ap.add_argument("--failures-file", default="", help="write all failures here")
    ap.add_argument("--only", default="", help="comma-separated operations to run")
    ap.add_argument("--emit-statements", default="",
                    help="write the generated eval statements to this file (one a line) and stop; "
                         "`layoutlab-cli bench --corpus FILE` times them")
    args = ap.parse_args()

    if args.emit_statements:
        with open(args.emit_statements, "w") as f:
            f.writelines(c.ev + "\n" for c in generate(args.seed, args.count))
        return 0

    cases = generate(args.seed, args.count)
    snippets = [s for c in cases for s in ((c.cpp, c.twin) if c.twin else (c.cpp,))]
    cute = cute_outputs.outputs_for(
        args, "eval", args.seed, generator_fingerprint(), snippets,
        lambda units, use_cache: compile_cute(units, args.cute_include, args.extra_includes, args.cxx, args.work or "differential-work",
                                              args.jobs, args.batch_size, use_cache))
    if args.only:
        keep = set(args.only.split(","))
        cases = [c for c in cases if c.op in keep]
    got, dt = eval_outputs(args.cli, [c.ev for c in cases])

    per_op = collections.OrderedDict((o, [0, 0]) for o, _ in OPS)
    failures = []
    stricter = []
    refused = 0
    proven = 0          # eval refuses, CuTe printed a value that semantic_check proves wrong
    dynamic_values = 0  # static twin refused by CuTe, eval printed CuTe's dynamic value exactly
    agreed_but_wrong = []  # eval == CuTe, but semantic_check.py says the value is not the result
    for c, out in zip(cases, got):
        expected = cute[c.cpp]
        twin_refused = c.twin is not None and not isinstance(cute[c.twin], str)
        if not isinstance(expected, str) or twin_refused:
            refused += 1
            ok = out is not None and out.startswith("error:") and out.count("\n") == 1
            if not ok and twin_refused and isinstance(expected, str) and out == expected:
                # Only the all-static twin fails to compile; for these dynamic integers CuTe computes a
                # value, and eval printing exactly that value is as faithful as refusing it.
                ok = True
                dynamic_values += 1
            want = "error: ... (CuTe refuses: %s)" % ("static twin does not compile" if twin_refused and isinstance(expected, str)
                                                   else (expected[1] if not isinstance(expected, str) else ""))
        else:
            ok = out == expected
            want = expected
            if not ok and out is not None and out.startswith("error:") and cute_result_is_wrong(c.ev, expected):
                # CuTe's weaker checks let the case through but its printed value provably is not the
                # operation's result (semantic_check.py): the error issue 3 asks for.
                ok = True
                proven += 1
            elif not ok and out is not None and out.startswith("error:"):
                # CuTe printed a value, eval refused: either an eval bug or one of the cases where CuTe's
                # checks are weaker than the operation's contract (e.g. composition's "rest_stride <
                # curr_shape" escape), where the issue asks for an error. Listed apart for review.
                stricter.append((c, want, out))
        if ok and out == expected and cute_result_is_wrong(c.ev, expected):
            # Eval reproduces CuTe byte for byte, yet the oracle says the value is not the operation's
            # result: either an oracle bug or nonsense that CuTe and LayoutLab both accept. Listed, not
            # failed (fidelity holds); each listed case needs a look.
            agreed_but_wrong.append(c)
        per_op.setdefault(c.op, [0, 0])[0 if ok else 1] += 1
        if not ok:
            failures.append((c, want, out))

    total = len(cases)
    npass = total - len(failures)
    print("\nper-operation results (pass / fail):")
    for op, (p, f) in per_op.items():
        if p + f:
            print("  %-18s %5d / %-5d%s" % (op, p, f, "" if f == 0 else "  <-- FAIL"))
    print("\n%d cases (%d where CuTe refuses), %d pass, %d fail; eval took %.2f s (%.0f statements/s)" % (
        total, refused, npass, len(failures), dt, total / dt if dt > 0 else 0))
    print("of the passes, %d are eval errors where CuTe printed a provably wrong value, and %d are CuTe's exact"
          " dynamic value where only the static twin fails to compile" % (proven, dynamic_values))
    if agreed_but_wrong:
        print("WARNING: %d cases where eval and CuTe agree on a value that semantic_check.py says is not the"
              " operation's result (nonsense both accept, or an oracle bug):" % len(agreed_but_wrong))
        for c in agreed_but_wrong:
            print("  [%s] %s" % (c.op, c.ev))
    if stricter:
        print("of the failures, %d are `error:` where CuTe printed a value (review: CuTe's weaker checks?)" % len(stricter))
    if failures:
        print("\nfirst failing statements:")
        for c, want, out in failures[:args.show]:
            print("  [%s] %s" % (c.op, c.ev))
            print("      CuTe: %s" % want.rstrip("\n").replace("\n", "\n            "))
            print("      eval: %s" % (out or "<missing>").rstrip("\n").replace("\n", "\n            "))
    if args.failures_file:
        with open(args.failures_file, "w") as f:
            for c, want, out in failures:
                f.write(json.dumps({"op": c.op, "statement": c.ev, "cute": want, "eval": out, "cpp": c.cpp}) + "\n")
    return cute_outputs.exit_status(failures)


if __name__ == "__main__":
    sys.exit(main())
