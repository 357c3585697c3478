#!/usr/bin/env python3
"""How much of each Triton release's corpus pyopt reads and prints back byte for byte.

The corpora are Triton's own output, one per release, made by that release's wheel
(``tools/gen_corpus.py``, ``tools/gen_dumps.py``, ``tools/dump_logs.py``; see
``test/corpus-releases/README.md``):

* Triton 3.6.0: ``test/corpus/`` (pass positions of make_ttgir and ``asm.ttgir`` dumps);
* every other release: ``test/corpus-releases/<release>/``, the same layout plus ``dumps/``
  (``asm``/``cache`` TTIR and TTGIR with locations, every kernel and target) and ``logs/``
  (``MLIR_ENABLE_DUMP=1`` logs).

Each file is checked under its own release (``with Context(release):``), as the tests do
(``test/unit/test_release_corpora.py``):

* a pass-position file (``*.mlir``, printed without locations): parse, verify, print;
* a dump (``asm.*``, ``cache.*``): parse, verify, print with ``--mlir-print-debuginfo
  --mlir-use-nameloc-as-prefix``;
* a dump log: ``--list-dumps`` lists one dump per header line, each with the header's pass
  argument, before/after and operation (both header forms: ``Name (arg)`` up to Triton 3.7,
  ``Name: arg{options}`` from 3.8).

Usage (pyopt's venv; no Triton needed)::

    python tools/release_corpus_report.py [--releases 3.7.1,3.9.0]    # N of M per release and target
    python tools/release_corpus_report.py --write-known-failures      # rewrite each release's list
    python tools/release_corpus_report.py --compare 3.6.0 3.7.1       # files that differ, per pass

``--write-known-failures`` writes ``test/corpus-releases/<release>/known-failures.txt``: every
file and log that does not pass yet, with the first difference (the test checks that list is
exact).  ``--compare A B`` counts, for each captured pass position (matched by kernel, config,
pass and occurrence, not by index, which moves between releases), the positions whose input
(``.before``) and output (``.after``) differ between releases A and B, and those whose output
differs from the same input: where the pass itself behaves differently (issue 25).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

CORPUS_36 = REPO / "test" / "corpus"
RELEASES_DIR = REPO / "test" / "corpus-releases"
KNOWN_FAILURES = "known-failures.txt"
TARGETS = ("cuda:80", "cuda:90", "hip:gfx942", "hip:gfx950")


def releases() -> dict[str, Path]:
    """Every release's corpus folder, oldest first: 3.6.0's ``test/corpus`` and the folders of
    ``test/corpus-releases`` that hold a manifest."""
    found = {"3.6.0": CORPUS_36}
    if RELEASES_DIR.is_dir():
        for d in RELEASES_DIR.iterdir():
            if (d / "manifest.json").is_file():
                found[d.name] = d
    return dict(sorted(found.items(), key=lambda kv: tuple(int(x) for x in kv[0].split("."))))


@dataclass(frozen=True)
class CorpusFile:
    """One file of a release's corpus: its path relative to the corpus folder, what kind of
    file it is (``ir``, ``dump`` or ``log``) and the target it was compiled for."""

    relpath: str
    kind: str
    target: str


def _target(part: str) -> str:
    """The target a config folder (``cuda90-w4``, ``gfx942-w4``), a dump folder (``cuda-90``,
    ``hip-gfx942``) or a log name part (``cuda90``, ``hipgfx942``) stands for."""
    m = re.fullmatch(r"(?:hip-?)?(gfx\w+?)(?:-w\d+)?", part)
    if m:
        return f"hip:{m[1]}"
    m = re.fullmatch(r"cuda-?(\d+)(?:-w\d+)?", part)
    if m:
        return f"cuda:{m[1]}"
    raise ValueError(f"not a target folder: {part!r}")


def corpus_files(root: Path) -> list[CorpusFile]:
    """The files of the corpus folder ``root`` that are checked, sorted by path."""
    out: list[CorpusFile] = []
    for p in sorted(root.rglob("*")):
        if not p.is_file():
            continue
        rel = p.relative_to(root)
        parts = rel.parts
        if parts[0] == "logs" and p.suffix == ".log":
            out.append(CorpusFile(str(rel), "log", _target(p.name.split(".")[-2])))
        elif parts[0] == "dumps" and len(parts) == 4 and p.name.startswith(("asm.", "cache.")):
            out.append(CorpusFile(str(rel), "dump", _target(parts[2])))
        elif len(parts) == 3 and p.suffix == ".mlir":
            out.append(CorpusFile(str(rel), "ir", _target(parts[1])))
        elif len(parts) == 3 and p.name == "asm.ttgir":
            out.append(CorpusFile(str(rel), "dump", _target(parts[1])))
    return out


# --------------------------------------------------------------------------- files
def reprint(text: str, name: str, kind: str, release: str) -> str:
    """What pyopt prints for ``text`` under ``release``: parsed and verified, printed as Triton
    printed that kind of file (``dump``: with locations and name-location names)."""
    from pyopt.ir.context import Context
    from pyopt.ir.printer import print_op
    from pyopt.syntax.parser import parse_source
    from pyopt.verifier import verify

    with Context(release):
        module = parse_source(text, name)
        verify(module)
        if kind == "dump":
            return print_op(module, debuginfo=True, nameloc=True)
        return print_op(module)


def first_difference(got: str, want: str) -> str:
    """Where pyopt's output first differs from Triton's: ``line N: pyopt '...' / Triton '...'``."""
    a, b = got.split("\n"), want.split("\n")
    for i, (x, y) in enumerate(zip(a, b), 1):
        if x != y:
            return f"line {i}: pyopt {x[:100]!r} / Triton {y[:100]!r}"
    return f"pyopt prints {len(a)} lines, Triton {len(b)}"


def _one_line(text: str) -> str:
    return " ".join(text.split())[:300]


def file_problem(text: str, name: str, kind: str, release: str) -> Optional[str]:
    """None when ``text`` reprints byte for byte under ``release``; else what goes wrong (the
    first differing line, the error pyopt gives, or the exception of a crash)."""
    from pyopt.diagnostics import DiagnosticError

    try:
        got = reprint(text, name, kind, release)
    except DiagnosticError as e:
        first = e.diag.format().split("\n")[0]
        return _one_line(first[len(name) + 1:] if first.startswith(name + ":") else first)
    except Exception as e:  # noqa: BLE001 - a crash is a failure to report
        return _one_line(f"crash: {type(e).__name__}: {e}")
    return None if got == text else _one_line(first_difference(got, text))


# --------------------------------------------------------------------------- logs
# MLIR's pass headers as Triton's releases write them: "Name (arg) ('op' operation...)" up to
# Triton 3.7 (LLVM's IRPrinting before it printed the pass pipeline), "Name: arg{options}
# ('op' operation...)" from Triton 3.8.
_PASS_HEADER = re.compile(
    r"// -----// IR Dump (?P<when>Before|After) (?P<name>[^ :]+?)(?P<failed> Failed)?"
    r"(?:: (?P<new>[^ {(]+)(?P<options>\{.*\})?| \((?P<old>[^()]*)\))"
    r" \('(?P<op>[^']*)' operation(?:: @(?P<sym>.*))?\) //----- //$")


def header_lines(text: str) -> list[tuple[int, str]]:
    """The (1-based number, text) of every dump header of a log: MLIR's and Triton's own
    (``// -----// SoftwarePipeliner internal IR Dump After: LowerLoops``)."""
    return [(i, line.rstrip("\r")) for i, line in enumerate(text.split("\n"), 1)
            if line.startswith("// -----// ") and "IR Dump" in line]


def log_problem(text: str) -> Optional[str]:
    """None when pyopt's ``--list-dumps`` lists every dump of the log as its header says
    (pass argument, before/after, operation); else the first discrepancy."""
    from pyopt.dumplog import read_dumps

    headers = header_lines(text)
    try:
        dumps = read_dumps(text)
    except Exception as e:  # noqa: BLE001 - a crash is a failure to report
        return _one_line(f"crash: {type(e).__name__}: {e}")
    if [d.line for d in dumps] != [n for n, _ in headers]:
        return f"--list-dumps lists {len(dumps)} dumps, the log has {len(headers)} headers"
    for d, (n, line) in zip(dumps, headers):
        m = _PASS_HEADER.match(line)
        if m is None:
            continue  # a dump of Triton's own: counted above
        arg = m["new"] or m["old"]
        if (d.argument.partition("{")[0], d.when, d.op, d.symbol) != (arg, m["when"].lower(), m["op"], m["sym"]):
            return _one_line(f"line {n}: listed as {d.when} {d.argument!r} on {d.op_label!r}; the header says "
                             f"{m['when'].lower()} {arg!r} on {m['op']!r}")
    return None


# --------------------------------------------------------------------------- a release
def problem(root: Path, f: CorpusFile, release: str) -> Optional[str]:
    """What goes wrong with ``f`` of the corpus at ``root`` under ``release`` (None: nothing)."""
    text = (root / f.relpath).read_text(encoding="utf-8")
    if f.kind == "log":
        return log_problem(text)
    return file_problem(text, f.relpath, f.kind, release)


def check_release(root: Path, release: str, files: Optional[Iterable[CorpusFile]] = None) -> dict[str, Optional[str]]:
    """``relpath -> problem`` for every file of a release's corpus.  A text that appears in
    several files is checked once (same text, same release, same result)."""
    seen: dict[tuple[str, str], Optional[str]] = {}
    out: dict[str, Optional[str]] = {}
    for f in files if files is not None else corpus_files(root):
        key = (f.kind, (root / f.relpath).read_text(encoding="utf-8"))
        if key not in seen:
            seen[key] = problem(root, f, release)
        out[f.relpath] = seen[key]
    return out


def read_known_failures(root: Path) -> dict[str, str]:
    """``relpath -> first difference`` of a release's ``known-failures.txt`` (empty if none)."""
    path = root / KNOWN_FAILURES
    if not path.is_file():
        return {}
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rel, _, why = line.partition("\t")
            out[rel] = why
    return out


def write_known_failures(root: Path, release: str, problems: dict[str, Optional[str]]) -> None:
    lines = [f"# Triton {release} corpus files pyopt does not reprint byte for byte yet (dump logs: does not list",
             "# as their headers say), with the first difference.  test/unit/test_release_corpora.py checks this",
             "# list is exact; rewrite it with `python tools/release_corpus_report.py --write-known-failures`."]
    lines += [f"{rel}\t{why}" for rel, why in sorted(problems.items()) if why is not None]
    (root / KNOWN_FAILURES).write_text("\n".join(lines) + "\n", encoding="utf-8")


def summary(release: str, files: list[CorpusFile], problems: dict[str, Optional[str]]) -> list[str]:
    """``N of M`` per target and kind of file."""
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for f in files:
        c = counts[(f.target, f.kind)]
        c[0] += problems[f.relpath] is None
        c[1] += 1
    names = {"ir": "pass-position files", "dump": "dumps with locations", "log": "dump logs"}
    out = []
    for target in TARGETS:
        cells = [f"{counts[(target, k)][0]} of {counts[(target, k)][1]} {names[k]}" for k in names
                 if counts[(target, k)][1]]
        if cells:
            out.append(f"Triton {release} {target:10s}  " + ", ".join(cells))
    ok = sum(p is None for p in problems.values())
    out.append(f"Triton {release} all         {ok} of {len(problems)} files")
    return out


# --------------------------------------------------------------------------- comparing releases
_POSITION = re.compile(r"(?P<kernel>[^/]+)/(?P<config>[^/]+)/"
                       r"(?:\d+-(?P<pass>.+?)\.(?P<role>before|after)|(?P<stage>ttir|ttgir))\.mlir")


def positions(root: Path) -> dict[tuple[str, str, str, str], Path]:
    """``(kernel, config, pass, role) -> file`` for the pass-position files; a pass captured
    more than once in a config without an occurrence number of its own (the canonicalizer after
    canonicalize-pointers and in the AMD cleanup) is ``canonicalize#1``, ``canonicalize#2`` in
    make_ttgir's order.  The final ``ttir``/``ttgir`` are positions of their own (role "")."""
    found: dict[tuple[str, str, str, str], list[tuple[int, Path]]] = defaultdict(list)
    for p in root.glob("*/*/*.mlir"):
        m = _POSITION.fullmatch(p.relative_to(root).as_posix())
        if m:
            index = int(p.name.split("-", 1)[0]) if m["pass"] else 0
            found[(m["kernel"], m["config"], m["pass"] or m["stage"], m["role"] or "")].append((index, p))
    out = {}
    for (kernel, config, name, role), paths in found.items():
        paths.sort()
        for k, (_, p) in enumerate(paths, 1):
            out[(kernel, config, name if len(paths) == 1 else f"{name}#{k}", role)] = p
    return out


def compare(a: Path, b: Path) -> dict[str, list[int]]:
    """For each captured pass (with occurrence) of the positions both releases have:
    [positions, inputs that differ, outputs that differ, outputs that differ from the same
    input]; the last count is where the pass itself behaves differently.  The final ``ttir``
    and ``ttgir`` count as positions whose input and output are the file itself."""
    pa, pb = positions(a), positions(b)
    same = {key: pa[key].read_bytes() == pb[key].read_bytes() for key in pa.keys() & pb.keys()}
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for (kernel, config, name, role), equal in sorted(same.items()):
        if role == "after":
            continue
        before = equal
        after = same.get((kernel, config, name, "after"), equal) if role == "before" else equal
        c = counts[name]
        c[0] += 1
        c[1] += not before
        c[2] += not after
        c[3] += before and not after
    return dict(sorted(counts.items()))


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--releases", help="comma-separated releases (default: every corpus)")
    ap.add_argument("--write-known-failures", action="store_true",
                    help="rewrite test/corpus-releases/<release>/known-failures.txt")
    ap.add_argument("--compare", nargs=2, metavar=("A", "B"), help="files release B prints differently from A")
    ap.add_argument("-v", "--verbose", action="store_true", help="list each file that does not pass")
    args = ap.parse_args(argv)
    corpora = releases()
    if args.compare:
        a, b = (corpora[r] for r in args.compare)
        rows = [("pass position", "positions", "input differs", "output differs", "same input, output differs")]
        total = [0, 0, 0, 0]
        for label, c in compare(a, b).items():
            rows.append((label, *map(str, c)))
            total = [t + x for t, x in zip(total, c)]
        rows.append(("all", *map(str, total)))
        widths = [max(len(r[i]) for r in rows) for i in range(5)]
        print(f"Triton {args.compare[1]} against {args.compare[0]}, files matched by kernel, config, pass and "
              "occurrence:")
        for r in rows:
            print("  ".join([r[0].ljust(widths[0])] + [x.rjust(w) for x, w in zip(r[1:], widths[1:])]))
        return 0
    chosen = args.releases.split(",") if args.releases else list(corpora)
    for release in chosen:
        root = corpora[release]
        files = corpus_files(root)
        problems = check_release(root, release, files)
        print("\n".join(summary(release, files, problems)), flush=True)
        if args.verbose:
            for rel, why in sorted(problems.items()):
                if why is not None:
                    print(f"  {rel}: {why}")
        if args.write_known_failures and root != CORPUS_36:
            write_known_failures(root, release, problems)
    return 0


if __name__ == "__main__":
    sys.exit(main())
