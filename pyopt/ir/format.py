"""MLIR's declarative assembly format, compiled once per op class.

A format string (``$lhs `,` $rhs attr-dict `:` type($result)``, copied from the
op's TableGen ``assemblyFormat``) becomes a list of elements; the same list
parses an op (through :class:`~pyopt.syntax.opparser.OpParser`) and prints it.
Spacing follows MLIR's generated printers (mlir/tools/mlir-tblgen/OpFormatGen.cpp:
``shouldEmitSpaceBefore``): a space before each element, except before
``)]},>`` and ``,`` after punctuation, before ``<(){}[],`` otherwise, and none
after ``<({[`` or after an empty literal ````` `` `````.  As in the generated
code, that spacing state is threaded through the format statically: an
optional group that is absent leaves the state its elements would have left.

Supported: ``$operand`` (single, optional, variadic), ``$attr``, ``$region``,
``$successor``, literals (including the empty literal), ``type(...)``,
``qualified(...)``, ``functional-type(...)``, ``attr-dict``,
``attr-dict-with-keyword``, ``operands``, ``results``, ``regions``,
``successors``, optional groups ``( ... $anchor^ ... )?`` and
``oilist(clause | clause ...)``.  Ops needing ``custom<...>`` write
``parse``/``print_body`` by hand.

How a variable prints depends on its ODS storage class, which the op
declaration states through its constraint (the ``*_ATTR`` and
:func:`~pyopt.ir.constraints.dialect_type` constraints of :mod:`pyopt.ir.constraints`):

* ``type($x)`` of a single operand/result whose constraint is one dialect type
  (``TT_Ptr``, ``TTG_MemDescType``, ``TT_TensorDescType``) prints that type
  stripped of its ``!dialect.mnemonic`` (``<f32>``), unless ``qualified``;
  variadic and optional ones print in full (MLIR's printStrippedAttrOrType).
* ``$attr`` prints without its type (``I32Attr``: ``16``), as a keyword (enums),
  as ``[1, 2]`` (``DenseI32ArrayAttr``), stripped (``fastmath<fast>`` from
  ``#arith.fastmath<fast>``) or not at all (a ``UnitAttr`` anchor).
* Default-valued attributes equal to their default are left out of
  ``attr-dict`` and do not make optional groups or oilist clauses present.
"""

from __future__ import annotations

import re

from pyopt.ir.opdef import attr, declared_attrs, inherent_attr_names, operand, region, successor
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.traits import SameOperandsAndResultType


class FormatError(Exception):
    pass


# ---------------------------------------------------------------------------
# Default-valued attributes
# ---------------------------------------------------------------------------


def non_default(d: attr, a) -> bool:
    """Whether attribute value ``a`` of declaration ``d`` counts as present."""
    return a is not None and (d.default is None or a != d.default)


def type_rule(source: str, fn, verify_source: bool = True):
    """A ``type_rules`` entry deriving types from field ``source``'s types.
    For ODS's ``TypesMatchWith`` the parser, as MLIR's generated parsers do,
    checks ``source``'s type against its constraint before deriving from it;
    ``AllTypesMatch`` and ``SameTypeOperands`` leave that to the verifier
    (``verify_source=False``)."""
    fn.source = source
    fn.verify_source = verify_source
    return fn


def with_defaults(cls, attrs: dict) -> dict:
    """Fill in the default-valued attributes ``attrs`` lacks, as MLIR does when
    it creates an op (the generated ``populateDefaultProperties``): the
    generic form then shows them, the custom form leaves them out."""
    for d in declared_attrs(cls):
        if d.default is not None and d.attr_name not in attrs:
            attrs[d.attr_name] = d.default
    return attrs


def default_elided(op, names=()) -> frozenset:
    """``names`` plus the inherent attributes of ``op`` equal to their default."""
    out = set(names)
    for d in declared_attrs(type(op)):
        if d.default is not None:
            v = op.attr_dict.get(d.attr_name)
            if v is not None and v == d.default:
                out.add(d.attr_name)
    return frozenset(out)


# ---------------------------------------------------------------------------
# Elements
# ---------------------------------------------------------------------------


class Lit:
    def __init__(self, text):
        self.text = text

    def first_present(self, p):
        if not self.text.strip():
            return False
        if self.text[0].isalpha() or self.text[0] == "_":
            return p.at_keyword(self.text) or _at_keyword_body(p, self.text)
        return p.at_punct(self.text)


class Ref:
    def __init__(self, d):
        self.d = d


class TypeOf:
    def __init__(self, refs, qualified=False):
        self.refs = refs  # list of field defs, or "operands"/"results"
        self.qualified = qualified


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


class Custom:
    """``custom<Name>(args)``: the op class's ``custom_directives[Name]``,
    an object with ``parse(p, st, args)`` (filling ``st.operands``,
    ``st.types`` and ``st.attrs`` by field name) and ``print(op, p, args)``
    (returning the text).  ``args`` are field declarations, or ``("type",
    decl)`` for ``type($x)`` arguments."""

    def __init__(self, name, args, handler):
        self.name, self.args, self.handler = name, args, handler


class OIList:
    def __init__(self, clauses):
        self.clauses = clauses  # list of element lists, each starting with a Lit


def _at_keyword_body(p, kw: str) -> bool:
    """``kw`` glued to a ``<...>`` body (``fastmath<fast>``) is one token."""
    t = p.peek()
    return t is not None and t.kind == "typeish" and t.text.startswith(kw + "<")


# ---------------------------------------------------------------------------
# Compiling a format string
# ---------------------------------------------------------------------------

_TOKEN = re.compile(r"\s*(`[^`]*`|\$[A-Za-z_]\w*\^?|custom<\w+>|[A-Za-z_][\w-]*|\(|\)\??|,|\^|:|\|)")


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
    elems, _ = _parse_elems(cls, fields, toks, 0, top=True)
    return Format(cls, elems)


def _ref(cls, fields, name):
    d = fields.get(name)
    if d is None:
        raise FormatError(f"{cls.OP_NAME}: format names unknown field ${name}")
    return d


def _type_refs(cls, fields, toks, j):
    refs = []
    while toks[j] != ")":
        if toks[j] != ",":
            name = toks[j][1:] if toks[j].startswith("$") else toks[j]
            refs.append(name if name in ("operands", "results") else _ref(cls, fields, name))
        j += 1
    return refs, j + 1


def _parse_elems(cls, fields, toks, i, top=False, stop=(")", ")?")):
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
        elif t == "type":
            assert toks[i + 1] == "("
            refs, i = _type_refs(cls, fields, toks, i + 2)
            elems.append(TypeOf(refs))
        elif t == "qualified":
            assert toks[i + 1] == "(" and toks[i + 2] == "type" and toks[i + 3] == "("
            refs, i = _type_refs(cls, fields, toks, i + 4)
            assert toks[i] == ")"
            i += 1
            elems.append(TypeOf(refs, qualified=True))
        elif t == "functional-type":
            refs, i = _type_refs(cls, fields, toks, i + 2)
            ins, outs = refs
            elems.append(FunctionalType(ins, outs))
        elif t in ("attr-dict", "attr-dict-with-keyword"):
            elems.append(AttrDict(t == "attr-dict-with-keyword"))
            i += 1
        elif t in ("operands", "results", "regions", "successors"):
            elems.append(All(t))
            i += 1
        elif t.startswith("custom<"):
            name = t[7:-1]
            assert toks[i + 1] == "("
            j = i + 2
            args = []
            while toks[j] != ")":
                if toks[j] == "type":
                    args.append(("type", _ref(cls, fields, toks[j + 2][1:])))
                    j += 4
                    continue
                if toks[j] != ",":
                    args.append(_ref(cls, fields, toks[j][1:]))
                j += 1
            handler = getattr(cls, "custom_directives", {}).get(name)
            if handler is None:
                raise FormatError(f"{cls.OP_NAME}: no handler for custom<{name}>")
            elems.append(Custom(name, args, handler))
            i = j + 1
        elif t == "oilist":
            assert toks[i + 1] == "("
            i += 2
            clauses = []
            while True:
                (sub, _), i = _parse_elems(cls, fields, toks, i, stop=("|", ")"))
                clauses.append(sub)
                if toks[i - 1] == ")":
                    break
            elems.append(OIList(clauses))
        elif t == "(":
            inner, j = _parse_elems(cls, fields, toks, i + 1)
            sub, sub_anchor = inner
            elems.append(OptionalGroup(sub, sub_anchor))
            i = j
        elif t in stop:
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
    __slots__ = ("operands", "operand_pos", "types", "attrs", "regions", "successors", "result_types",
                 "pending_body", "cls")

    def __init__(self, cls=None):
        self.cls = cls
        self.pending_body = None
        self.operands: dict = {}  # pyname -> list[Tok]
        self.operand_pos: dict = {}  # pyname -> where the group starts (MLIR's operand location)
        self.types: dict = {}  # pyname -> list[Type]
        self.attrs: dict = {}
        self.regions: dict = {}
        self.successors: dict = {}
        self.result_types = None


def _is_unit(d) -> bool:
    return isinstance(d, attr) and getattr(d.constraint, "attr_kind", None) == "unit"


class Format:
    def __init__(self, cls, elems):
        self.cls = cls
        self.elems = elems
        self.elided = inherent_attr_names(cls) & set(self._referenced_attrs(elems))
        self.typed_results = self._typed_results(elems)
        self.elided |= {"operandSegmentSizes", "resultSegmentSizes"}

    def _typed_results(self, elems) -> set:
        """The names of the results whose types the form reads (``results``
        for all of them)."""
        names: set = set()
        for e in elems:
            refs = ()
            if isinstance(e, TypeOf):
                refs = e.refs if isinstance(e.refs, (list, tuple)) else [e.refs]
            elif isinstance(e, FunctionalType):
                refs = e.outs if isinstance(e.outs, (list, tuple)) else [e.outs]
            elif isinstance(e, Custom):
                refs = [a[1] for a in e.args if isinstance(a, tuple) and a and a[0] == "type"]
            elif isinstance(e, OptionalGroup):
                names |= self._typed_results(e.elems)
            elif isinstance(e, OIList):
                for c in e.clauses:
                    names |= self._typed_results(c)
            for r in refs:
                names.add(r if isinstance(r, str) else getattr(r, "pyname", None))
        return names

    def referenced_attrs(self) -> list:
        """The names of the attributes the format's syntax reads (not ``attr-dict``)."""
        return list(self._referenced_attrs(self.elems))

    def _referenced_attrs(self, elems):
        for e in elems:
            if isinstance(e, Ref) and isinstance(e.d, attr):
                yield e.d.attr_name
            elif isinstance(e, OptionalGroup):
                yield from self._referenced_attrs(e.elems)
            elif isinstance(e, OIList):
                for c in e.clauses:
                    yield from self._referenced_attrs(c)
            elif isinstance(e, Custom):
                for a in e.args:
                    if isinstance(a, attr):
                        yield a.attr_name

    # -- parsing ------------------------------------------------------------------
    def parse(self, cls, p):
        st = _State(cls)
        self._parse_elems(self.elems, p, st)
        return self._build(cls, p, st)

    def _parse_elems(self, elems, p, st):
        for e in elems:
            self._parse_elem(e, p, st)

    def _parse_elem(self, e, p, st):
        if isinstance(e, Lit):
            if not e.text.strip():
                return
            if e.text[0].isalpha() or e.text[0] == "_":
                if _at_keyword_body(p, e.text):
                    # `fastmath` `` $fastmath: split the glued token
                    t = p.next()
                    st.pending_body = (t.text[len(e.text):], t.pos + len(e.text))
                    return
                if p.optional_keyword(e.text) is None:
                    # (OpAsmParser::parseKeyword: a custom op parser's error)
                    raise p.error(f"custom op '{st.cls.OP_NAME}' expected '{e.text}'")
            else:
                p.expect_punct(e.text)
        elif isinstance(e, Ref):
            d = e.d
            if isinstance(d, operand):
                st.operand_pos[d.pyname] = p.pos()
                if d.kind == "single":
                    st.operands[d.pyname] = [p.parse_operand_tok()]
                elif d.kind == "optional":
                    st.operands[d.pyname] = [p.parse_operand_tok()] if p.at_operand() else []
                else:
                    st.operands[d.pyname] = _operand_toks(p)
            elif isinstance(d, attr):
                a = self._parse_attr(d, p, st)
                if a is not None:
                    st.attrs[d.attr_name] = a
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
            for k, r in enumerate(e.refs):
                if k:
                    p.expect_punct(",")
                if r in ("operands", "results"):
                    st.types[r] = _type_list(p)
                elif r.kind == "single":
                    st.types[r.pyname] = [_parse_single_type(p, st.cls, r.constraint, e.qualified)]
                else:
                    st.types[r.pyname] = _type_list(p)
        elif isinstance(e, FunctionalType):
            ins = p.parse_paren_type_list()
            p.expect_punct("->")
            outs = p.parse_function_result_types()
            for ref, tys in ((e.ins, ins), (e.outs, outs)):
                st.types[ref if isinstance(ref, str) else ref.pyname] = tys
        elif isinstance(e, AttrDict):
            pos = p.pos()
            d = p.parse_attr_dict_with_keyword() if e.with_keyword else p.parse_attr_dict()
            if d:
                p.verify_inherent_attrs(st.cls, d, pos)
            st.attrs.update(d)
        elif isinstance(e, All):
            if e.what == "operands":
                st.operand_pos["operands"] = p.pos()
                st.operands["operands"] = _operand_toks(p)
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
                if _is_unit(getattr(e.anchor, "d", None)):
                    st.attrs[e.anchor.d.attr_name] = A.UnitAttr()
            elif isinstance(e.elems[0], Ref) and isinstance(e.elems[0].d, operand):
                # MLIR takes the group's location and parses its (empty) operand list even
                # where the group is absent: types given elsewhere are counted against none
                st.operand_pos.setdefault(e.elems[0].d.pyname, p.pos())
                st.operands.setdefault(e.elems[0].d.pyname, [])
        elif isinstance(e, Custom):
            pos = p.pos()  # MLIR takes each operand group's location before the directive
            for a in e.args:
                if isinstance(a, operand):
                    st.operand_pos[a.pyname] = pos
            e.handler.parse(p, st, e.args)
        elif isinstance(e, OIList):
            seen = set()
            while True:
                for k, clause in enumerate(e.clauses):
                    if k not in seen and clause[0].first_present(p):
                        seen.add(k)
                        self._parse_elems(clause, p, st)
                        break
                else:
                    return

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
                    return (t.kind == "bare" and t.text in d.enum.values()) or (
                        t.kind == "string" and t.text[1:-1] in d.enum.values())
                kind = getattr(d.constraint, "attr_kind", None)
                if kind == "dialect":
                    return t.kind == "punct" and t.text == "<"
                return t.kind in ("number", "string", "symbol", "dict", "typeish", "alias") or t.text in ("[", "true", "false")
        if isinstance(first, TypeOf):
            return p.at_type() or p.at_punct("<")
        if isinstance(first, AttrDict):
            t = p.peek()
            return t is not None and t.kind == "dict"
        return False

    def _parse_attr(self, d, p, st=None):
        if d.enum is not None:
            # an enum case is one of its keywords, or a string naming one (ODS's generated
            # parser: parseOptionalKeyword among the cases, else a string attribute)
            t = p.peek()
            op = f"custom op '{st.cls.OP_NAME}' " if st is not None else ""
            cases = {v: k for k, v in d.enum.items()}
            if t is not None and t.kind == "string":
                p.next()
                kw = t.text[1:-1]
                if kw not in cases:
                    raise p.error(f'{op}invalid {d.attr_name} attribute specification: "{kw}"', t)
            elif t is not None and t.kind == "bare" and t.text in cases:
                kw = p.expect_keyword()
            else:
                raise p.error(f"{op}expected string or keyword containing one of the following enum values "
                              f"for attribute '{d.attr_name}' [{', '.join(d.enum.values())}]", t)
            return A.IntegerAttr(cases[kw], d.storage or T.i32)
        c = d.constraint
        kind = getattr(c, "attr_kind", None)
        if kind == "unit":
            return None  # set by its optional group
        if kind == "int":
            t = p.expect_kind("number")
            try:
                return A.IntegerAttr(int(t.text, 0), c.storage)
            except ValueError:
                raise p.error("expected integer value", t) from None
        if kind == "dense_array":
            p.expect_punct("[")
            vals = []
            if not p.optional_punct("]"):
                while True:
                    t = p.expect_kind("number")
                    vals.append(int(t.text, 0))
                    if p.optional_punct("]"):
                        break
                    p.expect_punct(",")
            return A.DenseArrayAttr(c.storage, vals)
        if kind == "dialect":
            pending = getattr(st, "pending_body", None) if st is not None else None
            if pending is not None:
                st.pending_body = None
                return p.attr_from_text(c.prefix + pending[0], pending[1])
            return p.parse_stripped_attr(c.prefix)
        if kind == "symbol":
            return A.SymbolRefAttr(p.parse_symbol_name())
        if kind == "str":
            t = p.expect_kind("string")
            return p.attr_from_text(t.text, t.pos)
        t = p.peek()
        if t is not None and t.kind == "symbol":
            return A.SymbolRefAttr(p.parse_symbol_name())
        if d.storage is not None:
            return p.parse_attribute(type=d.storage)
        return p.parse_attribute()

    def _check_counts(self, cls, p, st):
        """MLIR's ``resolveOperands``: each operand group given its types in
        the text has as many types as operands, reported where the group
        starts; types of all operands (``type(operands)``,
        ``functional-type(operands, ...)``) of operands parsed group by group
        are reported at the op's name."""
        def check(n_ops, n_types, pos):
            if n_ops != n_types:
                raise p.parser.error(pos, f"custom op '{cls.OP_NAME}' number of operands and types do not "
                                          f"match: got {n_ops} operands and {n_types} types")

        tys = st.types.get("operands")
        if tys is not None:
            if "operands" in st.operands:
                check(len(st.operands["operands"]), len(tys), st.operand_pos["operands"])
            else:
                check(sum(len(st.operands.get(od.pyname, ())) for od in cls.OPERANDS), len(tys), p.name_pos)
        for od in cls.OPERANDS:
            name = od.pyname
            if name != "operands" and name in st.types and name in st.operands:
                check(len(st.operands[name]), len(st.types[name]), st.operand_pos.get(name, p.name_pos))

    def _build(self, cls, p, st):
        self._check_counts(cls, p, st)
        # types known for each operand/result group, completed by the op's
        # TypesMatchWith-style rules (``type_rules``)
        known = dict(st.types)
        rules = getattr(cls, "type_rules", None)
        if rules:
            for name, rule in rules.items():
                if name not in known:
                    source = getattr(rule, "source", None)
                    if source is not None and source in known and rule.verify_source:
                        check_source_types(cls, p, source, known[source])
                    try:
                        tys = rule(known, st)
                    except (KeyError, IndexError, TypeError, AttributeError):
                        continue
                    if tys is not None:
                        known[name] = tys
        if "operands" in known and "operands" not in st.operands:
            # functional-type(operands, ...) with named operands: in order
            tys = list(known["operands"])
            for od in cls.OPERANDS:
                n = len(st.operands.get(od.pyname, []))
                known.setdefault(od.pyname, tys[:n])
                tys = tys[n:]
        if cls.has_trait(SameOperandsAndResultType):
            same = next((known[d.pyname][0] for d in (*cls.RESULTS, *cls.OPERANDS)
                         if known.get(d.pyname)), None)
            if same is not None:
                for od in cls.OPERANDS:
                    if od.pyname not in known:
                        known[od.pyname] = [same] * len(st.operands.get(od.pyname, []))
                for rd in cls.RESULTS:
                    if rd.pyname not in known and rd.kind == "single":
                        known[rd.pyname] = [same]
        flat = []
        sizes = []
        if "operands" in st.operands:
            toks = st.operands["operands"]
            tys = known.get("operands", [])
            flat = [p.resolve(t, tys[k] if k < len(tys) else None) for k, t in enumerate(toks)]
            sizes = None
        else:
            for od in cls.OPERANDS:
                toks = st.operands.get(od.pyname, [])
                tys = known.get(od.pyname, [])
                if not tys and getattr(od.constraint, "buildable", None) is not None:
                    tys = [od.constraint.buildable] * len(toks)
                for k, t in enumerate(toks):
                    flat.append(p.resolve(t, tys[k] if k < len(tys) else None))
                sizes.append(len(toks))
        attrs = st.attrs
        if cls.attr_sized_operands and sizes is not None:
            attrs["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, sizes)
        # result types
        rtypes = []
        missing = False
        if "results" in known:
            rtypes = list(known["results"])
        else:
            for rd in cls.RESULTS:
                if rd.pyname in known:
                    rtypes.extend(known[rd.pyname])
                elif rd.kind == "optional" and "results" not in self.typed_results:
                    # absent: its optional group was not written, or this form
                    # does not have it (another release's, a Versioned format)
                    continue
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
        return cls(flat, rtypes, with_defaults(cls, attrs), regions, succs)

    # -- printing ----------------------------------------------------------------
    def print(self, op, p) -> str:
        out: list[str] = []
        state = [True, False]  # shouldEmitSpace, lastWasPunctuation
        self._print_elems(self.elems, op, p, out, state)
        return "".join(out)

    def _print_elems(self, elems, op, p, out, state, skip=None):
        for e in elems:
            if e is not skip:
                self._print_elem(e, op, p, out, state)

    def _space(self, out, state):
        if state[0] or not state[1]:
            out.append(" ")
        state[0] = True
        state[1] = False

    def _print_elem(self, e, op, p, out, state):
        if isinstance(e, Lit):
            v = e.text
            if not v:
                state[0] = False
                state[1] = True
                return
            if v == " ":
                out.append(" ")
                state[0] = state[1] = False
                return
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
                a = op.attr_dict.get(d.attr_name, d.default)
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
            out.append(", ".join(self._type_texts(op, e, p)))
        elif isinstance(e, FunctionalType):
            self._space(out, state)
            ins = self._types_of(op, e.ins)
            outs = self._types_of(op, e.outs)
            out.append("(" + ", ".join(p.type(t) for t in ins) + ") -> " + T.render_result_types(p, outs))
        elif isinstance(e, AttrDict):
            out.append(p.attr_dict(op, default_elided(op, self.elided), with_keyword=e.with_keyword))
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
            skip = self._elided_anchor(e)
            if self._anchor_present(e, op):
                self._print_elems(e.elems, op, p, out, state, skip)
            else:
                _simulate(e.elems, state, skip)
        elif isinstance(e, Custom):
            self._space(out, state)
            out.append(e.handler.print(op, p, e.args))
        elif isinstance(e, OIList):
            for clause in e.clauses:
                if any(self._var_present(x, op) for x in clause if isinstance(x, Ref)):
                    self._print_elems(clause, op, p, out, state)
                else:
                    _simulate(clause, state)

    @staticmethod
    def _elided_anchor(g):
        a = g.anchor
        if isinstance(a, Ref) and _is_unit(a.d) and a is not g.elems[0]:
            return a
        return None

    def _type_texts(self, op, e, p):
        texts = []
        for r in e.refs:
            tys = self._types_of(op, r)
            prefix = None
            if not e.qualified and not isinstance(r, str) and r.kind == "single":
                prefix = getattr(r.constraint, "type_prefix", None)
            for t in tys:
                s = p.type(t)
                if prefix is not None and s.startswith(prefix + "<"):
                    s = s[len(prefix):]
                texts.append(s)
        return texts

    def _types_of(self, op, r):
        if r == "operands":
            return [v.type for v in op.operands]
        if r == "results":
            return [v.type for v in op.results]
        v = getattr(op, r.pyname)
        if isinstance(v, list):
            return [x.type for x in v]
        return [v.type] if v is not None else []

    def _var_present(self, a, op) -> bool:
        d = a.d
        if isinstance(d, attr):
            return non_default(d, op.attr_dict.get(d.attr_name))
        v = getattr(op, d.pyname)
        if isinstance(v, list):
            return bool(v)
        if hasattr(v, "blocks"):
            return bool(v.blocks)
        return v is not None

    def _anchor_present(self, g, op) -> bool:
        a = g.anchor if g.anchor is not None else g.elems[0]
        if isinstance(a, Ref):
            return self._var_present(a, op)
        if isinstance(a, TypeOf):
            return any(self._types_of(op, r) for r in a.refs)
        return True

    def _print_attr(self, d, a, p) -> str:
        if a is None:
            return ""
        if d.enum is not None:
            return d.enum.get(a.value, str(a.value))
        kind = getattr(d.constraint, "attr_kind", None)
        if kind == "unit":
            return ""
        if kind == "int":
            return str(a.value)
        if kind == "bool":
            return "true" if a.value else "false"
        if kind == "dense_array":
            return "[" + ", ".join(str(v) for v in a.values) + "]"
        if kind == "dialect":
            s = p.attr(a)
            prefix = d.constraint.prefix
            return s[len(prefix):] if s.startswith(prefix + "<") else s
        if isinstance(a, A.SymbolRefAttr):
            return a.render(p)
        if d.storage is not None and isinstance(a, (A.IntegerAttr, A.FloatAttr)):
            return str(a.value) if isinstance(a, A.IntegerAttr) else a.render(p).split(" : ")[0]
        return p.attr(a)


def _parse_single_type(p, cls, c, qualified: bool):
    """``type($x)`` of one operand or result.  Where ``x``'s constraint is
    one C++ type class, MLIR's generated parser reads that class: a dialect
    type stripped of its ``!dialect.mnemonic`` unless written in full
    (``parseCustomTypeWithFallback``), a builtin one with ``parseType<T>``;
    another kind of type is an error there."""
    prefix = getattr(c, "type_prefix", None)
    if prefix is not None and not qualified and p.at_punct("<"):
        return p.parse_stripped_type(prefix)
    t = p.peek()
    pos = p.pos()
    if prefix is not None and not qualified and t is not None and not t.text.startswith("!"):
        raise p.parser.error(p.wrong_token_pos(t), "expected '<'")
    ty = p.parse_type()
    if prefix is not None:
        if not str(ty).startswith(prefix + "<"):
            raise p.parser.error(pos, f"custom op '{cls.OP_NAME}' invalid kind of type specified: "
                                      f"expected {prefix[1:]}, but found '{ty}'")
    else:
        kind = getattr(c, "type_class", None)
        if kind is not None and not isinstance(ty, kind[0]):
            raise p.parser.error(pos, f"custom op '{cls.OP_NAME}' invalid kind of type specified: "
                                      f"expected {kind[1]}, but found '{ty}'")
    return ty


def check_source_types(cls, p, source: str, types) -> None:
    """``source``'s types satisfy its declared constraint, else MLIR's
    parse-time error (at the op name)."""
    d = next((d for d in (*cls.OPERANDS, *cls.RESULTS) if d.pyname == source), None)
    c = getattr(d, "constraint", None)
    if c is None:
        return
    for t in types:
        if t is not None and not c(t):
            raise p.parser.error(p.name_pos, f"custom op '{cls.OP_NAME}' '{source}' must be {c.name}, but got '{t}'")


def _operand_toks(p) -> list:
    toks = []
    if p.at_operand():
        toks.append(p.parse_operand_tok())
        while p.at_punct(",") and p._tok_kind(1) == "value":
            p.next()
            toks.append(p.parse_operand_tok())
    return toks


def _type_list(p) -> list:
    return p.parse_type_list() if p.at_type() else []


def _simulate(elems, state, skip=None) -> None:
    """Advance the spacing state over elements that are not printed (MLIR's
    generator threads the state through the format at generation time)."""
    for e in elems:
        if e is skip:
            continue
        if isinstance(e, Lit):
            v = e.text
            if not v:
                state[0], state[1] = False, True
            elif v == " ":
                state[0] = state[1] = False
            else:
                state[0] = len(v) != 1 or v not in "<({["
                state[1] = v[0] != "_" and not v[0].isalpha()
        elif isinstance(e, AttrDict):
            state[1] = False
        elif isinstance(e, OptionalGroup):
            _simulate(e.elems, state, Format._elided_anchor(e))
        elif isinstance(e, OIList):
            for c in e.clauses:
                _simulate(c, state)
        else:
            state[0], state[1] = True, False


def _space_before(value: str, last_was_punct: bool) -> bool:
    if len(value) != 1 and value != "->":
        return True
    if last_was_punct:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"
