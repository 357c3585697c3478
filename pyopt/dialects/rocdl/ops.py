"""The few ROCDL ops that TTGIR carries (mlir/include/mlir/Dialect/LLVMIR/ROCDLOps.td):
they come from the AMD block-pingpong pass."""

from __future__ import annotations

import re
from typing import Optional

from pyopt.diagnostics import Diagnostic
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.constraints import I16_ATTR, I32_ATTR, Constraint
from pyopt.ir.opdef import Op, attr, compiled_format, irdl_op, opt_attr, result
from pyopt.ir.traits import Pure
from pyopt.ir.version import Since, Versioned, resolve


@irdl_op("rocdl.s.setprio")
class SetPrioOp(Op):
    """Set wave priority.  Example: rocdl.s.setprio 1"""

    priority = attr(I16_ATTR)
    format = "$priority attr-dict"


# -- rocdl.sched.barrier's mask ---------------------------------------------------------
#: The instruction kinds a scheduling barrier lets through, as the ROCDL
#: dialect names them (LLVM's SchedGroupMask bits; ``none`` is 0, ``all`` is
#: every bit), in the order MLIR prints a bit enum.
SCHED_GROUP_MASK = (("non_mem_non_sideeffect", 0x1), ("valu", 0x2), ("salu", 0x4), ("mfma_wmma", 0x8),
                    ("all_vmem", 0x10), ("vmem_read", 0x20), ("vmem_write", 0x40), ("all_ds", 0x80),
                    ("ds_read", 0x100), ("ds_write", 0x200), ("transcendental", 0x400), ("ldsdma", 0x800))
SCHED_GROUP_MASK_ALL = 0xFFF
_SCHED_MASK_WORDS = dict(SCHED_GROUP_MASK, none=0, all=SCHED_GROUP_MASK_ALL)
_SCHED_MASK_EXPECTED = ("expected one of [" + ", ".join(["none"] + [n for n, _ in SCHED_GROUP_MASK] + ["all"])
                        + "] for instruction type mask for scheduling barriers, got: ")
#: The mask is an ``I32Attr`` printed as an integer (``rocdl.sched.barrier 0``),
#: then a ``ROCDL_SchedGroupMaskAttr`` bit enum printed as its keywords
#: (``rocdl.sched.barrier none``, ``valu|salu``; generic form
#: ``#rocdl<sched_group_mask valu|salu>``).
SCHED_MASK_KEYWORDS = Versioned(
    False, Since((3, 9), True, "the MLIR of the LLVM Triton 3.9.0 is built against: ROCDL's sched.barrier takes "
                               "a ROCDL_SchedGroupMaskAttr bit enum printed as keywords (upstream PR not found)"),
    name="rocdl.sched.barrier: mask keywords")


def sched_mask_text(value: int) -> str:
    """The keywords of a mask (MLIR's stringify of a bit enum: ``none`` for 0,
    the ``all`` group when every bit is set, else the bits joined by ``|``)."""
    if value == 0:
        return "none"
    if value == SCHED_GROUP_MASK_ALL:
        return "all"
    return "|".join(n for n, bit in SCHED_GROUP_MASK if value & bit)


class SchedGroupMaskAttr(A.Attribute):
    """``#rocdl<sched_group_mask valu|salu>``: the mask of a scheduling
    barrier (Triton 3.9)."""

    __slots__ = ("value",)

    def __init__(self, value: int):
        self._init(value=value)

    @classmethod
    def from_text(cls, a) -> Optional["SchedGroupMaskAttr"]:
        """``a`` itself, or the mask an attribute pyopt read as text spells
        (``#rocdl<sched_group_mask valu>`` in the generic form); else None."""
        if isinstance(a, cls):
            return a
        if not isinstance(a, A.OpaqueAttr):
            return None
        m = re.fullmatch(r"#rocdl<sched_group_mask\s+([\w\s|]+)>", a.text)
        if m is None:
            return None
        value = 0
        for word in m.group(1).split("|"):
            bit = _SCHED_MASK_WORDS.get(word.strip())
            if bit is None:
                return None
            value |= bit
        return cls(value)

    def render(self, p) -> str:
        return f"#rocdl<sched_group_mask {sched_mask_text(self.value)}>"


SCHED_GROUP_MASK_ATTR = Constraint("instruction type mask for scheduling barriers",
                                   lambda a: isinstance(a, SchedGroupMaskAttr))
SCHED_GROUP_MASK_ATTR.attr_kind = "dialect"
SCHED_GROUP_MASK_ATTR.storage = None
SCHED_GROUP_MASK_ATTR.prefix = "#rocdl"
SCHED_GROUP_MASK_ATTR.convertible = lambda a: SchedGroupMaskAttr.from_text(a) is not None


@irdl_op("rocdl.sched.barrier")
class SchedBarrier(Op):
    """Scheduling barrier.  Its mask is an integer, then keywords
    (:data:`SCHED_MASK_KEYWORDS`); either form is read under every release
    and printed as the run's release prints it.
    Example: rocdl.sched.barrier 0"""

    mask = attr(I32_ATTR, declared=(SCHED_MASK_KEYWORDS, False))
    group_mask = attr(SCHED_GROUP_MASK_ATTR, name="mask", declared=SCHED_MASK_KEYWORDS)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        a = self.attributes.get("mask")
        if isinstance(a, A.OpaqueAttr):  # (the generic form's text: the mask it spells)
            self.attributes["mask"] = SchedGroupMaskAttr.from_text(a) or a

    @classmethod
    def parse(cls, p):
        keywords = resolve(SCHED_MASK_KEYWORDS)
        t = p.peek()
        if t is not None and t.kind == "bare" and (keywords or t.text in _SCHED_MASK_WORDS):
            value = 0
            while True:
                word = p.peek()
                if word is None or word.kind != "bare" or word.text not in _SCHED_MASK_WORDS:
                    got = word.text if word is not None else ""
                    err = p.error(f"custom op '{cls.OP_NAME}' " + _SCHED_MASK_EXPECTED + got, word)
                    if not keywords:
                        err.diag.notes.append(Diagnostic(
                            "note", "a keyword mask is Triton 3.9 syntax: --triton-version=3.9", err.diag.loc))
                    raise err
                p.next()
                value |= _SCHED_MASK_WORDS[word.text]
                if not p.optional_punct("|"):
                    break
            attrs = p.parse_attr_dict()
            attrs["mask"] = SchedGroupMaskAttr(value) if keywords else A.IntegerAttr(value, T.i32)
            return cls([], [], attrs)
        op = compiled_format(cls, "$mask attr-dict").parse(cls, p)
        if keywords:
            value = op.attributes["mask"].value & 0xFFFFFFFF
            if value & ~SCHED_GROUP_MASK_ALL:
                err = p.error(f"custom op '{cls.OP_NAME}' expected keyword for instruction type mask "
                              "for scheduling barriers", t)
                err.diag.notes.append(Diagnostic(
                    "note", "an integer mask is Triton 3.6, 3.7 and 3.8 syntax: --triton-version=3.8",
                    err.diag.loc))
                raise err
            op.attributes["mask"] = SchedGroupMaskAttr(value)
        return op

    def print_body(self, p) -> str:
        a = self.attributes.get("mask")
        if isinstance(a, SchedGroupMaskAttr):
            text = sched_mask_text(a.value)
        elif isinstance(a, A.IntegerAttr):
            text = str(a.value)
        else:
            text = p.attr(a) if a is not None else ""
        return " " + text + p.attr_dict(self, frozenset({"mask"}))


@irdl_op("rocdl.s.barrier")
class SBarrierOp(Op):
    """Workgroup barrier.  Example: rocdl.s.barrier"""

    format = "attr-dict"


class SpecialRegisterOp(Op):
    """ROCDL_SpecialIdRegisterOp: a work-item or work-group id, with an optional range."""

    __slots__ = ()
    range = opt_attr()
    res = result()
    format = "(`range` $range^)? attr-dict `:` type($res)"
    traits = (Pure(),)


@irdl_op("rocdl.workitem.id.x")
class WorkitemIdXOp(SpecialRegisterOp):
    """Example: %0 = rocdl.workitem.id.x : i32"""

    __slots__ = ()


@irdl_op("rocdl.workitem.id.y")
class WorkitemIdYOp(SpecialRegisterOp):
    """Example: %0 = rocdl.workitem.id.y : i32"""

    __slots__ = ()


@irdl_op("rocdl.workitem.id.z")
class WorkitemIdZOp(SpecialRegisterOp):
    """Example: %0 = rocdl.workitem.id.z : i32"""

    __slots__ = ()


@irdl_op("rocdl.workgroup.id.x")
class WorkgroupIdXOp(SpecialRegisterOp):
    """Example: %0 = rocdl.workgroup.id.x : i32"""

    __slots__ = ()


@irdl_op("rocdl.workgroup.id.y")
class WorkgroupIdYOp(SpecialRegisterOp):
    """Example: %0 = rocdl.workgroup.id.y : i32"""

    __slots__ = ()


@irdl_op("rocdl.workgroup.id.z")
class WorkgroupIdZOp(SpecialRegisterOp):
    """Example: %0 = rocdl.workgroup.id.z : i32"""

    __slots__ = ()
