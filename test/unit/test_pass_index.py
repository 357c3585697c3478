"""The generated pass index (pyopt/transforms/pass_index.py) that the registry
reads at start-up instead of the pass modules' source text (pyopt/passes.py;
issue 24): it is fresh, a stale index is found (by the test, by the tool's
--check and at run time) with the command that fixes it, it holds plain data
that reads back to exactly what each class declares, and it carries an
option's per-release names (a ``Versioned`` option name).

pyopt's own behaviour (its registry); nothing here is Triton output.  The
option rename used below is made up (``triton-lang/triton#1``), a test of the
mechanism, not a claim about a release.
"""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
import typing
from dataclasses import field
from pathlib import Path
from typing import Literal

import pytest

from pyopt import passes
from pyopt.ir.version import RULES, Since, Versioned
from pyopt.passes import (INDEX_COMMAND, PassIndexError, builtin_passes, load_builtin_passes, lookup_pass,
                          stale_pass_index)
from pyopt.transforms import PASS_MODULES, pass_index
from pyopt.transforms.pass_base import ModulePass, PassOption, register_pass, unregister_pass

REPO = Path(__file__).resolve().parents[2]


def run_python(code: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=REPO)


def test_index_is_fresh():
    message = stale_pass_index()
    assert message is None, message


def test_a_changed_class_makes_the_index_stale(monkeypatch):
    coalesce = lookup_pass("coalesce")
    monkeypatch.setattr(coalesce, "summary", "Something else")
    message = stale_pass_index()
    assert message is not None
    assert message.startswith("the pass index (pyopt/transforms/pass_index.py) is stale: ")
    assert f"run {INDEX_COMMAND}" in message
    assert "+        'summary': 'Something else'," in message.splitlines()


def test_a_changed_option_makes_the_index_stale(monkeypatch):
    cse = lookup_pass("cse")
    extra = PassOption("new-option", "new_option", int, 0)
    monkeypatch.setattr(cse, "_pyopt_options", [*cse.options(), extra])
    message = stale_pass_index()
    assert message is not None and f"run {INDEX_COMMAND}" in message
    assert any(line.startswith("+") and "'new-option'" in line for line in message.splitlines())


def test_the_tool_checks_and_writes_the_index(tmp_path):
    """tools/gen_pass_index.py --check fails on a stale index with the
    difference and the command; without --check it writes a fresh one."""
    shutil.copytree(REPO / "pyopt", tmp_path / "pyopt", ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "tools").mkdir()
    shutil.copy(REPO / "tools" / "gen_pass_index.py", tmp_path / "tools")
    index = tmp_path / "pyopt" / "transforms" / "pass_index.py"
    index.write_text(index.read_text(encoding="utf-8").replace("'Canonicalize operations'", "'Old words'"),
                     encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(tmp_path))

    def tool(*args):
        return subprocess.run([sys.executable, "tools/gen_pass_index.py", *args], capture_output=True,
                               text=True, cwd=tmp_path, env=env)

    p = tool("--check")
    assert p.returncode == 1
    assert f"is stale: the pass classes declare something else; run {INDEX_COMMAND}" in p.stderr
    assert "-        'summary': 'Old words'," in p.stderr.splitlines()
    assert "+        'summary': 'Canonicalize operations'," in p.stderr.splitlines()
    assert (tool().returncode, tool("--check").returncode) == (0, 0)
    assert index.read_text(encoding="utf-8") == (REPO / "pyopt" / "transforms" / "pass_index.py").read_text(
        encoding="utf-8")


def test_the_index_is_plain_literals():
    """The file is data: every value reads back with ``ast.literal_eval``."""
    tree = ast.parse((REPO / "pyopt" / "transforms" / "pass_index.py").read_text(encoding="utf-8"))
    assigns = [n for n in tree.body if isinstance(n, ast.Assign)]
    assert [t.id for n in assigns for t in n.targets] == ["PASSES"]
    assert ast.literal_eval(assigns[0].value) == pass_index.PASSES


def test_index_reads_back_as_the_classes_declare():
    infos = builtin_passes()
    classes = load_builtin_passes()
    assert [info.target for info in infos] == [f"{c.__module__}:{c.__qualname__}" for c in classes]
    assert [info.target.partition(":")[0] for info in infos] == list(PASS_MODULES)
    for info, cls in zip(infos, classes):
        assert info == passes._info_from_class(cls)
        for option in info.options:
            assert PassOption.from_data(option.to_data()) == option


def test_a_stale_index_fails_when_the_pass_is_loaded():
    """A run that imports a pass whose class no longer says what the index
    says stops with the command that fixes it."""
    p = run_python("import pyopt.transforms.pass_index as index\n"
                   "index.PASSES = tuple(dict(e, summary='old') if e['name'] == 'cse' else e for e in index.PASSES)\n"
                   "from pyopt.passes import lookup_pass, PassIndexError\n"
                   "try:\n    lookup_pass('cse')\nexcept PassIndexError as e:\n    print(e)\n")
    assert p.returncode == 0, p.stderr
    assert p.stdout == ("the pass index (pyopt/transforms/pass_index.py) is stale: pyopt.transforms.cse:CSE "
                        f"declares another summary than it records; run {INDEX_COMMAND}\n")


def test_a_stale_option_is_named():
    p = run_python("import pyopt.transforms.pass_index as index\n"
                   "def renamed(e):\n"
                   "    first = dict(e['options'][0], base_name='other')\n"
                   "    return dict(e, options=(first,) + e['options'][1:])\n"
                   "index.PASSES = tuple(renamed(e) if e['name'] == 'coalesce' else e for e in index.PASSES)\n"
                   "from pyopt.passes import lookup_pass, PassIndexError\n"
                   "try:\n    lookup_pass('tritongpu-coalesce')\nexcept PassIndexError as e:\n    print(e)\n")
    assert p.returncode == 0, p.stderr
    assert p.stdout == ("the pass index (pyopt/transforms/pass_index.py) is stale: pyopt.transforms.coalesce:Coalesce "
                        f"declares another option 'explain', option 'other' than it records; run {INDEX_COMMAND}\n")


def test_an_index_missing_a_module_is_stale(monkeypatch):
    monkeypatch.setattr(passes, "_BUILTIN", None)
    monkeypatch.setattr(passes, "PASS_MODULES", PASS_MODULES + ("pyopt.transforms.new_pass",))
    with pytest.raises(PassIndexError, match=f"PASS_MODULES lists .*new_pass; run {INDEX_COMMAND}"):
        builtin_passes()


def test_a_pass_module_without_its_pass_is_refused(monkeypatch):
    monkeypatch.setattr(passes, "PASS_MODULES", ("pyopt.transforms.utility",))
    with pytest.raises(TypeError, match="pyopt.transforms.utility: a pass module registers one pass class, found 0"):
        load_builtin_passes()


def test_the_registry_reads_no_source_text():
    """Listing and resolving passes opens no .py file but the index's (the
    interpreter's own import of cached modules reads .pyc files)."""
    code = ("import builtins, io, sys\n"
            "opened = []\n"
            "real_open, real_io_open = builtins.open, io.open\n"
            "def spy(file, *a, **k):\n    opened.append(str(file))\n    return real_open(file, *a, **k)\n"
            "builtins.open = io.open = spy\n"
            "from pyopt.passes import available_passes, pass_info\n"
            "available_passes(); pass_info('tritongpu-coalesce')\n"
            "builtins.open, io.open = real_open, real_io_open\n"
            "print(sorted(f for f in opened if f.endswith('.py')))\n")
    p = run_python(code)
    assert (p.returncode, p.stdout) == (0, "[]\n"), p.stderr


# ---------------------------------------------------------------------------
# Option data, and an option's per-release names
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("tp", [bool, int, float, str, list[int], list[str], tuple[int, ...], tuple[str, ...],
                                Literal["a", "b"], Literal[1, 2], Literal[True, False]])
def test_option_types_read_back(tp):
    option = PassOption("x", "x", tp, None)
    data = option.to_data()
    assert ast.literal_eval(repr(data)) == data
    assert PassOption.from_data(data) == option
    assert typing.get_origin(PassOption.from_data(data).type) == typing.get_origin(tp)


def test_a_default_that_is_not_data_is_refused():
    with pytest.raises(TypeError, match="option 'x': default .* is not plain data"):
        PassOption("x", "x", str, object()).to_data()


@pytest.fixture
def renamed_pass():
    rule = Versioned("old-name", Since((3, 8), "new-name", "triton-lang/triton#1: renamed (a test)"),
                     name="unit-renamed: option name")

    @register_pass
    class UnitRenamed(ModulePass):
        name = "unit-renamed"
        value: str = field(default="", metadata={"name": rule, "help": "a renamed option"})
        plain: int = 0

        def run(self, module, ctx):
            pass

    yield UnitRenamed
    unregister_pass("unit-renamed")
    RULES.remove(rule)


def test_an_option_carries_its_per_release_names(renamed_pass):
    value, plain = renamed_pass.options()
    assert (value.name, value.renames) == (
        "old-name", (((3, 8), "new-name", "triton-lang/triton#1: renamed (a test)"),))
    assert [value.name_at(r) for r in [(3, 6, 0), (3, 7, 1), (3, 8, 0), (3, 9, 0)]] == [
        "old-name", "old-name", "new-name", "new-name"]
    assert (plain.name, plain.renames, plain.name_at((3, 9, 0))) == ("plain", (), "plain")
    # the index's form keeps them
    data = passes._info_data(passes._info_from_class(renamed_pass))
    assert ast.literal_eval(repr(data)) == data
    assert passes._info_from_data(data) == passes._info_from_class(renamed_pass)


def test_an_option_name_rule_holds_strings():
    with pytest.raises(TypeError, match="UnitBadName.value: an option's name is a string or a Versioned rule"):
        rule = Versioned("a", Since((3, 8), 2, "triton-lang/triton#1: a test"))
        try:
            @register_pass
            class UnitBadName(ModulePass):
                name = "unit-bad-name"
                value: str = field(default="", metadata={"name": rule})
        finally:
            RULES.remove(rule)
            unregister_pass("unit-bad-name")
