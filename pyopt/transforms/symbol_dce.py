"""``-symbol-dce``: MLIR's dead symbol elimination (mlir/lib/Transforms/SymbolDCE.cpp), the last
step of the AMD backend's make_ttgir.

Liveness is computed per symbol table (an op with the ``SymbolTable`` trait, ``builtin.module``),
top down:

1. In the table's body, every op that is not a symbol is live, and so is every symbol that can
   not be discarded: a symbol can be discarded when it is not public (``sym_visibility`` is
   ``"private"`` or ``"nested"``: MLIR's default ``canDiscardOnUseEmpty``) and the table is
   hidden or the symbol private -- the top-level table is hidden, a nested table is hidden when
   its parent is, when it is no symbol or when it is private.
2. From each live op: a nested symbol table gets its own liveness computed; any other op
   queues the ops with regions nested in it; and the symbols its attributes (and those of the
   ops nested in it, short of nested symbol tables) reference, resolved in the enclosing table,
   become live.  References to unknown symbols are ignored; an unregistered op with one region
   (it could be a symbol table nobody knows) makes the pass fail, as in MLIR.
3. Every symbol of every table that was not found live is erased.
"""

from __future__ import annotations

from typing import Iterator, Optional

from pyopt.ir import attrs as A
from pyopt.ir.core import Operation
from pyopt.ir.traits import Symbol, SymbolTable
from pyopt.ir.version import Since, Versioned
from pyopt.transforms.pass_base import ModulePass, Statistic, register_pass

__all__ = ["SymbolDCE", "compute_liveness", "symbol_uses", "is_symbol", "is_private"]


def is_symbol(op: Operation) -> bool:
    """``isa<SymbolOpInterface>(op)``: an op with the ``Symbol`` trait that has a ``sym_name``
    (an optional symbol such as ``builtin.module`` without a name is none)."""
    return op.has_trait(Symbol) and "sym_name" in op.attributes


def is_private(op: Operation) -> bool:
    """``SymbolOpInterface::isPrivate``."""
    return visibility(op) == "private"


def visibility(op: Operation) -> str:
    """``SymbolOpInterface::getVisibility``: public (no ``sym_visibility``), private or nested."""
    vis = op.attributes.get("sym_visibility")
    return vis.value if isinstance(vis, A.StringAttr) else "public"


def can_discard_on_use_empty(op: Operation) -> bool:
    """``SymbolOpInterface::canDiscardOnUseEmpty`` (MLIR's default: any symbol that is not
    public)."""
    return visibility(op) != "public"


def _symbol_name(op: Operation) -> Optional[str]:
    name = op.attributes.get("sym_name")
    return name.value if isinstance(name, A.StringAttr) else None


def _is_potentially_unknown_symbol_table(op: Operation) -> bool:
    """An op of no known dialect with one region: it may define a symbol table."""
    return type(op) is Operation and len(op.regions) == 1


def _symbol_refs(attr) -> Iterator[A.SymbolRefAttr]:
    """The symbol references in an attribute and its sub-attributes, in pre-order."""
    if isinstance(attr, A.SymbolRefAttr):
        yield attr
    elif isinstance(attr, A.ArrayAttr):
        for e in attr.elements:
            yield from _symbol_refs(e)
    elif isinstance(attr, A.DictAttr):
        for _, e in attr.items:
            yield from _symbol_refs(e)


def _attribute_refs(op: Operation) -> Iterator[A.SymbolRefAttr]:
    for _, attr in sorted(op.attributes.items()):
        yield from _symbol_refs(attr)


def symbol_uses(op: Operation) -> Optional[list]:
    """``SymbolTable::getSymbolUses(op)``: the symbol references held by ``op`` and by the ops
    nested in it, not looking into nested symbol tables; None when an op might be an unknown
    symbol table."""
    if _is_potentially_unknown_symbol_table(op):
        return None
    uses = list(_attribute_refs(op))
    if op.has_trait(SymbolTable):
        return uses
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                if not _collect_uses(inner, uses):
                    return None
    return uses


def _collect_uses(op: Operation, uses: list) -> bool:
    """``walkSymbolTable``'s visit of a nested op: its references, then (unless it is a symbol
    table) those of the ops nested in it; False for a potentially unknown symbol table."""
    if _is_potentially_unknown_symbol_table(op):
        return False
    uses.extend(_attribute_refs(op))
    if op.has_trait(SymbolTable):
        return True
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                if not _collect_uses(inner, uses):
                    return False
    return True


def _lookup_symbol_in(table: Operation, ref: A.SymbolRefAttr) -> Optional[list]:
    """``SymbolTableCollection::lookupSymbolIn(table, ref, symbols)``: the symbol each
    component of ``ref`` names (the root in ``table``, each nested name in the symbol table
    found before it), or None when one is missing."""
    found: list = []
    scope = table
    for name in ref.path:
        if not scope.has_trait(SymbolTable) or not scope.regions or not scope.regions[0].blocks:
            return None
        hit = None
        for o in scope.regions[0].blocks[0].ops:
            if _symbol_name(o) == name:
                hit = o
                break
        if hit is None:
            return None
        found.append(hit)
        scope = hit
    return found


class SymbolUseError(Exception):
    """An op whose symbol uses cannot be known (``getSymbolUses`` failed)."""

    def __init__(self, op: Operation):
        super().__init__("operation contains potentially unknown symbol table, meaning that we can't "
                         "reliable compute symbol uses")
        self.op = op


def compute_liveness(table: Operation, hidden: bool, live: set) -> None:
    """``SymbolDCE::computeLiveness``: add the live symbols of ``table`` (and of the symbol
    tables nested in it) to ``live``; raises :class:`SymbolUseError` as MLIR fails."""
    worklist: list = []
    for block in table.regions[0].blocks:
        for op in block.ops:
            if not is_symbol(op):
                worklist.append(op)
                continue
            discardable = (hidden or is_private(op)) and can_discard_on_use_empty(op)
            if not discardable and op not in live:
                live.add(op)
                worklist.append(op)
    while worklist:
        op = worklist.pop()
        if op.has_trait(SymbolTable):
            nested_hidden = hidden or not is_symbol(op) or is_private(op)
            compute_liveness(op, nested_hidden, live)
        else:
            for region in op.regions:
                for block in region.blocks:
                    for inner in block.ops:
                        if inner.regions:
                            worklist.append(inner)
        parent = op.parent_op
        if parent is None or not parent.has_trait(SymbolTable):
            continue
        uses = symbol_uses(op)
        if uses is None:
            raise SymbolUseError(op)
        for ref in uses:
            resolved = _lookup_symbol_in(parent, ref)
            if resolved is None:  # references to unknown symbols are ignored
                continue
            for sym in resolved:
                if sym not in live:
                    live.add(sym)
                    worklist.append(sym)


@register_pass
class SymbolDCE(ModulePass):
    """Eliminate dead symbols (private symbols nothing references)."""

    name = "symbol-dce"
    aliases = ()
    summary = "Eliminate dead symbols"
    mirrors = "mlir/lib/Transforms/SymbolDCE.cpp"
    mlir_name = Versioned(
        "SymbolDCE",
        Since((3, 8), "SymbolDCEPass", "the LLVM of Triton 3.8.0 names MLIR's pass class SymbolDCEPass (its getName(), "
              "in IR dump headers and timing reports; upstream change not found)"),
        name="symbol-dce: the C++ pass's name")

    statistics = (Statistic("num-dce'd", "Number of symbols DCE'd"),)

    def run(self, module, ctx) -> None:
        if not module.has_trait(SymbolTable):
            ctx.error(module, f"'{module.name}' op  was scheduled to run under SymbolDCE, but does not "
                              "define a symbol table")
            return
        hidden = True
        if module.parent_op is not None and is_symbol(module):
            hidden = is_private(module)
        live: set = set()
        try:
            compute_liveness(module, hidden, live)
        except SymbolUseError as e:
            ctx.error(e.op, str(e))
            return
        dead = []
        for table in module.walk(pre_order=False):
            if not table.has_trait(SymbolTable):
                continue
            for block in table.regions[0].blocks:
                for op in block.ops:
                    if is_symbol(op) and op not in live:
                        dead.append(op)
        for op in dead:
            if op.parent is not None:
                op.erase()
                self.add_to_statistic("num-dce'd", 1)
