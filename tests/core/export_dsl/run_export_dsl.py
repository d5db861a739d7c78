#!/usr/bin/env python3
"""The proof of the CuTe DSL export, made the way the C++ export's is: every value the C++ export proof
covers (export_compile_cases.cpp) is exported with `layoutlab-cli export --format dsl`, the snippet runs
in the real CuTe DSL (nvidia-cutlass-dsl; `@cute.jit` traces and runs on the CPU, no GPU needed), and
what the DSL prints must be, after the mechanical change of notation below, what CuTe C++ printed for
the same value.

CuTe C++'s text comes from tests/core/cute_outputs/export_compile.jsonl, which core_export_compile keeps
equal to CuTe (and to LayoutLab). The case list comes from there too: every recorded `@@case ID` with
CuTe's print of the value, which is also an `eval` expression for it. The snippet's `# VALUE` comment is
LayoutLab's print of what it exported, so each case first checks that it exported that very value.

DSL to C++ notation (docs: /work/shared/notes/cute-dsl.md). Python's print() at trace time shows static
integers as numbers and dynamic ones as `?` (`?{i64}`, `?{div=2}`); cute.printf at run time shows every
value. Together: a static 4 is C++'s `_4`, a dynamic one `4`. The DSL's `S<B,M,S>` is C++'s `Sw<B,M,S>`.
A TiledMMA prints the same fields under other names ("Thr Layout VMNK" for "ThrLayoutVMNK", ...), and
its permutation's integer modes as the layout N:1 (the same tiler), which C++ prints as `_N`.

Usage: run_export_dsl.py --cli PATH/layoutlab-cli [--python .deps/dsl-venv/bin/python] [--work DIR]
Exit status 0 when every exported value prints the same, 1 otherwise, 77 (CTest's skip) without the DSL.
"""
import argparse, concurrent.futures, json, os, re, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
sys.path.insert(0, os.path.join(HERE, "..", "export_compile"))
from run_export_compile import split_cases  # noqa: E402 (the `@@case ID` format both harnesses share)
import cute_outputs  # noqa: E402 (put on the path by run_export_compile)

SKIP = 77

# export_compile_cases.cpp's TiledMMAs, in its order (atoms x thread shapes x permutations): CuTe's print
# does not name the atom, so the case tiled_mma_N is found by position; a changed list fails the count
# check below. "x2": each mode the atom's tile times the thread layout, doubled in M and N.
MMA_ATOMS = ["SM80_16x8x16_F16F16F16F16_TN", "SM80_16x8x16_F32BF16BF16F32_TN", "SM80_16x8x8_F32TF32TF32F32_TN",
             "SM75_16x8x8_F32F16F16F32_TN", "SM70_8x8x4_F16F16F16F16_NT", "SM80_8x8x4_F64F64F64F64_TN",
             "SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>",
             "SM90_64x80x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>"]  # an extended GMMA shape
THR_SHAPES = [(1, 1, 1), (2, 2, 1), (2, 1, 1), (1, 4, 1), (4, 2, 1)]
PERMS = ["", "x2", "(16,2):(1,32)x32x16"]

SWIZZLE = re.compile(r"S(?:w)?<(-?\d+),(-?\d+),(-?\d+)>")
INTEGER = re.compile(r"\?(?:\{[^}]*\})?|-?\d+")  # a trace-time integer: a number, or `?` if dynamic


def dsl_difference(cpp, trace, dsl_type):
    """Why the DSL's print (trace) legitimately differs from CuTe C++'s, or None. The notes' differences
    are all results of the layout algebra; an export builds its value directly, and meets only these
    two, both in the DSL's swizzle (nvidia_cutlass_dsl/dsl_packages/cutlass/cute/core.py)."""
    swizzle = SWIZZLE.fullmatch(cpp)
    if not swizzle:
        return None
    if swizzle.group(1) == "0" and trace == "S<0,4,3>":
        return "make_swizzle canonicalises every 0-bit swizzle (the identity) to S<0,4,3>: the same function"
    full = cpp.replace("Sw<", "S<")
    if trace + ">" == full and dsl_type and '"%s"' % full in dsl_type:
        return ("Swizzle.__str__ prints 8 characters of its type, losing the `>` of a 2-character "
                "parameter; the type %s holds the value" % dsl_type)
    return None


def recorded_cpp_prints(outputs):
    """{case: CuTe C++'s print} of every `@@case ID` that export_compile.jsonl recorded."""
    _, recorded = cute_outputs.read(outputs)
    cpp = {}
    for text in recorded.values():
        if not isinstance(text, str) or text.startswith(("COMPILE ERROR", "RUN ERROR")):
            raise SystemExit("%s holds no CuTe output for a unit: run core_export_compile first" % outputs)
        cases, _ = split_cases(text)
        cpp.update({case: value[:-1] if value.endswith("\n") else value for case, value in cases.items()})
    return cpp


def mma_cases():
    return [(atom, thr, perm) for atom in MMA_ATOMS for thr in THR_SHAPES for perm in PERMS]


def export_args(case, cute_text):
    """The `layoutlab-cli export` arguments for the value CuTe printed as cute_text, or a reason why
    LayoutLab has no way to export it to the DSL."""
    if case.startswith(("layout_", "atom_tv_")):
        return [cute_text]
    if case.startswith("swizzle_"):
        return [SWIZZLE.sub(r"Swizzle<\1,\2,\3>{}", cute_text)]
    if case.startswith("composed_"):
        outer, offset, inner = cute_text.split(" o ")
        return ["composition(%s, %s, %s)" % (SWIZZLE.sub(r"Swizzle<\1,\2,\3>{}", outer), offset, inner)]
    if case.startswith("tiled_mma_"):
        atom, thr, perm = mma_cases()[int(case[len("tiled_mma_"):])]
        if perm == "x2":
            shape = re.search(r"Shape_MNK:\s*\(_(\d+),_(\d+),_(\d+)\)", cute_text).groups()
            perm = "x".join(str(int(shape[m]) * thr[m] * (2 if m < 2 else 1)) for m in range(3))
        return ["--atom", atom, "--thr", ",".join(map(str, thr))] + (["--perm", perm] if perm else [])
    if case.startswith("tiled_copy"):
        return "no DSL export of a TiledCopy (the DSL writer has none; the CLI cannot export one)"
    raise SystemExit("unknown case kind %s: teach export_args about it" % case)


def export(cli, case, cute_text):
    """(snippet, None) or (None, why not)."""
    args = export_args(case, cute_text)
    if isinstance(args, str):
        return None, args
    run = subprocess.run([cli, "export", "--format", "dsl"] + args, capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip().splitlines()[-1]
    snippet = run.stdout
    if not case.startswith("tiled_mma_"):  # `# VALUE`, LayoutLab's print of what it exported
        printed = [line[2:] for line in snippet.splitlines() if line.startswith("# ")][-1]
        if printed != cute_text:
            raise SystemExit("%s: exported %s, not CuTe's %s (stale recorded outputs?)" % (case, printed, cute_text))
    return snippet, None


def script(snippets):
    """One Python program that runs every snippet in its own @cute.jit function (one import for all)."""
    out = ["import json, sys", "import cutlass", "import cutlass.cute as cute", "",
           "trace, types, errors = {}, {}, {}", "",
           "def show(case, value):",
           "    trace[case] = str(value)  # trace time: static values as numbers, dynamic ones as ?",
           "    if isinstance(value, cute.Swizzle):  # its print is cut short (see dsl_difference)",
           "        types[case] = str(value.type)",
           "    if '?' in trace[case]:  # a bare swizzle or a TiledMMA is all static (and printf refuses them)",
           "        cute.printf('@@case ' + case + '\\n{}\\n', value)", ""]
    for i, (case, snippet) in enumerate(snippets):
        body = [line for line in snippet.splitlines() if not line.startswith("import ")]
        variable = [m.group(1) for m in map(re.compile(r"^(\w+) = ").match, body) if m][-1]
        out += ["@cute.jit", "def case_%d():" % i] + ["    " + line for line in body if line]
        out += ["    show(%r, %s)" % (case, variable), "",
                "try:", "    case_%d()" % i, "except Exception as e:",
                "    errors[%r] = (type(e).__name__ + ': ' + str(e)).strip()[:400]" % case, ""]
    out += ["json.dump({'trace': trace, 'types': types, 'errors': errors}, open(sys.argv[1], 'w'))"]
    return "\n".join(out) + "\n"


def numbers_to_cpp(trace, runtime, case):
    """C++'s text of a layout-like value: each trace-time integer, static `_N` or dynamic `N` with its
    value from the run-time print. Swizzles' parameters stay bare numbers, `S<` becomes `Sw<`."""
    values = iter(INTEGER.findall(SWIZZLE.sub("S", runtime)) if runtime is not None else [])

    def integer(m):
        value = next(values, None)
        if m.group(0).startswith("?"):
            if value is None:
                raise ValueError("%s: a dynamic value without its run-time print" % case)
            return value
        if runtime is not None and value != m.group(0):
            raise ValueError("%s: static %s printed as %s at run time" % (case, m.group(0), value))
        return "_" + m.group(0)
    pieces = SWIZZLE.split(trace)  # text, B, M, S, text, ...
    out = INTEGER.sub(integer, pieces[0])
    for i in range(1, len(pieces), 4):
        out += "Sw<%s,%s,%s>" % tuple(pieces[i:i + 3]) + INTEGER.sub(integer, pieces[i + 3])
    if runtime is not None and next(values, None) is not None:
        raise ValueError("%s: the run-time print has more integers than the trace" % case)
    return out


def top_modes(text):
    """The top-level modes of a printed tuple `(a,(b,c),d:e)`."""
    modes, depth, start = [], 0, 1
    for i, c in enumerate(text):
        depth += c == "("
        depth -= c == ")"
        if (c == "," and depth == 1) or (c == ")" and depth == 0):
            modes.append(text[start:i])
            start = i + 1
    return modes


MMA_FIELDS = [("Thr Layout VMNK", "  ThrLayoutVMNK:  "), ("Permutation MNK", "  PermutationMNK: "),
              ("MMA Atom", "MMA_Atom"), ("ThrID", "  ThrID:      "), ("Shape MNK", "  Shape_MNK:  "),
              ("TV Layout A", "  LayoutA_TV: "), ("TV Layout B", "  LayoutB_TV: "), ("TV Layout C", "  LayoutC_TV: ")]


def to_cpp(trace, runtime, case):
    if not trace.startswith("Tiled MMA\n"):
        return numbers_to_cpp(trace, runtime, case)
    fields = dict(line.strip().split(":", 1) if ":" in line else (line, "") for line in trace.splitlines()[1:])
    lines = ["TiledMMA"]
    for label, cpp in MMA_FIELDS:
        if label not in fields:
            raise ValueError("%s: the DSL's TiledMMA print has no %r" % (case, label))
        value = numbers_to_cpp(fields.pop(label).strip(), None, case)
        if label == "Permutation MNK":  # an integer mode N is held as N:1, printed by C++ as given
            value = "(" + ",".join(re.sub(r"^(_\d+):_1$", r"\1", m) for m in top_modes(value)) + ")"
        lines.append(cpp + value)
    if fields:
        raise ValueError("%s: the DSL's TiledMMA print has other fields %s" % (case, sorted(fields)))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True, help="layoutlab-cli")
    ap.add_argument("--python", default=os.path.join(REPO, ".deps", "dsl-venv", "bin", "python"),
                    help="a python with nvidia-cutlass-dsl (scripts/setup.sh makes .deps/dsl-venv)")
    ap.add_argument("--outputs", default=os.path.join(cute_outputs.DATA_DIR, "export_compile.jsonl"))
    ap.add_argument("--work", default="", help="folder for the generated program (default: a temporary one)")
    ap.add_argument("--min-objects", type=int, default=300)
    args = ap.parse_args()
    start = time.time()
    if not os.path.exists(args.python):
        print("SKIP: no CuTe DSL python at %s (scripts/setup.sh installs nvidia-cutlass-dsl there)" % args.python)
        return SKIP
    temporary = None if args.work else tempfile.TemporaryDirectory(prefix="layoutlab-export-dsl-")
    work = args.work or temporary.name
    os.makedirs(work, exist_ok=True)

    cpp = recorded_cpp_prints(args.outputs)
    mmas = sum(case.startswith("tiled_mma_") for case in cpp)
    if mmas != len(mma_cases()):
        raise SystemExit("%d recorded TiledMMAs, MMA_ATOMS x THR_SHAPES x PERMS has %d: "
                         "update them from export_compile_cases.cpp" % (mmas, len(mma_cases())))

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        exported = dict(zip(cpp, pool.map(lambda case: export(args.cli, case, cpp[case]), cpp)))
    exported_at = time.time()
    snippets = [(case, snippet) for case, (snippet, _) in exported.items() if snippet]
    program = os.path.join(work, "export_dsl_cases.py")
    with open(program, "w") as f:
        f.write(script(snippets))
    result = os.path.join(work, "export_dsl_trace.json")
    run = subprocess.run([args.python, program, result], capture_output=True, text=True,
                         env=dict(os.environ, CUTE_DSL_DISABLE_FILE_CACHING="1"))
    if run.returncode != 0:
        print("the DSL program failed (%d):\n%s" % (run.returncode, run.stderr[-4000:]))
        return 1
    dsl = json.load(open(result))
    runtime, _ = split_cases(run.stdout)

    same = failures = known = 0
    for case, (snippet, why_not) in exported.items():
        if snippet is None:
            continue
        why = dsl["errors"].get(case)
        if why is None:
            try:
                ours = to_cpp(dsl["trace"][case], runtime[case].rstrip("\n") if case in runtime else None, case)
            except ValueError as e:
                ours, why = None, str(e)
        if why is None and ours == cpp[case]:
            same += 1
            continue
        reason = case in dsl["trace"] and dsl_difference(cpp[case], dsl["trace"][case], dsl["types"].get(case))
        if reason:
            known += 1
            print("DSL DIFFERENCE %s: C++ %s, DSL %s: %s" % (case, cpp[case], dsl["trace"][case], reason))
            continue
        failures += 1
        if failures > 20:
            continue
        print("MISMATCH %s\n  CuTe C++: %r\n  CuTe DSL: %r" % (case, cpp[case], ours if why is None else why))
        print("  snippet:  %s" % snippet.strip().splitlines()[-1])
    gaps = {}
    for case, (snippet, why_not) in exported.items():
        if snippet is None:
            gaps.setdefault(why_not, []).append(case)
    for why_not, cases in gaps.items():
        print("not exported to the DSL (%d): %s: %s" % (len(cases), why_not, " ".join(cases)))
    print("export DSL proof: %d of %d objects exported to the DSL, %d print as CuTe C++ does, %d legitimate "
          "DSL differences, %d mismatches; %.1f s (export %.1f s, DSL %.1f s)" % (
              len(snippets), len(cpp), same, known, failures, time.time() - start, exported_at - start,
              time.time() - exported_at))
    if len(snippets) < args.min_objects:
        print("too few objects: %d < %d" % (len(snippets), args.min_objects))
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
