"""CuTe's own unit tests, as differential cases for `layoutlab-cli eval`.

CUTLASS tests what LayoutLab models in test/unit/cute/core/*.cpp, test/unit/cute/layout/layout_operator.cu
and test/python/pycute/test_*.py. This module lists the objects and operations those tests build (read
from the tests, written here anew), each as a Case:

  upstream  the CUTLASS file the case comes from (cases() keeps them grouped by it)
  cpp       CuTe C++ that builds the value and prints it with cute::print
  ev        the same value as a LayoutLab eval statement

Upstream tests mostly check properties (R(c) == A(B(c)), disjointness, ...) instead of printing; a case
prints the value of the operation under test, so CuTe's own value becomes the target. Integers are static
(Int<4>{} / _4) or dynamic (4) as the test writes them; pycute has no static integers, so its cases are
all dynamic. C++ spells a type-built layout such as Layout<Shape<_4,_3>,Stride<_3,_1>>{} as
make_layout(make_shape(...), make_stride(...)): the same type, so the same print.

Objects LayoutLab cannot yet read are still written as a user would type CuTe's notation (scaled-basis
strides `_1@0`, swizzled layouts `Sw<B,M,S> o off o L`): those cases define the target.
Not here, because eval does not model them: weakly_congruent / evenly_divides (int_tuple.cpp),
domain_distribute, reverse, tuple, math, mixedbits, bitfield, array_subbyte, pointer,
tensor_algs, and pycute's prefix_product and typing tests.
"""
import collections
import math

Case = collections.namedtuple("Case", "upstream cpp ev")

CORE = "test/unit/cute/core/"
PYCUTE = "test/python/pycute/"


# ---- values, each rendered as CuTe C++ (cpp) and as eval text (ev) ------------------------------------

class Int:
    def __init__(self, v, static):
        self.v, self.static = v, static

    def cpp(self):
        return "Int<%d>{}" % self.v if self.static else "%d" % self.v

    def ev(self):
        return "_%d" % self.v if self.static else "%d" % self.v


def st(x):
    """Python ints (nested in tuples) as static integers: st((4,3)) is Shape<_4,_3>."""
    return tuple(st(e) for e in x) if isinstance(x, tuple) else Int(x, True)


def dy(x):
    """Python ints (nested in tuples) as dynamic integers: dy((4,3)) is make_shape(4,3)."""
    return tuple(dy(e) for e in x) if isinstance(x, tuple) else Int(x, False)


class E:
    """CuTe's scaled basis E<i...>{}, printed (and typed) as _1@i..."""
    def __init__(self, *idx):
        self.idx = idx

    def cpp(self):
        return "E<%s>{}" % ",".join(map(str, self.idx))

    def ev(self):
        return "_1" + "".join("@%d" % i for i in self.idx)


class Raw:
    """Text that differs between the two languages, e.g. `_` or a member call."""
    def __init__(self, cpp, ev=None):
        self._cpp, self._ev = cpp, cpp if ev is None else ev

    def cpp(self):
        return self._cpp

    def ev(self):
        return self._ev


U = Raw("_")  # CuTe's Underscore


def cpp(x, make="make_tuple"):
    if isinstance(x, tuple):
        return "%s(%s)" % (make, ",".join(cpp(e, make) for e in x))
    return x.cpp()


def ev(x):
    if isinstance(x, tuple):
        return "(" + ",".join(ev(e) for e in x) + ")"
    return x.ev()


class Layout:
    """make_layout(shape[, stride | tag]); eval writes a layout with a stride as SHAPE:STRIDE."""
    def __init__(self, shape, stride=None, tag=None):
        self.shape, self.stride, self.tag = shape, stride, tag

    def cpp(self):
        args = [cpp(self.shape, "make_shape")]
        if self.stride is not None:
            args.append(cpp(self.stride, "make_stride"))
        if self.tag:
            args.append(self.tag + "{}")
        return "make_layout(%s)" % ", ".join(args)

    def ev(self):
        if self.stride is not None:
            return "%s:%s" % (ev(self.shape), ev(self.stride))
        return "make_layout(%s)" % ", ".join([ev(self.shape)] + ([self.tag + "{}"] if self.tag else []))


class Swizzle:
    def __init__(self, b, m, s):
        self.bms = "%d,%d,%d" % (b, m, s)

    def cpp(self):
        return "Swizzle<%s>{}" % self.bms

    def ev(self):
        return "Swizzle<%s>" % self.bms


class Composed:
    """ComposedLayout<Swizzle<B,M,S>,Offset,Layout>{}: CuTe prints it as Sw<B,M,S> o off o L, and that is
    how a user types it back."""
    def __init__(self, b, m, s, offset, layout):
        self.bms, self.offset, self.layout = "%d,%d,%d" % (b, m, s), offset, layout

    def cpp(self):
        return "make_composed_layout(Swizzle<%s>{}, %s, %s)" % (self.bms, cpp(self.offset), self.layout.cpp())

    def ev(self):
        return "Sw<%s> o %s o %s" % (self.bms, ev(self.offset), self.layout.ev())


class Tile:
    """A tiler, make_tile(...): eval writes it <L0,L1,...>."""
    def __init__(self, *modes):
        self.modes = modes

    def cpp(self):
        return "make_tile(%s)" % ",".join(cpp(m) for m in self.modes)

    def ev(self):
        return "<%s>" % ",".join(ev(m) for m in self.modes)


class Call:
    """f(args...), the same name in both languages; tuple arguments become make_shape(...)."""
    def __init__(self, f, *args):
        self.f, self.args = f, args

    def cpp(self):
        return "%s(%s)" % (self.f, ", ".join(cpp(a, "make_shape") for a in self.args))

    def ev(self):
        return "%s(%s)" % (self.f, ", ".join(ev(a) for a in self.args))


class At:
    """x(coord...): a layout evaluated or sliced at a coordinate."""
    def __init__(self, x, *coord):
        self.x, self.coord = x, coord

    def cpp(self):
        return "%s(%s)" % (self.x.cpp(), ",".join(cpp(c) for c in self.coord))

    def ev(self):
        return "%s(%s)" % (self.x.ev(), ",".join(ev(c) for c in self.coord))


def case(upstream, value):
    return Case(upstream, "print(%s)" % cpp(value), ev(value))


def op_cases(upstream, f, args_list):
    """One case per argument tuple: print(f(args...))."""
    return [case(upstream, Call(f, *args)) for args in args_list]


def col(*shape):
    """make_layout(Shape<...>{}): compact column-major of a static shape."""
    return Layout(st(shape))


def L(shape, stride):
    return Layout(st(shape), st(stride))


# ---- test/unit/cute/core -------------------------------------------------------------------------------

def int_tuple():
    # Divides: when evenly_divides(a, b) is a static true_type, the test checks
    # size(a) == size(logical_divide(make_layout(shape(a)), b)); that divide is the case. weakly_congruent
    # and evenly_divides themselves are not modelled.
    a, b, c = st(16), st(12), st(8)
    a0, a1, a2, a3 = st((16,)), st((2, 8)), st(((2, 8),)), st(((2, (4, 2)),))
    pairs = [(a, a), (b, b), (c, c), (a, c), (a0, a0), (a, a0), (a0, a), (a0, c), (a1, a1), (a2, a2), (a2, a0),
             (a3, a3), (a3, a0), (a3, a2), (st((32, 64)), st(128)), (st((32, 64)), Tile(L(8, 2), st(32)))]
    return op_cases(CORE + "int_tuple.cpp", "logical_divide", [(Layout(x), y) for x, y in pairs])


def compact_xmajor():
    out = []
    # compact_col_major / compact_row_major of the same shapes; `current` is the optional second argument.
    static_shapes = [(4, 8), (4, 8, 2), (4, 8, 1, 2), ((4, 8), 1, 2), (4, (8, 1, 2)), (4, (8, 1, (2, 3)))]
    for f in ("compact_col_major", "compact_row_major"):
        args = [(st(1),), (st(1), st(3)), (st(8),), (st(8), st(3)), (dy(1),), (dy(8),)]
        args += [(st(s),) for s in static_shapes]
        args += [(dy(1), dy(3)), (dy(8), dy(3))]
        args += [(dy(s),) for s in static_shapes]
        out += op_cases(CORE + "compact_xmajor.cpp", f, args)
    return out


def composition():
    f = CORE + "composition.cpp"
    pairs = [
        (L(1, 0), L(1, 0)), (L(1, 0), L(1, 1)), (L(1, 1), L(1, 0)), (L(1, 1), L(1, 1)),
        (col(4), col(4)), (L((4,), (2,)), col(4)), (L((4,), (0,)), col(4)), (col(4), L((4,), (0,))),
        (col(4), L((1,), (0,))), (col(4), col(2)), (L((4,), (2,)), col(2)), (col(4), L((2,), (2,))),
        (L((4,), (2,)), L((2,), (2,))), (col(4, 3), col(12)), (col(12), col(4, 3)), (L((12,), (2,)), col(4, 3)),
        (col(12), L((4, 3), (3, 1))), (L((12,), (2,)), L((4, 3), (3, 1))), (col(12), L((2, 3), (2, 4))),
        (col(4, 3), col(4, 3)), (col(4, 3), col(6)), (col(4, 3), L((6,), (2,))), (col(4, 3), L((6, 2), (2, 1))),
        (col(4, 3), L((4, 3), (3, 1))), (L((4, 3), (3, 1)), col(4, 3)), (L((4, 3), (3, 1)), col(12)),
        (L((4, 3), (3, 1)), L((6,), (2,))), (L((4, 3), (3, 1)), L((6, 2), (2, 1))),
        (col(8, 8), L(((2, 2, 2), (2, 2, 2)), ((1, 16, 4), (8, 2, 32)))),
        (L((8, 8), (8, 1)), L(((2, 2, 2), (2, 2, 2)), ((1, 16, 4), (8, 2, 32)))),
        (L(((4, 2),), ((1, 16),)), L((4, 2), (2, 1))), (L((2, 2), (2, 1)), L((2, 2), (2, 1))),
        (col(4, 8, 2), L((2, 2, 2), (2, 8, 1))), (L((4, 8, 2), (2, 8, 1)), L((2, 2, 2), (1, 8, 2))),
        (L((4, 8, 2), (2, 8, 1)), L((4, 2, 2), (2, 8, 1))),
        # dynamic shapes/strides
        (Layout(dy(12), dy(1)), L(4, 1)), (Layout(dy(12), dy(1)), Layout(st(4), dy(1))),
        (Layout(dy(12), st(1)), Layout(st(4), dy(1))), (Layout(dy(12), st(1)), L(4, 1)),
        (Layout(dy((12, 3)), dy((1, 24))), L((4,), (1,))), (Layout(dy(16), dy(2)), Layout(dy(4), dy(2))),
        (Layout(dy((128, 24, 5)), dy((1, 128, 3072))), Layout(dy(64), dy(2))),
        (Layout(dy((128, 24, 5)), dy((1, 128, 3072))), Layout(dy(480), st(32))),
        # cosize(b) > size(a) and divisibility
        (L((1,), (0,)), col(4)), (L((1,), (1,)), col(4)), (col(4), L((4,), (2,))),
        (L((4, 3), (3, 1)), col(24)), (L((4, 3), (3, 1)), col(8)), (L((4, 3, 1), (3, 1, 0)), col(24)),
        (L((4, 3, 1), (3, 1, 0)), col(4)), (L((4, 6, 8), (1, 4, 7)), L(6, 1)),
        (L((4, 6, 8, 10), (2, 3, 5, 7)), L(6, 12)), (L((8, 8), (8, 1)), L(2, 3)), (L((8, 8), (8, 1)), L(3, 3)),
        (Layout(dy(3), st(1)), L(4, 1)),
        (Layout(dy((48, 24, 5)), (st(1), dy(128), dy(3072))), Layout(dy(32), st(1))),
        # swizzles
        (L((8, 8), (8, 1)), Call("composition", Swizzle(2, 0, -3), L((8, 8), (8, 1)))),
        (Call("composition", Swizzle(2, 0, 3), L((8, 8), (8, 1))), Call("composition", Swizzle(2, 0, -3), L((8, 8), (8, 1)))),
        # negative strides (beta in CuTe)
        (L((4,), (-1,)), L((4,), (1,))), (L((4,), (1,)), L((4,), (-1,))), (L((4,), (-1,)), L((4,), (-1,))),
        (L((4,), (1,)), L((4,), (-2,))), (L((4, 4), (-1, 1)), col(2, 4, 2)), (L((4, 4), (-1, 1)), L((2, 4, 2), (1, 4, 2))),
        (L((1, (2, 4)), (0, (-1, 512))), L(2, -1)), (L((1, (2, 4)), (0, (-1, 512))), L(4, -1)),
        # tuple strides (beta in CuTe): scaled bases
        (L((4, 4), (4, 1)), Layout(st((4, 4)), (E(1), E(0)))),
        (L((4, (2, 3)), (6, (3, 1))), Layout(st((2, 4)), (E(1, 1), E(0)))),
    ]
    return op_cases(f, "composition", pairs)


def complement():
    f = CORE + "complement.cpp"
    cosize = object()  # test_complement(layout): the cotarget is cosize(layout)
    groups = [
        (L(1, 0), [cosize, st(2), st(5), (st(2), dy(2))]),
        (L(1, 1), [cosize, st(2), st(5), (st(2), dy(2))]),
        (L(1, 2), [st(1), st(2), st(8), st(5), (st(2), dy(2))]),
        (L(4, 0), [st(1), st(2), st(8)]),
        (L(4, 1), [st(1), st(2), st(8)]),
        (L(4, 2), [st(1), cosize, st(16), st(19), (st(2), dy(2))]),
        (L(4, 4), [st(1), cosize, st(17), (st(2), dy(2))]),
        (col(2, 4), [cosize]), (col(2, 3), [cosize]), (L((2, 4), (1, 4)), [cosize]), (L((2, 4), (1, 6)), [cosize]),
        (L((2, 4, 8), (8, 1, 64)), [cosize]), (L((2, 4, 8), (8, 1, 0)), [cosize, st(460)]),
        (L(((2, 2), (2, 2)), ((1, 4), (8, 32))), [cosize]), (L(((2, 2), (2, 2)), ((1, 32), (8, 4))), [cosize]),
        (L((4, 6), (1, 6)), [cosize]), (L((4, 2), (1, 10)), [cosize]), (L((4, 2), (1, 16)), [cosize]),
        # dynamic shapes/strides
        (Layout(dy(12)), [dy(1), cosize, dy(53), dy(128)]),
        (Layout(dy(12), dy(1)), [dy(1), cosize, dy(53), dy(128)]),
        (Layout(dy(12), st(2)), [dy(1), cosize, dy(53), dy(128)]),
        (Layout(dy(12), dy(2)), [dy(1), cosize, dy(53), dy(128)]),
        (Layout(dy((3, 6)), st((1, 3))), [cosize]), (Layout(dy((3, 6)), st((1, 9))), [cosize]),
        (Layout(dy((3, 6)), st((1, 10))), [cosize]),
        (Layout(dy(((2, 2), (2, 2))), st(((1, 4), (8, 32)))), [cosize]),
        (Layout(st(64)), [st((32, 4, 4)), (st(32), st(4), dy(4))]),
    ]
    return op_cases(f, "complement", [(l, Call("cosize", l) if t is cosize else t) for l, ts in groups for t in ts])


def logical_divide():
    pairs = [
        (L(1, 0), L(1, 0)), (L(1, 0), L(1, 1)), (L(1, 1), L(1, 0)), (L(1, 1), L(1, 1)),
        (L(6, 1), L(2, 1)), (L(6, 1), L(2, 3)), (L(6, 1), L((2, 3), (3, 1))),
        (L(6, 2), L(2, 1)), (L(6, 2), L(2, 3)), (L(6, 2), L((2, 3), (3, 1))),
        (L((6, 6), (1, 12)), L((6, 3), (3, 1))), (L((6, 6), (12, 1)), L((6, 3), (3, 1))),
        (Layout(st(32)), L(2, 8)), (L((4, 1), (1, 1)), L(2, 1)), (L((4, 1), (1, 1)), L(2, 2)),
        (L((8, 8), (1, 8)), L(32, 2)), (L((8, 8), (8, 1)), L(32, 2)),
        # dynamic
        (Layout(dy(2)), Layout(st(32))), (Layout(dy(48)), Layout(st(32))), (Layout(dy(96)), L(32, 2)),
        (Layout(dy(32)), Layout(st(48))), (Layout((st(32), st(4), dy(4))), Layout(st(64))),
        (Layout(dy((128, 4, 3)), dy((1, 512, 0))), Layout(st(32))),
        (Layout(dy((128, 4, 3)), dy((1, 512, 0))), L(32, 2)),
        (Layout(dy((16, 4, 3)), dy((1, 512, 0))), Layout(st(32))),
    ]
    return op_cases(CORE + "logical_divide.cpp", "logical_divide", pairs)


def logical_product():
    pairs = [
        (L(1, 0), L(1, 0)), (L(1, 1), L(1, 0)), (L(1, 0), L(1, 1)), (L(1, 1), L(1, 1)),
        (L(3, 1), L(4, 0)), (L(3, 0), L(4, 1)), (L(3, 0), L(4, 0)), (L(3, 2), L(4, 1)),
        (col(3), col(2, 4)), (col(2, 4), col(3)), (Layout(st((8, (2, 2)))), L((4,), (2,))),
        (col(2, 2), L((3, 3), (3, 1))), (L((3,), (32,)), col(32)), (L((3,), (2,)), col(4)),
        (L((3,), (32,)), col(128)), (L((3,), (32,)), col(8, 8)), (L((3,), (32,)), L((8, 8), (8, 1))),
        (L(((4, 2),), ((1, 16),)), col(4, 4)), (L(((4, 2),), ((1, 16),)), L((4, 2), (2, 1))),
        (L(((2, 2), (2, 2)), ((1, 4), (8, 32))), L((2, 2), (1, 2))),
        (L(((2, 2), (2, 2)), ((1, 4), (8, 32))), L((2, 2), (2, 1))),
        (L(((4, 6),), ((1, 6),)), L((3,), (1,))),
    ]
    return op_cases(CORE + "logical_product.cpp", "logical_product", pairs)


# The layouts both inverse tests invert; inverse_right.cpp adds dynamic ones.
INVERSE_LAYOUTS = [
    L(1, 0), L(1, 1), L(((1, 1),), ((0, 0),)), L(((3, 7),), ((0, 0),)), L((4,), (0,)), L((4,), (1,)), L((4,), (2,)),
    L((2, 4), (0, 2)), col(8, 4), L((8, 4), (4, 1)), col(2, 4, 6), L((2, 4, 6), (4, 1, 8)),
    L((2, 4, 4, 6), (4, 1, 0, 8)), L((4, 2), (1, 16)), L((4, 2), (1, 5)), L((128, 128), (65536, 1)),
    L((128, 160), (65536, 1)), L((128, 3, 160), (65536, 512, 1)), L((128, 64), (131072, 2)),
    L((32, 4, 4, 4), (262144, 4, 8388608, 1)), L((2, 2, 2), (4, 0, 1)),
    L((((((32, 4), 1), (32, 2)), 4), 1, (2, 2), 2), (((((262144, 4), 0), (0, 1)), 8388608), 0, (2, 16), 32)),
]
SWIZZLED = [Composed(1, 0, 2, st(0), L((4, 4), (1, 4))), Composed(1, 0, 2, st(0), L((4, 4), (4, 1))),
            Composed(1, 0, 1, st(0), L((4, 4), (8, 1)))]
NEGATIVE = [L((4,), (-1,))]


def inverse_left():
    return op_cases(CORE + "inverse_left.cpp", "left_inverse", [(l,) for l in INVERSE_LAYOUTS + SWIZZLED + NEGATIVE])


def inverse_right():
    dynamic = [Layout(st((4, 2)), (st(1), dy(4))), Layout((st(4), dy(2)), (st(1), dy(4))),
               Layout(dy((4, 2)), (st(1), dy(4))), Layout(st((2, 4)), (dy(4), st(1))),
               Layout((dy(2), st(4)), (dy(4), st(1))), Layout(dy((2, 4)), (dy(4), st(1)))]
    return op_cases(CORE + "inverse_right.cpp", "right_inverse",
                    [(l,) for l in INVERSE_LAYOUTS + dynamic + SWIZZLED + NEGATIVE])


def nullspace():
    """nullspace.cpp's layouts, the composition its trace prints, and dynamic zeros (not in the kernel)."""
    layouts = [Layout(st((2, 2, 2)), st((0, 0, 0))), Layout(st((7, 5, 16)), st((0, 0, 0))),
               Layout(st((2, 2, 2)), st((1, 0, 2))), Layout(st((7, 5, 16)), st((3, 1, 0))),
               Layout(st((4, (2, 3))), st((1, (0, 4)))), Layout(dy((2, 4)), (dy(0), st(0))),
               Layout(st((8, 4)), st((1, 8)))]
    upstream = CORE + "nullspace.cpp"
    return (op_cases(upstream, "nullspace", [(l,) for l in layouts]) +
            [case(upstream, Call("coalesce", Call("composition", l, Call("nullspace", l)))) for l in layouts])


def coalesce():
    s2, s4, s6 = st(2), st(4), st(6)
    layouts = [
        L(1, 0), L(1, 1), col(2, 4), col(2, 4, 6), L((2, 1, 6), (1, 6, 2)),
        Layout(st((2, 1, 6)), (st(1), dy(7), st(2))), Layout(st((2, 1, 6)), (st(4), dy(7), st(8))),
        Layout((dy(2), s4, s6)), Layout((s2, dy(4), s6)), Layout((s2, s4, dy(6))),
        Layout(st((2, 4)), tag="GenRowMajor"), Layout(st((2, 4, 6)), tag="GenRowMajor"),
        Layout((dy(2), s4, s6), tag="GenRowMajor"), Layout((s2, dy(4), s6), tag="GenRowMajor"),
        Layout((s2, s4, dy(6)), tag="GenRowMajor"), Layout(st((2, 1, 3)), tag="GenRowMajor"),
        Layout((s2, dy(1), st(3)), tag="GenRowMajor"), Layout((s2, dy(1), st(3)), (s2, dy(4), s4)),
        Layout((s2, dy(1), st(3)), (s2, st(0), s4)), L(((2, 2), (2, 2)), ((1, 4), (8, 32))),
    ]
    return op_cases(CORE + "coalesce.cpp", "coalesce", [(l,) for l in layouts])


def swizzle_layout():
    # The test slices a tensor over each swizzled layout at every row and column, with dynamic and with
    # static indices; the case prints the sliced layout sw(i,_) / sw(_,j) (what eval's L(i,_) models).
    out = []
    for b, m, s, layout in [(3, 0, 3, L((8, 8), (8, 1))), (3, 0, -3, L((8, 8), (8, 1))),
                            (2, 1, 3, L(((2, 2, 2), (2, 2, 2)), ((32, 2, 8), (4, 1, 16))))]:
        sw = Call("composition", Swizzle(b, m, s), layout)
        out.append(case(CORE + "swizzle_layout.cpp", sw))
        for make in (dy, st):
            out += [case(CORE + "swizzle_layout.cpp", At(sw, make(i), U)) for i in range(8)]
            out += [case(CORE + "swizzle_layout.cpp", At(sw, U, make(j))) for j in range(8)]
    return out


def size(shape):
    return math.prod(size(s) for s in shape) if isinstance(shape, tuple) else shape


def compare():
    # Each index's hierarchical coordinate, layout.get_hier_coord(i), is idx2crd(i, shape, stride).
    out = []
    for shape in [(3, 5), (2, 3, 5), ((3, 2), (5, 2, 2))]:
        for tag in ("GenColMajor", "GenRowMajor"):
            layout = Layout(st(shape), tag=tag)
            out.append(case(CORE + "compare.cpp", layout))
            lc, le = layout.cpp(), layout.ev()
            out += [case(CORE + "compare.cpp", Raw("%s.get_hier_coord(%d)" % (lc, i),
                                                   "idx2crd(%d, shape(%s), stride(%s))" % (i, le, le)))
                    for i in range(size(shape))]
    return out


def layout_operator():
    # cute::Layouts the test checks against cutlass::layout's ColumnMajor, RowMajor and two swizzled
    # TensorOp layouts (not modelled): the case prints the CuTe layout.
    f = "test/unit/cute/layout/layout_operator.cu"
    return [case(f, L((8, 4), (1, 8))), case(f, L((8, 4), (4, 1))),
            case(f, Call("composition", Swizzle(3, 3, 3), L((128, 64), (64, 1)))),
            case(f, Call("composition", Swizzle(3, 3, 4), col(128, 64)))]


# ---- test/python/pycute: plain Python ints, so dynamic integers ------------------------------------------

def pycute_coalesce():
    layouts = [(1, 0), (1, 1), ((2, 4),), ((2, 4, 6),), ((2, 4, 6), (1, 6, 2)), ((2, 1, 6), (1, 7, 2)),
               ((2, 1, 6), (4, 7, 8)), ((2, (4, 6)),), ((2, 4), (4, 1)), ((2, 4, 6), (24, 6, 1)),
               ((2, 1, 3), (2, 4, 4)), (((2, 2), (2, 2)), ((1, 4), (8, 32)))]
    return op_cases(PYCUTE + "test_coalesce.py", "coalesce", [(Layout(*dy(l)),) for l in layouts])


def pycute_complement():
    # pycute's complement(layout) is cotarget 1; CuTe C++'s one-argument complement(layout) (cotarget
    # cosize(layout)) is the call a user would translate it to.
    layouts = [(1, 0), (1, 1), (4, 0), ((2, 4), (1, 2)), ((2, 3), (1, 2)), ((2, 4), (1, 4)),
               ((2, 4, 8), (8, 1, 64)), (((2, 2), (2, 2)), ((1, 4), (8, 32))), ((2, (3, 4)), (3, (1, 6))),
               ((4, 6), (1, 6)), ((4, 10), (1, 10))]
    return op_cases(PYCUTE + "test_complement.py", "complement", [(Layout(*dy(l)),) for l in layouts])


def pycute_composition():
    # Layout((4)) is Layout(4) in Python: (4) is no tuple.
    pairs = [
        ((1, 0), (1, 0)), ((1, 0), (1, 1)), ((1, 1), (1, 0)), ((1, 1), (1, 1)), ((4,), (4,)), ((4, 2), (4,)),
        ((4,), (4, 2)), ((4, 0), (4,)), ((4,), (4, 0)), ((1, 0), (4,)), ((4,), (1, 0)), ((4,), (2,)),
        ((4, 2), (2,)), ((4,), (2, 2)), ((4, 2), (2, 2)), ((12,), ((4, 3),)), ((12, 2), ((4, 3),)),
        ((12,), ((4, 3), (3, 1))), ((12, 2), ((4, 3), (3, 1))), ((12,), ((2, 3), (2, 4))),
        (((4, 3),), ((4, 3),)), (((4, 3),), (12,)), (((4, 3),), (6, 2)), (((4, 3),), ((6, 2), (2, 1))),
        (((4, 3), (3, 1)), ((4, 3),)), (((4, 3), (3, 1)), (12,)), (((4, 3), (3, 1)), (6, 2)),
        (((4, 3), (3, 1)), ((6, 2), (2, 1))),
        (((8, 8),), (((2, 2, 2), (2, 2, 2)), ((1, 16, 4), (8, 2, 32)))),
        (((8, 8), (8, 1)), (((2, 2, 2), (2, 2, 2)), ((1, 16, 4), (8, 2, 32)))),
        ((((2, 2, 2), (2, 2, 2)), ((1, 16, 4), (8, 2, 32))), (8, 4)),
        (((4, 2), (1, 16)), ((4, 2), (2, 1))), (((2, 2), (2, 1)), ((2, 2), (2, 1))),
        (((4, 8, 2),), ((2, 2, 2), (2, 8, 1))), (((4, 8, 2), (2, 8, 1)), ((2, 2, 2), (1, 8, 2))),
        (((4, 8, 2), (2, 8, 1)), ((4, 2, 2), (2, 8, 1))),
        (((4, 6, 8), (1, 4, 7)), (6, 1)), (((4, 6, 8, 10), (2, 3, 5, 7)), (6, 12)),
    ]
    return op_cases(PYCUTE + "test_composition.py", "composition",
                    [(Layout(*dy(a)), Layout(*dy(b))) for a, b in pairs])


def pycute_int_tuple():
    f = PYCUTE + "test_int_tuple.py"
    return (op_cases(f, "product", [(dy(2),), (dy((3, 2)),)])
            + [case(f, Call("product", Call("product", dy(((2, 3), 4)))))]
            + op_cases(f, "inner_product", [(dy(2), dy(3)), (dy((1, 2)), dy((3, 2))),
                                            (dy(((2, 3), 4)), dy(((2, 1), 2)))])
            + op_cases(f, "shape_div", [(dy((3, 4)), dy(6)), (dy((3, 4)), dy(12)), (dy((3, 4)), dy(36)),
                                        (dy(((3, 4), 6)), dy(36)), (dy((6, (3, 4))), dy(36))]))


def pycute_left_inverse():
    layouts = [(1, 0), ((1, 1), (0, 0)), (1, 1), (4, 1), (4, 2), ((8, 4), (1, 8)), ((8, 4), (4, 1)),
               ((2, 4, 6), (1, 2, 8)), ((2, 4, 6), (4, 1, 8)), ((4, 2), (1, 16))]
    return op_cases(PYCUTE + "test_left_inverse.py", "left_inverse", [(Layout(*dy(l)),) for l in layouts])


def pycute_right_inverse():
    layouts = [(1, 0), ((1, 1), (0, 0)), ((3, 7), (0, 0)), (1, 1), (4, 0), (4, 1), (4, 2), ((2, 4), (0, 2)),
               ((8, 4), (1, 8)), ((8, 4), (4, 1)), ((2, 4, 6), (1, 2, 8)), ((2, 4, 6), (4, 1, 8)), ((4, 2), (1, 16))]
    return op_cases(PYCUTE + "test_right_inverse.py", "right_inverse", [(Layout(*dy(l)),) for l in layouts])


GROUPS = [int_tuple, compact_xmajor, composition, complement, logical_divide, logical_product, inverse_left,
          inverse_right, nullspace, coalesce, swizzle_layout, compare, layout_operator, pycute_coalesce, pycute_complement,
          pycute_composition, pycute_int_tuple, pycute_left_inverse, pycute_right_inverse]


def cases():
    """Every case, grouped by upstream file in GROUPS order; a repeated (file, C++) pair is kept once."""
    out, seen = [], set()
    for group in GROUPS:
        for c in group():
            if (c.upstream, c.cpp) not in seen:
                seen.add((c.upstream, c.cpp))
                out.append(c)
    return out


if __name__ == "__main__":
    for c in cases():
        print("%s\n  %s\n  %s" % (c.upstream, c.cpp, c.ev))
