"""``-strip-debuginfo``: MLIR's StripDebugInfo (mlir/lib/Transforms/StripDebugInfo.cpp).

Every operation, the one the pass runs on included, and every argument of every block nested in
them gets the unknown location (``loc(unknown)``).  Printed with ``--mlir-print-debuginfo``, the
IR then holds one location alias, ``#loc = loc(unknown)``; with ``--mlir-use-nameloc-as-prefix``
values lose the names their locations gave them (``%0``, ``%arg0``).
"""

from __future__ import annotations

from pyopt.ir import attrs as A
from pyopt.transforms.pass_base import ModulePass, register_pass

__all__ = ["StripDebugInfo", "strip_debuginfo"]


def strip_debuginfo(root) -> None:
    """Set the location of ``root``, of every op it nests and of their blocks' arguments to
    unknown."""
    unknown = A.UnknownLoc()
    for op in root.walk():
        op.loc = unknown
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    arg.loc = unknown


@register_pass
class StripDebugInfo(ModulePass):
    """Replace every location with the unknown location."""

    name = "strip-debuginfo"
    aliases = ()
    summary = "Strip debug info from all operations"
    mirrors = "mlir/lib/Transforms/StripDebugInfo.cpp"

    def run(self, module, ctx) -> None:
        strip_debuginfo(module)
