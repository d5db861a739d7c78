"""SM100's UMMA and tensor memory as differential cases for `layoutlab-cli eval` (view only: CuTe's host build prints
them, no Blackwell GPU runs them): the UMMA TiledMMAs of LayoutLab's catalog (1-SM M=64/128, 2-SM M=128/256, f16/bf16
with f32 or f16 accumulators, tf32, s8), partition_C of a C tile over one or several atoms, the accumulator's TMEM
fragment (make_fragment_C: UMMA::tmem_frg), make_tmem_copy of tcgen05.ld/st (SM100_TMEM_LOAD_32dp32b{N}x,
SM100_TMEM_LOAD_16dp256b1x, SM100_TMEM_STORE_32dp32b{N}x) over it and the partitions a thread of the epilogue takes;
and what CuTe refuses (a copy atom of another width than the tensor, a TMEM allocation past its capacity).

Each case is CuTe C++ that prints and the eval statements that print the same, one value a line."""
import collections

Case = collections.namedtuple("Case", "group cpp ev")

MAJOR = {"K": "UMMA::Major::K", "MN": "UMMA::Major::MN"}


def umma(op, a, b, c, m, n, major="K"):
    return "%s<%s, %s, %s, %d, %d, %s, %s>" % (op, a, b, c, m, n, MAJOR[major], MAJOR[major])


def shape(dims):
    return "make_shape(%s)" % ", ".join("Int<%d>{}" % d for d in dims), "make_shape(%s)" % ", ".join("_%d{}" % d for d in dims)


def fragment(atom, tile):
    """The TiledMMA, partition_C of an identity C tile, and the TMEM accumulator, printed in that order."""
    sc, se = shape(tile)
    cpp = ('auto mma = make_tiled_mma(%s{}); print(mma); '
           'auto tC = mma.get_slice(0).partition_C(make_identity_tensor(%s)); print(tC); printf("\\n"); '
           'auto acc = mma.get_slice(0).make_fragment_C(tC); print(acc); printf("\\n");' % (atom, sc))
    ev = ("mma = make_tiled_mma(%s{})\ntC = mma.get_slice(0).partition_C(make_identity_tensor(%s))\n"
          "acc = mma.get_slice(0).make_fragment_C(tC)" % (atom, se))
    return cpp, ev


def thread_partitions(copy, src, dst, threads=(0, 37, 127)):
    """What threads of a TMEM copy read and write: partition_S(src) and partition_D(dst), C++ and eval."""
    cpp = "".join(' print(%s.get_slice(%d).partition_S(%s)); printf("\\n");'
                  ' print(%s.get_slice(%d).partition_D(%s)); printf("\\n");' % (copy, t, src, copy, t, dst) for t in threads)
    ev = "".join("\n%s.get_slice(%d).partition_S(%s)\n%s.get_slice(%d).partition_D(%s)" % (copy, t, src, copy, t, dst)
                 for t in threads)
    return cpp, ev


def refused_copy(atom, dims, copy):
    """make_tmem_copy(copy, the accumulator of atom over a dims tile), a program CuTe does not compile."""
    sc, se = shape(dims)
    return Case("refusals",
                "{ auto mma = make_tiled_mma(%s{}); auto acc = mma.get_slice(0).make_fragment_C(mma.get_slice(0).partition_C("
                "make_identity_tensor(%s))); auto t2r = make_tmem_copy(%s, acc); print(t2r); }" % (atom, sc, copy),
                "make_tmem_copy(%s, make_tiled_mma(%s{}).get_slice(0).make_fragment_C(make_tiled_mma(%s{}).get_slice(0)"
                ".partition_C(make_identity_tensor(%s))))" % (copy, atom, atom, se))


def cases():
    out = []
    atoms = []
    for a, c in (("half_t", "float"), ("bfloat16_t", "float"), ("half_t", "half_t")):
        for m in (64, 128):
            for n in (64, 128, 256):
                atoms.append((umma("SM100_MMA_F16BF16_SS", a, a, c, m, n), m, n))
    atoms.append((umma("SM100_MMA_F16BF16_SS", "half_t", "half_t", "float", 128, 128, "MN"), 128, 128))
    atoms.append((umma("SM100_MMA_TF32_SS", "tfloat32_t", "tfloat32_t", "float", 128, 64), 128, 64))
    atoms.append((umma("SM100_MMA_TF32_SS", "tfloat32_t", "tfloat32_t", "float", 64, 128), 64, 128))
    atoms.append((umma("SM100_MMA_S8_SS", "int8_t", "int8_t", "int32_t", 64, 64), 64, 64))
    atoms.append((umma("SM100_MMA_S8_SS", "int8_t", "int8_t", "int32_t", 128, 256), 128, 256))
    for m in (128, 256):
        for n in (128, 256):
            atoms.append((umma("SM100_MMA_F16BF16_2x1SM_SS", "half_t", "half_t", "float", m, n), m, n))
    for atom, m, n in atoms:
        cpp, ev = fragment(atom, (m, n))
        out.append(Case("UMMA accumulators", "{ %s }" % cpp, ev))
    # several atoms per CTA tile: the fragment's repeats take the next columns
    for atom, tile in ((umma("SM100_MMA_F16BF16_SS", "half_t", "half_t", "float", 128, 128), (256, 256)),
                       (umma("SM100_MMA_F16BF16_SS", "half_t", "half_t", "float", 64, 64), (128, 128)),
                       (umma("SM100_MMA_F16BF16_SS", "half_t", "half_t", "half_t", 128, 64), (128, 256)),
                       (umma("SM100_MMA_F16BF16_2x1SM_SS", "half_t", "half_t", "float", 256, 128), (256, 256))):
        cpp, ev = fragment(atom, tile)
        out.append(Case("UMMA repeats", "{ %s }" % cpp, ev))

    # the epilogue's tcgen05.ld: the TiledCopy and what threads 0, 37 and 127 read and hold
    loads = ["SM100_TMEM_LOAD_32dp32b%dx" % r for r in (1, 2, 4, 8, 16, 32)] + ["SM100_TMEM_LOAD_16dp256b1x"]
    for atom, tile in ((umma("SM100_MMA_F16BF16_SS", "half_t", "half_t", "float", 128, 256), (128, 256)),
                       (umma("SM100_MMA_F16BF16_2x1SM_SS", "half_t", "half_t", "float", 256, 256), (256, 256)),
                       (umma("SM100_MMA_F16BF16_SS", "half_t", "half_t", "float", 128, 128), (256, 128))):
        for op in loads:
            cpp, ev = fragment(atom, tile)
            pc, pe = thread_partitions("t2r", "acc", "tC")
            cpp += ' auto t2r = make_tmem_copy(%s{}, acc); print(t2r);' % op + pc
            ev += "\nt2r = make_tmem_copy(%s{}, acc)" % op + pe
            out.append(Case("tcgen05.ld", "{ %s }" % cpp, ev))
    # an M=64 accumulator fills 16 of each warp's 32 lanes: the 32-lane loads cannot address it (make_cotiled_copy's
    # static_assert), the 16-lane 16dp256b1x reads it
    m64 = umma("SM100_MMA_F16BF16_SS", "half_t", "half_t", "float", 64, 128)
    for op in loads[:-1]:
        out.append(refused_copy(m64, (64, 128), op + "{}"))
    cpp, ev = fragment(m64, (64, 128))
    pc, pe = thread_partitions("t2r", "acc", "tC")
    cpp += ' auto t2r = make_tmem_copy(SM100_TMEM_LOAD_16dp256b1x{}, acc); print(t2r);' + pc
    ev += "\nt2r = make_tmem_copy(SM100_TMEM_LOAD_16dp256b1x{}, acc)" + pe
    out.append(Case("tcgen05.ld", "{ %s }" % cpp, ev))
    # a Copy_Atom spelled out; 16-bit accumulators (one per 32-bit column) are not what the 32-bit loads address:
    # CuTe refuses (its _16b variants, not modelled, load them)
    cpp, ev = fragment(umma("SM100_MMA_F16BF16_SS", "half_t", "half_t", "float", 128, 64), (128, 64))
    cpp += (' auto t2r = make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_32dp32b4x, float>{}, acc); print(t2r);'
            ' print(t2r.get_slice(5).partition_S(acc)); printf("\\n");')
    ev += "\nt2r = make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_32dp32b4x, float>{}, acc)\nt2r.get_slice(5).partition_S(acc)"
    out.append(Case("tcgen05.ld", "{ %s }" % cpp, ev))
    out.append(refused_copy(umma("SM100_MMA_F16BF16_SS", "half_t", "half_t", "half_t", 128, 64), (128, 64),
                            "Copy_Atom<SM100_TMEM_LOAD_32dp32b2x, half_t>{}"))
    for op in ("SM100_TMEM_STORE_32dp32b1x", "SM100_TMEM_STORE_32dp32b8x"):
        cpp, ev = fragment(umma("SM100_MMA_F16BF16_SS", "half_t", "half_t", "float", 128, 128), (128, 128))
        cpp += (' auto r2t = make_tmem_copy(%s{}, acc); print(r2t);'
                ' print(r2t.get_slice(70).partition_S(tC)); printf("\\n"); print(r2t.get_slice(70).partition_D(acc)); printf("\\n");' % op)
        ev += "\nr2t = make_tmem_copy(%s{}, acc)\nr2t.get_slice(70).partition_S(tC)\nr2t.get_slice(70).partition_D(acc)" % op
        out.append(Case("tcgen05.st", "{ %s }" % cpp, ev))

    # the A and B operands' shared memory: UMMA's smem layout atoms are GMMA's, tiled to the atom's M/N x K
    for major, sw, t, dims in (("K", "SW128", "half_t", (128, 64)), ("MN", "SW128", "half_t", (128, 64)),
                               ("K", "SW64", "tfloat32_t", (256, 16)), ("K", "SW128", "int8_t", (64, 128))):
        sc, se = shape(dims)
        out.append(Case("UMMA smem operands",
                        'print(tile_to_shape(UMMA::Layout_%s_%s_Atom<%s>{}, %s)); printf("\\n");' % (major, sw, t, sc),
                        "tile_to_shape(UMMA::Layout_%s_%s_Atom<%s>{}, %s)" % (major, sw, t, se)))

    # what CuTe refuses (a static_assert: the program does not compile)
    f32 = umma("SM100_MMA_F16BF16_SS", "half_t", "half_t", "float", 128, 128)
    out.append(refused_copy(f32, (128, 128), "Copy_Atom<SM100_TMEM_LOAD_32dp32b1x, half_t>{}"))
    sc, se = shape((1024, 1024))
    out.append(Case("refusals",
                    "{ auto mma = make_tiled_mma(%s{}); auto acc = mma.get_slice(0).make_fragment_C(mma.get_slice(0).partition_C("
                    "make_identity_tensor(%s))); print(acc); }" % (f32, sc),
                    "make_tiled_mma(%s{}).get_slice(0).make_fragment_C(make_tiled_mma(%s{}).get_slice(0).partition_C("
                    "make_identity_tensor(%s)))" % (f32, f32, se)))
    return out
