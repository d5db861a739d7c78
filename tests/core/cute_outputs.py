"""What real CuTe printed for a differential harness's generated cases, kept in the repository as data.

Every CuTe differential harness generates cases, turns each into CuTe C++ that prints its value, and
compares CuTe's text with LayoutLab's byte for byte. Compiling CuTe is what costs (minutes of CPU per
harness), so CuTe's outputs are recorded once per generator and CUTLASS version in
tests/core/cute_outputs/<harness>.jsonl and the default test run compares against that file. Three modes:

  recorded    (default, `./test.sh`): read the file; no compiler, no CuTe headers needed. Fails when the
              file's header names another generator or CUTLASS version, or lacks a generated case.
  live        (CTest label cute-live): compile CuTe for every case (the build-tree cache may answer
              repeats) and also fail when the recorded file disagrees with what CuTe printed now.
  regenerate  (scripts/regenerate_cute_outputs.sh): compile every case afresh, ignoring every cache,
              and rewrite the file.

File format: the first line is a JSON header {"harness", "cutlass", "headers", "seed", "generator",
"units", "regenerate"} ("headers": a hash of CuTe's header files, so a rebuilt wheel of the same version
is noticed too; "units": how many distinct units); every further line is one JSON array [key, output], in generation order. A unit is what
the harness compiles as one piece (a statement, or a whole generated translation unit), its key the
first 16 hex digits of the SHA-1 of its C++ text; output is CuTe's text, or a list ["ERR", why] when
CuTe refused it.
"""
import concurrent.futures
import hashlib
import json
import os
import re
import sys

DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cute_outputs")
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(DATA_DIR)))
REGENERATE_COMMAND = "scripts/regenerate_cute_outputs.sh"
MODES = ("recorded", "live", "regenerate")
_stale = False  # live mode found the recorded outputs out of date (exit_status fails the run)


def add_arguments(ap, default_data):
    """The options every harness shares (CMake's layoutlab_add_cute_differential passes them)."""
    ap.add_argument("--mode", choices=MODES, default="recorded")
    ap.add_argument("--outputs", default=os.path.join(DATA_DIR, default_data),
                    help="the recorded CuTe outputs (read, or written by --mode regenerate)")
    ap.add_argument("--cute-include", default="")
    ap.add_argument("--extra-includes", default="")
    ap.add_argument("--cxx", default="g++")
    ap.add_argument("--work", default="", help="build-tree folder for live compiles and their cache")


def effective_mode(args):
    """The regenerate script runs the live tests with LAYOUTLAB_REGENERATE_CUTE_OUTPUTS=1."""
    if args.mode == "live" and os.environ.get("LAYOUTLAB_REGENERATE_CUTE_OUTPUTS"):
        return "regenerate"
    return args.mode


def key_of(text):
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def source_hash(path, start_marker=None, end_marker=None):
    """A hash of a generator's source, or of the part between two markers (the comparison code below
    the generator may change without invalidating CuTe's outputs)."""
    src = open(path).read()
    if start_marker is not None:
        src = src[src.index(start_marker):src.index(end_marker)]
    return hashlib.sha1(src.encode()).hexdigest()[:16]


def headers_hash(include):
    """A hash of every file under include/cute and include/cutlass ('' when they are absent)."""
    h = hashlib.sha1()
    found = False
    for top in ("cute", "cutlass"):
        for root, dirs, files in os.walk(os.path.join(include, top)):
            dirs.sort()
            for name in sorted(files):
                path = os.path.join(root, name)
                h.update(os.path.relpath(path, include).encode() + b"\0")
                with open(path, "rb") as f:
                    h.update(f.read())
                found = True
    return h.hexdigest()[:16] if found else ""


def cutlass_version(include):
    """CUTLASS's version from its headers, '' when they are absent."""
    try:
        text = open(os.path.join(include, "cutlass", "version.h")).read()
    except OSError:
        return ""
    parts = [re.search(r"#define CUTLASS_%s (\d+)" % k, text) for k in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(m.group(1) if m else "?" for m in parts)


def read(path):
    """(header, {key: output}) of a recorded file; (None, {}) when there is none."""
    if not os.path.exists(path):
        return None, {}
    with open(path) as f:
        header = json.loads(f.readline())
        outputs = {}
        for line in f:
            key, output = json.loads(line)
            outputs[key] = output
    return header, outputs


def write(path, header, units, outputs):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(json.dumps(header, sort_keys=True) + "\n")
        seen = set()
        for text in units:
            key = key_of(text)
            if key not in seen:
                seen.add(key)
                f.write(json.dumps([key, outputs[text]]) + "\n")
    os.replace(tmp, path)


def header_for(harness, seed, generator, cutlass, headers, units):
    return {"harness": harness, "seed": seed, "generator": generator, "cutlass": cutlass, "headers": headers,
            "units": len({key_of(u) for u in units}), "regenerate": REGENERATE_COMMAND + " " + harness}


def staleness(header, expected, units, outputs):
    """Why the recorded outputs cannot stand for CuTe on these units, or None."""
    if header is None:
        return "no recorded CuTe outputs"
    for field in ("harness", "seed", "generator"):
        if header.get(field) != expected[field]:
            return "the recorded %s is %r, the harness's is %r" % (field, header.get(field), expected[field])
    if expected["cutlass"] and header.get("cutlass") != expected["cutlass"]:
        return "recorded with CUTLASS %s, the build uses CUTLASS %s" % (header.get("cutlass"), expected["cutlass"])
    if expected["headers"] and header.get("headers") != expected["headers"]:
        return "recorded with other CuTe headers (hash %s, these are %s)" % (header.get("headers"), expected["headers"])
    missing = [u for u in units if key_of(u) not in outputs]
    if missing:
        return "%d of %d generated units have no recorded output" % (len(missing), len(units))
    if header.get("units") != expected["units"] or len(outputs) != expected["units"]:
        return "%s units recorded, the harness generates %d" % (header.get("units"), expected["units"])
    return None


def outputs_for(args, harness, seed, generator, units, compile_all):
    """CuTe's output for each unit (a dict keyed by the unit's text), as the mode asks.

    compile_all(units, use_cache) compiles CuTe for the units and returns {unit: output}; it is called in
    the live and regenerate modes only. Exits with status 1 and a message naming the fix when the
    recorded outputs are stale."""
    global _stale
    mode = effective_mode(args)
    cutlass = cutlass_version(args.cute_include) if args.cute_include else ""
    headers = headers_hash(args.cute_include) if args.cute_include else ""
    expected = header_for(harness, seed, generator, cutlass, headers, units)
    header, recorded = read(args.outputs)
    if mode == "recorded":
        why = staleness(header, expected, units, recorded)
        if why:
            shown = os.path.relpath(args.outputs, REPO_ROOT)
            print("FAIL: %s: %s. Run %s (recompiles CuTe for every case, minutes) and commit %s."
                  % (shown, why, expected["regenerate"], shown))
            sys.exit(1)
        print("CuTe outputs: %d units recorded with CUTLASS %s, generator %s, seed %s%s" % (
            len(set(units)), header["cutlass"], header["generator"], header["seed"],
            "" if cutlass else " (no CuTe headers here: CUTLASS version not checked)"))
        return {u: recorded[key_of(u)] for u in units}
    if not cutlass:
        print("FAIL: --mode %s needs CuTe's headers (--cute-include)" % mode)
        sys.exit(1)
    live = compile_all(units, use_cache=(mode == "live"))
    if mode == "regenerate":
        write(args.outputs, expected, units, live)
        print("wrote %s: %d units, CUTLASS %s, generator %s" % (args.outputs, expected["units"], cutlass, generator))
    else:
        why = staleness(header, expected, units, recorded)
        differ = [u for u in units if why is None and recorded[key_of(u)] != live[u]]
        if why or differ:
            print("STALE: %s disagrees with CuTe compiled now (%s); run %s" % (
                os.path.relpath(args.outputs, REPO_ROOT), why or "%d units differ" % len(differ), expected["regenerate"]))
            _stale = True
    return live


def outputs_for_emitted(args, harness, units, compile_one):
    """outputs_for() for a harness whose generator is a C++ program (the atom cases, the exporter): the
    header's generator is a hash of the C++ it emitted, there is no seed, and compile_one(unit, use_cache)
    compiles one unit (args.jobs at a time)."""
    emitted = hashlib.sha1("".join(key_of(u) for u in units).encode()).hexdigest()[:16]

    def compile_all(todo, use_cache):
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            return dict(zip(todo, pool.map(lambda u: compile_one(u, use_cache), todo)))
    return outputs_for(args, harness, "none (enumerated)", emitted, units, compile_all)



def exit_status(failed):
    """The harness's exit status: 1 on a mismatch, and in live mode also on stale recorded outputs."""
    return 1 if failed or _stale else 0
