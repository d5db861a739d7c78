#!/usr/bin/env python3
"""The proof of the C++ export: compile what the exporter writes against real CuTe on the host, print
every object with cute::print, and compare with LayoutLab's own printing byte for byte.

export_compile_cases writes batch_NNN.cpp (many objects per translation unit, each after a `@@case ID`
line) and ours_NNN.txt. CuTe's output is cached under WORK/cache keyed by the CUTLASS version, the
compiler command and the batch source, so a rerun compiles only batches whose text changed.
"""
import argparse, concurrent.futures, hashlib, os, re, subprocess, sys, time


def cutlass_version(include):
    try:
        text = open(os.path.join(include, "cutlass", "version.h")).read()
    except OSError:
        return "unknown"
    nums = [re.search(r"#define CUTLASS_%s (\d+)" % k, text) for k in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(m.group(1) if m else "?" for m in nums)


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
    ap.add_argument("--cases", required=True)
    ap.add_argument("--cute-include", required=True)
    ap.add_argument("--extra-includes", default="")
    ap.add_argument("--cxx", default="g++")
    ap.add_argument("--work", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--min-objects", type=int, default=200)
    args = ap.parse_args()

    start = time.time()
    gen, cache = os.path.join(args.work, "gen"), os.path.join(args.work, "cache")
    os.makedirs(gen, exist_ok=True)
    os.makedirs(cache, exist_ok=True)
    for f in os.listdir(gen):
        os.remove(os.path.join(gen, f))
    subprocess.run([args.cases, "--emit", gen], check=True, stdout=subprocess.DEVNULL)
    includes = ["-I", args.cute_include] + [a for d in args.extra_includes.split(":") if d for a in ("-I", d)]
    command = [args.cxx, "-std=c++17", "-w", "-O0"] + includes
    version = cutlass_version(args.cute_include)
    batches = sorted(f[len("batch_"):-4] for f in os.listdir(gen) if f.startswith("batch_") and f.endswith(".cpp"))

    def cute_output(batch):
        src_path = os.path.join(gen, "batch_%s.cpp" % batch)
        src = open(src_path).read()
        key = hashlib.sha1((version + "\n" + " ".join(command) + "\n" + src).encode()).hexdigest()
        out_path = os.path.join(cache, key + ".out")
        if os.path.exists(out_path):
            return batch, open(out_path).read(), True
        exe = os.path.join(gen, "batch_%s.exe" % batch)
        cc = subprocess.run(command + [src_path, "-o", exe], capture_output=True, text=True)
        if cc.returncode != 0:
            return batch, "COMPILE ERROR\n" + cc.stderr[:6000], False
        run = subprocess.run([exe], capture_output=True, text=True)
        if run.returncode != 0:
            return batch, "RUN ERROR %d\n%s" % (run.returncode, run.stderr[:2000]), False
        with open(out_path + ".tmp", "w") as f:
            f.write(run.stdout)
        os.replace(out_path + ".tmp", out_path)
        return batch, run.stdout, False

    failures, total, cached = 0, 0, 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for batch, text, was_cached in pool.map(cute_output, batches):
            cached += was_cached
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
    print("export compile proof: %d objects in %d translation units (%d cached), %d mismatches, %.1f s"
          % (total, len(batches), cached, failures, time.time() - start))
    if total < args.min_objects:
        print("too few objects: %d < %d" % (total, args.min_objects))
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
