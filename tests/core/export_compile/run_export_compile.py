#!/usr/bin/env python3
"""The proof of the C++ export: compile what the exporter writes against real CuTe on the host, print
every object with cute::print, and compare with LayoutLab's own printing byte for byte.

export_compile_cases writes batch_NNN.cpp (many objects per translation unit, each after a `@@case ID`
line) and ours_NNN.txt. What CuTe printed for every batch is recorded in
tests/core/cute_outputs/export_compile.jsonl (see cute_outputs.py); the batches are the exporter's own
output, so the header's "generator" is a hash of that C++: a change to what the exporter writes needs
scripts/regenerate_cute_outputs.sh, which compiles the new text against CuTe. In --mode live, CuTe's
output is cached under WORK/cache keyed by the CUTLASS version, the compiler command and the batch.
"""
import argparse, hashlib, os, subprocess, sys, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import cute_outputs  # noqa: E402 (tests/core/cute_outputs.py)


def split_cases(text):
    cases, order, cur, buf = {}, [], None, []
    for line in text.splitlines(keepends=True):
        if line.startswith("@@case "):
            if cur is not None:
                cases[cur] = "".join(buf)
            cur, buf = line[len("@@case "):].strip(), []
            order.append(cur)
        else:
            buf.append(line)
    if cur is not None:
        cases[cur] = "".join(buf)
    return cases, order


def main():
    ap = argparse.ArgumentParser()
    cute_outputs.add_arguments(ap, "export_compile.jsonl")
    ap.add_argument("--cases", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--min-objects", type=int, default=200)
    args = ap.parse_args()
    if not args.work:
        ap.error("--work is required (a folder of generated files, emptied first)")

    start = time.time()
    gen, cache = os.path.join(args.work, "gen"), os.path.join(args.work, "cache")
    os.makedirs(gen, exist_ok=True)
    os.makedirs(cache, exist_ok=True)
    for f in os.listdir(gen):
        os.remove(os.path.join(gen, f))
    subprocess.run([args.cases, "--emit", gen], check=True, stdout=subprocess.DEVNULL)
    includes = ["-I", args.cute_include] + [a for d in args.extra_includes.split(":") if d for a in ("-I", d)]
    command = [args.cxx, "-std=c++17", "-w", "-O0"] + includes
    version = cute_outputs.cutlass_version(args.cute_include)
    batches = sorted(f[len("batch_"):-4] for f in os.listdir(gen) if f.startswith("batch_") and f.endswith(".cpp"))
    sources = {batch: open(os.path.join(gen, "batch_%s.cpp" % batch)).read() for batch in batches}
    batch_of = {src: batch for batch, src in sources.items()}
    compiled_now = [0]

    def compile_batch(src, use_cache):
        batch = batch_of[src]
        key = hashlib.sha1((version + "\n" + " ".join(command) + "\n" + src).encode()).hexdigest()
        out_path = os.path.join(cache, key + ".out")
        if use_cache and os.path.exists(out_path):
            return open(out_path).read()
        compiled_now[0] += 1
        exe = os.path.join(gen, "batch_%s.exe" % batch)
        cc = subprocess.run(command + [os.path.join(gen, "batch_%s.cpp" % batch), "-o", exe], capture_output=True, text=True)
        if cc.returncode != 0:
            return "COMPILE ERROR\n" + cc.stderr[:6000]
        run = subprocess.run([exe], capture_output=True, text=True)
        if run.returncode != 0:
            return "RUN ERROR %d\n%s" % (run.returncode, run.stderr[:2000])
        with open(out_path + ".tmp", "w") as f:
            f.write(run.stdout)
        os.replace(out_path + ".tmp", out_path)
        return run.stdout

    cute = cute_outputs.outputs_for_emitted(args, "export_compile", [sources[b] for b in batches], compile_batch)

    failures, total = 0, 0
    for batch in batches:
        text = cute[sources[batch]]
        ours, order = split_cases(open(os.path.join(gen, "ours_%s.txt" % batch)).read())
        total += len(order)
        if text.startswith("COMPILE ERROR") or text.startswith("RUN ERROR"):
            print("batch %s: %s" % (batch, text))
            failures += len(order)
            continue
        theirs, _ = split_cases(text)
        for case in order:
            if theirs.get(case) != ours[case]:
                failures += 1
                if failures <= 20:
                    print("MISMATCH %s\n  CuTe:      %r\n  LayoutLab: %r" % (case, theirs.get(case), ours[case]))
    print("export compile proof: %d objects in %d translation units (%d compiled now), %d mismatches, %.1f s"
          % (total, len(batches), compiled_now[0], failures, time.time() - start))
    if total < args.min_objects:
        print("too few objects: %d < %d" % (total, args.min_objects))
        return 1
    return cute_outputs.exit_status(failures)


if __name__ == "__main__":
    sys.exit(main())
