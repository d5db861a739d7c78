#!/usr/bin/env python3
"""Compile LayoutLab's atom/tiled cases with real CuTe on the host and compare the printed text.

The cases executable writes batch_NNN.cpp (CuTe prints each case after a `@@case ID` line) and
ours_NNN.txt (LayoutLab's text in the same format). CuTe's output is cached under WORK/cache keyed by
the CUTLASS version and the batch source, so a rerun only recompiles batches whose cases changed.
"""
import argparse, concurrent.futures, hashlib, os, re, subprocess, sys, time


def cutlass_version(include):
    path = os.path.join(include, "cutlass", "version.h")
    try:
        text = open(path).read()
    except OSError:
        return "unknown"
    nums = [re.search(r"#define CUTLASS_%s (\d+)" % k, text) for k in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(m.group(1) if m else "?" for m in nums)


def split_cases(text):
    cases, cur, buf = {}, None, []
    for line in text.splitlines(keepends=True):
        if line.startswith("@@case "):
            if cur is not None:
                cases[cur] = "".join(buf)
            cur, buf = line[len("@@case "):].strip(), []
        else:
            buf.append(line)
    if cur is not None:
        cases[cur] = "".join(buf)
    return cases


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", required=True)
    ap.add_argument("--cute-include", required=True)
    ap.add_argument("--extra-includes", default="")
    ap.add_argument("--cxx", default="g++")
    ap.add_argument("--work", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--cli", default="", help="layoutlab-cli: also compare `eval` of every case with CuTe")
    args = ap.parse_args()

    start = time.time()
    gen = os.path.join(args.work, "gen")
    cache = os.path.join(args.work, "cache")
    os.makedirs(gen, exist_ok=True)
    os.makedirs(cache, exist_ok=True)
    for f in os.listdir(gen):
        os.remove(os.path.join(gen, f))
    subprocess.run([args.cases, "--emit", gen], check=True)
    version = cutlass_version(args.cute_include)
    includes = ["-I", args.cute_include] + [a for d in args.extra_includes.split(":") if d for a in ("-I", d)]

    batches = sorted(f[:-4] for f in os.listdir(gen) if f.endswith(".cpp"))

    def cute_output(batch):
        src = open(os.path.join(gen, batch + ".cpp")).read()
        key = hashlib.sha1((version + "\n" + src).encode()).hexdigest()
        out_path = os.path.join(cache, key + ".out")
        if os.path.exists(out_path):
            return batch, open(out_path).read(), True
        exe = os.path.join(gen, batch + ".exe")
        cc = subprocess.run([args.cxx, "-std=c++17", "-w", "-O0"] + includes +
                            [os.path.join(gen, batch + ".cpp"), "-o", exe], capture_output=True, text=True)
        if cc.returncode != 0:
            return batch, "COMPILE ERROR\n" + cc.stderr[:4000], False
        run = subprocess.run([exe], capture_output=True, text=True)
        if run.returncode != 0:
            return batch, "RUN ERROR %d\n%s" % (run.returncode, run.stderr[:2000]), False
        with open(out_path + ".tmp", "w") as f:
            f.write(run.stdout)
        os.replace(out_path + ".tmp", out_path)
        return batch, run.stdout, False

    def eval_cases(batch, ours):
        """Runs the batch's eval statements; splits the output by the line counts of LayoutLab's text."""
        stmts = open(os.path.join(gen, batch.replace("batch", "eval") + ".txt")).read()
        run = subprocess.run([args.cli, "eval", "-"], input=stmts, capture_output=True, text=True)
        lines = run.stdout.splitlines(keepends=True)
        out, pos = {}, 0
        for case_id, text in ours.items():
            n = text.count("\n")
            out[case_id] = "".join(lines[pos:pos + n])
            pos += n
        return out

    failures, total, cached, eval_failures = 0, 0, 0, 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for batch, text, was_cached in pool.map(cute_output, batches):
            cached += was_cached
            ours = split_cases(open(os.path.join(gen, batch.replace("batch", "ours") + ".txt")).read())
            if text.startswith("COMPILE ERROR") or text.startswith("RUN ERROR"):
                print("%s: %s" % (batch, text))
                failures += len(ours)
                total += len(ours)
                continue
            theirs = split_cases(text)
            if args.cli:
                evals = eval_cases(batch, ours)
                for case_id in ours:
                    if evals.get(case_id) != theirs.get(case_id):
                        eval_failures += 1
                        if eval_failures <= 10:
                            print("EVAL MISMATCH %s\n--- CuTe:\n%s--- layoutlab-cli eval:\n%s" % (case_id, theirs.get(case_id), evals.get(case_id)))
            for case_id, expected in ours.items():
                total += 1
                got = theirs.get(case_id)
                if got != expected:
                    failures += 1
                    if failures <= 20:
                        print("MISMATCH %s\n--- CuTe:\n%s--- LayoutLab:\n%s" % (case_id, got, expected))
    kinds = {}
    for batch in batches:
        for case_id in split_cases(open(os.path.join(gen, batch.replace("batch", "ours") + ".txt")).read()):
            kind = case_id.split(":")[0]
            kinds[kind] = kinds.get(kind, 0) + 1
    print("atoms differential: %d cases (%s), %d batches (%d cached), %d mismatches, %s, %.1f s, CUTLASS %s" %
          (total, ", ".join("%s %d" % kv for kv in sorted(kinds.items())), len(batches), cached, failures,
           ("%d eval mismatches" % eval_failures) if args.cli else "eval not checked", time.time() - start, version))
    return 1 if failures or eval_failures or total == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
