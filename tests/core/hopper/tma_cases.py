"""Hopper's TMA copies as differential cases for `layoutlab-cli eval`: make_tma_copy over K- and MN-major global
tensors (2-D, batched 3-D, hierarchical modes) into plain and GMMA-swizzled smem layouts and pipeline stages, for
several element types, with multicast over 1, 2 and 4 CTAs; the TiledCopy CuTe returns, the arguments it gives the
driver, get_tma_tensor, tma_partition and the per-CTA partitions; and the refusals (CuTe's static_asserts and asserts,
and the driver's own rules for the box, which the host program's stand-in for cuTensorMapEncodeTiled applies).

Each case is CuTe C++ that prints (the stand-in prints the descriptor's arguments first) and the eval statements that
print the same: `tma_descriptor(X)` then the value."""
import collections

Case = collections.namedtuple("Case", "group cpp ev")

CPP_TYPE = {"float_e4m3_t": "cutlass::float_e4m3_t", "float_e5m2_t": "cutlass::float_e5m2_t"}
BITS = {"half_t": 16, "bfloat16_t": 16, "float": 32, "tfloat32_t": 32, "float_e4m3_t": 8, "float_e5m2_t": 8,
        "int8_t": 8, "uint8_t": 8, "double": 64, "int32_t": 32}


def ct(t):
    return CPP_TYPE.get(t, t)


def shape_cpp(dims):
    return "make_shape(%s)" % ", ".join("Int<%d>{}" % d for d in dims)


def shape_ev(dims):
    return "make_shape(%s)" % ", ".join("_%d{}" % d for d in dims)


def gmem(t, kind, dims, address=0x10000):
    """A global tensor of dynamic extents: K-major (row-major M x K), MN-major (column-major), batched K-major
    (M,K,L), or hierarchical ((M0,M1),K) column-major."""
    ptr_c, ptr_e = "make_gmem_ptr((%s*)%d)" % (ct(t), address), "make_gmem_ptr((%s*)%d)" % (t, address)
    if kind == "K":
        m, k = dims
        lay = "make_shape(%d, %d), make_stride(%d, _1{})" % (m, k, k)
    elif kind == "MN":
        m, k = dims
        lay = "make_shape(%d, %d), make_stride(_1{}, %d)" % (m, k, m)
    elif kind == "K3":
        m, k, l = dims
        lay = "make_shape(%d, %d, %d), make_stride(%d, _1{}, %d)" % (m, k, l, k, m * k)
    elif kind == "MN3":
        m, k, l = dims
        lay = "make_shape(%d, %d, %d), make_stride(_1{}, %d, %d)" % (m, k, l, m, m * k)
    elif kind == "H":  # ((m0, m1), k): column-major, m0 contiguous and static (a CTA tile must cut static extents)
        m0, m1, k = dims
        lay = "make_shape(make_shape(_%d{}, %d), %d), make_stride(make_stride(_1{}, _%d{}), %d)" % (m0, m1, k, m0, m0 * m1)
    elif kind == "Hdyn":
        m0, m1, k = dims
        lay = "make_shape(make_shape(%d, %d), %d), make_stride(make_stride(_1{}, %d), %d)" % (m0, m1, k, m0, m0 * m1)
    else:
        raise ValueError(kind)
    return "make_tensor(%s, %s)" % (ptr_c, lay), "make_tensor(%s, %s)" % (ptr_e, lay)


def gmma_smem(major, sw, t, dims):
    return ("tile_to_shape(GMMA::Layout_%s_%s_Atom<%s>{}, %s)" % (major, sw, ct(t), shape_cpp(dims)),
            "tile_to_shape(GMMA::Layout_%s_%s_Atom<%s>{}, %s)" % (major, sw, t, shape_ev(dims)))


def plain_smem(dims, right):
    c = "make_layout(%s%s)" % (shape_cpp(dims), ", LayoutRight{}" if right else "")
    e = "make_layout(%s%s)" % (shape_ev(dims), ", LayoutRight{}" if right else "")
    return c, e


def make(op, g, s, tiler=None, cluster=None, internal=None):
    """make_tma_copy(op, g, s[, tiler][, cluster]) in C++ and eval."""
    targ = "<%s>" % internal if internal else ""
    args_c, args_e = [g[0], s[0]], [g[1], s[1]]
    if tiler:
        args_c.append(shape_cpp(tiler))
        args_e.append(shape_ev(tiler))
    if cluster is not None:
        args_c.append("Int<%d>{}" % cluster)
        args_e.append("Int<%d>{}" % cluster)
    return ("make_tma_copy%s(%s{}, %s)" % (targ, op, ", ".join(args_c)),
            "make_tma_copy%s(%s{}, %s)" % (targ, op, ", ".join(args_e)))


def tiled(group, m):
    c, e = m
    return Case(group, "auto tma = %s; print(tma);" % c, "tma_descriptor(%s)\n%s" % (e, e))


def refused(group, m):
    c, e = m
    return Case(group, "auto tma = %s; print(tma);" % c, e)


def cases():
    out = []
    # K-major A/B tiles of the sm90 mainloop: the GMMA atom CUTLASS picks, tiled to (BLK, BLK_K), one stage
    for t, sw, blk_k in (("half_t", "SW128", 64), ("bfloat16_t", "SW128", 64), ("float_e4m3_t", "SW128", 128),
                         ("tfloat32_t", "SW128", 32), ("half_t", "SW64", 32), ("half_t", "SW32", 16),
                         ("int8_t", "SW128", 128), ("half_t", "INTER", 8), ("float", "SW64", 16)):
        for blk in (128, 64):
            for cluster in (1, 2):
                op = "SM90_TMA_LOAD" if cluster == 1 else "SM90_TMA_LOAD_MULTICAST"
                out.append(tiled("K-major GMMA smem", make(op, gmem(t, "K", (4096, 1024)), gmma_smem("K", sw, t, (blk, blk_k)),
                                                          cluster=cluster)))
    # MN-major (16-bit only for GMMA's MN-major operands, but TMA takes any type)
    for t, sw, blk_k in (("half_t", "SW128", 64), ("bfloat16_t", "SW64", 32), ("half_t", "SW32", 64), ("float", "SW128", 32),
                         ("half_t", "INTER", 16)):
        for blk, cluster in ((128, 1), (128, 2), (256, 4)):
            op = "SM90_TMA_LOAD" if cluster == 1 else "SM90_TMA_LOAD_MULTICAST"
            out.append(tiled("MN-major GMMA smem", make(op, gmem(t, "MN", (4096, 2048)), gmma_smem("MN", sw, t, (blk, blk_k)),
                                                       cluster=cluster)))
    # plain smem layouts, rows and columns, and the examples of CuTe's make_tma_copy comment
    for t in ("half_t", "float", "double", "uint8_t"):
        out.append(tiled("plain smem", make("SM90_TMA_LOAD", gmem(t, "K", (1024, 256)), plain_smem((64, 32), True))))
        out.append(tiled("plain smem", make("SM90_TMA_LOAD", gmem(t, "MN", (1024, 256)), plain_smem((64, 32), False))))
        out.append(tiled("plain smem", make("SM90_TMA_STORE", gmem(t, "MN", (1024, 256)), plain_smem((128, 16), False))))
    out.append(tiled("plain smem", make("SM90_TMA_LOAD", gmem("float", "MN", (1024, 256)), plain_smem((32, 32), False), cluster=4)))
    out.append(tiled("plain smem", make("SM90_TMA_REDUCE_ADD", gmem("float", "K", (512, 512)), plain_smem((16, 64), True))))
    # a CTA tile given apart from the smem layout's shape, stages (the smem layout of one stage), batched and
    # hierarchical global tensors
    out.append(tiled("tilers and ranks", make("SM90_TMA_LOAD_MULTICAST", gmem("half_t", "K", (4096, 4096)),
                                              gmma_smem("K", "SW128", "half_t", (128, 64)), tiler=(128, 64), cluster=2)))
    stage_c, stage_e = gmma_smem("K", "SW128", "half_t", (128, 64, 4))
    out.append(tiled("tilers and ranks", make("SM90_TMA_LOAD", gmem("half_t", "K", (4096, 4096)),
                                              (stage_c + "(_,_,Int<0>{})", stage_e + "(_,_,_0{})"), tiler=(128, 64), cluster=1)))
    for kind in ("K3", "MN3"):
        major = "K" if kind == "K3" else "MN"
        out.append(tiled("tilers and ranks", make("SM90_TMA_LOAD", gmem("half_t", kind, (1024, 512, 8)),
                                                  gmma_smem(major, "SW128", "half_t", (128, 64)), tiler=(128, 64), cluster=1)))
        # a stage mode last in smem, K or M contiguous as in global memory
        stages = ("make_layout(%s, make_stride(Int<32>{}, _1{}, Int<2048>{}))" % shape_cpp((64, 32, 2)),
                  "make_layout(%s, make_stride(_32{}, _1{}, _2048{}))" % shape_ev((64, 32, 2))) if major == "K" else plain_smem((64, 32, 2), False)
        out.append(tiled("tilers and ranks", make("SM90_TMA_LOAD", gmem("half_t", kind, (1024, 512, 8)), stages)))
    out.append(tiled("tilers and ranks", make("SM90_TMA_LOAD", gmem("float", "H", (32, 40, 656)), plain_smem((128, 32), False))))
    out.append(tiled("tilers and ranks", make("SM90_TMA_LOAD", gmem("half_t", "MN", (8, 4096)), plain_smem((8, 16), False))))
    out.append(tiled("tilers and ranks", make("SM90_TMA_LOAD", gmem("half_t", "K", (4096, 4096)),
                                              gmma_smem("K", "SW128", "half_t", (128, 64)), tiler=(128, 64), cluster=1,
                                              internal="uint16_t")))

    # the coordinate tensor and the partitions a kernel takes of it
    def copies():
        yield "half_t", "K", gmma_smem("K", "SW128", "half_t", (128, 64)), (128, 64), 1, "SM90_TMA_LOAD"
        yield "half_t", "K", gmma_smem("K", "SW128", "half_t", (128, 64)), (128, 64), 2, "SM90_TMA_LOAD_MULTICAST"
        yield "half_t", "MN", gmma_smem("MN", "SW128", "half_t", (128, 64)), (128, 64), 2, "SM90_TMA_LOAD_MULTICAST"
        yield "float_e4m3_t", "K", gmma_smem("K", "SW128", "float_e4m3_t", (128, 128)), (128, 128), 4, "SM90_TMA_LOAD_MULTICAST"
        yield "float", "MN", plain_smem((64, 32), False), (64, 32), 1, "SM90_TMA_LOAD"
    for t, kind, s, tile, cluster, op in copies():
        m = make(op, gmem(t, kind, (1024, 512)), s, cluster=cluster)
        shape = "make_shape(1024, 512)"
        out.append(Case("get_tma_tensor", "auto tma = %s; print(tma.get_tma_tensor(%s)); printf(\"\\n\");" % (m[0], shape),
                        "tma_descriptor(%s)\n%s.get_tma_tensor(%s)" % (m[1], m[1], shape)))
        for cta in range(cluster):
            gA_c = "local_tile(tma.get_tma_tensor(%s), %s, make_coord(1, _))" % (shape, shape_cpp(tile))
            gA_e = "local_tile(%s.get_tma_tensor(%s), %s, make_coord(1, _))" % (m[1], shape, shape_ev(tile))
            sA_c = "make_tensor(make_smem_ptr((%s*)1024), %s)" % (ct(t), s[0])
            sA_e = "make_tensor(make_smem_ptr((%s*)1024), %s)" % (t, s[1])
            part_c = "tma_partition(tma, Int<%d>{}, make_layout(Int<%d>{}), group_modes<0,2>(%s), group_modes<0,2>(%s))" % (cta, cluster, sA_c, gA_c)
            part_e = "tma_partition(%s, Int<%d>{}, make_layout(Int<%d>{}), group_modes<0,2>(%s), group_modes<0,2>(%s))" % (m[1], cta, cluster, sA_e, gA_e)
            out.append(Case("tma_partition",
                            "auto tma = %s; auto p = %s; print(get<0>(p)); printf(\"\\n\"); print(get<1>(p)); printf(\"\\n\");" % (m[0], part_c),
                            "tma_descriptor(%s)\nget<0>(%s)\nget<1>(%s)" % (m[1], part_e, part_e)))
            out.append(Case("partition_S/D",
                            "auto tma = %s; print(tma.get_slice(%d).partition_S(%s)); printf(\"\\n\"); print(tma.get_slice(%d).partition_D(%s)); printf(\"\\n\");"
                            % (m[0], cta, gA_c, cta, sA_c),
                            "tma_descriptor(%s)\n%s.get_slice(%d).partition_S(%s)\n%s.get_slice(%d).partition_D(%s)"
                            % (m[1], m[1], cta, gA_e, m[1], cta, sA_e)))
        if cluster == 1:  # tma_partition(atom, stensor, gtensor): the defaults of a CTA alone
            gA_c = "local_tile(tma.get_tma_tensor(%s), %s, make_coord(0, _))" % (shape, shape_cpp(tile))
            gA_e = "local_tile(%s.get_tma_tensor(%s), %s, make_coord(0, _))" % (m[1], shape, shape_ev(tile))
            sA_c = "make_tensor(make_smem_ptr((%s*)0), %s)" % (ct(t), s[0])
            sA_e = "make_tensor(make_smem_ptr((%s*)0), %s)" % (t, s[1])
            out.append(Case("tma_partition",
                            "auto tma = %s; auto p = tma_partition(tma, group_modes<0,2>(%s), group_modes<0,2>(%s)); print(get<0>(p)); printf(\"\\n\");"
                            % (m[0], sA_c, gA_c),
                            "tma_descriptor(%s)\nget<0>(tma_partition(%s, group_modes<0,2>(%s), group_modes<0,2>(%s)))" % (m[1], m[1], sA_e, gA_e)))
    # make_tma_atom: the Copy_Atom alone
    for t, kind, s, tile, cluster, op in list(copies())[:3]:
        g = gmem(t, kind, (1024, 512))
        c = "make_tma_atom(%s{}, %s, %s, %s, Int<%d>{})" % (op, g[0], s[0], shape_cpp(tile), cluster)
        e = "make_tma_atom(%s{}, %s, %s, %s, Int<%d>{})" % (op, g[1], s[1], shape_ev(tile), cluster)
        out.append(Case("make_tma_atom", "auto a = %s; print(a);" % c, "tma_descriptor(make_tma_copy(%s{}, %s, %s, %s, Int<%d>{}))\n%s"
                        % (op, g[1], s[1], shape_ev(tile), cluster, e)))

    # refusals: CuTe's static_asserts and asserts, and the driver's rules for the box (the host stand-in applies them)
    out.append(refused("refusals", make("SM90_TMA_LOAD", gmem("half_t", "MN", (1024, 256)), plain_smem((64, 32), True))))      # majorness
    out.append(refused("refusals", make("SM90_TMA_LOAD", gmem("half_t", "K", (1024, 256), 0x10008), plain_smem((64, 32), True))))  # alignment
    out.append(refused("refusals", make("SM90_TMA_LOAD", gmem("half_t", "K", (1024, 1001)), plain_smem((64, 32), True))))     # 16-byte strides
    out.append(refused("refusals", make("SM90_TMA_LOAD", gmem("half_t", "MN", (4096, 64)), plain_smem((512, 4), False))))     # box > 256
    out.append(refused("refusals", make("SM90_TMA_LOAD_MULTICAST", gmem("half_t", "MN", (4096, 64)), plain_smem((64, 3), False), cluster=2)))  # multicast
    out.append(refused("refusals", make("SM90_TMA_LOAD_MULTICAST", gmem("half_t", "MN", (4096, 64)), plain_smem((16, 2), False), cluster=8)))
    out.append(refused("refusals", make("SM90_TMA_LOAD", gmem("int16_t", "K", (1024, 256)), plain_smem((64, 32), True))))  # format
    out.append(refused("refusals", make("SM90_TMA_LOAD", gmem("half_t", "MN", (1024, 256)), plain_smem((4, 8), False))))      # 8-byte box
    out.append(refused("refusals", make("SM90_TMA_LOAD", gmem("half_t", "K", (1024, 256)),
                                        ("composition(Swizzle<1,4,3>{}, smem_ptr_flag_bits<16>{}, %s)" % plain_smem((8, 64), True)[0],
                                         "composition(Swizzle<1,4,3>{}, smem_ptr_flag_bits<16>{}, %s)" % plain_smem((8, 64), True)[1]))))  # > swizzle span
    out.append(refused("refusals", make("SM90_TMA_LOAD", gmem("half_t", "K", (1024, 256)),
                                        ("composition(Swizzle<3,3,3>{}, %s)" % plain_smem((8, 64), True)[0],
                                         "composition(Swizzle<3,3,3>{}, %s)" % plain_smem((8, 64), True)[1]))))  # element swizzle
    out.append(refused("refusals", make("SM90_TMA_LOAD", gmem("half_t", "K", (1024, 256)), plain_smem((64, 16), True), tiler=(64, 32), cluster=1)))  # sizes
    out.append(refused("refusals", make("SM90_TMA_LOAD", gmem("float", "Hdyn", (32, 40, 656)), plain_smem((128, 32), False))))  # dynamic box
    # a CTA tile taking every other row: the smem vector steps 2 rows of the global tensor, no common vector
    g, s = gmem("half_t", "MN", (1024, 256)), plain_smem((64, 32), False)
    strided = "make_tma_copy(SM90_TMA_LOAD{}, %s, %s, make_tile(Layout<_64,_2>{}, Layout<_32,_1>{}), Int<1>{})"
    out.append(refused("refusals", (strided % (g[0], s[0]), strided % (g[1], s[1]))))
    return out
