"""Planted bugs: mutants of a kernel, for measuring how many wrong pass
outputs ``pyopt equiv`` catches (issue 28; ``tools/mutants.py``).

Each :class:`Mutator` finds its *sites* in a module (in walk order) and
changes one, as a buggy pass would:

* ``addi-to-subi``: an ``arith.addi`` becomes an ``arith.subi``;
* ``offset-constant``: an integer constant that flows into a ``tt.addptr``
  offset (through arith, splat, broadcast, expand_dims, convert_layout) is
  one larger;
* ``cmpi-predicate``: an ``arith.cmpi`` compares strictly where it did not,
  or the other way round (``slt``/``sle``, ``sgt``/``sge``, ``ult``/``ule``,
  ``ugt``/``uge``, ``eq``/``ne``): the off-by-one of a bound check;
* ``drop-mask``: a ``tt.load`` loses its mask (and ``other``), a
  ``tt.store`` its mask;
* ``load-other``: a ``tt.load``'s ``other`` becomes a splat 7 (3 where it was 7);
* ``store-convert``: a ``tt.store`` of a ``ttg.convert_layout`` between two
  layouts stores the conversion's source instead, its pointer and mask
  converted to the source's layout so that the types agree.  At the value
  level a layout carries no data, so this mutant never changes a stored
  value in the interpreter (on a GPU it is a well-formed program too: the
  conversions are what the compiler would insert).
* ``store-reinterpret``: the same conversion dropped where it matters on a
  GPU: the registers of the source are read as the destination layout
  without moving, so element ``e`` gets the source element that the thread
  holding ``e`` held before (the two layouts' (register, lane, warp) slots
  from their linear layouts), written as a ``tt.gather`` of the source with
  that permutation as constant indices; a tensor of rank > 1 is gathered in
  its flat view (``tt.reshape allow_reorder`` to 1-D and back, the
  encodings the layout inference gives).

:func:`mutants` lists the (mutator, site) pairs of a module; :func:`apply`
makes one in a module the caller parsed for it (it is changed in place; the
caller prints and verifies it: ``tools/mutants.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator, Optional

from pyopt.dialects.arith import ops as arith
from pyopt.dialects.tt import ops as tt
from pyopt.dialects.ttg import ops as ttg
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import OpResult
from pyopt.ir.floats import bits_to_float, float_to_bits
from pyopt.ir.pattern import Rewriter

__all__ = ["Mutator", "MUTATORS", "Mutant", "mutants", "apply"]


@dataclass(frozen=True)
class Mutator:
    name: str
    sites: Callable  # module -> list of ops
    change: Callable  # (op, rewriter) -> description


def _walk(module, cls) -> list:
    return [op for op in module.walk() if isinstance(op, cls)]


def _rebuilt(op, cls, operands: dict, attributes: Optional[dict] = None):
    """A new op of ``cls`` in place of ``op`` (its results replaced), with
    ``op``'s attributes but the operand segments."""
    attrs = {k: v for k, v in op.attributes.items() if k != "operandSegmentSizes"}
    if attributes:
        attrs.update(attributes)
    rw = Rewriter()
    rw.set_insertion_point(op)
    new = rw.insert(cls.build(operands, [r.type for r in op.results], attrs, loc=op.loc))
    rw.replace_op(op, new.results)
    return new


# -- addi -> subi -------------------------------------------------------------------------
def _addi_change(op, rw) -> str:
    _rebuilt(op, arith.SubIOp, {"lhs": op.operand(0), "rhs": op.operand(1)})
    return "arith.addi -> arith.subi"


# -- an offset constant -----------------------------------------------------------------
_FLOWS = (arith.AddIOp, arith.SubIOp, arith.MulIOp, arith.ExtSIOp, arith.ExtUIOp, arith.TruncIOp,
          tt.SplatOp, tt.BroadcastOp, tt.ExpandDimsOp, ttg.ConvertLayoutOp)


def _feeds_addptr_offset(value, depth: int = 4) -> bool:
    for use in value.uses:
        user = use.owner
        if isinstance(user, tt.AddPtrOp) and use.index == 1:
            return True
        if depth and isinstance(user, _FLOWS) and _feeds_addptr_offset(user.results[0], depth - 1):
            return True
    return False


def _int_constant(op) -> bool:
    t = op.results[0].type
    el = t.element if isinstance(t, T.RankedTensorType) else t
    if not isinstance(el, T.IntegerType) or el.width == 1:
        return False
    v = op.attributes.get("value")
    return isinstance(v, A.IntegerAttr) or (isinstance(v, A.DenseElementsAttr) and v.splat and v.hex is None)


def _offset_sites(module) -> list:
    return [op for op in _walk(module, arith.ConstantOp) if _int_constant(op) and _feeds_addptr_offset(op.results[0])]


def _offset_change(op, rw) -> str:
    v = op.attributes["value"]
    t = op.results[0].type
    if isinstance(v, A.IntegerAttr):
        new, old = A.IntegerAttr(v.value + 1, v.type), v.value
    else:
        new, old = A.DenseElementsAttr(v.type, [v.values[0] + 1], True), v.values[0]
    _rebuilt(op, arith.ConstantOp, {}, {"value": new})
    el = t.element if isinstance(t, T.RankedTensorType) else t
    return f"offset constant {old} -> {old + 1} ({'a tensor of ' if el is not t else ''}{el})"


# -- cmpi predicate ---------------------------------------------------------------------------
_FLIP = {0: 1, 1: 0, 2: 3, 3: 2, 4: 5, 5: 4, 6: 7, 7: 6, 8: 9, 9: 8}


def _cmpi_change(op, rw) -> str:
    pred = op.attributes["predicate"].value
    _rebuilt(op, arith.CmpIOp, {"lhs": op.operand(0), "rhs": op.operand(1)},
             {"predicate": A.IntegerAttr(_FLIP[pred], T.i64)})
    names = arith.CMPI_PREDICATES
    return f"arith.cmpi {names[pred]} -> {names[_FLIP[pred]]}"


# -- masks and other ------------------------------------------------------------------------
def _mask_sites(module) -> list:
    return [op for op in module.walk() if isinstance(op, (tt.LoadOp, tt.StoreOp)) and op.mask is not None]


def _drop_mask(op, rw) -> str:
    if isinstance(op, tt.LoadOp):
        _rebuilt(op, tt.LoadOp, {"ptr": op.operand(0)})
        return "tt.load: mask and other dropped"
    _rebuilt(op, tt.StoreOp, {"ptr": op.operand(0), "value": op.operand(1)})
    return "tt.store: mask dropped"


def _other_sites(module) -> list:
    return [op for op in _walk(module, tt.LoadOp) if op.other is not None]


def _splat_constant(t, value: float):
    el = t.element if isinstance(t, T.RankedTensorType) else t
    if isinstance(el, T.FloatType):
        bits = float_to_bits(value, el.name)
        return A.DenseElementsAttr(t, [bits], True) if el is not t else A.FloatAttr(bits, el)
    return A.DenseElementsAttr(t, [int(value)], True) if el is not t else A.IntegerAttr(int(value), el)


def _constant_value(v) -> Optional[float]:
    op = v.op if isinstance(v, OpResult) else None
    if isinstance(op, arith.ConstantOp):
        a = op.attributes.get("value")
        if isinstance(a, A.DenseElementsAttr) and a.splat and a.hex is None:
            el = a.type.element
            return bits_to_float(a.values[0], el.name) if isinstance(el, T.FloatType) else a.values[0]
        if isinstance(a, (A.IntegerAttr, A.FloatAttr)):
            return a.value
    return None


def _other_change(op, rw) -> str:
    other = op.other
    value = 3 if _constant_value(other) == 7 else 7
    rw.set_insertion_point(op)
    const = rw.create(arith.ConstantOp, [], [other.type], {"value": _splat_constant(other.type, value)},
                      loc=op.loc)
    op.set_operand(2, const.results[0])
    return f"tt.load: other -> {value}"


# -- a store's layout conversion ------------------------------------------------------------
def _store_convert_sites(module) -> list:
    out = []
    for op in _walk(module, tt.StoreOp):
        v = op.operand(1)
        src = v.op if isinstance(v, OpResult) else None
        if isinstance(src, ttg.ConvertLayoutOp) and src.operand(0).type != src.results[0].type \
                and isinstance(op.operand(0).type, T.RankedTensorType):
            out.append(op)
    return out


def _store_convert_change(op, rw) -> str:
    conv = op.operand(1).op
    value = conv.operand(0)
    enc = value.type.encoding
    rw.set_insertion_point(op)
    for i in [0] + ([2] if op.mask is not None else []):
        v = op.operand(i)
        c = rw.create(ttg.ConvertLayoutOp, [v], [v.type.with_encoding(enc)], {}, loc=op.loc)
        op.set_operand(i, c.results[0])
    op.set_operand(1, value)
    return "tt.store: the value's ttg.convert_layout removed (pointer and mask converted instead)"


# -- a store's layout conversion dropped, the registers taken as they are ---------------------
def _slot_elements(t) -> Optional[list[int]]:
    """The flat (row-major) element each (register, lane, warp) slot of ``t``'s layout holds."""
    from pyopt.dialects.ttg.attrs import to_linear_layout
    from pyopt.dialects.ttg.layout_str import flat_images

    try:
        ll = to_linear_layout(t.encoding, t.shape)
    except Exception:  # noqa: BLE001 - a layout without a linear form: no site
        return None
    strides, acc = [], 1
    for n in reversed(t.shape):
        strides.insert(0, acc)
        acc *= n
    return [sum(c * st for c, st in zip(img, strides)) for img in flat_images(ll, ["register", "lane", "warp"])]


#: the most elements of a tensor whose conversion ``store-reinterpret`` drops
MAX_REINTERPRET_ELEMENTS = 1 << 16


def _reinterpretation(conv) -> Optional[list[int]]:
    """For the conversion ``conv`` (L1 -> L2 of a tensor of any rank), the
    flat (row-major) element ``perm[e]`` of the source that a thread holds
    where L2 puts flat element ``e``, if the conversion were dropped and the
    registers read as L2; None where the two layouts have different slots, a
    flat view cannot be made (:func:`_flat_encodings`) or nothing would move."""
    src, dst = conv.operand(0).type, conv.results[0].type
    n = dst.num_elements()
    if n > MAX_REINTERPRET_ELEMENTS or (len(dst.shape) > 1 and _flat_encodings(src, dst) is None):
        return None
    e1, e2 = _slot_elements(src), _slot_elements(dst)
    if e1 is None or e2 is None or len(e1) != len(e2):
        return None
    perm: list = [None] * n
    for a, b in zip(e1, e2):
        if perm[b] is None:
            perm[b] = a
    if any(p is None for p in perm) or perm == list(range(len(perm))):
        return None
    return perm


def _flat_encodings(src, dst) -> Optional[tuple]:
    """For a tensor of rank > 1: (the encoding of its flat 1-D view, reshaped
    from ``src`` with ``allow_reorder``; the encoding of that view reshaped
    back to ``dst``'s shape), as the layout inference infers them (what the
    verifier asks of such a reshape from Triton 3.8); None where it infers none."""
    from pyopt.dialects.tt.dialect_interfaces import LayoutInferenceError, infer_layout_interface

    flat = [src.num_elements()]
    try:
        layouts = infer_layout_interface(src.encoding)
        e1 = layouts.infer_reshape_op_encoding(list(src.shape), src.encoding, flat, None, True)
        e2 = infer_layout_interface(e1).infer_reshape_op_encoding(flat, e1, list(dst.shape), dst.encoding, True)
    except (LayoutInferenceError, ValueError, TypeError, KeyError):
        return None
    return (e1, e2) if e1 is not None and e2 is not None else None


def _store_reinterpret_sites(module) -> list:
    return [op for op in _store_convert_sites(module) if _reinterpretation(op.operand(1).op) is not None]


def _store_reinterpret_change(op, rw) -> str:
    """1-D: a ``tt.gather`` of the source with the permutation as constant
    indices.  Rank > 1: the same gather on the source's flat view (``tt.reshape
    allow_reorder`` to 1-D, which pyopt equiv's layout-free order reads row-major), reshaped back
    to the result's shape (and converted to its layout where the inferred one differs)."""
    conv = op.operand(1).op
    perm = _reinterpretation(conv)
    src, dst = conv.operand(0), conv.results[0].type
    rw.set_insertion_point(op)
    flat_encs = _flat_encodings(src.type, dst) if len(dst.shape) > 1 else None
    if flat_encs is not None:
        flat_t = T.RankedTensorType([dst.num_elements()], src.type.element, flat_encs[0])
        src = rw.insert(tt.ReshapeOp.build({"src": src}, [flat_t], {"allow_reorder": A.UnitAttr()}, loc=op.loc)).results[0]
        gather_t = flat_t
    else:
        gather_t = dst
    idx_type = T.RankedTensorType(gather_t.shape, T.i32, gather_t.encoding)
    idx = rw.create(arith.ConstantOp, [], [idx_type], {"value": A.DenseElementsAttr(idx_type, perm, False)},
                    loc=op.loc)
    g = rw.insert(tt.GatherOp.build({"src": src, "indices": idx.results[0]}, [gather_t],
                                    {"axis": A.IntegerAttr(0, T.i32)}, loc=op.loc))
    value = g.results[0]
    if flat_encs is not None:
        back_t = T.RankedTensorType(dst.shape, dst.element, flat_encs[1])
        value = rw.insert(tt.ReshapeOp.build({"src": value}, [back_t], {"allow_reorder": A.UnitAttr()},
                                             loc=op.loc)).results[0]
        if back_t != dst:
            value = rw.create(ttg.ConvertLayoutOp, [value], [dst], {}, loc=op.loc).results[0]
    op.set_operand(1, value)
    moved = sum(1 for i, p in enumerate(perm) if p != i)
    return f"tt.store: the value's ttg.convert_layout dropped, its registers read in the new layout ({moved} of {len(perm)} elements move)"


MUTATORS: tuple[Mutator, ...] = (
    Mutator("addi-to-subi", lambda m: _walk(m, arith.AddIOp), _addi_change),
    Mutator("offset-constant", _offset_sites, _offset_change),
    Mutator("cmpi-predicate", lambda m: _walk(m, arith.CmpIOp), _cmpi_change),
    Mutator("drop-mask", _mask_sites, _drop_mask),
    Mutator("load-other", _other_sites, _other_change),
    Mutator("store-convert", _store_convert_sites, _store_convert_change),
    Mutator("store-reinterpret", _store_reinterpret_sites, _store_reinterpret_change),
)
_BY_NAME = {m.name: m for m in MUTATORS}


@dataclass(frozen=True)
class Mutant:
    """Site ``site`` (its index among the mutator's sites) of ``mutator``."""

    mutator: str
    site: int
    loc: object  # the site op's location in the original


def mutants(module, names: Optional[list] = None) -> Iterator[Mutant]:
    """Every mutant of ``module`` (of the mutators ``names``; default all)."""
    for m in MUTATORS:
        if names is not None and m.name not in names:
            continue
        for i, op in enumerate(m.sites(module)):
            yield Mutant(m.name, i, op.loc)


def apply(module, mutant: Mutant) -> Optional[str]:
    """Change ``module`` (a fresh parse: it is changed in place) at the
    mutant's site; the change's description."""
    m = _BY_NAME[mutant.mutator]
    sites = m.sites(module)
    if mutant.site >= len(sites):
        return None
    return m.change(sites[mutant.site], Rewriter())
