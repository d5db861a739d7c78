#!/usr/bin/env python3
"""Differential check of core/algebra against real CuTe (host g++, no GPU).

Random cases over coalesce, filter, composition (layout, tiler, shape), complement, the inverses, the
divides, the products and max_common_* -- static, dynamic and mixed integers, compact, permuted, zero and
arbitrary strides, tilers that need not divide the layout -- are written as CuTe C++ (compiled in batches,
what CuTe printed recorded in tests/core/cute_outputs/algebra.jsonl, see cute_outputs.py) and as lines
for algebra_differential_driver. For every case:
  * CuTe refuses (static_assert, or a crash at run time): LayoutLab must answer `error:`;
  * CuTe prints V: LayoutLab's CuTe-faithful mode must print V byte for byte, and LayoutLab itself must
    print V or reject it deliberately -- a composition whose V breaks composition's postcondition
    (checked by the driver), or an operation built on such a composition/complement (divisibility or
    injectivity named in the error).
Usage: algebra_differential.py --driver PATH [--mode recorded|live|regenerate] [--cute-include DIR]
                               [--extra-includes A:B] [--cxx g++] [--work DIR] [--seed 1] [--count 240]
"""
import argparse
import hashlib
import json
import os
import random
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import cute_outputs  # noqa: E402 (tests/core/cute_outputs.py)

# ---- generator -------------------------------------------------------------------------------------
# Its source and the C++ around the cases, from here to "LayoutLab side", are hashed into the header of
# the recorded CuTe outputs: a change here needs scripts/regenerate_cute_outputs.sh.
R = random.Random(1)
ONLY = None

class I:
    def __init__(s, v, st): s.v, s.st = v, st
    def __iter__(s): return iter((s.v, s.st))
    def __getitem__(s, k): return (s.v, s.st)[k]
def lit(v, st): return f"_{v}" if st else f"{v}"
def cpp_int(v, st): return f"Int<{v}>{{}}" if st else f"int({v})"
def to_lit(t):
    if isinstance(t, tuple): return "(" + ",".join(to_lit(e) for e in t) + ")"
    return lit(*t)
def to_cpp(t, mk="make_shape"):
    if isinstance(t, tuple): return f"{mk}(" + ",".join(to_cpp(e, mk) for e in t) + ")"
    return cpp_int(*t)

def rand_shape(depth, mode):
    r = R.choice([1,1,2,2,3]) if depth == 0 else R.choice([1,2,2,3])
    if depth == 0 and R.random() < 0.25: r = 0  # integral
    def leaf():
        v = R.choice([1,2,2,3,4,4,5,6,8,8,16])
        st = mode == 'S' or (mode == 'M' and R.random() < 0.5)
        return I(v, st)
    if r == 0: return leaf()
    out = []
    for _ in range(r):
        out.append(rand_shape(depth+1, mode) if depth < 1 and R.random() < 0.25 else leaf())
    return tuple(out)

def leaves(t): return [t] if not isinstance(t, tuple) else [x for e in t for x in leaves(e)]
def rebuild(t, it):
    if isinstance(t, tuple): return tuple(rebuild(e, it) for e in t)
    return next(it)

def rand_layout(mode=None):
    mode = mode or R.choice('SSDM')
    s = rand_shape(0, mode)
    ls = leaves(s)
    kind = R.choice(['col','col','row','perm','zero','rand'])
    vals = []
    if kind in ('col','zero','perm','row'):
        order = list(range(len(ls)))
        if kind == 'row': order.reverse()
        if kind == 'perm': R.shuffle(order)
        st = [0]*len(ls); cur = 1
        for i in order: st[i] = cur; cur *= ls[i][0]
        if kind == 'zero': st[R.randrange(len(ls))] = 0
        vals = st
    else:
        vals = [R.choice([0,1,2,3,4,6,8,12,16,32]) for _ in ls]
    strides = []
    for (v, st_), d in zip(ls, vals):
        stat = (mode == 'S') or (mode == 'M' and R.random() < 0.5)
        strides.append(I(d, stat))
    return s, rebuild(s, iter(strides))

def lay_lit(L): return to_lit(L[0]) + ":" + to_lit(L[1])
def lay_cpp(L): return f"make_layout({to_cpp(L[0])},{to_cpp(L[1], 'make_stride')})"

def small_tile(mode):
    st = mode == 'S' or (mode == 'M' and R.random() < 0.5)
    return I(R.choice([1,2,2,4,3,8]), st)

def rand_case():
    op = R.choice(ONLY) if ONLY else R.choice(['coalesce','coalesce_p','filter','composition','composition','composition_t','complement','complement_c','right_inverse','left_inverse','logical_divide','zipped_divide','tiled_divide','flat_divide','logical_product','zipped_product','tiled_product','flat_product','blocked_product','raked_product','max_common_vector','max_common_layout'])
    mode = R.choice('SSDM')
    A = rand_layout(mode)
    if op == 'coalesce': return f"coalesce {lay_lit(A)}", f"coalesce({lay_cpp(A)})"
    if op == 'filter': return f"filter {lay_lit(A)}", f"filter({lay_cpp(A)})"
    if op == 'coalesce_p':
        if not isinstance(A[0], tuple): return None
        p = tuple(I(0, True) for _ in range(R.randint(1, len(A[0]))))
        return f"coalesce {lay_lit(A)} {to_lit(p)}", f"coalesce({lay_cpp(A)},{to_cpp(p)})"
    if op in ('right_inverse','left_inverse'): return f"{op} {lay_lit(A)}", f"{op}({lay_cpp(A)})"
    if op == 'complement': return f"complement {lay_lit(A)}", f"complement({lay_cpp(A)})"
    if op == 'complement_c':
        c = I(R.choice([16,32,64,128,24]), R.random() < 0.5)
        return f"complement {lay_lit(A)} {to_lit(c)}", f"complement({lay_cpp(A)},{to_cpp(c)})"
    if op in ('max_common_vector','max_common_layout'):
        B = rand_layout(mode)
        if R.random() < 0.5: B = (A[0], rand_layout(mode)[1]) if False else B
        return f"{op} {lay_lit(A)} {lay_lit(B)}", f"{op}({lay_cpp(A)},{lay_cpp(B)})"
    if op == 'composition':
        B = rand_layout(mode)
        return f"composition {lay_lit(A)} {lay_lit(B)}", f"composition({lay_cpp(A)},{lay_cpp(B)})"
    if op in ('blocked_product','raked_product'):
        B = rand_layout(mode)
        return f"{op} {lay_lit(A)} {lay_lit(B)}", f"{op}({lay_cpp(A)},{lay_cpp(B)})"
    # tiler ops
    ra = 1 if not isinstance(A[0], tuple) else len(A[0])
    if op == 'composition_t': op = 'composition'
    k = R.choice(['layout','shape','tuple'])
    if k == 'layout':
        T = rand_layout(mode) if 'product' in op else (small_tile(mode), I(R.choice([1,1,2]), mode=='S'))
        if not isinstance(T[0], tuple) and 'product' not in op: T = (T[0], T[1])
        return f"{op} {lay_lit(A)} {lay_lit(T)}", f"{op}({lay_cpp(A)},{lay_cpp(T)})"
    if k == 'shape':
        n = R.randint(1, ra)
        sh = tuple(small_tile(mode) for _ in range(n))
        return f"{op} {lay_lit(A)} {to_lit(sh)}", f"{op}({lay_cpp(A)},{to_cpp(sh)})"
    n = R.randint(1, ra)
    parts_l, parts_c = [], []
    for _ in range(n):
        c = R.random()
        if c < 0.15: parts_l.append("_"); parts_c.append("_")
        elif c < 0.4:
            t = small_tile(mode); parts_l.append(lit(*t)); parts_c.append(cpp_int(*t))
        else:
            t = small_tile(mode); d = I(R.choice([1,1,2,3]), mode=='S' or (mode=='M' and R.random()<0.5))
            parts_l.append(lit(*t)+":"+lit(*d)); parts_c.append(f"make_layout({cpp_int(*t)},{cpp_int(*d)})")
    return f"{op} {lay_lit(A)} <{','.join(parts_l)}>", f"{op}({lay_cpp(A)},make_tile({','.join(parts_c)}))"



# ---- CuTe side -------------------------------------------------------------------------------------
def run_batch(cases, args, work, version, use_cache):
    """CuTe's output per case: a string, or None when CuTe refuses (compile error or crash)."""
    key = hashlib.sha256(("\n".join(c[1] for c in cases) + version + args.cxx).encode()).hexdigest()[:24]
    cache = os.path.join(work, key + ".json")
    if use_cache and os.path.exists(cache):
        return json.load(open(cache))
    result = [None] * len(cases)
    todo = list(range(len(cases)))
    incs = ["-I", args.cute_include] + [x for d in args.extra_includes.split(":") if d for x in ("-I", d)]
    src, binary = os.path.join(work, key + ".cpp"), os.path.join(work, key + ".bin")
    while todo:
        lines = ["#include <cute/tensor.hpp>", "#include <cstdio>", "using namespace cute;", "int main(){"]
        line_of = {}
        for i in todo:
            line_of[len(lines) + 1] = i
            lines.append('{ auto r = %s; print(r); printf("\\n"); fflush(stdout); }' % cases[i][1])
        lines.append("}")
        open(src, "w").write("\n".join(lines) + "\n")
        p = subprocess.run([args.cxx, "-std=c++17", "-w", "-O0"] + incs + [src, "-o", binary], capture_output=True, text=True)
        if p.returncode != 0:
            bad = {line_of[int(m)] for m in re.findall(re.escape(os.path.basename(src)) + r":(\d+):", p.stderr) if int(m) in line_of}
            if not bad:
                raise SystemExit("CuTe compile failed outside the cases:\n" + p.stderr[:4000])
            todo = [i for i in todo if i not in bad]
            continue
        out = subprocess.run([binary], capture_output=True, text=True)
        got = out.stdout.split("\n")[:-1]
        for i, text in zip(todo, got):
            result[i] = text
        if out.returncode == 0:
            break
        todo = todo[len(got) + 1:]  # the case after the last printed one crashed
    for f in (src, binary):
        if os.path.exists(f):
            os.remove(f)
    json.dump(result, open(cache, "w"))
    return result


# ---- LayoutLab side ---------------------------------------------------------------------------------
DELIBERATE = ("divisibility violated", "non-injective layout", "division by zero")


def main():
    global R
    ap = argparse.ArgumentParser()
    cute_outputs.add_arguments(ap, "algebra.jsonl")
    ap.add_argument("--driver", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=240)
    ap.add_argument("--batch", type=int, default=40)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    R = random.Random(args.seed)
    globals()["R"] = R
    cases = []
    while len(cases) < args.count:
        c = rand_case()
        if c:
            cases.append(c)
    # a unit is one batch's C++ (its cases' statements, a line each); CuTe's output is a list per batch
    batches = ["\n".join(c[1] for c in cases[i:i + args.batch]) for i in range(0, len(cases), args.batch)]

    def compile_all(units, use_cache):
        work = args.work or "algebra-differential-work"
        os.makedirs(work, exist_ok=True)
        version = cute_outputs.cutlass_version(args.cute_include)
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            outs = pool.map(lambda u: run_batch([(None, line) for line in u.split("\n")], args, work, version, use_cache), units)
            return dict(zip(units, outs))
    generator = cute_outputs.source_hash(os.path.abspath(__file__), "# ---- generator", "# ---- LayoutLab side")
    recorded = cute_outputs.outputs_for(args, "algebra", args.seed, generator, batches, compile_all)
    cute = [o for b in batches for o in recorded[b]]
    drv = subprocess.run([args.driver], input="\n".join(c[0] for c in cases) + "\n", capture_output=True, text=True)
    mine = drv.stdout.split("\n")
    fails = refused = deliberate = 0
    for i, c in enumerate(cases):
        real, faithful, post = (mine[i].split("\t") + ["", "", ""])[:3]
        v = cute[i]
        problem = None
        if v is None:
            refused += 1
            if not real.startswith("error:"):
                problem = "CuTe refuses, LayoutLab printed " + real
        else:
            if faithful != v:
                problem = "CuTe-faithful mode differs: " + faithful
            elif real != v:
                op = c[0].split(" ")[0]
                ok = real.startswith("error:") and (post == "violated" if post != "-" else any(d in real for d in DELIBERATE))
                if ok:
                    deliberate += 1
                else:
                    problem = "LayoutLab printed " + real
        if problem:
            fails += 1
            print("FAIL %s\n     CuTe: %s\n     %s" % (c[0], "refuses" if v is None else v, problem))
    print("%d cases: %d refused by CuTe, %d rejected deliberately (CuTe's answer is not the operation's result), "
          "%d failures" % (len(cases), refused, deliberate, fails))
    return cute_outputs.exit_status(fails)


if __name__ == "__main__":
    sys.exit(main())
