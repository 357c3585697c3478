"""The Triton dialect ``tt`` (include/triton/Dialect/Triton/IR/TritonOps.td).

Formats are copied from TritonOps.td; ``tt.func``, ``tt.load`` and
``tt.store`` (FunctionOpInterface syntax, ``oilist``) are written by hand.
"""

from __future__ import annotations

from pyopt.dialects.opdef import (
    AnyType, BoolLike, IntLike, Op, PtrLike, attr, irdl_op, operand, opt_attr, opt_operand,
    region, result, var_operand,
)
from pyopt.ir import attrs as A
from pyopt.ir import types as T

CACHE_MODIFIERS = {1: "none", 2: "ca", 3: "cg", 4: "wb", 5: "cs", 6: "wt", 7: "cv"}
EVICTION_POLICIES = {1: "evict_normal", 2: "evict_first", 3: "evict_last"}
PROGRAM_DIMS = {0: "x", 1: "y", 2: "z"}


def pointee_like(ptr_type: T.Type) -> T.Type:
    """The type a load of ``ptr_type`` produces (getPointeeType)."""
    if isinstance(ptr_type, T.RankedTensorType):
        return T.RankedTensorType(ptr_type.shape, ptr_type.element.pointee, ptr_type.encoding)
    if isinstance(ptr_type, T.PointerType):
        pt = ptr_type.pointee
        return pt
    raise TypeError(f"not a pointer type: {ptr_type}")


@irdl_op("tt.get_program_id")
class GetProgramIdOp(Op):
    """Example: %0 = tt.get_program_id x : i32"""

    axis = attr(enum=PROGRAM_DIMS, storage=T.i32)
    result = result()
    format = "$axis attr-dict `:` type($result)"
    traits = frozenset({"Pure"})


@irdl_op("tt.make_range")
class MakeRangeOp(Op):
    """Example: %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>"""

    start = attr()
    end = attr()
    result = result()
    format = "attr-dict `:` type($result)"
    traits = frozenset({"Pure"})


@irdl_op("tt.splat")
class SplatOp(Op):
    """Example: %2 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>"""

    src = operand()
    result = result()
    format = "$src attr-dict `:` type($src) `->` type($result)"
    traits = frozenset({"Pure", "SameOperandsAndResultElementType"})


@irdl_op("tt.addptr")
class AddPtrOp(Op):
    """Example: %3 = tt.addptr %2, %1 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>"""

    ptr = operand(PtrLike)
    offset = operand(IntLike)
    result = result(PtrLike)
    format = "$ptr `,` $offset attr-dict `:` type($result) `,` type($offset)"
    traits = frozenset({"Pure", "Elementwise", "SameOperandsAndResultShape", "SameOperandsAndResultEncoding"})


@irdl_op("tt.expand_dims")
class ExpandDimsOp(Op):
    src = operand()
    axis = attr()
    result = result()
    format = "$src attr-dict `:` type($src) `->` type($result)"
    traits = frozenset({"Pure", "SameOperandsAndResultElementType"})


@irdl_op("tt.broadcast")
class BroadcastOp(Op):
    src = operand()
    result = result()
    format = "$src attr-dict `:` type($src) `->` type($result)"
    traits = frozenset({"Pure", "SameOperandsAndResultElementType", "SameOperandsAndResultEncoding"})


def _parse_oilist(p, attrs):
    """``oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)``."""
    while True:
        if p.optional_keyword("cacheModifier"):
            p.expect_punct("=")
            kw = p.expect_keyword()
            attrs["cache"] = A.IntegerAttr(_enum_value(p, CACHE_MODIFIERS, kw), T.i32)
        elif p.optional_keyword("evictionPolicy"):
            p.expect_punct("=")
            kw = p.expect_keyword()
            attrs["evict"] = A.IntegerAttr(_enum_value(p, EVICTION_POLICIES, kw), T.i32)
        else:
            return


def _enum_value(p, table, kw):
    for k, v in table.items():
        if v == kw:
            return k
    raise p.error(f"expected one of {', '.join(table.values())}")


def _print_oilist(op) -> str:
    s = ""
    c = op.attributes.get("cache")
    if c is not None and c.value != 1:
        s += f" cacheModifier = {CACHE_MODIFIERS.get(c.value, c.value)}"
    e = op.attributes.get("evict")
    if e is not None and e.value != 1:
        s += f" evictionPolicy = {EVICTION_POLICIES.get(e.value, e.value)}"
    return s


def _elide_defaults(op, names) -> frozenset:
    out = set(names)
    for a in type(op).ATTRS:
        v = op.attributes.get(a.attr_name)
        if v is not None and a.default is not None and v == a.default:
            out.add(a.attr_name)
    return frozenset(out)


@irdl_op("tt.load")
class LoadOp(Op):
    """Example: %4 = tt.load %3, %m, %other : tensor<128x!tt.ptr<f32>, #blocked>"""

    ptr = operand(PtrLike)
    mask = opt_operand(BoolLike)
    other = opt_operand()
    result = result()
    boundaryCheck = attr(default=A.DenseArrayAttr(T.i32, ()))
    padding = opt_attr()
    cache = attr(default=A.IntegerAttr(1, T.i32))
    evict = attr(default=A.IntegerAttr(1, T.i32))
    isVolatile = attr(default=A.BoolAttr(False))
    traits = frozenset({"AttrSizedOperandSegments"})

    @classmethod
    def parse(cls, p):
        ptr = p.parse_operand_tok()
        mask = other = None
        if p.optional_punct(","):
            mask = p.parse_operand_tok()
            if p.optional_punct(","):
                other = p.parse_operand_tok()
        attrs = {}
        _parse_oilist(p, attrs)
        attrs.update(p.parse_attr_dict())
        p.expect_punct(":")
        pt = p.parse_type()
        ptr_v = p.resolve(ptr, pt)
        rt = pointee_like(pt) if not isinstance(pt, T.PointerType) or not isinstance(pt.pointee, T.RankedTensorType) else pt.pointee
        mask_v = p.resolve(mask, _i1_like(pt)) if mask else None
        other_v = p.resolve(other, rt) if other else None
        op = cls.build({"ptr": ptr_v, "mask": mask_v, "other": other_v}, [rt], _with_defaults(cls, attrs))
        return op

    def print_body(self, p) -> str:
        s = " " + p.operands(self.operands)
        s += _print_oilist(self)
        s += p.attr_dict(self, _elide_defaults(self, {"cache", "evict", "operandSegmentSizes"}))
        return s + " : " + p.type(self.ptr.type)


def _with_defaults(cls, attrs):
    for a in cls.ATTRS:
        if a.default is not None and a.attr_name not in attrs:
            attrs[a.attr_name] = a.default
    return attrs


def _i1_like(t):
    if isinstance(t, T.RankedTensorType):
        return T.RankedTensorType(t.shape, T.i1, t.encoding)
    return T.i1


@irdl_op("tt.store")
class StoreOp(Op):
    """Example: tt.store %3, %4, %m : tensor<128x!tt.ptr<f32>, #blocked>"""

    ptr = operand(PtrLike)
    value = operand()
    mask = opt_operand(BoolLike)
    boundaryCheck = attr(default=A.DenseArrayAttr(T.i32, ()))
    cache = attr(default=A.IntegerAttr(1, T.i32))
    evict = attr(default=A.IntegerAttr(1, T.i32))

    @classmethod
    def parse(cls, p):
        ptr = p.parse_operand_tok()
        p.expect_punct(",")
        val = p.parse_operand_tok()
        mask = None
        if p.optional_punct(","):
            mask = p.parse_operand_tok()
        attrs = {}
        _parse_oilist(p, attrs)
        attrs.update(p.parse_attr_dict())
        p.expect_punct(":")
        pt = p.parse_type()
        vt = pointee_like(pt) if not (isinstance(pt, T.PointerType) and isinstance(pt.pointee, T.RankedTensorType)) else pt.pointee
        ops = [p.resolve(ptr, pt), p.resolve(val, vt)]
        if mask:
            ops.append(p.resolve(mask, _i1_like(pt)))
        return cls(ops, [], _with_defaults(cls, attrs))

    def print_body(self, p) -> str:
        s = " " + p.operands(self.operands)
        s += _print_oilist(self)
        s += p.attr_dict(self, _elide_defaults(self, {"cache", "evict"}))
        return s + " : " + p.type(self.ptr.type)


@irdl_op("tt.return")
class ReturnOp(Op):
    srcs = var_operand()
    format = "attr-dict ($srcs^ `:` type($srcs))?"
    traits = frozenset({"Pure", "IsTerminator", "ReturnLike"})


@irdl_op("tt.reduce")
class ReduceOp(Op):
    """Printed in the generic form (no assembly format in TritonOps.td)."""

    srcs = var_operand()
    axis = attr()
    result = result(kind="variadic")
    combineOp = region()


@irdl_op("tt.reduce.return")
class ReduceReturnOp(Op):
    result = var_operand()
    format = "$result attr-dict `:` type($result)"
    traits = frozenset({"Pure", "IsTerminator", "ReturnLike"})


@irdl_op("tt.func")
class FuncOp(Op):
    """FunctionOpInterface syntax:
    tt.func public @f(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> i32 attributes {noinline = false} {"""

    sym_name = attr()
    function_type = attr()
    sym_visibility = opt_attr()
    arg_attrs = opt_attr()
    res_attrs = opt_attr()
    body = region()
    traits = frozenset({"IsolatedFromAbove", "Symbol", "FunctionOpInterface"})

    @classmethod
    def parse(cls, p):
        attrs = {}
        vis = None
        for v in ("public", "private", "nested"):
            if p.optional_keyword(v):
                vis = v
                break
        name = p.parse_symbol_name()
        p.expect_punct("(")
        args = []
        arg_attrs = []
        if not p.optional_punct(")"):
            while True:
                nt, ty, aattrs, lc = p.parse_argument(with_attrs=True)
                args.append((nt, ty, lc))
                arg_attrs.append(aattrs)
                if p.optional_punct(")"):
                    break
                p.expect_punct(",")
        results, res_attrs = [], []
        if p.optional_punct("->"):
            if p.optional_punct("("):
                if not p.optional_punct(")"):
                    while True:
                        results.append(p.parse_type())
                        res_attrs.append(p.parse_attr_dict())
                        if p.optional_punct(")"):
                            break
                        p.expect_punct(",")
            else:
                results.append(p.parse_type())
                res_attrs.append({})
        attrs.update(p.parse_attr_dict_with_keyword())
        attrs["sym_name"] = A.StringAttr(name)
        attrs["function_type"] = A.TypeAttr(T.FunctionType([t for _, t, _ in args], results))
        if vis is not None:
            attrs["sym_visibility"] = A.StringAttr(vis)
        if any(arg_attrs):
            attrs["arg_attrs"] = A.ArrayAttr([A.DictAttr(d) for d in arg_attrs])
        if any(res_attrs):
            attrs["res_attrs"] = A.ArrayAttr([A.DictAttr(d) for d in res_attrs])
        from pyopt.ir.core import Region

        if p.at_region():
            r = p.parse_region(entry_args=args, isolated=True)
        else:
            r = Region()
        return cls([], [], attrs, [r])

    def print_body(self, p) -> str:
        s = ""
        vis = self.attributes.get("sym_visibility")
        if vis is not None:
            s += " " + vis.value
        s += " " + A.render_symbol(self.attributes["sym_name"].value) + "("
        ft = self.attributes["function_type"].type
        arg_attrs = self.attributes.get("arg_attrs")
        body = self.regions[0]
        parts = []
        for i, t in enumerate(ft.inputs):
            if body.blocks:
                a = body.blocks[0].args[i]
                part = p.operand(a) + ": " + p.type(t)
            else:
                part = p.type(t)
            if arg_attrs is not None and arg_attrs[i].items:
                part += " " + p.attr(arg_attrs[i])
            if body.blocks and p.debuginfo and body.blocks[0].args[i].loc is not None:
                part += " " + p._inline_loc(body.blocks[0].args[i].loc)
            parts.append(part)
        s += ", ".join(parts) + ")"
        if ft.results:
            res_attrs = self.attributes.get("res_attrs")
            rs = []
            for i, t in enumerate(ft.results):
                r = p.type(t)
                if res_attrs is not None and res_attrs[i].items:
                    r += " " + p.attr(res_attrs[i])
                rs.append(r)
            if len(rs) == 1 and (res_attrs is None or not res_attrs[0].items) and not isinstance(ft.results[0], T.FunctionType):
                s += " -> " + rs[0]
            else:
                s += " -> (" + ", ".join(rs) + ")"
        s += p.attr_dict(self, frozenset({"sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"}), with_keyword=True)
        if body.blocks:
            s += " " + p.region(body, print_entry_args=False)
        return s
