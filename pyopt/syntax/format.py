"""MLIR's declarative assembly format, compiled once per op class.

A format string (``$lhs `,` $rhs attr-dict `:` type($result)``, copied from the
op's TableGen ``assemblyFormat``) becomes a list of elements; the same list
parses an op (through :class:`~pyopt.syntax.opparser.OpParser`) and prints it.
Spacing follows MLIR's generated printers (mlir/tools/mlir-tblgen/OpFormatGen.cpp:
``shouldEmitSpaceBefore``): a space before each element, except before
``)]},>`` and ``,`` after punctuation, before ``<(){}[],`` otherwise, and none
after ``<({[``.

Supported: ``$operand`` (single, optional, variadic), ``$attr``, ``$region``,
``$successor``, literals, ``type(...)``, ``qualified(...)``,
``functional-type(...)``, ``attr-dict``, ``attr-dict-with-keyword``,
``operands``, ``results``, ``regions``, ``successors`` and optional groups
``( ... $anchor^ ... )?``.  Ops needing ``custom<...>`` or ``oilist``
write ``parse``/``print_body`` by hand.
"""

from __future__ import annotations

import re

from pyopt.dialects.opdef import attr, inherent_attr_names, operand, region, result, successor
from pyopt.ir import attrs as A
from pyopt.ir import types as T


class FormatError(Exception):
    pass


# ---------------------------------------------------------------------------
# Elements
# ---------------------------------------------------------------------------


class Lit:
    def __init__(self, text):
        self.text = text

    def first_present(self, p):
        if self.text[0].isalpha() or self.text[0] == "_":
            return p.at_keyword(self.text)
        return p.at_punct(self.text)


class Ref:
    def __init__(self, d):
        self.d = d


class TypeOf:
    def __init__(self, refs):
        self.refs = refs  # list of field defs, or "operands"/"results"


class FunctionalType:
    def __init__(self, ins, outs):
        self.ins, self.outs = ins, outs


class AttrDict:
    def __init__(self, with_keyword):
        self.with_keyword = with_keyword


class All:
    def __init__(self, what):
        self.what = what  # "operands" | "results" | "regions" | "successors"


class OptionalGroup:
    def __init__(self, elems, anchor):
        self.elems = elems
        self.anchor = anchor


# ---------------------------------------------------------------------------
# Compiling a format string
# ---------------------------------------------------------------------------

_TOKEN = re.compile(r"\s*(`[^`]*`|\$[A-Za-z_]\w*\^?|[A-Za-z_][\w-]*|\(|\)\??|,|\^|:)")


def compile_format(cls, fmt: str) -> "Format":
    fields = {d.pyname: d for d in (*cls.OPERANDS, *cls.RESULTS, *cls.REGIONS, *cls.SUCCESSORS)}
    for a in cls.ATTRS:
        fields[a.pyname] = a
        fields.setdefault(a.attr_name, a)
    toks = []
    pos = 0
    while pos < len(fmt):
        m = _TOKEN.match(fmt, pos)
        if not m:
            if fmt[pos:].strip() == "":
                break
            raise FormatError(f"{cls.OP_NAME}: cannot read format at {fmt[pos:]!r}")
        toks.append(m.group(1))
        pos = m.end()
    it = iter(range(len(toks)))
    elems, _ = _parse_elems(cls, fields, toks, 0, top=True)
    return Format(cls, elems)


def _ref(cls, fields, name):
    d = fields.get(name)
    if d is None:
        raise FormatError(f"{cls.OP_NAME}: format names unknown field ${name}")
    return d


def _parse_elems(cls, fields, toks, i, top=False):
    elems = []
    anchor = None
    while i < len(toks):
        t = toks[i]
        if t.startswith("`"):
            elems.append(Lit(t[1:-1]))
            i += 1
        elif t.startswith("$"):
            name = t[1:].rstrip("^")
            r = Ref(_ref(cls, fields, name))
            elems.append(r)
            if t.endswith("^"):
                anchor = r
            i += 1
        elif t in ("type", "qualified"):
            assert toks[i + 1] == "("
            if t == "qualified":
                inner, i = _parse_elems(cls, fields, toks, i + 2)
                elems.extend(inner[0] if isinstance(inner, tuple) else inner)
                continue
            refs = []
            j = i + 2
            while toks[j] != ")":
                if toks[j] == ",":
                    j += 1
                    continue
                refs.append(toks[j][1:] if toks[j].startswith("$") else toks[j])
                j += 1
            refs = [r if r in ("operands", "results") else _ref(cls, fields, r) for r in refs]
            elems.append(TypeOf(refs))
            i = j + 1
        elif t == "functional-type":
            j = i + 2
            args = []
            while toks[j] != ")":
                if toks[j] != ",":
                    args.append(toks[j][1:] if toks[j].startswith("$") else toks[j])
                j += 1
            ins, outs = [a if a in ("operands", "results") else _ref(cls, fields, a) for a in args]
            elems.append(FunctionalType(ins, outs))
            i = j + 1
        elif t in ("attr-dict", "attr-dict-with-keyword"):
            elems.append(AttrDict(t == "attr-dict-with-keyword"))
            i += 1
        elif t in ("operands", "results", "regions", "successors"):
            elems.append(All(t))
            i += 1
        elif t == "(":
            inner, j = _parse_elems(cls, fields, toks, i + 1)
            sub, sub_anchor = inner
            elems.append(OptionalGroup(sub, sub_anchor))
            i = j
        elif t in (")", ")?"):
            return (elems, anchor), i + 1
        elif t == ")":
            return (elems, anchor), i + 1
        elif t == "^":
            anchor = elems[-1]
            i += 1
        else:
            raise FormatError(f"{cls.OP_NAME}: unsupported format element {t!r}")
    if top:
        return elems, i
    raise FormatError(f"{cls.OP_NAME}: unbalanced '(' in format")


# ---------------------------------------------------------------------------
# The compiled format
# ---------------------------------------------------------------------------


class _State:
    __slots__ = ("operands", "types", "attrs", "regions", "successors", "result_types")

    def __init__(self):
        self.operands: dict = {}  # pyname -> list[Tok]
        self.types: dict = {}  # pyname -> list[Type]
        self.attrs: dict = {}
        self.regions: dict = {}
        self.successors: dict = {}
        self.result_types = None


class Format:
    def __init__(self, cls, elems):
        self.cls = cls
        self.elems = elems
        self.elided = inherent_attr_names(cls) & set(self._referenced_attrs(elems))
        self.elided |= {"operandSegmentSizes", "resultSegmentSizes"}

    def _referenced_attrs(self, elems):
        for e in elems:
            if isinstance(e, Ref) and isinstance(e.d, attr):
                yield e.d.attr_name
            elif isinstance(e, OptionalGroup):
                yield from self._referenced_attrs(e.elems)

    # -- parsing ------------------------------------------------------------------
    def parse(self, cls, p):
        st = _State()
        self._parse_elems(self.elems, p, st)
        return self._build(cls, p, st)

    def _parse_elems(self, elems, p, st):
        for e in elems:
            self._parse_elem(e, p, st)

    def _parse_elem(self, e, p, st):
        if isinstance(e, Lit):
            if e.text[0].isalpha() or e.text[0] == "_":
                p.expect_keyword(e.text)
            else:
                p.expect_punct(e.text)
        elif isinstance(e, Ref):
            d = e.d
            if isinstance(d, operand):
                if d.kind == "single":
                    st.operands[d.pyname] = [p.parse_operand_tok()]
                elif d.kind == "optional":
                    st.operands[d.pyname] = [p.parse_operand_tok()] if p.at_operand() else []
                else:
                    toks = []
                    if p.at_operand():
                        toks.append(p.parse_operand_tok())
                        while p.at_punct(",") and p._tok_kind(1) == "value":
                            p.next()
                            toks.append(p.parse_operand_tok())
                    st.operands[d.pyname] = toks
            elif isinstance(d, attr):
                st.attrs[d.attr_name] = self._parse_attr(d, p)
            elif isinstance(d, region):
                if d.kind == "variadic":
                    rs = []
                    while p.at_region():
                        rs.append(p.parse_region())
                        if not p.optional_punct(","):
                            break
                    st.regions[d.pyname] = rs
                else:
                    st.regions[d.pyname] = [p.parse_region()]
            elif isinstance(d, successor):
                st.successors[d.pyname] = [p.parse_successor()]
            else:
                raise FormatError(f"cannot parse ${d.pyname}")
        elif isinstance(e, TypeOf):
            for r in e.refs:
                if r in ("operands", "results"):
                    st.types[r] = p.parse_type_list() if p.at_type() else []
                elif r.kind == "single":
                    st.types[r.pyname] = [p.parse_type()]
                else:
                    st.types[r.pyname] = p.parse_type_list() if p.at_type() else []
        elif isinstance(e, FunctionalType):
            ins = p.parse_paren_type_list()
            p.expect_punct("->")
            outs = p.parse_function_result_types()
            for ref, tys in ((e.ins, ins), (e.outs, outs)):
                st.types[ref if isinstance(ref, str) else ref.pyname] = tys
        elif isinstance(e, AttrDict):
            d = p.parse_attr_dict_with_keyword() if e.with_keyword else p.parse_attr_dict()
            st.attrs.update(d)
        elif isinstance(e, All):
            if e.what == "operands":
                toks = []
                if p.at_operand():
                    toks.append(p.parse_operand_tok())
                    while p.at_punct(",") and p._tok_kind(1) == "value":
                        p.next()
                        toks.append(p.parse_operand_tok())
                st.operands["operands"] = toks
            elif e.what == "regions":
                rs = []
                while p.at_region():
                    rs.append(p.parse_region())
                    if not p.optional_punct(","):
                        break
                st.regions["regions"] = rs
            else:
                raise FormatError(f"'{e.what}' directive is not supported when parsing")
        elif isinstance(e, OptionalGroup):
            if self._group_present(e, p):
                self._parse_elems(e.elems, p, st)

    def _group_present(self, g, p) -> bool:
        first = g.elems[0]
        if isinstance(first, Lit):
            return first.first_present(p)
        if isinstance(first, Ref):
            d = first.d
            if isinstance(d, operand):
                return p.at_operand()
            if isinstance(d, region):
                return p.at_region()
            if isinstance(d, successor):
                t = p.peek()
                return t is not None and t.kind == "caret"
            if isinstance(d, attr):
                t = p.peek()
                if t is None:
                    return False
                if d.enum is not None:
                    return t.kind == "bare" and t.text in d.enum.values()
                return t.kind in ("number", "string", "symbol", "dict", "typeish", "alias") or t.text in ("[", "true", "false")
        if isinstance(first, TypeOf):
            return p.at_type()
        if isinstance(first, AttrDict):
            t = p.peek()
            return t is not None and t.kind == "dict"
        return False

    def _parse_attr(self, d, p):
        if d.enum is not None:
            t = p.peek()
            kw = p.expect_keyword()
            for k, v in d.enum.items():
                if v == kw:
                    return A.IntegerAttr(k, d.storage or T.i32)
            raise p.error(f"expected one of {list(d.enum.values())}", t)
        t = p.peek()
        if t is not None and t.kind == "symbol":
            return A.SymbolRefAttr(p.parse_symbol_name())
        if d.storage is not None:
            return p.parse_attribute(type=d.storage)
        return p.parse_attribute()

    def _build(self, cls, p, st):
        ops_defs = cls.OPERANDS
        # types known for each operand group
        operand_types: dict = {}
        for od in ops_defs:
            if od.pyname in st.types:
                operand_types[od.pyname] = st.types[od.pyname]
        flat = []
        sizes = []
        if "operands" in st.operands:
            toks = st.operands["operands"]
            tys = st.types.get("operands", [None] * len(toks))
            vals = [p.resolve(t, ty) for t, ty in zip(toks, tys + [None] * (len(toks) - len(tys)))]
            flat = vals
            sizes = None
        else:
            for od in ops_defs:
                toks = st.operands.get(od.pyname, [])
                tys = operand_types.get(od.pyname, [])
                vals = []
                for k, t in enumerate(toks):
                    vals.append(p.resolve(t, tys[k] if k < len(tys) else None))
                flat.extend(vals)
                sizes.append(len(vals))
        attrs = st.attrs
        if cls.attr_sized_operands and sizes is not None:
            attrs["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, sizes)
        # result types
        rtypes = []
        missing = False
        if "results" in st.types:
            rtypes = st.types["results"]
        else:
            for rd in cls.RESULTS:
                if rd.pyname in st.types:
                    rtypes.extend(st.types[rd.pyname])
                else:
                    missing = True
                    break
        regions = []
        if "regions" in st.regions:
            regions = st.regions["regions"]
        else:
            for rd in cls.REGIONS:
                regions.extend(st.regions.get(rd.pyname, []))
        succs = []
        for sd in cls.SUCCESSORS:
            succs.extend(st.successors.get(sd.pyname, []))
        if missing:
            try:
                rtypes = cls.infer_result_types(flat, attrs, regions)
            except NotImplementedError as e:
                raise p.error(str(e)) from None
            except Exception as e:  # inference on ill-typed operands
                raise p.error(f"'{cls.OP_NAME}' op failed to infer result types: {e}") from None
        op = cls(flat, rtypes, attrs, regions, succs)
        return op

    # -- printing ----------------------------------------------------------------
    def print(self, op, p) -> str:
        out: list[str] = []
        state = [True, False]  # shouldEmitSpace, lastWasPunctuation
        self._print_elems(self.elems, op, p, out, state)
        return "".join(out)

    def _print_elems(self, elems, op, p, out, state):
        for e in elems:
            self._print_elem(e, op, p, out, state)

    def _space(self, out, state):
        if state[0]:
            out.append(" ")
        state[0] = True
        state[1] = False

    def _print_elem(self, e, op, p, out, state):
        if isinstance(e, Lit):
            v = e.text
            if v.isalpha() or "_" in v or v[0].isalpha():
                need = state[0]
            else:
                need = state[0] and _space_before(v, state[1])
            out.append((" " if need else "") + v)
            state[0] = len(v) != 1 or v not in "<({["
            state[1] = v[0] != "_" and not v[0].isalpha()
        elif isinstance(e, Ref):
            d = e.d
            if isinstance(d, operand):
                vals = getattr(op, d.pyname)
                if d.kind != "variadic":
                    vals = [vals] if vals is not None else []
                self._space(out, state)
                out.append(", ".join(p.operand(v) for v in vals))
            elif isinstance(d, attr):
                a = op.attributes.get(d.attr_name)
                self._space(out, state)
                out.append(self._print_attr(d, a, p))
            elif isinstance(d, region):
                rs = getattr(op, d.pyname)
                if d.kind != "variadic":
                    rs = [rs]
                self._space(out, state)
                out.append(", ".join(p.region(r) for r in rs))
            elif isinstance(d, successor):
                self._space(out, state)
                out.append(p.successor(getattr(op, d.pyname)))
        elif isinstance(e, TypeOf):
            self._space(out, state)
            tys = []
            for r in e.refs:
                tys.extend(self._types_of(op, r))
            out.append(", ".join(p.type(t) for t in tys))
        elif isinstance(e, FunctionalType):
            self._space(out, state)
            ins = self._types_of(op, e.ins)
            outs = self._types_of(op, e.outs)
            out.append("(" + ", ".join(p.type(t) for t in ins) + ") -> " + T.render_result_types(p, outs))
        elif isinstance(e, AttrDict):
            out.append(p.attr_dict(op, self.elided, with_keyword=e.with_keyword))
            state[1] = False
        elif isinstance(e, All):
            self._space(out, state)
            if e.what == "operands":
                out.append(", ".join(p.operand(v) for v in op.operands))
            elif e.what == "regions":
                out.append(", ".join(p.region(r) for r in op.regions))
            elif e.what == "successors":
                out.append(", ".join(p.successor(b) for b in op.successors))
        elif isinstance(e, OptionalGroup):
            if self._anchor_present(e, op):
                self._print_elems(e.elems, op, p, out, state)

    def _types_of(self, op, r):
        if r == "operands":
            return [v.type for v in op.operands]
        if r == "results":
            return [v.type for v in op.results]
        v = getattr(op, r.pyname)
        if isinstance(v, list):
            return [x.type for x in v]
        return [v.type] if v is not None else []

    def _anchor_present(self, g, op) -> bool:
        a = g.anchor if g.anchor is not None else g.elems[0]
        if isinstance(a, Ref):
            d = a.d
            if isinstance(d, attr):
                return op.attributes.get(d.attr_name) is not None
            v = getattr(op, d.pyname)
            if isinstance(v, list):
                return bool(v)
            if isinstance(v, T.Type) or v is None:
                return v is not None
            if hasattr(v, "blocks"):
                return bool(v.blocks)
            return v is not None
        if isinstance(a, TypeOf):
            return any(self._types_of(op, r) for r in a.refs)
        return True

    def _print_attr(self, d, a, p) -> str:
        if d.enum is not None:
            return d.enum.get(a.value, str(a.value))
        if isinstance(a, A.SymbolRefAttr):
            return a.render(p)
        if d.storage is not None and isinstance(a, (A.IntegerAttr, A.FloatAttr)):
            return str(a.value) if isinstance(a, A.IntegerAttr) else a.render(p).split(" : ")[0]
        return p.attr(a)


def _space_before(value: str, last_was_punct: bool) -> bool:
    if len(value) != 1 and value != "->":
        return True
    if last_was_punct:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"
