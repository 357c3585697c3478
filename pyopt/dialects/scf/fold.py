"""Folders of the ``scf`` ops (mlir/lib/Dialect/SCF/IR/SCF.cpp at Triton
3.6.0's LLVM).

Only ``scf.if`` has a fold hook (``IfOp::fold``); ``scf.for``,
``scf.while``, ``scf.execute_region`` and ``scf.index_switch`` are simplified
by canonicalization patterns only (:mod:`pyopt.rewrite.patterns`).
"""

from __future__ import annotations

from pyopt.ir import common_folders as C
from pyopt.rewrite.folding import IN_PLACE, constant_value, register_folder


@register_folder("scf.if")
def fold_if(op, constants):
    """``IfOp::fold``: ``if (!c) A else B`` becomes ``if c B else A`` (in
    place), for a negation written ``xori %c, true``."""
    then_region, else_region = op.regions
    if not else_region.blocks:
        return None
    xor = op.operand(0).defining_op
    if xor is None or xor.name != "arith.xori":
        return None
    if not C.m_one(constant_value(xor.operand(1).defining_op)):
        return None
    op.set_operand(0, xor.operand(0))
    then_blocks, else_blocks = then_region.blocks, else_region.blocks
    then_region.blocks, else_region.blocks = else_blocks, then_blocks
    for b in then_region.blocks:
        b.parent = then_region
    for b in else_region.blocks:
        b.parent = else_region
    return IN_PLACE
