"""MLIR's generic operation form, for any op:
``"name"(%a, %b)[^bb1] <{props}> ({...}) {attrs} : (types) -> types``."""

from __future__ import annotations

from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.ir.context import current
from pyopt.ir.opdef import declared_attrs, inherent_attr_names


def parse_generic_op(p, name: str, name_tok) -> Operation:
    toks = p.parse_paren_operand_toks()
    succs = []
    if p.optional_punct("["):
        while True:
            succs.append(p.parse_successor())
            if p.optional_punct("]"):
                break
            p.expect_punct(",")
    props = None
    if p.at_punct("<"):
        p.next()
        d = p.parse_dict_token()
        p.expect_punct(">")
        props = dict(d.items)
    regions = []
    if p.at_punct("(") and p._tok_kind(1) in ("region", "dict"):
        p.next()
        while True:
            regions.append(p.parse_region())
            if p.optional_punct(")"):
                break
            p.expect_punct(",")
    attrs = p.parse_attr_dict()
    p.expect_punct(":")
    ft = p.parse_type()
    if not isinstance(ft, T.FunctionType):
        raise p.error("expected function type")
    if len(ft.inputs) != len(toks):
        raise p.error(f"expected {len(toks)} operand types but had {len(ft.inputs)}", name_tok)
    operands = [p.resolve(t, ty) for t, ty in zip(toks, ft.inputs)]
    p.expect_end()
    cls = current().lookup_op(name)
    if cls is not None:
        if props:
            _check_properties(p, cls, name, d, props, name_tok)
            # (setPropertiesFromAttr reads the op's own names and ignores the rest)
            inherent = inherent_attr_names(cls)
            props = {k: v for k, v in props.items() if k in inherent}
        all_attrs = dict(props or {})
        all_attrs.update(attrs)
        return cls(operands, list(ft.results), all_attrs, regions, succs)
    return Operation(name, operands, list(ft.results), attrs, regions, succs, properties=props)


def _check_properties(p, cls, name: str, dict_attr, props: dict, name_tok) -> None:
    """MLIR's ``setPropertiesFromAttr``: each of the op's attributes given in
    ``<{...}>`` must cast to the class its property is stored as; an op
    with no properties (no inherent attribute) takes none."""
    if not inherent_attr_names(cls):
        raise p.error(f"invalid properties {dict_attr} for op {name}: this operation does not support properties",
                      name_tok)
    for d in declared_attrs(cls):
        v = props.get(d.attr_name)
        c = d.value_constraint
        if v is not None and c is not None and not c.convertible(v):
            raise p.error(f"invalid properties {dict_attr} for op {name}: "
                          f"Invalid attribute `{d.attr_name}` in property conversion: {v}", name_tok)
    for key in ("operandSegmentSizes", "resultSegmentSizes"):
        v = props.get(key)
        if v is not None and not (isinstance(v, A.DenseArrayAttr) and v.element == T.i32):
            raise p.error(f"invalid properties {dict_attr} for op {name}: "
                          "expected DenseI32ArrayAttr for key `value`", name_tok)
