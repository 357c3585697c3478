"""The plain records of the command line's path (pyopt.support.Record, FrozenRecord;
issue 27's start-up: ``@dataclass`` compiles each class's methods at import).

Each record class behaves as the dataclass it replaces: the same parameters in the
same order, the same defaults (a fresh list, dict or engine where the dataclass had
a factory), the same ``repr``, equality, hashing (frozen: by the fields; else
unhashable) and, for the frozen ones, no assignment.  The reference dataclasses
below are the declarations the classes had."""

from __future__ import annotations

import dataclasses
import inspect
from dataclasses import dataclass, field
from typing import Any, Optional

import pytest

from pyopt.diagnostics import Diagnostic, DiagnosticEngine, SourceFile, SourceLoc
from pyopt.driver import Config
from pyopt.dumplog import Dump
from pyopt.passes import PassInfo, PassSpec
from pyopt.support import FrozenRecord, Record
from pyopt.transforms.pass_base import PassContext, PassOption, Statistic


@dataclass(frozen=True)
class RefSourceLoc:
    source: Any
    line: int
    col: int


@dataclass
class RefDiagnostic:
    severity: str
    message: str
    loc: Any = None
    notes: list = field(default_factory=list)


@dataclass(frozen=True)
class RefPassInfo:
    name: str
    aliases: tuple
    summary: str
    mirrors: str
    options: tuple
    target: str
    registered: tuple = ()


@dataclass
class RefPassSpec:
    flag: str
    options: list = field(default_factory=list)
    origin: str = ""
    read_from: Optional[str] = None
    nesting: tuple = ()
    nest_ids: tuple = ()


@dataclass(frozen=True)
class RefStatistic:
    name: str
    description: str


@dataclass(frozen=True)
class RefPassOption:
    base_name: Optional[str]
    attr: str
    type: Any
    default: Any
    help: str = ""
    writes_file: bool = False
    renames: tuple = ()
    pyopt_only: bool = False


@dataclass
class RefDump:
    index: int
    when: str
    name: str
    argument: str
    op: str
    symbol: Optional[str]
    failed: bool
    line: int
    start: int
    end: int
    source: str = ""
    options: str = ""


@dataclass
class RefConfig:
    input: str = "-"
    output: Optional[str] = None
    split_marker: Optional[str] = None
    output_split_marker: str = "// -----"
    verify_diagnostics: Optional[str] = None
    verify_each: bool = True
    debuginfo: bool = False
    generic: bool = False
    print_flags: dict = field(default_factory=dict)
    debug: bool = False
    passes: list = field(default_factory=list)
    instrument: Optional[object] = None
    dump: Optional[str] = None
    run_reproducer: bool = False
    run_reproducer_partial: bool = False
    dump_pass_pipeline: bool = False
    progress: bool = False
    pass_statistics: Optional[str] = None
    verify_semantics: bool = False


SRC = SourceFile("a\n", "a.mlir")
# (record class, reference dataclass, required arguments, other arguments)
CASES = [
    (SourceLoc, RefSourceLoc, (SRC, 1, 2), (SRC, 1, 3)),
    (Diagnostic, RefDiagnostic, ("error", "bad"), ("error", "bad", None, ["n"])),
    (PassInfo, RefPassInfo, ("p", ("a",), "s", "m", (), "x:Y"), ("p", ("a",), "s", "m", (), "x:Y", (0, ()))),
    (PassSpec, RefPassSpec, ("p",), ("p", [("k", "v")], "-p", "a file", ("tt.func",), (3,))),
    (Statistic, RefStatistic, ("n", "d"), ("n", "e")),
    (PassOption, RefPassOption, ("a-b", "a_b", int, 1), ("a-b", "a_b", int, 1, "h", True, (((3, 8), "c", "x"),), True)),
    (Dump, RefDump, (1, "after", "X", "x", "builtin.module", None, False, 1, 10, 20),
     (1, "after", "X", "x", "builtin.module", None, False, 1, 10, 20, "src", "{a=1}")),
    (Config, RefConfig, (), ("in.mlir", "out.mlir")),
]
IDS = [case[0].__name__ for case in CASES]


def _renamed(text: str, ref: type, cls: type) -> str:
    return text.replace(ref.__qualname__ + "(", cls.__qualname__ + "(")


@pytest.mark.parametrize("cls, ref, required, other", CASES, ids=IDS)
def test_parameters_are_the_dataclass(cls, ref, required, other):
    ours = list(inspect.signature(cls).parameters.values())
    theirs = list(inspect.signature(ref).parameters.values())
    assert [p.name for p in ours] == [f.name for f in dataclasses.fields(ref)] == [p.name for p in theirs]
    assert list(cls._FIELDS) == [p.name for p in theirs]
    for p, q in zip(ours, theirs):
        assert (p.default is inspect.Parameter.empty) == (q.default is inspect.Parameter.empty), p.name
        if q.default is not inspect.Parameter.empty and repr(q.default) != "<factory>":
            assert p.default == q.default, p.name
        if repr(q.default) == "<factory>":
            assert p.default is None, p.name  # (None: a fresh one, as the factory makes)


@pytest.mark.parametrize("cls, ref, required, other", CASES, ids=IDS)
def test_values_repr_and_equality_are_the_dataclass(cls, ref, required, other):
    for args in (required, other):
        a, b, r = cls(*args), cls(*args), ref(*args)
        assert [getattr(a, f.name) for f in dataclasses.fields(ref)] == [getattr(r, f.name) for f in dataclasses.fields(ref)]
        assert repr(a) == _renamed(repr(r), ref, cls)
        assert a == b and not a != b
    x, y = cls(*required), cls(*other)
    assert (x == y) == (ref(*required) == ref(*other)) and x != y
    assert x != ref(*required) and x.__eq__(object()) is NotImplemented


@pytest.mark.parametrize("cls, ref, required, other", CASES, ids=IDS)
def test_hashing_and_freezing_are_the_dataclass(cls, ref, required, other):
    a, r = cls(*other), ref(*other)
    frozen = ref.__dataclass_params__.frozen
    assert isinstance(a, FrozenRecord) == frozen and isinstance(a, Record)
    if frozen:
        assert hash(a) == hash(r)
        name = dataclasses.fields(ref)[0].name
        with pytest.raises(dataclasses.FrozenInstanceError, match=f"cannot assign to field '{name}'"):
            setattr(a, name, None)
        with pytest.raises(dataclasses.FrozenInstanceError):
            delattr(a, name)
    else:
        with pytest.raises(TypeError):
            hash(a)
        with pytest.raises(TypeError):
            hash(r)


def test_factory_defaults_are_fresh():
    assert Diagnostic("note", "m").notes is not Diagnostic("note", "m").notes
    assert PassSpec("p").options is not PassSpec("p").options
    assert Config().passes is not Config().passes and Config().print_flags == {}
    first, second = PassContext(), PassContext()
    assert isinstance(first.diag, DiagnosticEngine) and first.diag is not second.diag
    assert repr(PassContext(first.diag)).startswith(f"PassContext(diag={first.diag!r}, source_name='<stdin>'")
