"""Every Triton release's own output reads and prints back byte for byte under that release.

The expected outputs are real Triton's: ``test/corpus-releases/<release>/`` was written by the
3.7.1, 3.8.0 and 3.9.0 wheels themselves (``tools/gen_corpus.py``, ``tools/gen_dumps.py``,
``tools/dump_logs.py`` run in each release's venv; see that folder's README), so no wheel is
needed here.  Each file is checked under its release, as ``tools/release_corpus_report.py``
reports it:

* the pass positions of make_ttgir (``*.mlir``, printed without locations): parse, verify and
  print, as ``test_roundtrip_corpus.py`` does for Triton 3.6.0;
* Triton's dumps (``asm.*``, ``cache.*``, with locations): printed with
  ``--mlir-print-debuginfo --mlir-use-nameloc-as-prefix``, as ``test_nameloc_dumps.py`` does;
* ``MLIR_ENABLE_DUMP`` logs: ``--list-dumps`` lists one dump per header, with the header's pass,
  before/after and operation (Triton 3.8 changed the header to ``Name: arg{options}``).

Files that do not pass yet are listed, with their first difference, in the release's
``known-failures.txt``; they are strict xfails, and the list must be exact, so it only shrinks
(rewrite it with ``python tools/release_corpus_report.py --write-known-failures``).  A text that
several files share (a pass's ``.before`` is the previous one's ``.after``; the cache's dumps
are ``asm``'s) is checked once per release.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools import release_corpus_report as rc  # noqa: E402

RELEASES = {r: root for r, root in rc.releases().items() if r != "3.6.0"}
EXPECTED = ("3.7.1", "3.8.0", "3.9.0")
#: What no committed file may hold: paths of the machine that generated it.
MACHINE_PATHS = (b"/work/", b"/root/", b"/home/", b"/tmp/", b"site-packages")


def _load() -> tuple[dict, list, dict]:
    """Per release, the checked files grouped by (kind, text) and the files holding a machine
    path; the test parameters (one per group)."""
    groups: dict[str, dict[tuple[str, str], list[rc.CorpusFile]]] = {}
    machine: dict[str, list[str]] = {}
    for release, root in RELEASES.items():
        data = {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}
        machine[release] = [rel for rel, b in data.items() if any(m in b for m in MACHINE_PATHS)]
        by_text: dict[tuple[str, str], list[rc.CorpusFile]] = {}
        for f in rc.corpus_files(root):
            by_text.setdefault((f.kind, data[f.relpath].decode("utf-8")), []).append(f)
        groups[release] = by_text
    params = []
    for release, by_text in groups.items():
        known = rc.read_known_failures(RELEASES[release])
        for (kind, _), files in by_text.items():
            listed = any(f.relpath in known for f in files)
            marks = [pytest.mark.xfail(strict=True, reason="listed in known-failures.txt")] if listed else []
            params.append(pytest.param(release, kind, files, id=f"{release}/{files[0].relpath}", marks=marks))
    return groups, params, machine


GROUPS, PARAMS, MACHINE = _load()


def test_every_release_has_its_corpus():
    assert tuple(RELEASES) == EXPECTED
    for release, root in RELEASES.items():
        manifest = json.loads((root / "manifest.json").read_text())
        dumps = json.loads((root / "dumps" / "manifest.json").read_text())
        assert manifest["triton_version"] == dumps["triton_version"] == release
        kinds = {f.kind for files in GROUPS[release].values() for f in files}
        assert kinds == {"ir", "dump", "log"}, release


@pytest.mark.parametrize("release", EXPECTED)
def test_manifest_accounts_for_every_kernel_and_config(release):
    """Each kernel x config is in the corpus or skipped with Triton's reason; the manifest and
    the files on disk agree."""
    root = RELEASES[release]
    manifest = json.loads((root / "manifest.json").read_text())
    written = {(e["kernel"], e["target"], e["warps"]) for e in manifest["files"]}
    skipped = {(e["kernel"], e["target"], e["warps"]): e["reason"] for e in manifest["skipped"]}
    kernels = set(manifest["kernels"]) | {k for k, _, _ in skipped}
    every = {(k, c["target"], c["warps"]) for k in kernels for c in manifest["configs"]}
    assert written | set(skipped) == every and not written & set(skipped)
    on_disk = {p.relative_to(root).as_posix() for p in root.glob("*/*/*") if p.is_file() and p.parts[-3] != "dumps"}
    assert {e["path"] for e in manifest["files"]} == on_disk
    dumps = json.loads((root / "dumps" / "manifest.json").read_text())
    assert set(dumps["files"]) == {p.relative_to(root / "dumps").as_posix() for p in (root / "dumps").glob("*/*/*")}
    # the dumps are compiled with 4 warps: they skip what the corpus skips at 4 warps
    assert {(k, t) for k, t, w in skipped if w == dumps["num_warps"]} == \
        {(e["kernel"], e["target"]) for e in dumps["skipped"]}


def test_block_pointers_are_skipped_where_the_release_removed_them():
    # Triton 3.8 deprecates tl.make_block_ptr (a warning); 3.9 refuses it: a skip, not an error
    for release in ("3.7.1", "3.8.0"):
        manifest = json.loads((RELEASES[release] / "manifest.json").read_text())
        assert "block_ptr_rowsum" in manifest["kernels"]
    manifest = json.loads((RELEASES["3.9.0"] / "manifest.json").read_text())
    reasons = {e["reason"] for e in manifest["skipped"] if e["kernel"] == "block_ptr_rowsum"}
    assert reasons == {"CompilationError: at 4:10: Block pointers have been removed in favor of the tensor "
                       "descriptor API"}
    assert len([e for e in manifest["skipped"] if e["kernel"] == "block_ptr_rowsum"]) == len(manifest["configs"])


@pytest.mark.parametrize("release", EXPECTED)
def test_amd_cleanup_chain_is_captured_pass_by_pass(release):
    """From canonicalize-pointers to the end of make_ttgir every AMD pass is captured, each
    ``.before`` the previous ``.after``, the last ``.after`` the final TTGIR (3.7 adds
    prepare-if-combining to the chain, 3.8 optimize-buffer-op-ptr)."""
    root = RELEASES[release]
    manifest = json.loads((root / "manifest.json").read_text())
    for config in ("gfx942-w4", "gfx950-w4"):
        calls = manifest["make_ttgir"][config]
        start = next(i for i, c in enumerate(calls) if c.startswith("amd.passes.ttgpuir.add_canonicalize_pointers"))
        for kernel in manifest["kernels"]:
            d = root / kernel / config
            if not d.is_dir():
                continue
            stems = [next(d.glob(f"{i:02d}-*.before.mlir")).name[:-len(".before.mlir")]
                     for i in range(start, len(calls))]
            previous = None
            for stem in stems:
                before = (d / f"{stem}.before.mlir").read_text()
                assert previous is None or before == previous, (kernel, config, stem)
                previous = (d / f"{stem}.after.mlir").read_text()
            assert previous == (d / "ttgir.mlir").read_text(), (kernel, config)


def test_no_machine_paths():
    assert MACHINE == {release: [] for release in RELEASES}


def test_known_failures_are_exact_and_name_files():
    """A known failure names a file of the corpus, and files with the same text are all listed
    or none (the per-file outcome is checked by test_reprints)."""
    for release, root in RELEASES.items():
        known = rc.read_known_failures(root)
        paths = {f.relpath for files in GROUPS[release].values() for f in files}
        assert set(known) <= paths, sorted(set(known) - paths)[:5]
        for files in GROUPS[release].values():
            listed = {f.relpath in known for f in files}
            assert len(listed) == 1, [f.relpath for f in files]


@pytest.mark.parametrize("release, kind, files", PARAMS)
def test_reprints(release, kind, files):
    root = RELEASES[release]
    first = files[0]
    text = (root / first.relpath).read_text(encoding="utf-8")
    # file_problem compares pyopt's output with the text itself and turns an error into its
    # message: pytest's diff of two whole modules, or the traceback of an error deep in the
    # parser, would take longer than the check
    problem = rc.log_problem(text) if kind == "log" else rc.file_problem(text, first.relpath, kind, release)
    assert problem is None, problem


# -- the tools themselves ------------------------------------------------------------------------
def test_log_check_reads_both_header_forms():
    old = ("// -----// IR Dump Before TritonGPUCoalesce (tritongpu-coalesce) ('builtin.module' operation) //----- //\n"
           "module {\n}\n")
    new = ("// -----// IR Dump Before CanonicalizerPass: canonicalize{max-iterations=10 region-simplify=normal} "
           "('tt.func' operation: @k) //----- //\nmodule {\n}\n")
    m = rc._PASS_HEADER.match(old.split("\n")[0])
    assert (m["old"], m["op"], m["sym"]) == ("tritongpu-coalesce", "builtin.module", None)
    m = rc._PASS_HEADER.match(new.split("\n")[0])
    assert (m["name"], m["new"], m["op"], m["sym"]) == ("CanonicalizerPass", "canonicalize", "tt.func", "k")
    assert rc.log_problem(old + old) is None
    assert rc.header_lines(new + old) == [(1, new.split("\n")[0]), (4, old.split("\n")[0])]


def test_compare_matches_positions_across_indices(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    for root, index, after in ((a, 23, "x"), (b, 25, "y")):
        d = root / "k" / "gfx942-w4"
        d.mkdir(parents=True)
        (d / f"{index:02d}-canonicalize.before.mlir").write_text("in")
        (d / f"{index:02d}-canonicalize.after.mlir").write_text(after)
        (d / f"{index + 3:02d}-canonicalize.before.mlir").write_text("same")
        (d / f"{index + 3:02d}-canonicalize.after.mlir").write_text("same")
        (d / "ttir.mlir").write_text("ttir")
    assert rc.compare(a, b) == {"canonicalize#1": [1, 0, 1, 1], "canonicalize#2": [1, 0, 0, 0], "ttir": [1, 0, 0, 0]}


def test_generators_leave_no_machine_paths():
    pytest.importorskip("triton", reason="scrub_paths finds site-packages through the installed triton")
    import triton

    from tools.gen_corpus import scrub_paths

    site = Path(triton.__file__).parent.parent
    text = f'loc("{REPO}/tools/kernels/memory.py":1:0) loc("{site}/triton/language/standard.py":2:0)'
    assert scrub_paths(text) == 'loc("tools/kernels/memory.py":1:0) loc("triton/language/standard.py":2:0)'


def test_captured_after_lists_the_rules_a_release_runs():
    from tools.gen_corpus import captured_after_rules

    # Triton 3.6.0's AMD cleanup: the rules as test/corpus/manifest.json has always listed them
    calls = ["amd.passes.ttgpuir.add_canonicalize_pointers", "passes.common.add_canonicalizer",
             "amd.passes.ttgpuir.add_convert_to_buffer_ops('gfx942', True, False)",
             "amd.passes.ttgpuir.add_fold_true_cmpi", "passes.common.add_cse", "passes.common.add_symbol_dce"]
    old = json.loads((REPO / "test" / "corpus" / "manifest.json").read_text())["captured_after"]
    assert captured_after_rules({"gfx942-w4": calls}) == old
    with_38 = calls[:3] + ["amd.passes.ttgpuir.add_optimize_buffer_op_ptr"] + calls[3:4] + \
        ["amd.passes.ttgpuir.add_prepare_if_combining"] + calls[4:]
    got = captured_after_rules({"gfx942-w4": with_38})
    assert got["fold-true-cmpi"] == ["convert-to-buffer-ops", "optimize-buffer-op-ptr"]
    assert got["canonicalize"] == ["canonicalize-pointers", "fold-true-cmpi", "prepare-if-combining"]
