"""Passes for testing the pyopt driver, loaded with
``pyopt --load-pass-plugin=%S/Inputs/test_passes.py``.  They are not part of
pyopt."""

from __future__ import annotations

from dataclasses import field
from typing import Literal

from pyopt.diagnostics import Diagnostic
from pyopt.ir.attrs import ArrayAttr, StringAttr
from pyopt.passes import ModulePass, register_pass


@register_pass
class TestTrace(ModulePass):
    """Appends ``tag`` to the module's ``test.trace`` array, so a test sees
    which passes ran, in which order and with which options."""

    name = "test-trace"
    aliases = ("test-trace-alias",)
    summary = "Append a tag to the module attribute test.trace"

    tag: str = field(default="x", metadata={"help": "the tag to append"})
    upper: bool = False
    repeat: int = 1
    extra: list[str] = field(default_factory=list)

    def run(self, module, ctx) -> None:
        old = module.attributes.get("test.trace")
        items = list(old.elements) if old is not None else []
        tag = self.tag.upper() if self.upper else self.tag
        items += [StringAttr(tag)] * self.repeat
        items += [StringAttr(e) for e in self.extra]
        module.attributes["test.trace"] = ArrayAttr(items)


@register_pass
class TestDiagnose(ModulePass):
    """Emits one diagnostic per operation inside the module, at the op's
    location: "<prefix> <op name>"."""

    name = "test-diagnose"
    summary = "Emit a diagnostic at every operation"

    severity: Literal["remark", "warning", "error", "note"] = "remark"
    prefix: str = "op"
    note: bool = False
    unknown_loc: bool = False
    fail: bool = False

    def run(self, module, ctx) -> None:
        for op in module.walk():
            if op is module:
                continue
            loc = None if self.unknown_loc else op.loc
            d = Diagnostic(self.severity, f"{self.prefix} {op.name}", loc)
            if self.note:
                d.attach_note(f"note for {op.name}", loc)
            ctx.diag.emit(d)
        if self.fail:
            ctx.signal_failure()


@register_pass
class TestCrash(ModulePass):
    """Raises a Python exception (an internal error)."""

    name = "test-crash"
    summary = "Raise a Python exception"

    def run(self, module, ctx) -> None:
        raise RuntimeError("boom")


@register_pass
class TestBreakIR(ModulePass):
    """Erases every tt.return, so the verifier run after it fails."""

    name = "test-break-ir"
    summary = "Leave invalid IR behind"

    def run(self, module, ctx) -> None:
        for op in list(module.walk()):
            if op.name == "tt.return":
                op.erase()
