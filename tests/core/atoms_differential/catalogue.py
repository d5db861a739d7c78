#!/usr/bin/env python3
"""CuTe's own catalogue of atoms against LayoutLab's, byte for byte.

The objects are read off CuTe's headers, not LayoutLab's catalog: every MMA operation that has MMA_Traits
(cute/atom/mma_traits_sm*.hpp over the structs of cute/arch/mma_sm*.hpp: SM61..SM90 mma.sync, UniversalFMA,
SM90 GMMA dense and sparse, SM100 UMMA, SM103, SM120), every copy operation that has Copy_Traits
(copy_traits*.hpp over cute/arch/copy*.hpp: UniversalCopy, ldmatrix/stmatrix, cp.async, TMEM, UTCCP, TMA) and
every GMMA/UMMA shared-memory layout atom (mma_traits_sm90_gmma.hpp, mma_traits_sm90_gmma_sparse.hpp,
mma_traits_sm100.hpp). Each becomes one object written as CuTe C++ that `layoutlab-cli eval` also takes:

  MMA_Atom<OP>{}                 with OP's template arguments expanded (below)
  Copy_Atom<OP, T>{}             for a set of element types T
  GMMA::Layout_K_SW128_Atom<T>{} and the other layout atoms, for every element type CuTe has
  make_tma_atom(OP{}, ...)       for the TMA operations (CuTe builds TMA atoms only from a tensor and an smem
                                 layout: Copy_Atom<SM90_TMA_LOAD, T>{} is an incomplete type, enumerated too)

Templated operations are expanded systematically, not exhaustively:
  GMMA (dense and sparse): every operation struct (every N, every type combination) with K-major operands (or
    the _TN defaults), and every combination of majors CuTe lets through at the smallest and the largest N.
  UMMA (SM100/SM103): every operation x every element type it may take (A = B, plus one mixed pair for the
    F8F6F4 kinds) x every M x N in {8 (K-major B), 16, 24, 256} (24 probes the N % 16 rules) x majors K/K and MN/MN
    (K/MN and MN/K at one shape).
  SM120: every explicit specialisation CuTe declares, VS in {16, 32} for the block-scaled ones.
  Copy atoms: one element type per width (4, 6, 8, 16, 32, 64, 128 bits); every element type for one
    representative operation of each kind.
CuTe decides what is valid: a candidate it refuses to compile (a static_assert, an incomplete type) is not an
object; LayoutLab must refuse it too.

Modes (--mode):
  enumerate   print the candidates (family, eval spelling, defining header:line), no compiler, no eval
  recorded    (default) compare eval with CuTe's prints recorded in tests/core/cute_outputs/catalogue.jsonl
  live        compile CuTe now (build-tree cache), compare, and check the recorded file is current
  regenerate  compile every object afresh and rewrite catalogue.jsonl (scripts/regenerate_cute_outputs.sh)

An object LayoutLab prints differently from CuTe fails the run. An object LayoutLab refuses (eval answers
`error:`) must be listed, with LayoutLab's reason, in catalogue_left_out.txt beside this script; an object
listed there that is now equal (or no longer generated) fails the run too, so the list only shrinks knowingly
(--update-left-out rewrites it from the run). The summary per family is printed; the full list of refusals and
differences goes to WORK/catalogue/catalogue_results.txt; --report PATH writes them grouped by cause.

The objects are read off the headers in every mode, so this harness needs CuTe's headers (--cute-include) even to
compare with the recorded prints; without them it exits with status 77 (CTest: skipped).
"""
import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))                  # cute_outputs.py
sys.path.insert(0, os.path.join(HERE, "..", "differential"))  # differential.py: eval_outputs
sys.path.insert(0, os.path.join(HERE, "..", "hopper"))        # hopper_differential.py: the driver stand-in
import cute_outputs  # noqa: E402
import differential  # noqa: E402
from hopper_differential import TMA_DRIVER_STAND_IN  # noqa: E402

LEFT_OUT = os.path.join(HERE, "catalogue_left_out.txt")
SKIP = 77  # CTest's SKIP_RETURN_CODE for this harness: no CuTe headers to read the catalogue from

Obj = collections.namedtuple("Obj", "family op name cpp ev where")
# family: the row of the summary; op: the operation or atom without its arguments (for grouping); name: the eval
# spelling that identifies the object (the left-out list's key); cpp: the C++ unit; ev: the eval statements;
# where: header:line defining the operation.

# ----------------------------------------------------------------------------------------------------------------
# Reading CuTe's headers
# ----------------------------------------------------------------------------------------------------------------


class Header:
    """A header's text without comments (newlines kept, so lines still count), and the namespace at a position."""

    def __init__(self, include, rel):
        self.rel = rel
        raw = open(os.path.join(include, "cute", rel)).read()
        self.text = re.sub(r"//[^\n]*|/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), raw, flags=re.S)
        self._events = []  # (pos, stack after the event)
        stack = []
        for m in re.finditer(r"namespace\s+([\w:]+)\s*\{|\{|\}", self.text):
            if m.group(1):
                stack.append(m.group(1))
            elif m.group(0) == "{":
                stack.append(None)
            elif stack:
                stack.pop()
            self._events.append((m.start(), tuple(stack)))

    def line(self, pos):
        return self.text.count("\n", 0, pos) + 1

    def where(self, pos):
        return "cute/%s:%d" % (self.rel, self.line(pos))

    def namespace(self, pos):
        """The enclosing named namespaces below `cute`, as a prefix (`SM90::GMMA::SPARSE::`)."""
        lo, hi = 0, len(self._events)
        while lo < hi:
            mid = (lo + hi) // 2
            if self._events[mid][0] < pos:
                lo = mid + 1
            else:
                hi = mid
        stack = self._events[lo - 1][1] if lo else ()
        names = [n for n in stack if n and n != "cute"]
        return "".join(n + "::" for n in names)


def split_args(text):
    """Splits a template argument or parameter list at top-level commas."""
    out, cur, depth = [], "", 0
    for ch in text:
        if ch in "<(":
            depth += 1
        elif ch in ">)":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


Param = collections.namedtuple("Param", "kind name default")


def parse_params(text):
    params = []
    for p in split_args(" ".join(text.split())):
        default = None
        if "=" in p:
            p, default = [s.strip() for s in p.split("=", 1)]
        kind, name = p.rsplit(" ", 1)
        params.append(Param(kind.strip(), name.strip(), default))
    return params


TEMPLATE_STRUCT = re.compile(r"template\s*<(?P<params>[^<>{};]*(?:<[^<>{};]*>[^<>{};]*)*)>\s*struct\s+(?P<name>\w+)\s*(?::[^{;]*)?\{")
EXPLICIT_SPEC = re.compile(r"template\s*<(?P<params>[^<>{};]*)>\s*struct\s+(?P<name>\w+)\s*<(?P<args>[^{;]*?)>\s*(?::[^{;]*)?\{")
PLAIN_STRUCT = re.compile(r"(?<![\w<,])struct\s+(?P<name>[A-Z]\w+)\s*(?::[^{;]*)?\{")


def template_structs(h):
    """{name: (params, where, namespace)} of the primary class templates a header defines."""
    out = {}
    for m in TEMPLATE_STRUCT.finditer(h.text):
        out.setdefault(m.group("name"), (parse_params(m.group("params")), h.where(m.start("name")), h.namespace(m.start())))
    return out


def plain_structs(h):
    """{name: (where, namespace)} of the non-template structs a header defines."""
    out = {}
    for m in PLAIN_STRUCT.finditer(h.text):
        before = h.text[max(0, m.start() - 200):m.start()]
        if re.search(r"template\s*<[^;{}]*>\s*$", before):
            continue
        out.setdefault(m.group("name"), (h.where(m.start("name")), h.namespace(m.start())))
    return out


def traits_names(h, which="MMA_Traits"):
    """The operation names of a traits header's `struct MMA_Traits<OP...>` specialisations: {name: (templated, where)}."""
    out = {}
    for m in re.finditer(r"struct\s+%s\s*<\s*(?P<name>[\w:]+)\s*(?P<next>[<>,])" % which, h.text):
        name = m.group("name")
        if which == "MMA_Traits" or not re.match(r"SM\d+_\w+::", name):
            name = name.split("::")[-1]  # (Copy_Traits<SM90_TMA_LOAD::PREFETCH> keeps its qualifier)
        out.setdefault(name, (m.group("next") == "<", m.group("next") == ",", h.where(m.start())))
    return out


# ----------------------------------------------------------------------------------------------------------------
# Element types
# ----------------------------------------------------------------------------------------------------------------

# Every element type of cute/numeric/numeric_types.hpp (and the standard ones; bin1_t is CUTLASS's alias of bool,
# whose sizeof_bits is 1), as CUTLASS's code spells them.
ALL_TYPES = ["bool", "bin1_t", "uint1b_t", "int2b_t", "uint2b_t", "int4b_t", "uint4b_t", "float_e2m1_t",
             "type_erased_dynamic_float4_t", "cutlass::detail::float_e2m1_unpacksmem_t",
             "cutlass::detail::type_erased_dynamic_float4_unpacksmem_t", "int6b_t", "uint6b_t", "float_e2m3_t",
             "float_e3m2_t", "type_erased_dynamic_float6_t", "cutlass::detail::float_e2m3_unpacksmem_t",
             "cutlass::detail::float_e3m2_unpacksmem_t", "cutlass::detail::type_erased_dynamic_float6_unpacksmem_t",
             "cutlass::detail::float_e2m3_unpack8bits_t", "cutlass::detail::float_e3m2_unpack8bits_t",
             "int8_t", "uint8_t", "float_e4m3_t", "float_e5m2_t", "float_ue4m3_t", "float_ue8m0_t",
             "type_erased_dynamic_float8_t", "int16_t", "uint16_t", "half_t", "bfloat16_t", "int32_t", "uint32_t",
             "float", "tfloat32_t", "int64_t", "uint64_t", "double", "uint128_t"]
# One element type per width, for the copy atoms (a Copy_Atom's layouts depend on the width only).
WIDTH_TYPES = ["float_e2m1_t", "float_e2m3_t", "uint8_t", "half_t", "float", "double", "uint128_t"]
F8F6F4 = ["float_e4m3_t", "float_e5m2_t", "float_e2m3_t", "float_e3m2_t", "float_e2m1_t",
          "cutlass::detail::float_e2m3_unpacksmem_t", "cutlass::detail::float_e3m2_unpacksmem_t",
          "cutlass::detail::float_e2m1_unpacksmem_t", "type_erased_dynamic_float8_t",
          "cutlass::detail::type_erased_dynamic_float6_unpacksmem_t",
          "cutlass::detail::type_erased_dynamic_float4_unpacksmem_t"]
FP4 = ["float_e2m1_t", "cutlass::detail::float_e2m1_unpacksmem_t", "cutlass::detail::type_erased_dynamic_float4_unpacksmem_t"]

# ----------------------------------------------------------------------------------------------------------------
# MMA operations
# ----------------------------------------------------------------------------------------------------------------

PLAIN_MMA_TRAITS = ["mma_traits_sm61.hpp", "mma_traits_sm70.hpp", "mma_traits_sm75.hpp", "mma_traits_sm80.hpp",
                    "mma_traits_sm89.hpp", "mma_traits_sm90.hpp", "mma_traits_sm100.hpp"]


def mma_obj(family, op, spelled, where):
    name = "MMA_Atom<%s>{}" % spelled
    return Obj(family, op, name, "print(%s);" % name, name, where)


def plain_mma(inc):
    """Non-template operations with MMA_Traits<OP> (SM61..SM90 mma.sync, SM100's FFMA2)."""
    out = []
    for rel in PLAIN_MMA_TRAITS:
        h = Header(inc, "atom/" + rel)
        for name, (templated, extra, where) in traits_names(h).items():
            if templated or extra or name == "UniversalFMA":
                continue
            family = "mma_" + name.split("_")[0].lower()
            if name.startswith("SM100"):
                family = "mma_sm100_ffma2"
            out.append(mma_obj(family, name, name, where))
    return out


def universal_fma(inc):
    h = Header(inc, "atom/mma_traits.hpp")
    where = traits_names(h)["UniversalFMA"][2]
    args = ["float", "double", "half_t", "bfloat16_t", "int32_t", "float, half_t, half_t, float",
            "int32_t, int8_t, int8_t, int32_t", "float, float_e4m3_t, float_e4m3_t, float", "complex<float>",
            "complex<double>"]
    return [mma_obj("mma_universal_fma", "UniversalFMA", "UniversalFMA<%s>" % a, where) for a in args]


GMMA_MAJORS_SS = [("K", "K"), ("K", "MN"), ("MN", "K"), ("MN", "MN")]


def gmma(inc):
    """SM90 GMMA: the SM90_64xNxK_* aliases of mma_traits_sm90_gmma(_ext).hpp (dense) and the
    SM90::GMMA::SPARSE::GMMA_64xNxK_* structs with MMA_Traits (sparse)."""
    out = []
    dense = []  # (name, params, where)
    for rel in ("atom/mma_traits_sm90_gmma.hpp", "atom/mma_traits_sm90_gmma_ext.hpp"):
        h = Header(inc, rel)
        for m in re.finditer(r"(?:template\s*<(?P<params>[^<>;{}]*)>\s*)?using\s+(?P<name>SM90_64x\w+)\s*=\s*SM90::GMMA::\w+", h.text):
            dense.append((m.group("name"), parse_params(m.group("params") or ""), h.where(m.start("name"))))
    sparse = []
    traits = {}
    for rel in ("atom/mma_traits_sm90_gmma_sparse.hpp", "atom/mma_traits_sm90_gmma_sparse_ext.hpp"):
        traits.update(traits_names(Header(inc, rel)))
    for rel in ("arch/mma_sm90_gmma_sparse.hpp", "arch/mma_sm90_gmma_sparse_ext.hpp"):
        h = Header(inc, rel)
        for name, (params, where, ns) in template_structs(h).items():
            if name in traits:
                sparse.append((ns + name, params, where))

    def n_of(name):
        return int(re.search(r"64x(\d+)x", name).group(1))

    def expand(family, items):
        # smallest and largest N per kind (the name without its N)
        kinds = collections.defaultdict(list)
        for name, params, where in items:
            kinds[re.sub(r"64x\d+x", "64xNx", name)].append(n_of(name))
        for name, params, where in items:
            kind = re.sub(r"64x\d+x", "64xNx", name)
            ends = n_of(name) in (min(kinds[kind]), max(kinds[kind]))
            required = [p for p in params if p.default is None]
            if any(p.kind.endswith("Major") for p in required):
                majors = GMMA_MAJORS_SS if ends else [("K", "K")]
                for a, b in majors:
                    spelled = "%s<GMMA::Major::%s, GMMA::Major::%s>" % (name, a, b)
                    out.append(mma_obj(family, kind, spelled, where))
            elif params:
                out.append(mma_obj(family, kind, name + "<>", where))
            else:
                out.append(mma_obj(family, kind, name, where))
    expand("gmma", dense)
    expand("gmma_sparse", sparse)
    # the same operations under their struct's own name, SM90::GMMA::MMA_64xNxK_*, at the largest N
    seen = set()
    for name, params, where in dense:
        kind = re.sub(r"64x\d+x", "64xNx", name)
        if kind in seen or n_of(name) != 256:
            continue
        seen.add(kind)
        struct = "SM90::GMMA::MMA_" + name[len("SM90_"):]
        required = [p for p in params if p.default is None]
        spelled = struct + ("<GMMA::Major::K, GMMA::Major::K>" if required else "<>" if params else "")
        out.append(mma_obj("gmma_struct_spelling", kind, spelled, where))
    return out


def umma_types(op):
    """(a, b, c[, sf]) element types to try for an SM100 UMMA operation, by its kind."""
    if "TF32" in op:
        return [("tfloat32_t", "tfloat32_t", "float")]
    if "F16BF16" in op:
        return [("half_t", "half_t", "float"), ("bfloat16_t", "bfloat16_t", "float"), ("half_t", "half_t", "half_t")]
    if "_S8" in op:
        return [("int8_t", "int8_t", "int32_t"), ("uint8_t", "uint8_t", "int32_t"), ("int8_t", "uint8_t", "int32_t")]
    if "MXF4" in op or "SM103" in op:
        out = [(t, t, "float", "float_ue8m0_t") for t in FP4]
        if "NVF4" in op or "SM103" in op:
            out.append(("float_e2m1_t", "float_e2m1_t", "float", "float_ue4m3_t"))
        return out
    if "MXF8F6F4" in op:
        return [(t, t, "float", "float_ue8m0_t") for t in F8F6F4] + [("float_e4m3_t", "float_e2m1_t", "float", "float_ue8m0_t")]
    if "F8F6F4" in op:
        return ([(t, t, "float") for t in F8F6F4] + [("float_e4m3_t", "float_e4m3_t", "half_t"),
                                                      ("float_e4m3_t", "float_e2m1_t", "float")])
    return []


def umma(inc):
    """SM100 UMMA (and SM103's): every `template <...> struct SM10x_MMA_*` of mma_sm100_umma.hpp with MMA_Traits,
    and the two non-template F8F6F4 operations whose MMA_Traits take the element types as extra arguments."""
    out = []
    h_arch = Header(inc, "arch/mma_sm100_umma.hpp")
    traits = traits_names(Header(inc, "atom/mma_traits_sm100.hpp"))
    structs = template_structs(h_arch)
    majors_all = [("K", "K"), ("MN", "MN")]
    for name, (params, where, ns) in structs.items():
        if name not in traits:
            continue
        two = "2x1SM" in name
        family = "umma_" + ("blockscaled" if ("MX" in name or "SM103" in name) else "sparse" if "SPARSE" in name
                            else "scaled" if "SCALED" in name else "dense")
        if name.startswith("SM103"):
            family = "umma_sm103"
        names = [p.name for p in params if p.default is None]
        first = True
        for types in umma_types(name):
            for m in ((128, 256) if two else (64, 128)):
                for a_major, b_major in majors_all + ([("K", "MN"), ("MN", "K")] if first else []):
                    for n in ((8, 16, 24, 256) if b_major == "K" else (16, 24, 256)):
                        vals = {"a_type": types[0], "b_type": types[1], "c_type": types[2], "M": str(m), "N": str(n),
                                "a_major": "UMMA::Major::" + a_major, "b_major": "UMMA::Major::" + b_major,
                                "ScaleC": "1"}
                        if len(types) > 3:
                            vals["sf_type"] = types[3]
                        for vs in ((16, 32) if "VS" in names else (None,)):
                            if vs:
                                vals["VS"] = str(vs)
                            args = ", ".join(vals[p] for p in names)
                            out.append(mma_obj(family, name, "%s%s<%s>" % (ns, name, args), where))
                first = False
    # MMA_Traits<SM100_MMA_F8F6F4_SS, a, b, c, C<M>, C<N>, integral_constant<UMMA::Major, ...> x2, ScaleIn x2>
    plain = plain_structs(h_arch)
    for name, (templated, extra, where_traits) in traits.items():
        if not extra:
            continue
        where = plain.get(name, (where_traits,))[0]
        two = "2x1SM" in name
        for types in umma_types(name):
            for m in ((128, 256) if two else (64, 128)):
                for a_major, b_major in majors_all:
                    for n in ((8, 16, 24, 256) if b_major == "K" else (16, 24, 256)):
                        spelled = ("MMA_Traits<%s, %s, %s, %s, C<%d>, C<%d>, integral_constant<UMMA::Major, UMMA::Major::%s>, "
                                   "integral_constant<UMMA::Major, UMMA::Major::%s>, integral_constant<UMMA::ScaleIn, "
                                   "UMMA::ScaleIn::One>, integral_constant<UMMA::ScaleIn, UMMA::ScaleIn::One>>"
                                   % (name, types[0], types[1], types[2], m, n, a_major, b_major))
                        out.append(mma_obj("umma_f8f6f4_traits", name, spelled, where))
    return out


def sm120(inc):
    """SM120's warp-level MMAs: every explicit specialisation CuTe declares (a type combination each)."""
    out = []
    for rel, family in (("arch/mma_sm120.hpp", "mma_sm120"), ("arch/mma_sm120_sparse.hpp", "mma_sm120_sparse")):
        h = Header(inc, rel)
        for m in EXPLICIT_SPEC.finditer(h.text):
            params = parse_params(m.group("params")) if m.group("params").strip() else []
            ns = h.namespace(m.start())
            args = split_args(m.group("args"))
            for vs in ((16, 32) if any(p.name == "VS" for p in params) else (None,)):
                spelled_args = ", ".join(str(vs) if a == "VS" else a for a in args)
                out.append(mma_obj(family, ns + m.group("name"), "%s%s<%s>" % (ns, m.group("name"), spelled_args),
                                   h.where(m.start("name"))))
    return out


# ----------------------------------------------------------------------------------------------------------------
# Copy operations
# ----------------------------------------------------------------------------------------------------------------

COPY_TRAITS = ["copy_traits.hpp", "copy_traits_sm50.hpp", "copy_traits_sm75.hpp", "copy_traits_sm80.hpp",
               "copy_traits_sm90.hpp", "copy_traits_sm100.hpp", "copy_traits_sm90_tma.hpp", "copy_traits_sm100_tma.hpp",
               "copy_traits_sm90_im2col.hpp", "copy_traits_sm100_im2col.hpp"]
COPY_ARCH = ["copy.hpp", "copy_sm50.hpp", "copy_sm75.hpp", "copy_sm80.hpp", "copy_sm90.hpp", "copy_sm90_tma.hpp",
             "copy_sm100.hpp", "copy_sm100_tma.hpp"]
# One operation of each kind that gets every element type, not one per width.
COPY_REPRESENTATIVES = {"UniversalCopy<uint128_t>", "SM75_U32x4_LDSM_N", "SM90_U32x4_STSM_N",
                        "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", "SM100_U8x16_LDSM_T", "SM100_TMEM_LOAD_32dp32b1x",
                        "SM100_UTCCP_128dp256bit_1cta"}


def copy_family(op):
    if op.startswith("SM100_TMEM_"):
        return "copy_tmem"
    if op.startswith("SM100_UTCCP_"):
        return "copy_utccp"
    if "TMA" in op or "BULK" in op:
        return "copy_tma_op"
    m = re.match(r"SM(\d+)_", op)
    return "copy_sm" + m.group(1) if m else "copy_universal"


def copy_obj(op, spelled, t, where):
    name = "Copy_Atom<%s, %s>{}" % (spelled, t)
    return Obj(copy_family(op), op, name, "print(%s);" % name, name, where)


def copies(inc):
    out = []
    defined = {}
    for rel in COPY_ARCH:
        h = Header(inc, "arch/" + rel)
        for name, (where, ns) in plain_structs(h).items():
            defined.setdefault(name, where)
        for name, (params, where, ns) in template_structs(h).items():
            defined.setdefault(name, where)
    for rel in COPY_TRAITS:
        h = Header(inc, "atom/" + rel)
        for name, (templated, extra, where) in traits_names(h, "Copy_Traits").items():
            if name.endswith("_OP") or name == "SM90_TMA_STORE_PTR":
                continue  # the executable forms TMA builds internally, not operations a user names
            where = defined.get(name, where)
            if templated:
                if name in ("UniversalCopy",):
                    spellings = ["UniversalCopy<%s>" % t for t in ("uint8_t", "uint16_t", "uint32_t", "uint64_t", "uint128_t")]
                    spellings.append("UniversalCopy<uint32_t, uint32_t>")
                elif name.startswith("SM80_CP_ASYNC"):
                    spellings = ["%s<%s>" % (name, t) for t in ("uint32_t", "uint64_t", "uint128_t")]
                elif name == "AutoVectorizingCopyWithAssumedAlignment":
                    spellings = ["%s<%d>" % (name, b) for b in (8, 16, 32, 64, 128)] + ["AutoVectorizingCopy", "DefaultCopy"]
                else:
                    spellings = [name]
            else:
                spellings = [name]
            for spelled in spellings:
                types = ALL_TYPES if spelled in COPY_REPRESENTATIVES else WIDTH_TYPES
                if copy_family(name) == "copy_tma_op":
                    types = ["half_t"]
                for t in types:
                    out.append(copy_obj(name, spelled, t, where))
    return out


def tma_atoms(inc):
    """make_tma_atom(OP{}, a K-major global tensor, a 64-row SW128 GMMA smem tile, its shape, cluster) for every TMA
    operation make_tma_atom takes, over the element types TMA moves."""
    out = []
    h = Header(inc, "arch/copy_sm90_tma.hpp")
    h100 = Header(inc, "arch/copy_sm100_tma.hpp")
    where = {**{n: w for n, (w, ns) in plain_structs(h).items()}, **{n: w for n, (w, ns) in plain_structs(h100).items()}}
    bits = {"half_t": 16, "bfloat16_t": 16, "float": 32, "tfloat32_t": 32, "float_e4m3_t": 8, "float_e5m2_t": 8,
            "int8_t": 8, "uint8_t": 8, "int32_t": 32, "double": 64, "float_e2m1_t": 4, "float_e2m3_t": 6,
            "cutlass::detail::float_e2m1_unpacksmem_t": 4}
    for op, cluster in (("SM90_TMA_LOAD", 1), ("SM90_TMA_LOAD_MULTICAST", 2), ("SM90_TMA_STORE", 1),
                        ("SM90_TMA_REDUCE_ADD", 1), ("SM100_TMA_2SM_LOAD", 1), ("SM100_TMA_2SM_LOAD_MULTICAST", 2)):
        for t, b in bits.items():
            w = 1024 // b if 1024 % b == 0 else 128
            g = "make_tensor(make_gmem_ptr((%s*)65536), make_shape(1024, 512), make_stride(512, _1{}))" % t
            s = "tile_to_shape(GMMA::Layout_K_SW128_Atom<%s>{}, make_shape(_64{}, _%d{}))" % (t, w)
            tile = "make_shape(_64{}, _%d{})" % w
            call = "(%s{}, %s, %s, %s, Int<%d>{})" % (op, g, s, tile, cluster)
            name = "make_tma_atom" + call
            ev = "tma_descriptor(make_tma_copy%s)\n%s" % (call, name)
            out.append(Obj("tma_atom", op, name, "{ auto a = make_tma_atom%s; print(a); }" % call, ev, where.get(op, "")))
    return out


# ----------------------------------------------------------------------------------------------------------------
# Shared-memory layout atoms
# ----------------------------------------------------------------------------------------------------------------


def layout_obj(family, op, spelled, where):
    return Obj(family, op, spelled, 'print(%s); printf("\\n");' % spelled, spelled, where)


def layout_atoms(inc):
    out = []
    hg = Header(inc, "atom/mma_traits_sm90_gmma.hpp")
    hs = Header(inc, "atom/mma_traits_sm90_gmma_sparse.hpp")
    hu = Header(inc, "atom/mma_traits_sm100.hpp")

    def defs(h, pattern):
        return [(m.group("name"), bool(m.group("tmpl")), h.where(m.start("name")), m.group("params") or "")
                for m in re.finditer(r"(?P<tmpl>template\s*<(?P<params>[^<>;{}]*)>\s*)?using\s+(?P<name>%s)\s*=" % pattern, h.text)]
    gmma_atoms = defs(hg, r"Layout_\w+_Atom(?:_Bits)?")
    for name, templated, where, params in gmma_atoms:
        if not templated:
            out.append(layout_obj("layout_gmma_bits", name, "GMMA::%s{}" % name, where))
            out.append(layout_obj("layout_umma_bits", name, "UMMA::%s{}" % name, where))  # (CuTe: not in UMMA::)
        elif "Major" in params:
            for t in ("half_t", "float_e4m3_t", "float_e2m1_t", "tfloat32_t"):
                for major in ("K", "MN"):
                    out.append(layout_obj("layout_gmma_major", name, "GMMA::%s<%s, GMMA::Major::%s>{}" % (name, t, major), where))
        else:
            for t in ALL_TYPES:
                out.append(layout_obj("layout_gmma", name, "GMMA::%s<%s>{}" % (name, t), where))
                out.append(layout_obj("layout_umma", name, "UMMA::%s<%s>{}" % (name, t), where))
    for name, templated, where, params in defs(hu, r"Layout_\w+_Atom(?:_Bits)?"):
        if templated:
            for t in ALL_TYPES:
                out.append(layout_obj("layout_umma_32b", name, "UMMA::%s<%s>{}" % (name, t), where))
        else:
            out.append(layout_obj("layout_umma_32b", name, "UMMA::%s{}" % name, where))
    sparse_types = ("half_t", "bfloat16_t", "tfloat32_t", "float_e4m3_t", "int8_t", "float_e2m1_t")
    for h, ns, family in ((hs, "GMMA", "layout_gmma_sparse"), (hu, "UMMA", "layout_umma_sparse")):
        for name, templated, where, params in defs(h, r"Layout_\w+_SpAtom"):
            if "Major" in params:
                for t in ("half_t", "float_e4m3_t"):
                    for major in ("K", "MN"):
                        out.append(layout_obj(family, name, "%s::%s<%s, 2, %s::Major::%s>{}" % (ns, name, t, ns, major), where))
            else:
                for t in sparse_types:
                    out.append(layout_obj(family, name, "%s::%s<%s, 2>{}" % (ns, name, t), where))
    if not any(o.op.endswith("_SpAtom") and o.family == "layout_umma_sparse" and "MN_SW128_32B" not in o.op for o in out):
        # UMMA:: re-exports GMMA's sparse atoms by using-declarations: spell them through UMMA:: as well
        for name, templated, where, params in defs(hs, r"Layout_(?:K|MN)_\w+_SpAtom"):
            for t in ("half_t", "float_e4m3_t"):
                out.append(layout_obj("layout_umma_sparse", name, "UMMA::%s<%s, 2>{}" % (name, t), where))
    return out


def enumerate_objects(inc):
    objs = (plain_mma(inc) + universal_fma(inc) + gmma(inc) + umma(inc) + sm120(inc) + copies(inc) + tma_atoms(inc)
            + layout_atoms(inc))
    seen, out = set(), []
    for o in objs:
        if o.name not in seen:
            seen.add(o.name)
            out.append(o)
    return out


def arch_ops_without_traits(inc):
    """Operation structs of cute/arch/{mma,copy}_sm*.hpp that no MMA_Traits / Copy_Traits names (for the report)."""
    mma_traits, copy_traits, aliases = set(), set(), {}
    for rel in sorted(os.listdir(os.path.join(inc, "cute", "atom"))):
        if not rel.endswith(".hpp"):
            continue
        h = Header(inc, "atom/" + rel)
        mma_traits.update(traits_names(h))
        copy_traits.update(traits_names(h, "Copy_Traits"))
        for m in re.finditer(r"using\s+(\w+)\s*=\s*([\w:]+)", h.text):
            aliases[m.group(2).split("::")[-1]] = m.group(1)
        for m in re.finditer(r"using\s+([\w:]+::)(\w+)\s*;", h.text):
            aliases[m.group(2)] = m.group(2)
    out = []
    for rel in sorted(os.listdir(os.path.join(inc, "cute", "arch"))):
        if not re.match(r"(mma|copy)_sm\d+.*\.hpp$|copy\.hpp$", rel):
            continue
        h = Header(inc, "arch/" + rel)
        names = {n: w for n, (w, ns) in plain_structs(h).items()}
        names.update({n: w for n, (p, w, ns) in template_structs(h).items()})
        traits = mma_traits if rel.startswith("mma") else copy_traits
        for n, w in names.items():
            if n in traits or aliases.get(n) in traits:
                continue
            if re.search(r"_[1-5]D$|_OP$", n) or "Descriptor" in n or n in ("MMA_Atom",):
                continue  # TMA's per-rank instructions, internal helpers
            if not re.match(r"(SM\d+|MMA_|GMMA_|Universal|AutoCopy)", n):
                continue
            out.append((rel, n, w))
    return out


# ----------------------------------------------------------------------------------------------------------------
# Compiling CuTe
# ----------------------------------------------------------------------------------------------------------------

PCH = ("#include <cute/tensor.hpp>\n#include <cute/atom/mma_atom.hpp>\n#include <cute/atom/copy_atom.hpp>\n"
       "#include <cute/atom/mma_traits_sm90_gmma.hpp>\n#include <cute/atom/mma_traits_sm90_gmma_sparse.hpp>\n"
       "#include <cute/atom/mma_traits_sm100.hpp>\n#include <cute/atom/mma_traits_sm120.hpp>\n"
       "#include <cute/atom/mma_traits_sm120_sparse.hpp>\n#include <cute/atom/copy_traits_sm90_tma.hpp>\n"
       "#include <cute/atom/copy_traits_sm90_im2col.hpp>\n#include <cute/atom/copy_traits_sm100.hpp>\n"
       "#include <cute/atom/copy_traits_sm100_tma.hpp>\n#include <cute/atom/copy_traits_sm100_im2col.hpp>\n"
       "#include <cstdio>\n" + TMA_DRIVER_STAND_IN)
PRELUDE = '#include "catalogue_pch.hpp"\nusing namespace cute;\n'
# The extended GMMA shapes (N not a multiple of 16 or 32) are CuTe's only when this is defined; the TMA flags are
# the tma harness's (the host program calls the driver, through the stand-in above).
DEFINES = ["-DCUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED", "-D__CUDACC_VER_MAJOR__=13", "-D__CUDACC_VER_MINOR__=0",
           "-DCUTLASS_ENABLE_DIRECT_CUDA_DRIVER_CALL=1"]


def flags_for(include, extra):
    flags = ["-std=c++17", "-w", "-O0", "-I", include] + DEFINES
    for d in extra.split(":"):
        if d and os.path.isdir(d):
            flags += ["-I", d]
    return flags


def error_text(line):
    text = line.split("error:", 1)[1].strip()
    return re.sub(r"\s+", " ", text)[:300]


def run_error_text(line):
    """A failed assert's last stderr line without the program's name and the headers' folder: `cute/...:L: Assertion...`."""
    m = re.search(r"(cute/[\w/.]+:\d+):.*?(Assertion .*)$", line)
    return ("%s: %s" % (m.group(1), m.group(2)) if m else line.split(": ", 1)[-1])[:300]


def run_batch(units, cxx, flags, workdir, tag, verbose):
    """Compiles the units (statements) as one program and runs it: {index: output or ("ERR", why)}. Units a compile
    error names are taken out with their first error message and the rest compiled again (g++ reports a failing
    instantiation once, for the first unit that needs it: units sharing it surface one compile at a time)."""
    results = {}
    pending = list(range(len(units)))
    for attempt in range(1, 21):
        if not pending:
            break
        src = os.path.join(workdir, "%s_%d.cpp" % (tag, attempt))
        exe = os.path.join(workdir, "%s_%d" % (tag, attempt))
        lines = PRELUDE.splitlines()
        line_of = {}
        for k, idx in enumerate(pending):
            line_of[len(lines) + 1] = idx
            lines.append("static void case_%d() { %s }" % (idx, units[idx]))
        lines.append("int main(int argc, char** argv) {")
        lines.append("  int start = argc > 1 ? atoi(argv[1]) : 0;")
        lines.append("  static void (*const fns[])() = {%s};" % ",".join("case_%d" % i for i in pending))
        lines.append('  for (int k = start; k < %d; ++k) { printf("@@CASE %%d\\n", k); fflush(stdout); fns[k](); fflush(stdout); }'
                     % len(pending))
        lines.append('  printf("@@END\\n"); return 0; }')
        with open(src, "w") as f:
            f.write("\n".join(lines) + "\n")
        t0 = time.time()
        proc = subprocess.run([cxx] + flags + [src, "-o", exe], capture_output=True, text=True,
                              env=dict(os.environ, LC_ALL="C"))  # (plain quotes in the messages recorded)
        if verbose:
            print("  %s attempt %d: %d units, %.1f s, rc=%d" % (tag, attempt, len(pending), time.time() - t0, proc.returncode),
                  flush=True)
        if proc.returncode != 0:
            bad, current = {}, None
            base = re.escape(os.path.basename(src))
            for line in proc.stderr.splitlines():
                m = re.search(base + r":(\d+):", line)
                if m and int(m.group(1)) in line_of:
                    current = line_of[int(m.group(1))]
                    bad.setdefault(current, None)
                if "error:" in line and current is not None and bad.get(current) is None:
                    bad[current] = error_text(line)
            if not bad:
                if len(pending) == 1:
                    results[pending[0]] = ("ERR", "compile: " + (next((error_text(l) for l in proc.stderr.splitlines()
                                                                        if "error:" in l), "?")))
                    break
                half = len(pending) // 2
                for n_part, part in enumerate((pending[:half], pending[half:])):
                    sub = run_batch([units[i] for i in part], cxx, flags, workdir, "%s_s%d" % (tag, n_part), verbose)
                    for k, v in sub.items():
                        results[part[k]] = v
                pending = []
                break
            for i, why in bad.items():
                results[i] = ("ERR", "compile: " + (why or "?"))
            pending = [i for i in pending if i not in bad]
            continue
        start = 0
        while start < len(pending):
            try:
                run = subprocess.run([exe, str(start)], capture_output=True, text=True, timeout=120)
                out, crashed, why = run.stdout, run.returncode != 0, (run.stderr.strip().splitlines() or ["exit %d" % run.returncode])[-1]
            except subprocess.TimeoutExpired as e:
                out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
                crashed, why = True, "timeout"
            chunks = re.split(r"^@@CASE (\d+)\n", out, flags=re.M)
            last = None
            for k in range(1, len(chunks), 2):
                pos = int(chunks[k])
                text = chunks[k + 1]
                if text.endswith("@@END\n"):
                    text = text[:-len("@@END\n")]
                results[pending[pos]] = text
                last = pos
            if not crashed:
                break
            last = start if last is None else last
            results[pending[last]] = ("ERR", "run: " + run_error_text(why))
            start = last + 1
        try:
            os.remove(exe)
        except OSError:
            pass
        pending = []
    for i in pending:
        results[i] = ("ERR", "compile: unattributed errors")
    return results


def compile_cute(units, args, use_cache):
    """CuTe's output for each unit, compiled in batches of args.batch_size, args.jobs at a time; the build-tree
    cache (keyed by the compiler, the flags, the CUTLASS version and the unit) answers repeats in live mode."""
    include = args.cute_include
    version = cute_outputs.cutlass_version(include)
    flags = flags_for(include, args.extra_includes)
    salt = "%s %s %s %s %s" % (args.cxx, version, " ".join(flags), PRELUDE, PCH)
    keys = {u: hashlib.sha1((salt + u).encode()).hexdigest() for u in units}
    cache_dir = os.path.join(work_dir(args), "cache")
    os.makedirs(cache_dir, exist_ok=True)
    cache_file = os.path.join(cache_dir, "catalogue_%s.json" % version)
    cache = {}
    if use_cache and os.path.exists(cache_file):
        try:
            cache.update(json.load(open(cache_file)))
        except ValueError:
            pass
    todo = [u for u in dict.fromkeys(units) if keys[u] not in cache]
    t0 = time.time()
    if todo:
        pch_dir = os.path.join(cache_dir, "pch")
        os.makedirs(pch_dir, exist_ok=True)
        header = os.path.join(pch_dir, "catalogue_pch.hpp")
        if not os.path.exists(header) or open(header).read() != PCH:
            with open(header, "w") as f:
                f.write(PCH)
        gch, stamp = header + ".gch", header + ".gch.flags"
        if not os.path.exists(gch) or not os.path.exists(stamp) or open(stamp).read() != " ".join(flags):
            subprocess.run([args.cxx] + flags + ["-x", "c++-header", header, "-o", gch], check=True)
            with open(stamp, "w") as f:
                f.write(" ".join(flags))
        bflags = flags + ["-I", pch_dir]
        batches = [todo[i:i + args.batch_size] for i in range(0, len(todo), args.batch_size)]
        workdir = tempfile.mkdtemp(prefix="catalogue_", dir=cache_dir)
        print("compiling %d CuTe objects in %d batches (%d at a time)..." % (len(todo), len(batches), args.jobs), flush=True)
        verbose = bool(os.environ.get("LAYOUTLAB_DIFF_VERBOSE"))
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            futs = {pool.submit(run_batch, b, args.cxx, bflags, workdir, "b%d" % n, verbose): b for n, b in enumerate(batches)}
            done = 0
            for fut in concurrent.futures.as_completed(futs):
                b = futs[fut]
                for k, v in fut.result().items():
                    cache[keys[b[k]]] = v if isinstance(v, str) else list(v)
                done += 1
                if done % 5 == 0 or done == len(batches):
                    tmp = cache_file + ".tmp"
                    with open(tmp, "w") as f:
                        json.dump(cache, f)
                    os.replace(tmp, cache_file)
                    print("  %d/%d batches (%.0f s)" % (done, len(batches), time.time() - t0), flush=True)
        for f in os.listdir(workdir):
            os.remove(os.path.join(workdir, f))
        os.rmdir(workdir)
    print("CuTe: %d objects, %d compiled now (%.1f s), CUTLASS %s" % (len(units), len(todo), time.time() - t0, version))
    return {u: cache.get(keys[u], ["ERR", "not compiled"]) for u in units}


# ----------------------------------------------------------------------------------------------------------------
# Comparing
# ----------------------------------------------------------------------------------------------------------------


def is_refusal(text):
    lines = (text or "").splitlines()
    return bool(lines) and all(line.startswith("error:") for line in lines)


def read_left_out(path):
    """{spelling: reason} of the checked-in list."""
    out = {}
    if not os.path.exists(path):
        return out
    for line in open(path):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        name, _, reason = line.partition(" | ")
        out[name.strip()] = reason.strip()
    return out


def write_left_out(path, rows):
    with open(path, "w") as f:
        f.write("# The objects of CuTe's catalogue (tests/core/atoms_differential/catalogue.py) that `layoutlab-cli eval`\n"
                "# refuses, one a line: the eval spelling, ` | `, and the reason LayoutLab gives. core_atoms_catalogue fails\n"
                "# when LayoutLab refuses an object not listed here, or when a listed object is now equal to CuTe (remove it).\n"
                "# Rewrite with: catalogue.py --update-left-out (see its docstring).\n")
        family = None
        for o, reason in rows:
            if o.family != family:
                family = o.family
                f.write("\n# %s\n" % family)
            f.write("%s | %s\n" % (o.name, reason))


def first_error(text):
    for line in (text or "").splitlines():
        if line.startswith("error:"):
            return line[len("error:"):].strip()
    return (text or "<no output>").strip()[:200]


def work_dir(args):
    """This harness's folder of the build tree's work folder (shared with run_differential.py)."""
    return os.path.join(args.work or ".", "catalogue")


def generator_hash(objs):
    text = PCH + PRELUDE + " ".join(DEFINES) + "".join(cute_outputs.key_of(o.cpp) for o in objs)
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    cute_outputs.add_arguments(ap, "catalogue.jsonl")
    for action in ap._actions:
        if action.dest == "mode":
            action.choices = list(cute_outputs.MODES) + ["enumerate"]
    ap.add_argument("--cli", default="", help="layoutlab-cli (not needed by --mode enumerate)")
    ap.add_argument("--jobs", type=int, default=1, help="host compiles at a time")
    ap.add_argument("--batch-size", type=int, default=100, help="objects per translation unit")
    ap.add_argument("--left-out", default=LEFT_OUT)
    ap.add_argument("--update-left-out", action="store_true", help="rewrite the left-out list from this run")
    ap.add_argument("--report", default="", help="also write the refusals and differences grouped by cause (Markdown)")
    ap.add_argument("--family", default="", help="only this family (a regular expression; for debugging)")
    args = ap.parse_args()
    if args.update_left_out and args.family:
        ap.error("--update-left-out rewrites the whole list: run it without --family")
    t0 = time.time()
    have_headers = bool(args.cute_include) and os.path.isdir(os.path.join(args.cute_include, "cute"))
    if not have_headers:
        print("SKIP: the catalogue is read off CuTe's headers; give them with --cute-include (%s)" % (
            args.cute_include or "none given"))
        return SKIP
    objs = enumerate_objects(args.cute_include)
    if args.family:
        objs = [o for o in objs if re.search(args.family, o.family)]
    if args.mode == "enumerate":
        counts = collections.Counter(o.family for o in objs)
        for o in objs:
            print("%s\t%s\t%s" % (o.family, o.name.replace("\n", " "), o.where))
        print("# %d candidates (CuTe decides which are objects): %s" % (len(objs), ", ".join("%s %d" % kv for kv in counts.items())), file=sys.stderr)
        return 0
    if not args.cli:
        ap.error("--cli is required (layoutlab-cli)")

    units = [o.cpp for o in objs]
    cute = cute_outputs.outputs_for(args, "catalogue", "none (enumerated)", generator_hash(objs), units,
                                    lambda todo, use_cache: compile_cute(todo, args, use_cache))

    got, dt = differential.eval_outputs(args.cli, [o.ev for o in objs])
    left_out = read_left_out(args.left_out)
    Row = collections.namedtuple("Row", "obj status cute ours")
    rows = []
    for o, out in zip(objs, got):
        expected = cute[o.cpp]
        if isinstance(expected, str):
            status = "equal" if out == expected else "refused" if is_refusal(out) else "different"
        else:
            status = "both_refuse" if is_refusal(out) else "accepts_cute_refusal"
        rows.append(Row(o, status, expected, out))

    # the summary per family
    fams = collections.OrderedDict()
    for r in rows:
        c = fams.setdefault(r.obj.family, collections.Counter())
        c[r.status] += 1
    cols = ("objects", "equal", "different", "refused", "cute_refuses", "ll_accepts")
    print("\n%-22s %8s %8s %9s %8s %13s %11s" % (("family",) + cols))
    total = collections.Counter()
    for fam, c in fams.items():
        objects = c["equal"] + c["different"] + c["refused"]
        vals = (objects, c["equal"], c["different"], c["refused"], c["both_refuse"] + c["accepts_cute_refusal"],
                c["accepts_cute_refusal"])
        total.update(dict(zip(cols, vals)))
        print("%-22s %8d %8d %9d %8d %13d %11d" % ((fam,) + vals))
    print("%-22s %8d %8d %9d %8d %13d %11d   (eval %.1f s, run %.1f s)" % (
        ("total",) + tuple(total[c] for c in cols) + (dt, time.time() - t0)))
    print("(objects: CuTe prints them; cute_refuses: candidates CuTe does not compile, which eval must refuse too; "
          "ll_accepts: of those, eval printed something, counted as differences)")

    # the checks
    failures = []
    refused_now = {r.obj.name: r for r in rows if r.status == "refused"}
    generated = {r.obj.name: r for r in rows}
    for r in rows:
        if r.status in ("different", "accepts_cute_refusal"):
            failures.append("DIFFERENT %s" % r.obj.name)
        elif r.status == "refused" and r.obj.name not in left_out and not args.update_left_out:
            failures.append("REFUSED, NOT IN %s: %s (%s)" % (os.path.basename(args.left_out), r.obj.name, first_error(r.ours)))
    if not args.family:
        for name in left_out:
            r = generated.get(name)
            if r is None:
                failures.append("LISTED BUT NOT GENERATED (remove it from %s): %s" % (os.path.basename(args.left_out), name))
            elif r.status == "equal" and not args.update_left_out:
                failures.append("LISTED BUT NOW EQUAL TO CUTE (remove it from %s): %s" % (os.path.basename(args.left_out), name))
    if args.update_left_out:
        write_left_out(args.left_out, [(r.obj, first_error(r.ours)) for r in rows if r.status == "refused"])
        print("wrote %s: %d objects" % (args.left_out, len(refused_now)))

    # the full list
    work = work_dir(args)
    os.makedirs(work, exist_ok=True)
    results = os.path.join(work, "catalogue_results.txt")
    with open(results, "w") as f:
        for status in ("different", "accepts_cute_refusal", "refused", "both_refuse"):
            sel = [r for r in rows if r.status == status]
            f.write("==== %s: %d\n" % (status, len(sel)))
            for r in sel:
                f.write("%s\t%s\t%s\n" % (r.obj.family, r.obj.name.replace("\n", " "),
                                          first_error(r.ours) if status in ("refused", "both_refuse") else ""))
                if status == "different":
                    f.write("  --- CuTe:\n%s  --- eval:\n%s" % (r.cute, r.ours))
                elif status in ("accepts_cute_refusal", "both_refuse"):
                    f.write("  CuTe refuses: %s\n" % r.cute[1])
                    if status == "accepts_cute_refusal":
                        f.write("  --- eval:\n%s" % r.ours)
    print("full list: %s" % results)
    if args.report:
        write_report(args.report, rows, args.cute_include if have_headers else "")
        print("report: %s" % args.report)
    for line in failures[:60]:
        print("  " + line)
    if len(failures) > 60:
        print("  ... %d more (see %s)" % (len(failures) - 60, results))
    if any(not f.startswith("DIFFERENT") for f in failures):
        print("(after a change to what eval refuses: rerun with --update-left-out, check the diff of %s, commit it)"
              % os.path.relpath(args.left_out, cute_outputs.REPO_ROOT))
    print("catalogue: %d objects, %d equal, %d different, %d refused by LayoutLab (%d listed), %d failures" % (
        total["objects"], total["equal"], total["different"] + total["ll_accepts"], total["refused"], len(left_out),
        len(failures)))
    return cute_outputs.exit_status(failures)


# ----------------------------------------------------------------------------------------------------------------
# The report: refusals and differences grouped by cause
# ----------------------------------------------------------------------------------------------------------------


def operation_family(op):
    """An operation's family for the report: GMMA's N and types, TMEM's repetition and LOAD/STORE folded."""
    if op.startswith("SM90::GMMA::SPARSE::"):
        return "SM90::GMMA::SPARSE::GMMA_64xNxK_* (sparse GMMA, every type)"
    if op.startswith("SM90_64x"):
        return "SM90::GMMA::MMA_64xNxK_* (GMMA spelt by its struct's name)"
    if op.startswith("SM100_TMEM_"):
        return re.sub(r"(LOAD|STORE)_", "{LOAD,STORE}_", re.sub(r"\d+x(?=$|_16b)", "Nx", op))
    if op.startswith("SM100_UTCCP_"):
        return "SM100_UTCCP_* (tcgen05.cp, smem to TMEM)"
    if "SM120" in op:
        return op.split("::")[-1] + " (every type combination)"
    return op


def cause_of(row):
    """(cause kind, key) of a refusal or difference, from LayoutLab's first error and the object."""
    why = first_error(row.ours) if row.status == "refused" else ""
    o = row.obj
    m = re.search(r"unknown (?:element|value) type (\S+)", why)
    if m:
        return ("unknown element type", m.group(1).rstrip("."))
    m = re.search(r"unknown function '([^']+)'", why)
    if m:
        return ("name eval does not know (a layout atom, a TMA operation)", m.group(1))
    if "SM100 operation" in why or "unknown MMA operation" in why or "unknown GMMA operation" in why:
        return ("unknown MMA operation family", operation_family(o.op))
    if "unknown copy operation" in why or "is not a TMEM copy" in why or "TMA copies" in why:
        return ("unknown copy operation", operation_family(o.op))
    if "not a TMA operation LayoutLab models" in why:
        return ("unmodelled TMA operation", o.op)
    if row.status == "refused":
        return ("other refusal", re.sub(r"got \S+", "got T", why))
    if row.status == "accepts_cute_refusal":
        return ("LayoutLab prints what CuTe refuses", "%s (CuTe: %s)" % (
            re.sub(r"<.*", "<...>", o.op), re.sub(r"^compile: |static assertion failed: ", "", row.cute[1])))
    return ("LayoutLab prints differently", operation_family(o.op))


def write_report(path, rows, include):
    bad = [r for r in rows if r.status in ("refused", "different", "accepts_cute_refusal")]
    fams = collections.OrderedDict()
    for r in rows:
        fams.setdefault(r.obj.family, collections.Counter())[r.status] += 1
    with open(path, "w") as f:
        f.write("# CuTe's catalogue of atoms against LayoutLab\n\n")
        f.write("| family | objects | equal | different | LayoutLab refuses | CuTe refuses (candidates) | of which LayoutLab accepts |\n")
        f.write("|---|---|---|---|---|---|---|\n")
        tot = collections.Counter()
        for fam, c in fams.items():
            vals = (c["equal"] + c["different"] + c["refused"], c["equal"], c["different"], c["refused"],
                    c["both_refuse"] + c["accepts_cute_refusal"], c["accepts_cute_refusal"])
            tot.update(dict(enumerate(vals)))
            f.write("| %s | %s |\n" % (fam, " | ".join(str(v) for v in vals)))
        f.write("| **total** | %s |\n\n" % " | ".join("**%d**" % tot[i] for i in range(6)))
        causes = collections.OrderedDict()
        for r in bad:
            causes.setdefault(cause_of(r), []).append(r)
        ranked = sorted(causes.items(), key=lambda kv: -len(kv[1]))
        by_kind = collections.Counter()
        for (kind, key), rs in ranked:
            by_kind[kind] += len(rs)
        f.write("## Causes, ranked by the objects each blocks\n\n")
        for kind, n in by_kind.most_common():
            f.write("- %s: %d objects\n" % (kind, n))
        f.write("\n| # | cause | objects | families | defined at | example |\n|---|---|---|---|---|---|\n")
        for i, ((kind, key), rs) in enumerate(ranked, 1):
            fams_of = sorted({r.obj.family for r in rs})
            wheres = sorted({r.obj.where for r in rs if r.obj.where},
                            key=lambda w: (w.rsplit(":", 1)[0], int(w.rsplit(":", 1)[1]) if ":" in w else 0))
            f.write("| %d | %s: `%s` | %d | %s | %s | `%s` |\n" % (
                i, kind, key, len(rs), ", ".join(fams_of), "<br>".join(wheres[:3]) + (" (+%d)" % (len(wheres) - 3) if len(wheres) > 3 else ""),
                rs[0].obj.name.replace("|", "\\|").replace("\n", " ")[:160]))
        f.write("\n## What CuTe prints for one object of each cause\n\n")
        for (kind, key), rs in ranked:
            r = rs[0]
            f.write("### %s: `%s` (%d objects)\n\n`%s` (%s)\n\n" % (kind, key, len(rs), r.obj.name.replace("\n", " "), r.obj.where))
            f.write("LayoutLab: `%s`\n\n" % first_error(r.ours).replace("`", "'"))
            if isinstance(r.cute, str):
                f.write("```\n%s```\n\n" % (r.cute if r.cute.endswith("\n") else r.cute + "\n"))
            else:
                f.write("CuTe refuses: %s\n\n" % r.cute[1])
        if include:
            missing = arch_ops_without_traits(include)
            f.write("## Operations CuTe defines without traits (no MMA_Atom / Copy_Atom of them can be made)\n\n")
            for rel, n, w in missing:
                f.write("- `%s` (%s)\n" % (n, w))


if __name__ == "__main__":
    sys.exit(main())
