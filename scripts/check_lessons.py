#!/usr/bin/env python3
"""A lesson file (resources/lessons/*.lesson.json, docs/lessons.md) evaluated by `layoutlab-cli eval`: each step's statements, its shown value and its
exercise's answer must evaluate without error; prints every value so an author can copy the numbers.

Usage: check_lessons.py [--cli PATH] LESSON.json...   Exit status 0 when every lesson evaluates.
"""
import argparse, json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CLI = os.path.join(HERE, "..", "build", "bin", "layoutlab-cli")
LANGUAGES = ("en", "zh_CN")
OPERATIONS = {"composition", "complement", "logical_divide", "zipped_divide", "tiled_divide", "flat_divide",
              "logical_product", "blocked_product", "raked_product"}


def lesson_lines(lesson, cute_only=False):
    """[(step number, role, statement)] in the order the lesson session runs them; with cute_only, the
    steps marked "cute": false (LayoutLab-only functions) are left out."""
    out = []
    for n, step in enumerate(lesson["steps"], 1):
        if cute_only and step.get("cute", True) is False:
            continue
        for s in step.get("run", []):
            out.append((n, "run", s))
        if "show" in step:
            out.append((n, "show", step["show"]))
        if "walk" in step:
            w = step["walk"]
            out.append((n, "walk a", w["a"]))
            out.append((n, "walk b", w["b"]))
        if "exercise" in step:
            out.append((n, "answer", step["exercise"]["answer"]))
    return out


def evaluate(cli, statements):
    """What `layoutlab-cli eval` prints for each statement, run in order in one session."""
    marker = "_987654321"
    program = "".join(s + "\n" + marker + "\n" for s in statements)
    run = subprocess.run([cli, "eval", "-"], input=program, capture_output=True, text=True)
    parts = (run.stdout + run.stderr).split(marker + "\n")
    return [p.rstrip("\n") for p in parts[:len(statements)]]


def structure_errors(lesson):
    errors = []
    for key in ("id", "title", "steps"):
        if key not in lesson:
            errors.append("no %r" % key)
    texts = [("title", lesson.get("title", {}))]
    for n, step in enumerate(lesson.get("steps", []), 1):
        texts += [("step %d title" % n, step.get("title", {})), ("step %d text" % n, step.get("text", {}))]
        if "exercise" in step:
            texts.append(("step %d prompt" % n, step["exercise"].get("prompt", {})))
        if "show" in step and "walk" in step:
            errors.append("step %d has both show and walk" % n)
        if "walk" in step and step["walk"].get("operation") not in OPERATIONS:
            errors.append("step %d: unknown operation %r" % (n, step["walk"].get("operation")))
    for where, t in texts:
        for lang in LANGUAGES:
            if not isinstance(t, dict) or not t.get(lang, "").strip():
                errors.append("%s: no %s text" % (where, lang))
    return errors


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", default=DEFAULT_CLI)
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("lessons", nargs="+")
    args = ap.parse_args()
    failed = 0
    for path in args.lessons:
        lesson = json.load(open(path, encoding="utf-8"))
        errors = structure_errors(lesson)
        lines = lesson_lines(lesson)
        for (n, role, statement), value in zip(lines, evaluate(args.cli, [s for _, _, s in lines])):
            if not args.quiet:
                print("step %d %s: %s\n    %s" % (n, role, statement, value.replace("\n", "\n    ")))
            if value.startswith("error"):
                errors.append("step %d %s `%s`: %s" % (n, role, statement, value))
        for e in errors:
            print("%s: %s" % (os.path.basename(path), e))
        failed += bool(errors)
        print("%s: %s (%d steps)" % (os.path.basename(path), "FAIL" if errors else "ok", len(lesson.get("steps", []))))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
