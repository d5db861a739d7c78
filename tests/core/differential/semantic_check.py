"""Independent pointwise checks of CuTe's printed results, for the cases where `layoutlab-cli eval` refuses
an operation that CuTe's weaker checks let through (issue 3: where CuTe "silently accepts nonsense",
LayoutLab must return an error). A rejection counts as proven only when CuTe's printed value provably is
not the operation's result: composition is checked point by point against A(B(i)); a divide must be A
composed with a bijection of A's domain, so its size and the multiset of its values must equal A's.
Nothing here uses LayoutLab's code: the layouts are parsed from the statement and CuTe's output text."""
import collections
import re

_TOKEN = re.compile(r"\s*(_?-?\d+|[()<>,:_])")


def _tokens(text):
    pos, out = 0, []
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise ValueError("cannot tokenise %r at %d" % (text, pos))
        out.append(m.group(1))
        pos = m.end()
    return out


class _Parser:
    def __init__(self, text):
        self.t, self.i = _tokens(text), 0

    def peek(self):
        return self.t[self.i] if self.i < len(self.t) else None

    def take(self, expect=None):
        tok = self.t[self.i]
        if expect is not None and tok != expect:
            raise ValueError("expected %s, got %s" % (expect, tok))
        self.i += 1
        return tok

    def int_tuple(self):
        if self.peek() == "(":
            self.take("(")
            items = [self.int_tuple()]
            while self.peek() == ",":
                self.take(",")
                items.append(self.int_tuple())
            self.take(")")
            return tuple(items)
        tok = self.take()
        return "_" if tok == "_" else int(tok.lstrip("_"))

    def term(self):
        """A layout ('L', shape, stride), a tiler ('T', [terms]), an IntTuple or '_'."""
        if self.peek() == "<":
            self.take("<")
            items = [self.term()]
            while self.peek() == ",":
                self.take(",")
                items.append(self.term())
            self.take(">")
            return ("T", items)
        if self.peek() == "(":
            start = self.i
            self.take("(")
            items = [self.term()]
            while self.peek() == ",":
                self.take(",")
                items.append(self.term())
            self.take(")")
            if self.peek() == ":":  # a tuple shape followed by its stride
                self.i = start
                shape = self.int_tuple()
                self.take(":")
                return ("L", shape, self.int_tuple())
            if any(isinstance(x, tuple) and x and x[0] in ("L", "T") for x in items):
                return ("T", items)
            return tuple(items)
        tok = self.take()
        if tok == "_":
            return "_"
        value = int(tok.lstrip("_"))
        if self.peek() == ":":
            self.take(":")
            return ("L", value, self.int_tuple())
        return value


def parse(text):
    p = _Parser(text)
    term = p.term()
    if p.peek() is not None:
        raise ValueError("trailing text in %r" % text)
    return term


def split_call(statement):
    """'op<...>(A, B)' -> (op, [A text, B text]) splitting at top-level commas."""
    name_end = statement.index("(")
    op = statement[:name_end].split("<")[0]
    body, depth, args, cur = statement[name_end + 1:-1], 0, [], ""
    for ch in body:
        if ch in "(<":
            depth += 1
        elif ch in ")>":
            depth -= 1
        if ch == "," and depth == 0:
            args.append(cur.strip())
            cur = ""
        else:
            cur += ch
    args.append(cur.strip())
    return op, args


def size(shape):
    if isinstance(shape, int):
        return shape
    n = 1
    for s in shape:
        n *= size(s)
    return n


def evaluate(shape, stride, x):
    """CuTe's layout(x) for a 1-D coordinate; the last mode takes what is left, as idx2crd does."""
    if isinstance(shape, int):
        return x * stride
    total = 0
    for k, (s, d) in enumerate(zip(shape, stride)):
        if k == len(shape) - 1:
            total += evaluate(s, d, x)
        else:
            n = size(s)
            total += evaluate(s, d, x % n)
            x //= n
    return total


def _as_layout(term):
    if isinstance(term, tuple) and term and term[0] == "L":
        return term[1], term[2]
    if isinstance(term, int):
        return term, 1
    if isinstance(term, tuple):  # a shape used as a tiler: compact column-major
        flat, strides, acc = [], [], 1

        def walk(s):
            nonlocal acc
            if isinstance(s, int):
                d = acc
                acc *= s
                return d
            return tuple(walk(e) for e in s)
        return term, walk(term)
    raise ValueError("not a layout: %r" % (term,))


def _modes(shape, stride, count):
    if isinstance(shape, int):
        return [(shape, stride)] if count == 1 else None
    if len(shape) < count:
        return None
    return [(shape[k], stride[k]) for k in range(len(shape))]


def _composition_holds(a, b, r):
    (ash, ast), (rsh, rst) = a, r
    if isinstance(b, tuple) and b and b[0] == "T":
        tiles = b[1]
        amodes, rmodes = _modes(ash, ast, len(tiles)), _modes(rsh, rst, len(tiles))
        if amodes is None or rmodes is None:
            return False
        for k, tile in enumerate(tiles):
            if tile == "_":
                continue
            bsh, bst = _as_layout(tile)
            if size(rmodes[k][0]) != size(bsh):
                return False
            for i in range(size(bsh)):
                if evaluate(*rmodes[k], i) != evaluate(*amodes[k], evaluate(bsh, bst, i)):
                    return False
        return True
    bsh, bst = _as_layout(b)
    if size(rsh) != size(bsh):
        return False
    return all(evaluate(rsh, rst, i) == evaluate(ash, ast, evaluate(bsh, bst, i)) for i in range(size(bsh)))


def _divide_holds(a, r):
    (ash, ast), (rsh, rst) = a, r
    if size(rsh) != size(ash):
        return False
    want = collections.Counter(evaluate(ash, ast, i) for i in range(size(ash)))
    got = collections.Counter(evaluate(rsh, rst, i) for i in range(size(rsh)))
    return want == got


def _as_tiler(term):
    """CuTe reads an IntTuple used as a tiler mode by mode: (_3,_8) is <_3:_1,_8:_1>."""
    if isinstance(term, tuple) and term and term[0] not in ("L", "T"):
        return ("T", list(term))
    return term


DIVIDES = {"logical_divide", "zipped_divide", "tiled_divide", "flat_divide"}
PRODUCTS = {"logical_product", "zipped_product", "tiled_product", "flat_product", "blocked_product", "raked_product"}


def _tiler_size(term):
    if term == "_":
        return 1
    if isinstance(term, int):
        return term
    if isinstance(term, tuple) and term and term[0] == "L":
        return size(term[1])
    if isinstance(term, tuple) and term and term[0] == "T":
        n = 1
        for t in term[1]:
            n *= _tiler_size(t)
        return n
    return size(term)  # a shape


def _product_size_is_wrong(args, cute_output):
    """Every product of A by B (by mode or not) has size(A) * size(B) elements."""
    a, r = parse(args[0]), parse(cute_output.strip())
    if not (isinstance(a, tuple) and a and a[0] == "L" and isinstance(r, tuple) and r and r[0] == "L"):
        return False
    return size(r[1]) != size(a[1]) * _tiler_size(parse(args[1]))

_COMPOSED = re.compile(r"^composition\(Swizzle<-?\d+,-?\d+,-?\d+>,\s*(.*)\)$")


def _inner(args, cute_output):
    """CuTe divides/multiplies composition(Swizzle, L) as L and prints `Sw<B,M,S> o _0 o R` (just R for the
    identity Swizzle<0,M,S>, which composition drops): check L and R."""
    m = _COMPOSED.match(args[0])
    if not m:
        return args, cute_output
    return [m.group(1)] + args[1:], cute_output.strip().split(" o ")[-1]


def cute_result_is_wrong(statement, cute_output):
    """True when CuTe's printed result provably is not the operation's value; False when it may be right
    (or the statement is of a kind this module cannot check)."""
    try:
        op, args = split_call(statement)
        if op in PRODUCTS and _product_size_is_wrong(*_inner(args, cute_output)):
            return True
        if op == "tiled_product":
            return cute_product_is_wrong(statement, cute_output)
        if op not in DIVIDES and op != "composition":
            return False
        if op in DIVIDES:
            args, cute_output = _inner(args, cute_output)
        a = parse(args[0])
        r = parse(cute_output.strip())
        if not (isinstance(a, tuple) and a and a[0] == "L" and isinstance(r, tuple) and r and r[0] == "L"):
            return False
        a, r = (a[1], a[2]), (r[1], r[2])
        if op == "composition":
            return not _composition_holds(a, _as_tiler(parse(args[1])), r)
        return not _divide_holds(a, r)
    except (ValueError, IndexError, KeyError, TypeError, ZeroDivisionError):
        return False


def _flat_leaves(shape, stride):
    if isinstance(shape, int):
        return [(shape, stride)]
    out = []
    for s, d in zip(shape, stride):
        out += _flat_leaves(s, d)
    return out


def _complement(shape, stride, cotarget):
    """complement(A, cotarget) by its definition (CuTe's docs); None where the definition does not apply."""
    current, modes = 1, []
    for d, s in sorted((d, s) for s, d in _flat_leaves(shape, stride)):
        if d == 0 or s == 1:
            continue
        if d % current != 0:
            return None
        modes.append((d // current, current))
        current = s * d
    modes.append((-(-cotarget // current), current))
    return tuple(m[0] for m in modes), tuple(m[1] for m in modes)


def _cosize(shape, stride):
    return max(evaluate(shape, stride, i) for i in range(size(shape))) + 1


def _product_rest_holds(a, b, r):
    """tiled_product(A, B): R = ((A modes...), rest_0, ..., rest_k-1, other A modes), rest_k = C_k o B_k with
    C_k = complement(A_k, size(A_k) * cosize(B_k)). False when some rest mode provably differs."""
    (ash, ast), (rsh, rst) = a, r
    b = _as_tiler(b)
    by_mode = isinstance(b, tuple) and b and b[0] == "T"
    tiles = b[1] if by_mode else [b]
    amodes = _modes(ash, ast, len(tiles)) if by_mode else [(ash, ast)]
    if amodes is None or isinstance(rsh, int) or len(rsh) < len(tiles) + 1:
        return True
    for k, tile in enumerate(tiles):
        if tile == "_":
            continue
        bsh, bst = _as_layout(tile)
        comp = _complement(amodes[k][0], amodes[k][1], size(amodes[k][0]) * _cosize(bsh, bst))
        if comp is None:
            return True  # cannot judge
        if by_mode:
            rest = (rsh[1 + k], rst[1 + k])
        else:  # a layout B: tiled_product unpacks C o B's modes after A
            rest = (tuple(rsh[1:]), tuple(rst[1:])) if len(rsh) > 2 else (rsh[1], rst[1])
        if size(rest[0]) != size(bsh):
            return False
        for i in range(size(bsh)):
            if evaluate(*rest, i) != evaluate(comp[0], comp[1], evaluate(bsh, bst, i)):
                return False
    return True


def cute_product_is_wrong(statement, cute_output):
    try:
        op, args = split_call(statement)
        if op != "tiled_product":
            return False
        args, cute_output = _inner(args, cute_output)
        a, r = parse(args[0]), parse(cute_output.strip())
        if not (a[0] == "L" and r[0] == "L"):
            return False
        return not _product_rest_holds((a[1], a[2]), parse(args[1]), (r[1], r[2]))
    except (ValueError, IndexError, KeyError, TypeError, ZeroDivisionError):
        return False
