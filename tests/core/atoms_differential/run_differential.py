#!/usr/bin/env python3
"""Compile LayoutLab's atom/tiled cases with real CuTe on the host and compare the printed text.

The cases executable writes batch_NNN.cpp (CuTe prints each case after a `@@case ID` line) and
ours_NNN.txt (LayoutLab's text in the same format). What CuTe printed for every batch is recorded in
tests/core/cute_outputs/atoms.jsonl (see cute_outputs.py); the generator is the cases executable over
the core's atom catalogs, so the header's "generator" is a hash of the C++ it emitted: a new atom or a
changed case needs scripts/regenerate_cute_outputs.sh. In --mode live, CuTe's output is cached under
WORK/cache keyed by the CUTLASS version and the batch source.
"""
import argparse, hashlib, os, subprocess, sys, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import cute_outputs  # noqa: E402 (tests/core/cute_outputs.py)


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
    cute_outputs.add_arguments(ap, "atoms.jsonl")
    ap.add_argument("--cases", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--cli", default="", help="layoutlab-cli: also compare `eval` of every case with CuTe")
    args = ap.parse_args()
    if not args.work:
        ap.error("--work is required (a folder of generated files, emptied first)")

    start = time.time()
    gen = os.path.join(args.work, "gen")
    cache = os.path.join(args.work, "cache")
    os.makedirs(gen, exist_ok=True)
    os.makedirs(cache, exist_ok=True)
    for f in os.listdir(gen):
        os.remove(os.path.join(gen, f))
    subprocess.run([args.cases, "--emit", gen], check=True)
    version = cute_outputs.cutlass_version(args.cute_include)
    includes = ["-I", args.cute_include] + [a for d in args.extra_includes.split(":") if d for a in ("-I", d)]

    batches = sorted(f[:-4] for f in os.listdir(gen) if f.endswith(".cpp"))
    sources = {batch: open(os.path.join(gen, batch + ".cpp")).read() for batch in batches}
    batch_of = {src: batch for batch, src in sources.items()}
    compiled_now = [0]

    def compile_batch(src, use_cache):
        batch = batch_of[src]
        key = hashlib.sha1((version + "\n" + src).encode()).hexdigest()
        out_path = os.path.join(cache, key + ".out")
        if use_cache and os.path.exists(out_path):
            return open(out_path).read()
        compiled_now[0] += 1
        exe = os.path.join(gen, batch + ".exe")
        cc = subprocess.run([args.cxx, "-std=c++17", "-w", "-O0"] + includes +
                            [os.path.join(gen, batch + ".cpp"), "-o", exe], capture_output=True, text=True)
        if cc.returncode != 0:
            return "COMPILE ERROR\n" + cc.stderr[:4000]
        run = subprocess.run([exe], capture_output=True, text=True)
        if run.returncode != 0:
            return "RUN ERROR %d\n%s" % (run.returncode, run.stderr[:2000])
        with open(out_path + ".tmp", "w") as f:
            f.write(run.stdout)
        os.replace(out_path + ".tmp", out_path)
        return run.stdout

    cute = cute_outputs.outputs_for_emitted(args, "atoms", [sources[b] for b in batches], compile_batch)

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

    failures, total, eval_failures = 0, 0, 0
    for batch in batches:
        text = cute[sources[batch]]
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
    print("atoms differential: %d cases (%s), %d batches (%d compiled now), %d mismatches, %s, %.1f s" %
          (total, ", ".join("%s %d" % kv for kv in sorted(kinds.items())), len(batches), compiled_now[0], failures,
           ("%d eval mismatches" % eval_failures) if args.cli else "eval not checked", time.time() - start))
    return cute_outputs.exit_status(failures or eval_failures or total == 0)


if __name__ == "__main__":
    sys.exit(main())
