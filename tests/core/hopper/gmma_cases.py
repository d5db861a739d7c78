"""Hopper's shared-memory layouts as differential cases for `layoutlab-cli eval`: every GMMA::Layout_*_Atom<T>
(K- and MN-major, the four swizzles, 8-, 16-, 32- and 64-bit types, and the _Bits ones), tile_to_shape of them to
CTA tiles and stages as kernels build their smem layouts, their values at coordinates, slices and sizes, recasts,
and CUTLASS's ss_smem_selector for tiles, types and majors (a tile no atom fits is refused by both).
Each case is CuTe C++ that prints a value and the same value as an eval statement."""
import collections

Case = collections.namedtuple("Case", "group cpp ev")

TYPES = ["half_t", "bfloat16_t", "float", "tfloat32_t", "float_e4m3_t", "float_e5m2_t", "int8_t", "uint8_t", "double"]
MAJORS = ["K", "MN"]
SWIZZLES = ["INTER", "SW32", "SW64", "SW128"]
CPP_TYPE = {"float_e4m3_t": "cutlass::float_e4m3_t", "float_e5m2_t": "cutlass::float_e5m2_t"}


def atom(major, swizzle, t):
    return "GMMA::Layout_%s_%s_Atom<%s>{}" % (major, swizzle, CPP_TYPE.get(t, t)), "GMMA::Layout_%s_%s_Atom<%s>{}" % (major, swizzle, t)


def shape_cpp(dims):
    return "make_shape(%s)" % ", ".join("Int<%d>{}" % d for d in dims)


def shape_ev(dims):
    return "make_shape(%s)" % ", ".join("_%d{}" % d for d in dims)


def printed(cpp, ev, group):
    return Case(group, "print(%s)" % cpp, ev)


def cases():
    out = []
    for t in TYPES:
        for major in MAJORS:
            for sw in SWIZZLES:
                c, e = atom(major, sw, t)
                out.append(printed(c, e, "atoms"))
    for major in MAJORS:
        for sw in SWIZZLES:
            name = "GMMA::Layout_%s_%s_Atom_Bits{}" % (major, sw)
            out.append(printed(name, name, "atoms _Bits"))
    # smem layouts as the sm90 kernels build them: the atom tiled to (BLK_M, BLK_K, PIPE), K- or MN-major
    tiles = [("K", "SW128", "half_t", (128, 64)), ("K", "SW128", "half_t", (128, 64, 3)), ("MN", "SW128", "half_t", (128, 64, 4)),
             ("K", "SW64", "float", (64, 32, 2)), ("K", "SW128", "float_e4m3_t", (128, 128, 4)), ("K", "INTER", "half_t", (64, 16)),
             ("MN", "SW64", "bfloat16_t", (64, 32)), ("K", "SW32", "tfloat32_t", (64, 8, 5)), ("MN", "INTER", "half_t", (8, 8, 2))]
    for major, sw, t, dims in tiles:
        c, e = atom(major, sw, t)
        tc, te = "tile_to_shape(%s, %s)" % (c, shape_cpp(dims)), "tile_to_shape(%s, %s)" % (e, shape_ev(dims))
        out.append(printed(tc, te, "tile_to_shape"))
        coords = [(3, 5), (7, dims[1] - 1), (dims[0] - 1, 0)] if len(dims) == 2 else [(3, 5, 1), (7, dims[1] - 1, dims[2] - 1)]
        for crd in coords:
            out.append(printed("%s(%s)" % (tc, ", ".join(map(str, crd))), "%s(%s)" % (te, ", ".join(map(str, crd))), "value at a coordinate"))
        out.append(printed("cosize(%s)" % tc, "cosize(%s)" % te, "size and cosize"))
        out.append(printed("size(%s)" % tc, "size(%s)" % te, "size and cosize"))
        if len(dims) == 3:  # a stage of the pipeline
            out.append(printed("%s(_,_,1)" % tc, "%s(_,_,1)" % te, "slices"))
            out.append(printed("%s(_,_,_)" % tc, "%s(_,_,_)" % te, "slices"))
    for major, sw, t, dims in tiles[:3]:  # ordered: the stage mode first (Step<_3,_1,_2>) and row-major
        c, e = atom(major, sw, t)
        if len(dims) == 3:
            out.append(printed("tile_to_shape(%s, %s, Step<_2,_1,_3>{})" % (c, shape_cpp(dims)),
                               "tile_to_shape(%s, %s, Step<_2,_1,_3>{})" % (e, shape_ev(dims)), "tile_to_shape ordered"))
    for major, sw, t in (("K", "SW128", "half_t"), ("MN", "SW64", "float"), ("K", "INTER", "int8_t")):
        c, e = atom(major, sw, t)
        out.append(printed("coalesce(%s)" % c, "coalesce(%s)" % e, "algebra"))
        out.append(printed("logical_divide(%s, make_tile(Layout<_4>{}, Layout<_8>{}))" % c,
                           "logical_divide(%s, make_tile(Layout<_4>{}, Layout<_8>{}))" % e, "algebra"))
        out.append(printed("upcast<2>(%s)" % c, "upcast<2>(%s)" % e, "recasts"))
        out.append(printed("downcast<2>(%s)" % c, "downcast<2>(%s)" % e, "recasts"))
    # smem tensors over them (the swizzle moves into the pointer), their stages and K-blocks, and the GMMA descriptor of
    # a K-block (at smem address 0: CuTe's host build cannot convert an smem pointer and prints an ERROR line first)
    def smem(major, sw, t, dims, address):
        c, e = atom(major, sw, t)
        return ("make_tensor(make_smem_ptr((%s*)%d), tile_to_shape(%s, %s))" % (CPP_TYPE.get(t, t), address, c, shape_cpp(dims)),
                "make_tensor(make_smem_ptr<%s>(%d), tile_to_shape(%s, %s))" % (t, address, e, shape_ev(dims)))
    for major, sw, t, dims in tiles:
        tc, te = smem(major, sw, t, dims, 1024)
        out.append(printed(tc, te, "smem tensors"))
        if len(dims) == 3:
            out.append(printed("%s(_,_,1)" % tc, "%s(_,_,1)" % te, "smem tensors"))
    for t, kblock in (("half_t", 16), ("bfloat16_t", 16), ("float_e4m3_t", 32), ("tfloat32_t", 8), ("int8_t", 32)):
        for sw in SWIZZLES:
            for major in MAJORS:
                c, e = atom(major, sw, t)
                width = {"INTER": 128, "SW32": 256, "SW64": 512, "SW128": 1024}[sw] // {"half_t": 16, "bfloat16_t": 16, "float_e4m3_t": 8, "tfloat32_t": 32, "int8_t": 8}[t]
                if major == "K":  # (BLK_M, one K-block) of a K-major tile as wide as the atom
                    dims, tiler, crd = (128, max(width, kblock)), (128, kblock), (0, 0)
                else:             # (BLK_N, one K-block) of an MN-major tile
                    dims, tiler, crd = (max(width, 64), kblock), (max(width, 64), kblock), (0, 0)
                tc, te = smem(major, sw, t, dims, 0)
                kc = "local_tile(%s, %s, make_coord(%d, %d))" % (tc, shape_cpp(tiler), crd[0], crd[1])
                ke = "local_tile(%s, %s, make_coord(%d, %d))" % (te, shape_ev(tiler), crd[0], crd[1])
                out.append(Case("descriptors", "print(GMMA::make_gmma_desc<GMMA::Major::%s>(%s))" % (major, kc),
                                "GMMA::make_gmma_desc<GMMA::Major::%s>(%s)" % (major, ke)))
    # CUTLASS's choice of atom for a tile (cutlass/gemm/collective/builders/sm90_common.inl)
    for major in MAJORS:
        for t in ("half_t", "float", "float_e4m3_t", "tfloat32_t"):
            for mn, k in ((128, 64), (64, 32), (128, 16), (64, 8), (192, 48), (8, 8), (96, 24), (12, 64)):
                tc = CPP_TYPE.get(t, t)
                cpp = "print(cutlass::gemm::collective::detail::ss_smem_selector<GMMA::Major::%s, %s, Int<%d>, Int<%d>>())" % (major, tc, mn, k)
                ev = "cutlass::gemm::collective::detail::ss_smem_selector<GMMA::Major::%s, %s, _%d, _%d>()" % (major, t, mn, k)
                out.append(Case("ss_smem_selector", cpp, ev))
    return out
