#!/usr/bin/env python3
"""`layoutlab-cli import` against CuTe: every object kernel_traits.cuh declares (struct members and a
function's locals), read with --set M=100, must print what CuTe printed for it. CuTe's prints are kept in
kernel_traits.cute_output (cute_prints.cpp's output); with --cute-include the program is compiled and run
now and must print that file (the cute-live test), so the recorded text cannot drift from CuTe.

Usage: run_import_check.py --cli PATH/layoutlab-cli [--cute-include DIR --extra-includes A:B --cxx g++]
"""
import argparse, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ENTRY = re.compile(r"^(\S+) \((\d+)\): ", re.M)


def cute_objects(text):
    """{name: printed} from `@@NAME` blocks."""
    parts = re.split(r"^@@(\S+)\n", text, flags=re.M)
    return {parts[i]: parts[i + 1].rstrip("\n") for i in range(1, len(parts), 2)}


def imported_objects(text):
    """{name: printed} from `NAME (LINE): value` entries (a value may span lines)."""
    starts = list(ENTRY.finditer(text))
    out = {}
    for k, m in enumerate(starts):
        end = starts[k + 1].start() if k + 1 < len(starts) else len(text)
        out[m.group(1)] = text[m.end():end].rstrip("\n")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--cute-include", default="")
    ap.add_argument("--extra-includes", default="")
    ap.add_argument("--cxx", default="g++")
    args = ap.parse_args()
    recorded = open(os.path.join(HERE, "kernel_traits.cute_output")).read()
    if args.cute_include:
        with tempfile.TemporaryDirectory() as work:
            exe = os.path.join(work, "cute_prints")
            flags = ["-std=c++17", "-w", "-O0", "-I", args.cute_include]
            flags += sum((["-I", d] for d in args.extra_includes.split(":") if d and os.path.isdir(d)), [])
            build = subprocess.run([args.cxx] + flags + [os.path.join(HERE, "cute_prints.cpp"), "-o", exe],
                                   capture_output=True, text=True)
            if build.returncode != 0:
                print("cute_prints.cpp does not compile:\n" + build.stderr[-3000:])
                return 1
            now = subprocess.run([exe], capture_output=True, text=True).stdout
            if now != recorded:
                print("CuTe now prints other text than kernel_traits.cute_output: rewrite it with cute_prints.cpp's output")
                return 1
    cute = cute_objects(recorded)
    run = subprocess.run([args.cli, "import", os.path.join(HERE, "kernel_traits.cuh"), "--set", "M=100"],
                         capture_output=True, text=True)
    got = imported_objects(run.stdout)
    bad = 0
    for name, want in cute.items():
        if got.get(name) != want:
            bad += 1
            print("DIFFERENT %s\n  CuTe:   %s\n  import: %s" % (name, want, got.get(name, "(not found)")))
    extra = sorted(set(got) - set(cute))
    if extra:
        bad += 1
        print("import lists objects CuTe's program does not print: %s" % ", ".join(extra))
    print("%d objects of kernel_traits.cuh: %d as CuTe prints them" % (len(cute), len(cute) - bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
