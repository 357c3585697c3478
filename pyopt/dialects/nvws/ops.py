"""The NVWS dialect's ops (third_party/nvidia/include/Dialect/NVWS/IR/NVWSOps.td,
third_party/nvidia/lib/Dialect/NVWS/IR/Ops.cpp).  Their formats and messages were
read off the Triton 3.9.0 wheel (test/parser/new-ops-nvws-3.9.mlir)."""

from __future__ import annotations

from typing import Optional

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import BlockArgument, OpResult
from pyopt.ir.opdef import Op, irdl_op, operand, result
from pyopt.ir.traits import SameOperandsAndResultType, TraitError
from pyopt.dialects.scf.ops import ForOp
from pyopt.dialects.ttg.ops import PARTITION_ATTR, PARTITION_OUTPUTS_ATTR, TTG_MemDesc


def _ids(a) -> Optional[list]:
    """An ``array<i32: ...>`` of partition ids (None for anything else)."""
    return list(a.values) if isinstance(a, A.DenseArrayAttr) and a.element == T.i32 else None


def _operand_partitions(value) -> Optional[list]:
    """``getArefPhiOperandPartitions``: the partitions that own ``value``: its
    defining op's ``ttg.partition`` (or, with ``ttg.partition.outputs``, the
    set of its result), or for an iteration argument of an ``scf.for`` with
    output partitions, that loop result's set; None where it has none."""
    if isinstance(value, OpResult):
        op = value.op
        if PARTITION_ATTR not in op.attributes:
            return None
        outputs = op.attributes.get(PARTITION_OUTPUTS_ATTR)
        if outputs is None:
            return _ids(op.attributes[PARTITION_ATTR])
        sets = outputs.elements
        return _ids(sets[value.index]) if value.index < len(sets) else None
    if not isinstance(value, BlockArgument) or value.index == 0:
        return None
    loop = value.block.parent_op if value.block is not None else None
    if not isinstance(loop, ForOp) or PARTITION_ATTR not in loop.attributes \
            or PARTITION_OUTPUTS_ATTR not in loop.attributes:
        return None
    sets = loop.attributes[PARTITION_OUTPUTS_ATTR].elements
    return _ids(sets[value.index - 1]) if value.index - 1 < len(sets) else None


@irdl_op("nvws.aref.phi")
class ArefPhiOp(Op):
    """Join the values two sets of warp-specialization partitions own (Triton 3.9).
    Example:
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    %0 = nvws.aref.phi %a, %b {ttg.partition = array<i32: 0, 1>} : i32"""

    local = operand()
    remote = operand()
    result = result()
    format = "$local `,` $remote attr-dict `:` type($result)"
    traits = (SameOperandsAndResultType(),)

    def verify_(self):
        """``ArefPhiOp::verify`` (``emitError``: no op prefix)."""
        if PARTITION_ATTR not in self.attributes:
            return TraitError("requires a non-empty ttg.partition annotation", op_prefix=False)
        local = _operand_partitions(self.local)
        remote = _operand_partitions(self.remote)
        if not local:
            return TraitError("local operand must have partition ownership", op_prefix=False)
        if not remote:
            return TraitError("remote operand must have partition ownership", op_prefix=False)
        for p in local:
            if p in remote:
                return TraitError(f"partition {p} is owned by both phi operands", op_prefix=False)
        covered = set(local) | set(remote)
        if covered != set(_ids(self.attributes[PARTITION_ATTR]) or ()):
            return TraitError("operand partition union must exactly match the phi partition set", op_prefix=False)
        return None


@irdl_op("nvws.clc_try_cancel")
class CLCTryCancelOp(Op):
    """Cluster launch control: try to cancel a not yet launched cluster, the response written to ``result``
    (Triton 3.9).
    Example: nvws.clc_try_cancel %0 : !ttg.memdesc<2xi64, #shared2, #smem, mutable>"""

    result = operand(TTG_MemDesc)
    format = "$result attr-dict `:` qualified(type($result))"
