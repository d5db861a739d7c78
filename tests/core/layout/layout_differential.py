#!/usr/bin/env python3
"""Differential check of core/layout/ against real CuTe (host compile, no GPU).

Generates random valid cases of the core/layout operations, writes each case twice -- as a line for
`layout_differential_driver` (LayoutLab) and as CuTe C++ that prints the same value -- compiles the C++
in batches (what CuTe printed is recorded in tests/core/cute_outputs/layout.jsonl, see cute_outputs.py),
and compares byte for byte.
Usage: layout_differential.py --driver PATH [--mode recorded|live|regenerate] [--cute-include DIR]
                              [--extra-includes A:B] [--cases N]
"""
import argparse
import hashlib
import os
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import cute_outputs  # noqa: E402 (tests/core/cute_outputs.py)

# ---- generator -------------------------------------------------------------------------------------
# Its source and the C++ around the cases, from here to "LayoutLab side", are hashed into the header of
# the recorded CuTe outputs: a change here needs scripts/regenerate_cute_outputs.sh.
# ---- values: ints are (value, is_static); tuples are python lists --------------------------------


def lit(t):
    if isinstance(t, list):
        return "(" + ",".join(lit(e) for e in t) + ")"
    if t == "_":
        return "_"
    v, s = t
    return ("_" if s else "") + str(v)


def cpp(t):
    if isinstance(t, list):
        return "make_tuple(" + ",".join(cpp(e) for e in t) + ")"
    if t == "_":
        return "_"
    v, s = t
    return "Int<%d>{}" % v if s else "int(%d)" % v


def cpp_layout(l):
    return "make_layout(%s,%s)" % (cpp(l[0]), cpp(l[1]))


def lit_layout(l):
    return lit(l[0]) + ":" + lit(l[1])


def leaves(t):
    if isinstance(t, list):
        out = []
        for e in t:
            out += leaves(e)
        return out
    return [t]


def prod(t):
    p = 1
    for v, _ in leaves(t):
        p *= v
    return p


def rank(t):
    return len(t) if isinstance(t, list) else 1


# ---- random generation ----------------------------------------------------------------------------


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)

    def staticness(self):
        # per-case policy: all static, all dynamic, or mixed
        return self.r.choice(["s", "d", "m", "m"])

    def int_(self, pol, lo=1, hi=8):
        v = self.r.randint(lo, hi)
        s = pol == "s" or (pol == "m" and self.r.random() < 0.5)
        return (v, s)

    def shape(self, pol, max_rank=4, depth=2, max_size=512):
        while True:
            t = self._shape(pol, max_rank, depth, top=True)
            if prod(t) <= max_size:
                return t

    def _shape(self, pol, max_rank, depth, top=False):
        if depth == 0 or (not top and self.r.random() < 0.6):
            return self.int_(pol, 1, 6)
        n = self.r.randint(1, max_rank)
        return [self._shape(pol, 3, depth - 1) for _ in range(n)]

    def stride_like(self, shape, pol, kind):
        # kind: compact col, compact row, random (zero / non-compact / negative)
        if kind == "col":
            return compact(shape, False)
        if kind == "row":
            return compact(shape, True)
        return self._rand_stride(shape, pol)

    def _rand_stride(self, t, pol):
        if isinstance(t, list):
            return [self._rand_stride(e, pol) for e in t]
        v = self.r.choice([0, 1, 1, 2, 3, 4, 6, 8, 12, 16, 32, -1, -2, 5])
        s = pol == "s" or (pol == "m" and self.r.random() < 0.5)
        return (v, s)

    def layout(self, pol=None, max_rank=4, depth=2, max_size=512, kinds=("col", "row", "rand", "rand")):
        pol = pol or self.staticness()
        sh = self.shape(pol, max_rank, depth, max_size)
        kind = self.r.choice(kinds)
        return [sh, self.stride_like(sh, pol, kind)]

    def coord_in(self, shape, natural_prob=0.5):
        # a coordinate congruent to `shape` or coarser (1-D per mode)
        if isinstance(shape, list) and self.r.random() < natural_prob:
            return [self.coord_in(e, natural_prob) for e in shape]
        n = prod(shape)
        return (self.r.randint(0, n - 1), self.r.random() < 0.2)


def compact(shape, row):
    cur = [(1, True)]

    def mul(a, b):
        if (a[1] and a[0] == 0) or (b[1] and b[0] == 0):
            return (0, True)
        return (a[0] * b[0], a[1] and b[1])

    def walk(t):
        if isinstance(t, list):
            idx = range(len(t) - 1, -1, -1) if row else range(len(t))
            out = [None] * len(t)
            for i in idx:
                out[i] = walk(t[i])
            return out
        if t == (1, True):
            return (0, True)
        s = cur[0]
        cur[0] = mul(cur[0], t)
        return s

    return walk(shape)


# ---- the cases: (driver line, CuTe C++ expression statement) ---------------------------------------


def shape_div_ok(a, b):
    # simulate CuTe's shape_div recursion to know whether a static pair violates divisibility
    def sd(a, b):
        if isinstance(a, list):
            if isinstance(b, list):
                if len(a) != len(b):
                    raise ValueError
                return [sd(x, y) for x, y in zip(a, b)]
            out, rest = [], b
            for ai in a:
                out.append(sd(ai, rest))
                rest = sd(rest, ai)
            return out
        if isinstance(b, list):
            b = (prod(b), all(s for _, s in leaves(b)))
        (av, as_), (bv, bs) = a, b
        if as_ and bs and not (av % bv == 0 or bv % av == 0):
            raise ValueError
        v = (av + bv - 1) // bv
        return (v, as_ and bs)

    try:
        sd(a, b)
        return True
    except (ValueError, ZeroDivisionError):
        return False


def has_static_one(t):
    return any(x == (1, True) for x in leaves(t))


def make_cases(n, seed):
    g = Gen(seed)
    r = g.r
    cases = []

    def add(line, stmt):
        cases.append((line, stmt))

    def P(expr):
        return "print(%s);" % expr

    ops = [
        "size", "rank", "depth", "sum", "flatten", "product_each", "compact_col", "compact_row",
        "shape_div", "ceil_div", "elem_scale", "inner_product", "idx2crd", "crd2idx2", "crd2idx3",
        "intop", "make_layout", "make_layout_right", "cosize", "coshape", "get", "select", "take",
        "group", "lflatten", "append", "prepend", "append_n", "replace", "concat", "eval1", "evalc",
        "evaln", "ordered", "upcast", "downcast", "print_layout", "swizzle", "swizzle_eval",
        "swizzle_print_layout", "slice", "dice", "hier_coord", "flat_coord", "coord_1d", "layout_like",
        "layout_size_mode", "cosize_mode", "round_up", "crd2crd", "recast", "swizzle_modes",
        "swizzle_cast", "swizzle_make_layout", "deep_eval", "deep_print_layout",
    ]
    while len(cases) < n:
        op = ops[len(cases) % len(ops)]
        pol = g.staticness()
        if op in ("size", "rank", "depth", "sum", "flatten", "product_each", "compact_col", "compact_row"):
            t = g.shape(pol)
            fn = {"compact_col": "compact_col_major", "compact_row": "compact_row_major"}.get(op, op)
            add("%s;%s" % (op, lit(t)), P("%s(%s)" % (fn, cpp(t))))
        elif op in ("shape_div", "ceil_div"):
            a = g.shape(pol)
            if r.random() < 0.5:
                b = g.int_(pol, 1, 16)
            elif isinstance(a, list):
                b = [g.int_(pol, 1, 4) if not isinstance(e, list) or r.random() < 0.5 else
                     [g.int_(pol, 1, 3) for _ in e] for e in a]
                if op == "ceil_div":
                    b = b[: r.randint(1, len(b))]
            else:
                b = g.int_(pol, 1, 16)
            if op == "ceil_div" and isinstance(a, list) and isinstance(b, list):
                if any(isinstance(x, list) != isinstance(y, list) and isinstance(y, list) for x, y in zip(a, b)):
                    continue
            if op == "shape_div" and not shape_div_ok(a, b):
                continue
            if op == "shape_div" and isinstance(a, list) and isinstance(b, list):
                if any(not isinstance(x, list) and isinstance(y, list) and False for x, y in zip(a, b)):
                    continue
            add("%s;%s;%s" % (op, lit(a), lit(b)), P("%s(%s,%s)" % (op, cpp(a), cpp(b))))
        elif op == "elem_scale":
            a = g.shape(pol, depth=1)
            b = [g.int_(pol) for _ in a] if isinstance(a, list) else g.int_(pol)
            add("%s;%s;%s" % (op, lit(a), lit(b)), P("elem_scale(%s,%s)" % (cpp(a), cpp(b))))
        elif op == "inner_product":
            l = g.layout(pol, kinds=("rand",))
            add("%s;%s;%s" % (op, lit(l[0]), lit(l[1])), P("inner_product(%s,%s)" % (cpp(l[0]), cpp(l[1]))))
        elif op == "idx2crd":
            s = g.shape(pol)
            i = (r.randint(0, prod(s) - 1), r.random() < 0.3)
            add("%s;%s;%s" % (op, lit(i), lit(s)), P("idx2crd(%s,%s)" % (cpp(i), cpp(s))))
        elif op == "crd2idx2":
            s = g.shape(pol)
            c = g.coord_in(s)
            add("%s;%s;%s" % (op, lit(c), lit(s)), P("crd2idx(%s,%s)" % (cpp(c), cpp(s))))
        elif op == "crd2idx3":
            l = g.layout(pol)
            c = g.coord_in(l[0])
            add("%s;%s;%s" % (op, lit(c), lit_layout(l)), P("crd2idx(%s,%s,%s)" % (cpp(c), cpp(l[0]), cpp(l[1]))))
        elif op == "intop":
            o = r.choice(["+", "-", "*", "/", "%", "gcd", "lcm", "min", "max", "abs", "signum"])
            a = g.int_(pol, 0, 12) if r.random() < 0.3 else g.int_(pol, 1, 12)
            b = g.int_(pol, 1, 12) if r.random() < 0.7 else (r.choice([0, 1, -1]), True)
            if o in ("/", "%") and b[0] == 0:
                continue
            if o in ("/", "%") and a[1] and b[1] is False and False:
                continue
            if o in ("gcd", "lcm", "min", "max"):
                expr = "%s(%s,%s)" % (o, cpp(a), cpp(b))
                if o == "lcm" and a[0] == 0 and b[0] == 0:
                    continue
            elif o in ("abs", "signum"):
                expr = "%s(%s)" % (o, cpp(a))
            else:
                expr = "(%s %s %s)" % (cpp(a), o, cpp(b))
            add("intop;%s;%s;%s" % (o, lit(a), lit(b)), P(expr))
        elif op in ("make_layout", "make_layout_right"):
            s = g.shape(pol)
            tag = ", LayoutRight{}" if op == "make_layout_right" else ""
            add("%s;%s" % (op, lit(s)), P("make_layout(%s%s)" % (cpp(s), tag)))
        elif op in ("cosize", "coshape"):
            l = g.layout(pol)
            add("%s;%s" % (op, lit_layout(l)), P("%s(%s)" % (op, cpp_layout(l))))
        elif op in ("layout_size_mode", "cosize_mode"):
            l = g.layout(pol)
            if rank(l[0]) < 2:
                continue
            i = r.randrange(rank(l[0]))
            fn = "size" if op == "layout_size_mode" else "cosize"
            add("%s;%s;%d" % (op, lit_layout(l), i), P("%s<%d>(%s)" % (fn, i, cpp_layout(l))))
        elif op == "get":
            l = g.layout(pol)
            idx = [r.randrange(rank(l[0]))]
            sub = l[0][idx[0]] if isinstance(l[0], list) else l[0]
            if isinstance(sub, list) and r.random() < 0.6:
                idx.append(r.randrange(len(sub)))
            add("get;%s;%s" % (lit_layout(l), ",".join(map(str, idx))),
                P("get<%s>(%s)" % (",".join(map(str, idx)), cpp_layout(l))))
        elif op == "select":
            l = g.layout(pol)
            idx = [r.randrange(rank(l[0])) for _ in range(r.randint(1, 3))]
            add("select;%s;%s" % (lit_layout(l), ",".join(map(str, idx))),
                P("select<%s>(%s)" % (",".join(map(str, idx)), cpp_layout(l))))
        elif op in ("take", "group"):
            l = g.layout(pol)
            n_ = rank(l[0])
            b = r.randint(0, n_ - 1) if op == "take" else r.randint(0, n_)
            e = r.randint(b + 1, n_) if op == "take" else r.randint(b, n_)
            add("%s;%s;%d;%d" % (op, lit_layout(l), b, e), P("%s<%d,%d>(%s)" % (op, b, e, cpp_layout(l))))
        elif op == "lflatten":
            l = g.layout(pol, depth=3)
            add("lflatten;%s" % lit_layout(l), P("flatten(%s)" % cpp_layout(l)))
        elif op in ("append", "prepend"):
            l = g.layout(pol)
            if r.random() < 0.3:
                add("%s;%s" % (op, lit_layout(l)), P("%s(%s)" % (op, cpp_layout(l))))
            else:
                x = g.layout(pol, max_rank=2, max_size=16)
                add("%s;%s;%s" % (op, lit_layout(l), lit_layout(x)),
                    P("%s(%s,%s)" % (op, cpp_layout(l), cpp_layout(x))))
        elif op == "append_n":
            l = g.layout(pol, max_rank=2)
            n_ = rank(l[0]) + r.randint(0, 2)
            add("append_n;%s;%d" % (lit_layout(l), n_), P("append<%d>(%s)" % (n_, cpp_layout(l))))
        elif op == "replace":
            l = g.layout(pol)
            i = r.randrange(rank(l[0]))
            x = g.layout(pol, max_rank=2, max_size=16)
            add("replace;%s;%d;%s" % (lit_layout(l), i, lit_layout(x)),
                P("replace<%d>(%s,%s)" % (i, cpp_layout(l), cpp_layout(x))))
        elif op == "concat":
            ls = [g.layout(pol, max_rank=2, max_size=32) for _ in range(r.randint(1, 3))]
            add("concat;" + ";".join(lit_layout(l) for l in ls),
                P("make_layout(%s)" % ",".join(cpp_layout(l) for l in ls)))
        elif op == "eval1":
            l = g.layout(pol)
            i = (r.randrange(prod(l[0])), r.random() < 0.3)
            add("eval;%s;%s" % (lit_layout(l), lit(i)), P("%s(%s)" % (cpp_layout(l), cpp(i))))
        elif op == "evalc":
            l = g.layout(pol)
            c = g.coord_in(l[0], 0.7)
            add("eval;%s;%s" % (lit_layout(l), lit(c)), P("%s(%s)" % (cpp_layout(l), cpp(c))))
        elif op == "evaln":
            l = g.layout(pol)
            if rank(l[0]) < 2:
                continue
            c = g.coord_in(l[0], 0.7)
            if not isinstance(c, list):
                continue
            add("evaln;%s;%s" % (lit_layout(l), ";".join(lit(x) for x in c)),
                P("%s(%s)" % (cpp_layout(l), ",".join(cpp(x) for x in c))))
        elif op == "ordered":
            s = g.shape(pol, depth=1)
            n_ = rank(s)
            perm = list(range(n_))
            r.shuffle(perm)
            o = [(p, r.random() < 0.8) for p in perm] if isinstance(s, list) else (0, True)
            add("ordered;%s;%s" % (lit(s), lit(o)), P("make_ordered_layout(%s,%s)" % (cpp(s), cpp(o))))
        elif op == "upcast":
            l = g.layout(pol)
            n_ = r.choice([1, 2, 4, 8])
            ok = all(not st or v == 0 or v % n_ == 0 or n_ % v == 0 for v, st in leaves(l[1]))
            if not ok:
                continue
            add("upcast;%s;%d" % (lit_layout(l), n_), P("upcast<%d>(%s)" % (n_, cpp_layout(l))))
        elif op == "downcast":
            l = g.layout(pol, kinds=("col", "row"))
            if not has_static_one(l[1]):
                continue
            n_ = r.choice([1, 2, 4])
            add("downcast;%s;%d" % (lit_layout(l), n_), P("downcast<%d>(%s)" % (n_, cpp_layout(l))))
        elif op == "print_layout":
            l = g.layout(pol, max_rank=2, max_size=96)
            if rank(l[0]) != 2:
                continue
            add("print_layout;%s" % lit_layout(l), "print_layout(%s);" % cpp_layout(l))
        elif op in ("swizzle", "swizzle_eval", "swizzle_print_layout"):
            b = r.randint(0, 3)
            m = r.randint(0, 4)
            s = r.choice([x for x in range(-4, 5) if abs(x) >= b] or [b])
            l = g.layout(pol, max_rank=2, max_size=128, kinds=("col", "row"))
            sw = "Swizzle<%d,%d,%d>{}" % (b, m, s)
            if op == "swizzle":
                add("swizzle;%d;%d;%d;%s" % (b, m, s, lit_layout(l)), P("composition(%s,%s)" % (sw, cpp_layout(l))))
            elif op == "swizzle_eval":
                if b == 0:
                    continue
                i = (r.randrange(prod(l[0])), False)
                add("swizzle_eval;%d;%d;%d;%s;%s" % (b, m, s, lit_layout(l), lit(i)),
                    P("composition(%s,%s)(%s)" % (sw, cpp_layout(l), cpp(i))))
            else:
                if b == 0 or rank(l[0]) != 2:
                    continue
                add("swizzle_print_layout;%d;%d;%d;%s" % (b, m, s, lit_layout(l)),
                    "print_layout(composition(%s,%s));" % (sw, cpp_layout(l)))
        elif op in ("slice", "dice"):
            l = g.layout(pol)
            c = g.coord_in(l[0], 0.7)

            def under(c):
                if isinstance(c, list):
                    return [under(e) for e in c]
                return "_" if r.random() < 0.5 else c
            c = under(c)
            add("%s;%s;%s" % (op, lit(c), lit_layout(l)), P("%s(%s,%s)" % (op, cpp(c), cpp_layout(l))))
        elif op in ("hier_coord", "flat_coord", "coord_1d"):
            l = g.layout(pol, kinds=("col",))
            i = (r.randrange(prod(l[0])), r.random() < 0.3)
            fn = {"hier_coord": "get_hier_coord", "flat_coord": "get_flat_coord", "coord_1d": "get_1d_coord"}[op]
            add("%s;%s;%s" % (op, lit_layout(l), lit(i)), P("%s.%s(%s)" % (cpp_layout(l), fn, cpp(i))))
        elif op == "layout_like":
            l = g.layout(pol, depth=1)
            if any(v < 0 for v, _ in leaves(l[1])):
                continue
            add("layout_like;%s" % lit_layout(l), P("make_layout_like(%s)" % cpp_layout(l)))
        elif op == "round_up":
            a = g.shape(pol, depth=1)
            b = [g.int_(pol, 1, 4) for _ in a][: r.randint(1, len(a))] if isinstance(a, list) else g.int_(pol, 1, 4)
            if isinstance(a, list) != isinstance(b, list):
                continue
            add("round_up;%s;%s" % (lit(a), lit(b)), P("round_up(%s,%s)" % (cpp(a), cpp(b))))
        elif op == "crd2crd":
            src = g.shape(pol, depth=1, max_rank=3)
            if not isinstance(src, list):
                continue
            dst = [[g.int_(pol, 1, 1)] * 0 or x for x in src]  # same extents, maybe split below
            dst = []
            for v, st in src:
                if v % 2 == 0 and r.random() < 0.5:
                    dst.append([(2, st), (v // 2, st)])
                else:
                    dst.append((v, st))
            c = [(r.randrange(v), r.random() < 0.3) for v, _ in src]
            add("crd2crd;%s;%s;%s" % (lit(c), lit(src), lit(dst)),
                P("crd2crd(%s,%s,%s)" % (cpp(c), cpp(src), cpp(dst))))
        elif op == "recast":
            l = g.layout(pol, kinds=("col", "row"))
            if not has_static_one(l[1]):
                continue
            bits = {8: "uint8_t", 16: "uint16_t", 32: "uint32_t", 64: "uint64_t"}
            ob, nb = r.choice(list(bits)), r.choice(list(bits))
            from math import gcd as _g
            num, den = nb // _g(nb, ob), ob // _g(nb, ob)
            if num > 1:
                if not all(not st or v == 0 or v % num == 0 or num % v == 0 for v, st in leaves(l[1])):
                    continue
            add("recast;%s;%d;%d" % (lit_layout(l), ob, nb),
                P("recast_layout<%s,%s>(%s)" % (bits[ob], bits[nb], cpp_layout(l))))
        elif op in ("swizzle_modes", "swizzle_cast", "swizzle_make_layout"):
            b = r.randint(0, 3)
            m = r.randint(0, 4)
            s_ = r.choice([x for x in range(-4, 5) if abs(x) >= b] or [b])
            sw = "Swizzle<%d,%d,%d>{}" % (b, m, s_)
            if op == "swizzle_make_layout":
                add("swizzle_make_layout;%d;%d;%d" % (b, m, s_), P("make_layout(%s)" % sw))
                continue
            l = g.layout("s", max_rank=3, max_size=256, kinds=("col", "row"))
            comp = "composition(%s,%s)" % (sw, cpp_layout(l))
            if op == "swizzle_modes":
                which = r.choice(["get", "take", "flatten", "layout"])
                n_ = rank(l[0])
                if which == "get":
                    i = r.randrange(n_)
                    add("swizzle_mode;%d;%d;%d;%s;get;%d" % (b, m, s_, lit_layout(l), i), P("get<%d>(%s)" % (i, comp)))
                elif which == "layout":
                    i = r.randrange(n_)
                    add("swizzle_mode;%d;%d;%d;%s;layout;%d" % (b, m, s_, lit_layout(l), i), P("layout<%d>(%s)" % (i, comp)))
                elif which == "take":
                    b0 = r.randint(0, n_ - 1)
                    e0 = r.randint(b0 + 1, n_)
                    add("swizzle_mode;%d;%d;%d;%s;take;%d;%d" % (b, m, s_, lit_layout(l), b0, e0),
                        P("take<%d,%d>(%s)" % (b0, e0, comp)))
                else:
                    add("swizzle_mode;%d;%d;%d;%s;flatten" % (b, m, s_, lit_layout(l)), P("flatten(%s)" % comp))
            else:
                if b == 0:
                    continue
                n_ = r.choice([2, 4])
                which = r.choice(["upcast", "downcast"])
                if which == "upcast":
                    if not all(not st or v == 0 or v % n_ == 0 or n_ % v == 0 for v, st in leaves(l[1])):
                        continue
                elif not has_static_one(l[1]):
                    continue
                add("swizzle_cast;%d;%d;%d;%s;%s;%d" % (b, m, s_, lit_layout(l), which, n_),
                    P("%s<%d>(%s)" % (which, n_, comp)))
        elif op == "deep_eval":
            l = g.layout(pol, depth=3, max_rank=3)
            c = g.coord_in(l[0], 0.5)
            add("eval;%s;%s" % (lit_layout(l), lit(c)), P("%s(%s)" % (cpp_layout(l), cpp(c))))
        elif op == "deep_print_layout":
            l = g.layout(pol, depth=3, max_rank=2, max_size=128)
            if rank(l[0]) != 2:
                continue
            add("print_layout;%s" % lit_layout(l), "print_layout(%s);" % cpp_layout(l))
    return cases


# ---- CuTe side ------------------------------------------------------------------------------------
CPP_HEAD = """#include <cstdio>
#include <cute/tensor.hpp>
using namespace cute;
int main() {
"""


# ---- LayoutLab side -------------------------------------------------------------------------------
def main():
    ap = argparse.ArgumentParser()
    cute_outputs.add_arguments(ap, "layout.jsonl")
    ap.add_argument("--driver", required=True)
    ap.add_argument("--cases", type=int, default=800)
    ap.add_argument("--seed", type=int, default=20261121)
    ap.add_argument("--batch", type=int, default=150)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    cases = make_cases(args.cases, args.seed)
    # a unit is one batch's whole translation unit; CuTe prints each case followed by a line "@@"
    batches = [cases[i:i + args.batch] for i in range(0, len(cases), args.batch)]
    units = [CPP_HEAD + "".join('  { %s %s printf("@@\\n"); }\n' % (stmt, "" if stmt.startswith("print_layout") else 'printf("\\n");')
                                for _, stmt in batch) + "  return 0;\n}\n" for batch in batches]

    def compile_all(units, use_cache):
        work = args.work or "layout_differential_work"
        os.makedirs(work, exist_ok=True)
        incs = ["-I", args.cute_include] + [x for d in args.extra_includes.split(":") if d for x in ("-I", d)]
        version = hashlib.sha1(open(os.path.join(args.cute_include, "cutlass", "version.h"), "rb").read()).hexdigest()

        def run_batch(src):
            key = hashlib.sha1((src + version).encode()).hexdigest()[:16]
            out_path = os.path.join(work, "cute_%s.out" % key)
            if use_cache and os.path.exists(out_path):
                return open(out_path).read()
            cpp_path = os.path.join(work, "cute_%s.cpp" % key)
            exe = os.path.join(work, "cute_%s" % key)
            open(cpp_path, "w").write(src)
            res = subprocess.run([args.cxx, "-std=c++17", "-w", "-O0"] + incs + [cpp_path, "-o", exe],
                                 capture_output=True, text=True)
            if res.returncode != 0:
                sys.stderr.write(res.stderr[:4000])
                raise SystemExit("CuTe batch failed to compile (%s)" % cpp_path)
            out = subprocess.run([exe], capture_output=True, text=True, check=True).stdout
            open(out_path + ".tmp", "w").write(out)
            os.replace(out_path + ".tmp", out_path)
            os.remove(exe)
            return out

        with ThreadPoolExecutor(max_workers=args.jobs) as ex:
            return dict(zip(units, ex.map(run_batch, units)))

    generator = cute_outputs.source_hash(os.path.abspath(__file__), "# ---- generator", "# ---- LayoutLab side")
    recorded = cute_outputs.outputs_for(args, "layout", args.seed, generator, units, compile_all)
    cute_out = "".join(recorded[u] for u in units)

    # LayoutLab side: the driver prints each case's value followed by a line "@@"
    inp = "".join(line + "\n" for line, _ in cases)
    res = subprocess.run([args.driver], input=inp, capture_output=True, text=True)
    if res.returncode != 0:
        sys.stderr.write(res.stderr)
        raise SystemExit("driver failed")
    ours = res.stdout.split("@@\n")
    theirs = cute_out.split("@@\n")
    if not (len(ours) == len(theirs) == len(cases) + 1):
        print("FAIL: %d cases, but LayoutLab printed %d values and CuTe %d" % (len(cases), len(ours) - 1, len(theirs) - 1))
        return 1
    bad = 0
    for (line, stmt), a, b in zip(cases, ours, theirs):
        if a != b:
            bad += 1
            if bad <= 25:
                print("MISMATCH %s\n  cute: %r\n  ours: %r" % (line, b, a))
    print("layout differential: %d cases, %d mismatches" % (len(cases), bad))
    return cute_outputs.exit_status(bad)


if __name__ == "__main__":
    sys.exit(main())
