#!/usr/bin/env python3
"""The built-in lessons against real CuTe: every statement a lesson runs, shows, walks or answers with
(resources/lessons/*.lesson.json, steps not marked "cute": false) is translated to CuTe C++, compiled on
the host, printed with cute::print, and compared byte for byte with what `layoutlab-cli eval` prints for
the lesson's lines in the same order (which tests/app/gui/test_lessons.cpp proves is what the stepper shows).

One compiled unit per lesson (its statements share variables as the lesson session does); CuTe's prints
are recorded in tests/core/cute_outputs/lessons.jsonl (tests/core/cute_outputs.py): a changed lesson needs
scripts/regenerate_cute_outputs.sh lessons.

Usage: run_lesson_differential.py --cli PATH [--lessons DIR] [--mode recorded|live|regenerate] ...
"""
import argparse, concurrent.futures, glob, json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
import cute_outputs  # noqa: E402

REPO = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, os.path.join(REPO, "scripts"))
from check_lessons import evaluate, lesson_lines  # noqa: E402 (the lines the lesson session runs, eval's prints)
MARK = "@@STATEMENT"
HEADERS = ["cute/tensor.hpp", "cute/atom/mma_atom.hpp", "cute/atom/copy_atom.hpp", "cute/swizzle_layout.hpp"]


# ---- the eval language to CuTe C++ ------------------------------------------------------------------
TOKEN = re.compile(r"\s*(?:(?P<name>[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*)|(?P<int>\d+)|(?P<punct>[(),<>:{}.=\-]))")


class Untranslatable(Exception):
    pass


class Translator:
    """Reads the eval grammar (core/expr/eval.hpp) and writes the CuTe C++ that builds the same value:
    `4` stays a dynamic int, `_4` is Int<4>{}, `(a,b)` make_tuple, `<a,b>` make_tile, `S:D` make_layout(S, D);
    calls, member calls, `T{}` and template arguments are written as they are. A re-bound name gets a new
    C++ variable."""

    def __init__(self):
        self.names = {}  # eval variable -> C++ variable

    def statement(self, text):
        """(C++ declaration or '', C++ expression printing the statement's value)."""
        self.toks, self.pos, self.text = self.tokenize(text), 0, text
        if len(self.toks) >= 2 and self.toks[0][0] == "name" and self.toks[1] == ("punct", "="):
            name = self.toks[0][1]
            self.pos = 2
            value = self.expr()
            self.end()
            cpp_name = name if name not in self.names else "%s__%d" % (name, len(self.names))
            self.names[name] = cpp_name
            return "auto %s = %s;" % (cpp_name, value), cpp_name
        value = self.expr()
        self.end()
        return "", value

    def tokenize(self, text):
        toks, i = [], 0
        while i < len(text):
            if text[i:].strip() == "":
                break
            m = TOKEN.match(text, i)
            if not m or m.end() == i:
                raise Untranslatable("cannot read %r" % text[i:])
            kind = m.lastgroup
            toks.append((kind, m.group(kind)))
            i = m.end()
        return toks

    def peek(self, k=0):
        return self.toks[self.pos + k] if self.pos + k < len(self.toks) else (None, None)

    def take(self, value=None):
        tok = self.peek()
        if value is not None and tok[1] != value:
            raise Untranslatable("expected %r in %r" % (value, self.text))
        self.pos += 1
        return tok

    def end(self):
        if self.pos != len(self.toks):
            raise Untranslatable("unread %r in %r" % (self.toks[self.pos:], self.text))

    def expr(self):
        left = self.postfix()
        if self.peek()[1] == ":":
            self.take()
            return "make_layout(%s, %s)" % (left, self.postfix())
        return left

    def args(self, close):
        out = []
        while self.peek()[1] != close:
            out.append(self.expr())
            if self.peek()[1] == ",":
                self.take()
        self.take(close)
        return out

    def template_args(self):
        """The raw text of `<...>` (nested brackets kept), written as is."""
        depth, parts = 0, []
        while True:
            kind, value = self.take()
            if kind is None:
                raise Untranslatable("unclosed template arguments in %r" % self.text)
            parts.append(value)
            depth += value == "<"
            depth -= value == ">"
            if depth == 0:
                return "".join(p if p not in ",<>" else p for p in parts).replace(",", ", ")

    def postfix(self):
        value = self.primary()
        while True:
            tok = self.peek()
            if tok[1] == "(":
                self.take()
                value = "%s(%s)" % (value, ", ".join(self.args(")")))
            elif tok[1] == "{" and self.peek(1)[1] == "}":
                self.take(), self.take()
                value += "{}"
            elif tok[1] == "{":  # brace initialisation, `uint16_t{42}`
                self.take()
                value = "%s{%s}" % (value, ", ".join(self.args("}")))
            elif tok[1] == ".":
                self.take()
                member = self.take()[1]
                if self.peek()[1] == "<":
                    member += self.template_args()
                self.take("(")
                value = "%s.%s(%s)" % (value, member, ", ".join(self.args(")")))
            else:
                return value

    def primary(self):
        kind, value = self.take()
        if kind == "int":
            return value
        if value == "-" and self.peek()[0] == "int":
            return "-" + self.take()[1]
        if kind == "name":
            if value == "_":
                return "_"
            m = re.fullmatch(r"_(\d+)", value)
            if m:  # `_4` and `_4{}` alike
                return "Int<%s>" % m.group(1) + ("" if self.peek()[1] == "{" and self.peek(1)[1] == "}" else "{}")
            if value in self.names:
                return self.names[value]
            if self.peek()[1] == "<":
                return value + self.template_args()
            return value
        if value == "(":
            items = self.args(")")
            return "ll_paren(%s)" % items[0] if len(items) == 1 else "make_tuple(%s)" % ", ".join(items)
        if value == "<":
            return "make_tile(%s)" % ", ".join(self.args(">"))
        raise Untranslatable("unexpected %r in %r" % (value, self.text))


# ---- lessons ------------------------------------------------------------------------------------------
# `(x)` in the eval language: a 1-tuple when x is an IntTuple, x itself otherwise (a layout, a tiler, ...).
PAREN = """template <class T> struct ll_is_int_tuple : cute::bool_constant<cute::is_integral<T>::value> {};
template <class... Ts> struct ll_is_int_tuple<cute::tuple<Ts...>> : cute::bool_constant<(ll_is_int_tuple<Ts>::value && ...)> {};
template <class T> auto ll_paren(T const& x) {
  if constexpr (ll_is_int_tuple<T>::value) return cute::make_tuple(x); else return x;
}
"""


def unit_for(lines):
    """One lesson's C++: each line declared (if it binds a name) and printed after a marker."""
    t = Translator()
    body = []
    for line in lines:
        declaration, value = t.statement(line)
        body.append("%s printf(\"%s\\n\"); print(%s); printf(\"\\n\");" % (declaration, MARK, value))
    includes = "".join("#include <%s>\n" % h for h in HEADERS)
    return includes + "#include <cstdio>\nusing namespace cute;\n" + PAREN + "int main() {\n  " + "\n  ".join(body) + "\n  return 0;\n}\n"


def compile_unit(args, unit):
    """CuTe's prints, one per statement, or ["ERR", why]."""
    with tempfile.TemporaryDirectory(dir=args.work or None) as tmp:
        src, exe = os.path.join(tmp, "lesson.cpp"), os.path.join(tmp, "lesson")
        open(src, "w").write(unit)
        flags = ["-std=c++17", "-w", "-O0", "-I", args.cute_include]
        flags += [a for d in args.extra_includes.split(":") if d and os.path.isdir(d) for a in ("-I", d)]
        build = subprocess.run([args.cxx] + flags + [src, "-o", exe], capture_output=True, text=True)
        if build.returncode != 0:
            first = next((l for l in build.stderr.splitlines() if "error" in l), build.stderr[:300])
            return ["ERR", "compile: " + first]
        run = subprocess.run([exe], capture_output=True, text=True, timeout=120)
        if run.returncode != 0:
            return ["ERR", "runtime (status %d)" % run.returncode]
        return run.stdout


def main():
    ap = argparse.ArgumentParser()
    cute_outputs.add_arguments(ap, "lessons.jsonl")
    ap.add_argument("--cli", required=True)
    ap.add_argument("--lessons", default=os.path.join(REPO, "resources", "lessons"))
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    if args.work:
        os.makedirs(args.work, exist_ok=True)

    lessons = []
    for path in sorted(glob.glob(os.path.join(args.lessons, "*.lesson.json"))):
        lesson = json.load(open(path, encoding="utf-8"))
        lines = [statement for _, _, statement in lesson_lines(lesson, cute_only=True)]
        if lines:
            lessons.append((os.path.basename(path), lines, unit_for(lines)))
    units = [u for _, _, u in lessons]
    cute = cute_outputs.outputs_for_emitted(args, "lessons", units, lambda unit, use_cache: compile_unit(args, unit))

    failed, compared = 0, 0
    for name, lines, unit in lessons:
        printed = cute[unit]
        if not isinstance(printed, str):
            print("FAIL %s: CuTe refused the lesson's C++ (%s)" % (name, printed[1]))
            failed += 1
            continue
        theirs = [p.rstrip("\n") for p in printed.split(MARK + "\n")[1:]]
        ours = evaluate(args.cli, lines)
        for line, want, got in zip(lines, theirs, ours):
            compared += 1
            if want != got:
                failed += 1
                print("FAIL %s: %s\n    CuTe: %s\n    eval: %s" % (name, line, want.replace("\n", "\n          "), got.replace("\n", "\n          ")))
        if len(theirs) != len(lines):
            failed += 1
            print("FAIL %s: CuTe printed %d statements of %d" % (name, len(theirs), len(lines)))
    print("%d lessons, %d statements compared with CuTe, %d differ" % (len(lessons), compared, failed))
    return cute_outputs.exit_status(failed)


if __name__ == "__main__":
    sys.exit(main())
