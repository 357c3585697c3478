"""The builtin dialect: ``builtin.module`` and ``builtin.unrealized_conversion_cast``.

Mirrors mlir/include/mlir/IR/BuiltinOps.td.
"""

from __future__ import annotations

from pyopt.ir.opdef import Op, irdl_op, opt_attr, region, var_operand, var_result
from pyopt.ir import attrs as A
from pyopt.ir.constraints import STR_ATTR
from pyopt.ir.core import Block, Region
from pyopt.ir.traits import IsolatedFromAbove, NoTerminator, OneRegion, Pure, Symbol, SymbolTable


@irdl_op("builtin.module")
class ModuleOp(Op):
    """A module: one region with one block, no terminator.
    Example: module attributes {"ttg.num-warps" = 4 : i32} { ... }"""

    sym_name = opt_attr(STR_ATTR)
    sym_visibility = opt_attr(STR_ATTR)
    # OpAsmOpInterface::getDefaultDialect: unprefixed op names in its body are builtin's
    default_dialect = "builtin"
    body = region()
    traits = (IsolatedFromAbove(), NoTerminator(), SymbolTable(), Symbol(optional=True), OneRegion())

    @classmethod
    def parse(cls, p):
        name = None
        if p.peek() is not None and p.peek().kind == "symbol":
            name = p.parse_symbol_name()
        attrs = p.parse_attr_dict_with_keyword()
        if name is not None:
            attrs["sym_name"] = A.StringAttr(name)
        r = p.parse_region()
        if not r.blocks:
            r.add_block(Block())
        return cls([], [], attrs, [r])

    def print_body(self, p) -> str:
        s = ""
        name = self.attributes.get("sym_name")
        if name is not None:
            s += " " + A.render_symbol(name.value)
        s += p.attr_dict(self, frozenset({"sym_name"}), with_keyword=True)
        return s + " " + p.region(self.regions[0], print_entry_args=False, print_terminators=False)

    def verify_(self):
        """``ModuleOp::verify``: every attribute but the symbol's has a
        dialect-prefixed name."""
        for name in self.attributes:
            if "." not in name and name not in ("sym_name", "sym_visibility"):
                return f"can only contain attributes with dialect-prefixed names, found: '{name}'"
        return None

    @classmethod
    def create_empty(cls, attributes=None, loc=None) -> "ModuleOp":
        """``ModuleOp::create``: a module with one empty block."""
        r = Region()
        r.add_block(Block())
        return cls([], [], attributes or {}, [r], loc=loc)


@irdl_op("builtin.unrealized_conversion_cast")
class UnrealizedConversionCastOp(Op):
    inputs = var_operand()
    outputs = var_result()
    format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict"
    traits = (Pure(),)

    def fold(self, constants):
        """``UnrealizedConversionCastOp::fold``: a cast to its own types is its
        inputs; a cast that undoes the cast producing all its inputs is that
        cast's inputs."""
        inputs = self.operands
        if [v.type for v in inputs] == self.result_types:
            return inputs
        if not inputs:
            return None
        producer = inputs[0].defining_op
        if (not isinstance(producer, UnrealizedConversionCastOp) or producer.results != inputs
                or [v.type for v in producer.operands] != self.result_types):
            return None
        return producer.operands
