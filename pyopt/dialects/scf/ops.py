"""The structured control flow dialect ``scf`` (mlir/include/mlir/Dialect/SCF/IR/SCFOps.td,
custom syntax of mlir/lib/Dialect/SCF/IR/SCF.cpp at Triton 3.6.0's LLVM, f6ded0be).

``scf.for``, ``scf.if`` and ``scf.index_switch`` are SingleBlockImplicitTerminator
ops: when they define no values their ``scf.yield`` is not printed, and the
parser re-creates it (MLIR's ``ensureTerminator``).
"""

from __future__ import annotations

from pyopt.ir.constraints import DENSE_I64_ARRAY, I1_T, INDEX_T, UNIT_ATTR
from pyopt.ir.opdef import Op, irdl_op, operand, opt_attr, region, var_operand, var_result
from pyopt.ir import attrs as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Region
from pyopt.ir import common_folders as C
from pyopt.ir.common_folders import IN_PLACE
from pyopt.dialects.arith.ops import XOrIOp
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.ir.traits import (
    NOT_SPECULATABLE, RECURSIVELY_SPECULATABLE, AffineScope, AllTypesMatch, AutomaticAllocationScope, ConditionallySpeculatable, HasParent,
    IsTerminator, NoRegionArguments, Pure, RecursiveMemoryEffects, RecursivelySpeculatable,
    ReturnLike, SingleBlock, SingleBlockImplicitTerminator,
)
from pyopt.ir.interfaces import (
    InferTypeOpInterface, LoopLikeOpInterface, RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface, RegionSuccessor,
)


def ensure_terminator(region: Region) -> None:
    """Append an empty ``scf.yield`` to each block without a terminator
    (SingleBlockImplicitTerminator<"scf::YieldOp">)."""
    if not region.blocks:
        region.add_block(Block())
    for b in region.blocks:
        last = b.last
        if last is None or not last.has_trait(IsTerminator):
            b.append(YieldOp([], [], {}))


def _entry_args(region: Region) -> tuple:
    """The region's entry block arguments (``Region::getArguments``)."""
    return tuple(region.blocks[0].args) if region.blocks else ()


def _bool_value(attr):
    """``dyn_cast_or_null<BoolAttr>(attr)``'s value (a signless i1
    integer), or None."""
    if isinstance(attr, A.BoolAttr):
        return attr.value
    if isinstance(attr, A.IntegerAttr) and isinstance(attr.type, T.IntegerType) \
            and attr.type.width == 1:
        return bool(attr.value)
    return None


def _assignment_list(p):
    """``(%inner = %outer, ...)``: (inner name tokens, outer operand tokens)."""
    names, vals = [], []
    p.expect_punct("(")
    if p.optional_punct(")"):
        return names, vals
    while True:
        names.append(p.expect_kind("value"))
        p.expect_punct("=")
        vals.append(p.parse_operand_tok())
        if p.optional_punct(")"):
            return names, vals
        p.expect_punct(",")


def _arrow_types(p) -> list:
    """``-> type`` or ``-> (type, ...)`` (parseArrowTypeList)."""
    p.expect_punct("->")
    return p.parse_function_result_types()


def _init_list(p, args, inits, prefix: str) -> str:
    if not inits:
        return ""
    return prefix + "(" + ", ".join(f"{p.operand(a)} = {p.operand(v)}" for a, v in zip(args, inits)) + ")"


@irdl_op("scf.for")
class ForOp(LoopLikeOpInterface, RegionBranchOpInterface, Op):
    """A counted loop.  The induction variable's type is printed after two
    spaces unless it is ``index``; ``unsigned`` selects unsigned comparison.
    Example: %1 = scf.for %arg3 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg4 = %cst) -> (f32)  : i32 {
      %2 = arith.addf %arg4, %arg4 : f32
      scf.yield %2 : f32
    }"""

    lowerBound = operand()
    upperBound = operand()
    step = operand()
    initArgs = var_operand()
    unsignedCmp = opt_attr(UNIT_ATTR)
    results_ = var_result()
    region = region(blocks=1)
    traits = (AffineScope(), AutomaticAllocationScope(), AllTypesMatch("lowerBound", "upperBound", "step"), ConditionallySpeculatable(), SingleBlockImplicitTerminator("scf.yield"), SingleBlock(), RecursiveMemoryEffects())

    def get_speculatability(self) -> str:
        """``ForOp::getSpeculatability``: a loop of constant step 1 terminates for
        every bound, so it is as speculatable as its body; any other may not."""
        step = C.const_int(C.constant_value(self.step.defining_op))
        if step is not None and C.unsigned(step, C.int_width(self.step.type)) == 1:
            return RECURSIVELY_SPECULATABLE
        return NOT_SPECULATABLE

    #: Whether a loop with a static trip count (:meth:`static_trip_count`) says so in its
    #: successors: from the op, only the results when it runs 0 times, else only the body;
    #: from the body, only the results when it runs once.
    SUCCESSORS_BY_TRIP_COUNT = Versioned(
        False, Since((3, 7), True, "llvm/llvm-project#177116 (in Triton 3.7's LLVM): ForOp::getSuccessorRegions "
                                   "uses the static trip count (a loop of 0 iterations never enters its body, one "
                                   "of 1 never branches back)"),
        name="scf.for: successors by static trip count")

    def get_successor_regions(self, point):
        """``ForOp::getSuccessorRegions``: from the op and from the body,
        control goes to the body (its iteration arguments) or the results;
        from Triton 3.7's LLVM, a static trip count of 0 or 1 removes the
        edges it rules out (:data:`SUCCESSORS_BY_TRIP_COUNT`)."""
        body = RegionSuccessor(self.regions[0], self.region_iter_args)
        results = RegionSuccessor(None, self.results)
        if resolve(self.SUCCESSORS_BY_TRIP_COUNT):
            count = self.static_trip_count()
            if count is not None:
                if point is None:
                    return [results] if count == 0 else [body]
                if count == 1:
                    return [results]
        return [body, results]

    def static_trip_count(self):
        """``ForOp::getStaticTripCount`` (``constantTripCount`` of the bounds and
        step, signed unless ``unsigned``), as a non-negative int or None:

        * the same value for both bounds, or a negative constant step: 0;
          a constant step of 0: None;
        * constant bounds: 0 when the upper is not above the lower, else
          ``ub - lb`` (in the bounds' width); any other bounds: None;
        * then a non-constant step: None; else ``ceil(diff / step)``.

        (Checked against the Triton 3.7.1-3.9.0 wheels through their range
        analysis, which skips a body the count proves dead: a step of 0 keeps
        the body live, and ``%lb`` to ``%lb + 64`` keeps the back edge.)"""
        lb, ub, step = self.operands[0], self.operands[1], self.operands[2]
        width = 64 if isinstance(lb.type, T.IndexType) else T.bit_width(lb.type)
        signed = "unsignedCmp" not in self.attributes
        mask = (1 << width) - 1

        def read(v: int) -> int:  # the bits as the loop compares them
            v &= mask
            return v - (1 << width) if signed and v >> (width - 1) else v

        if lb is ub:
            return 0
        step_c = C.const_int(C.value_constant(step))
        if step_c is not None:
            step_c &= mask
            if step_c == 0:
                return None
            if step_c >> (width - 1):  # negative (its sign bit)
                return 0
        lb_c = C.const_int(C.value_constant(lb))
        ub_c = C.const_int(C.value_constant(ub))
        if lb_c is None or ub_c is None:
            return None
        lo, hi = read(lb_c), read(ub_c)
        if hi <= lo:
            return 0
        diff = read(hi - lo)
        if diff < 0:
            return 0
        if step_c is None:
            return None
        return -(-diff // read(step_c)) if signed else -(-diff // step_c)

    def get_entry_successor_operands(self, successor) -> list:
        """``ForOp::getEntrySuccessorOperands``: the init args."""
        return self.initArgs

    def get_loop_induction_vars(self) -> list:
        """``ForOp::getLoopInductionVars``."""
        return [self.induction_var]

    def get_inits(self) -> list:
        """``ForOp::getInits``: the init args."""
        return self.initArgs

    def get_region_iter_args(self) -> list:
        """``ForOp::getRegionIterArgs``: the body's arguments after the
        induction variable."""
        blocks = self.regions[0].blocks
        return blocks[0].args[1:] if blocks else []

    def get_yielded_values(self) -> list:
        """``ForOp::getYieldedValuesMutable``: the body's ``scf.yield`` operands."""
        blocks = self.regions[0].blocks
        last = blocks[0].last if blocks else None
        return last.operands if isinstance(last, YieldOp) else []

    def get_loop_results(self) -> list:
        """``ForOp::getLoopResults``: the results."""
        return self.results

    def verify_(self):
        """``ForOp::verify``."""
        if len(self.initArgs) != len(self.results):
            return "mismatch in number of loop-carried values and defined values"
        return None

    def verify_regions_(self):
        """``ForOp::verifyRegions``."""
        blocks = self.regions[0].blocks
        if not blocks or not blocks[0].args:
            return None
        if blocks[0].args[0].type != self.operand(0).type:
            return "expected induction variable to be same type as bounds and step"
        iter_args = blocks[0].args[1:]
        if len(iter_args) != len(self.results):
            return "mismatch in number of basic block args and defined values"
        for i, (init, arg, res) in enumerate(zip(self.initArgs, iter_args, self.results)):
            if init.type != res.type:
                return f"types mismatch between {i}th iter operand and defined value"
            if arg.type != res.type:
                return f"types mismatch between {i}th iter region arg and defined value"
        return None

    def get_loop_lower_bounds(self) -> list:
        """``ForOp::getLoopLowerBounds``: the lower bound value."""
        return [self.operands[0]]

    def get_loop_upper_bounds(self) -> list:
        """``ForOp::getLoopUpperBounds``."""
        return [self.operands[1]]

    def get_loop_steps(self) -> list:
        """``ForOp::getLoopSteps``."""
        return [self.operands[2]]

    @property
    def induction_var(self):
        return self.regions[0].blocks[0].args[0]

    @property
    def region_iter_args(self):
        return self.regions[0].blocks[0].args[1:]

    @classmethod
    def parse(cls, p):
        attrs = {}
        if p.optional_keyword("unsigned"):
            attrs["unsignedCmp"] = A.UnitAttr()
        iv = p.expect_kind("value")
        p.expect_punct("=")
        lb = p.parse_operand_tok()
        p.expect_keyword("to")
        ub = p.parse_operand_tok()
        p.expect_keyword("step")
        step = p.parse_operand_tok()
        names, inits, types = [], [], []
        if p.optional_keyword("iter_args"):
            names, inits = _assignment_list(p)
            types = _arrow_types(p)
            if len(types) != len(inits):
                raise p.error("mismatch in number of loop-carried values and defined values")
        ty = p.parse_type() if p.optional_punct(":") else T.index
        operands = [p.resolve(lb, ty), p.resolve(ub, ty), p.resolve(step, ty)]
        operands += [p.resolve(v, t) for v, t in zip(inits, types)]
        body = p.parse_region(entry_args=[(iv, ty, None)] + [(n, t, None) for n, t in zip(names, types)])
        ensure_terminator(body)
        attrs.update(p.parse_attr_dict())
        return cls(operands, types, attrs, [body])

    def print_body(self, p) -> str:
        s = " unsigned" if "unsignedCmp" in self.attr_dict else ""
        body = self.regions[0]
        args = body.blocks[0].args
        lb, ub, step = self.operands[:3]
        inits = self.operands[3:]
        s += f" {p.operand(args[0])} = {p.operand(lb)} to {p.operand(ub)} step {p.operand(step)}"
        s += _init_list(p, args[1:], inits, " iter_args")
        if inits:
            s += " -> (" + ", ".join(p.type(v.type) for v in inits) + ")"
        s += " "
        t = args[0].type
        if not isinstance(t, T.IndexType):
            s += " : " + p.type(t) + " "
        s += p.region(body, print_entry_args=False, print_terminators=bool(inits))
        return s + p.attr_dict(self, frozenset({"unsignedCmp"}))

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``ForOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.scf.canonicalize import for_op_canonicalization_patterns

        return for_op_canonicalization_patterns()


@irdl_op("scf.if")
class IfOp(RegionBranchOpInterface, InferTypeOpInterface, Op):
    """If-then-else; terminators are printed only when the op defines values.
    Example: %1 = scf.if %0 -> (i32) {
      scf.yield %c1_i32 : i32
    } else {
      scf.yield %c0_i32 : i32
    }"""

    condition = operand(I1_T)
    results_ = var_result()
    thenRegion = region(blocks=1)
    elseRegion = region(blocks="<=1")
    traits = (SingleBlockImplicitTerminator("scf.yield"), RecursiveMemoryEffects(), RecursivelySpeculatable(), NoRegionArguments(), SingleBlock())

    def get_successor_regions(self, point):
        """``IfOp::getSuccessorRegions``: from the op, the then region and
        the else region (the results when it is empty); from either region,
        the results."""
        if point is not None:
            return [RegionSuccessor(None, self.results)]
        return [RegionSuccessor(self.regions[0]), self._else_successor()]

    def get_entry_successor_regions(self, operands: list):
        """``IfOp::getEntrySuccessorRegions``: a constant condition picks one side."""
        cond = _bool_value(operands[0]) if operands else None
        out = []
        if cond is None or cond:
            out.append(RegionSuccessor(self.regions[0]))
        if cond is None or not cond:
            out.append(self._else_successor())
        return out

    def verify_(self):
        """``IfOp::verify``."""
        if self.results and not self.regions[1].blocks:
            return "must have an else block if defining values"
        return None

    def _else_successor(self) -> RegionSuccessor:
        els = self.regions[1]
        return RegionSuccessor(els) if els.blocks else RegionSuccessor(None, self.results)

    @classmethod
    def parse(cls, p):
        cond = p.parse_operand(T.i1)
        types = _arrow_types(p) if p.at_punct("->") else []
        then = p.parse_region()
        ensure_terminator(then)
        if p.optional_keyword("else"):
            els = p.parse_region()
            ensure_terminator(els)
        else:
            els = Region()
        attrs = p.parse_attr_dict()
        return cls([cond], types, attrs, [then, els])

    def print_body(self, p) -> str:
        term = bool(self.results)
        s = " " + p.operand(self.operands[0])
        if term:
            s += " -> (" + ", ".join(p.type(r.type) for r in self.results) + ")"
        s += " " + p.region(self.regions[0], print_entry_args=False, print_terminators=term)
        if self.regions[1].blocks:
            s += " else " + p.region(self.regions[1], print_entry_args=False, print_terminators=term)
        return s + p.attr_dict(self)

    def fold(self, constants):
        """``IfOp::fold``: ``if (!c) A else B`` becomes ``if c B else A`` (in
        place), for a negation written ``xori %c, true``."""
        then_region, else_region = self.regions
        if not else_region.blocks:
            return None
        xor = self.operand(0).defining_op
        if not isinstance(xor, XOrIOp):
            return None
        if not C.m_one(C.value_constant(xor.operand(1))):
            return None
        self.set_operand(0, xor.operand(0))
        then_blocks, else_blocks = then_region.blocks, else_region.blocks
        then_region.blocks, else_region.blocks = else_blocks, then_blocks
        for b in then_region.blocks:
            b.parent = then_region
        for b in else_region.blocks:
            b.parent = else_region
        return IN_PLACE

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``IfOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.scf.canonicalize import if_op_canonicalization_patterns

        return if_op_canonicalization_patterns()


@irdl_op("scf.while")
class WhileOp(RegionBranchOpInterface, LoopLikeOpInterface, Op):
    """A while loop: the "before" region computes the condition, the "after"
    region the next iteration.
    Example: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i1) -> (i32, i1) {
      scf.condition(%arg3) %arg2, %arg3 : i32, i1
    } do {
    ^bb0(%arg2: i32, %arg3: i1):
      scf.yield %arg2, %arg3 : i32, i1
    }"""

    inits = var_operand()
    results_ = var_result()
    before = region(blocks=1)
    after = region(blocks=1)
    traits = (RecursiveMemoryEffects(), SingleBlock())

    def get_successor_regions(self, point):
        """``WhileOp::getSuccessorRegions``: the op and the after region go to
        the before region; the before region goes to the results or the after
        region (each receiving the region's arguments)."""
        before, after = self.regions
        if point is None or point is after:
            return [RegionSuccessor(before, _entry_args(before))]
        return [RegionSuccessor(None, self.results), RegionSuccessor(after, _entry_args(after))]

    def get_entry_successor_operands(self, successor) -> list:
        """``WhileOp::getEntrySuccessorOperands``: the inits."""
        return self.inits

    def get_inits(self) -> list:
        """``WhileOp::getInits``."""
        return self.inits

    def get_region_iter_args(self) -> list:
        """``WhileOp::getRegionIterArgs``: the before region's arguments."""
        blocks = self.regions[0].blocks
        return blocks[0].args if blocks else []

    def get_yielded_values(self) -> list:
        """``WhileOp::getYieldedValuesMutable``: the after region's ``scf.yield`` operands."""
        blocks = self.regions[1].blocks
        last = blocks[0].last if blocks else None
        return last.operands if isinstance(last, YieldOp) else []

    @classmethod
    def parse(cls, p):
        names, inits = _assignment_list(p) if p.at_punct("(") else ([], [])
        colon = p.pos()  # WhileOp::parse reports the type's errors at the `:`
        p.expect_punct(":")
        ft = p.parse_type()
        if not isinstance(ft, T.FunctionType):
            raise p.parser.error(colon, f"custom op 'scf.while' invalid kind of type specified: "
                                        f"expected builtin.function, but found '{ft}'")
        if len(ft.inputs) != len(inits):
            raise p.parser.error(colon, f"custom op 'scf.while' expected as many input types as operands "
                                        f"(expected {len(inits)} got {len(ft.inputs)})")
        operands = [p.resolve(v, t) for v, t in zip(inits, ft.inputs)]
        before = p.parse_region(entry_args=[(n, t, None) for n, t in zip(names, ft.inputs)])
        p.expect_keyword("do")
        after = p.parse_region()
        attrs = p.parse_attr_dict_with_keyword()
        return cls(operands, list(ft.results), attrs, [before, after])

    def print_body(self, p) -> str:
        before, after = self.regions
        args = before.blocks[0].args if before.blocks else []
        s = _init_list(p, args, self.operands, " ")
        s += " : (" + ", ".join(p.type(v.type) for v in self.operands) + ") -> "
        s += T.render_result_types(p, [r.type for r in self.results])
        s += " " + p.region(before, print_entry_args=False)
        s += " do " + p.region(after)
        return s + p.attr_dict(self, with_keyword=True)

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``WhileOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.scf.canonicalize import while_op_canonicalization_patterns

        return while_op_canonicalization_patterns()


@irdl_op("scf.condition")
class ConditionOp(RegionBranchTerminatorOpInterface, Op):
    """Terminator of the "before" region of ``scf.while``.
    Example: scf.condition(%0) %arg2, %arg3 : i32, i1"""

    condition = operand(I1_T)
    args = var_operand()
    format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?"
    traits = (HasParent("scf.while"), Pure(), IsTerminator())

    def get_successor_operands(self, point) -> list:
        """``ConditionOp::getMutableSuccessorOperands``: the args."""
        return self.args

    def get_successor_regions(self, operands: list):
        """``ConditionOp::getSuccessorRegions``: the after region when the
        condition may be true, the while's results when it may be false."""
        cond = _bool_value(operands[0]) if operands else None
        loop = self.parent_op
        after = loop.regions[1]
        out = []
        if cond is None or cond:
            out.append(RegionSuccessor(after, _entry_args(after)))
        if cond is None or not cond:
            out.append(RegionSuccessor(None, loop.results))
        return out


@irdl_op("scf.yield")
class YieldOp(RegionBranchTerminatorOpInterface, Op):
    """Example: scf.yield %0, %1 : i32, f32"""

    results_ = var_operand()
    format = "attr-dict ($results_^ `:` type($results_))?"
    traits = (Pure(), ReturnLike(), IsTerminator(), HasParent("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"))


@irdl_op("scf.execute_region")
class ExecuteRegionOp(RegionBranchOpInterface, Op):
    """Run a (possibly multi-block) region once.
    Example: %0 = scf.execute_region -> i32 no_inline {
      scf.yield %c0_i32 : i32
    }"""

    no_inline = opt_attr(UNIT_ATTR)
    results_ = var_result()
    region_ = region()
    traits = ()

    def verify_(self):
        """``ExecuteRegionOp::verify``."""
        blocks = self.regions[0].blocks
        if not blocks:
            return "region needs to have at least one block"
        if blocks[0].args:
            return "region cannot have any arguments"
        return None

    def get_successor_regions(self, point):
        """``ExecuteRegionOp::getSuccessorRegions``: the op enters the region,
        which goes to the results."""
        if point is None:
            return [RegionSuccessor(self.regions[0])]
        return [RegionSuccessor(None, self.results)]

    @classmethod
    def parse(cls, p):
        types = _arrow_types(p) if p.at_punct("->") else []
        attrs = {}
        if p.optional_keyword("no_inline"):
            attrs["no_inline"] = A.UnitAttr()
        r = p.parse_region()
        attrs.update(p.parse_attr_dict())
        return cls([], types, attrs, [r])

    def print_body(self, p) -> str:
        s = ""
        if self.results:
            s += " -> " + T.render_result_types(p, [r.type for r in self.results])
        s += " "
        if "no_inline" in self.attributes:
            s += "no_inline "
        s += p.region(self.regions[0], print_entry_args=False, print_terminators=True)
        return s + p.attr_dict(self, frozenset({"no_inline"}))

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``ExecuteRegionOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.scf.canonicalize import execute_region_op_canonicalization_patterns

        return execute_region_op_canonicalization_patterns()


@irdl_op("scf.index_switch")
class IndexSwitchOp(RegionBranchOpInterface, Op):
    """A switch on an index value; each case region on its own line.
    Example: %0 = scf.index_switch %arg0 -> i32
    case 2 {
      scf.yield %c1_i32 : i32
    }
    default {
      scf.yield %c0_i32 : i32
    }"""

    arg = operand(INDEX_T)
    cases = opt_attr(DENSE_I64_ARRAY)
    results_ = var_result()
    defaultRegion = region(blocks=1)
    caseRegions = region("variadic", blocks=1)
    traits = (RecursiveMemoryEffects(), SingleBlockImplicitTerminator("scf.yield"))

    def get_successor_regions(self, point):
        """``IndexSwitchOp::getSuccessorRegions``: the op enters any region
        (default first), each goes to the results."""
        if point is None:
            return [RegionSuccessor(r) for r in self.regions]
        return [RegionSuccessor(None, self.results)]

    def get_entry_successor_regions(self, operands: list):
        """``IndexSwitchOp::getEntrySuccessorRegions``: a constant argument
        picks its case (or the default); otherwise every case, then the
        default."""
        arg = operands[0] if operands else None
        default, cases = self.regions[0], self.regions[1:]
        if not isinstance(arg, A.IntegerAttr):
            return [RegionSuccessor(r) for r in cases] + [RegionSuccessor(default)]
        case_values = self.attributes.get("cases")
        values = list(case_values.values) if case_values is not None else []
        for v, r in zip(values, cases):
            if v == arg.value:
                return [RegionSuccessor(r)]
        return [RegionSuccessor(default)]

    @classmethod
    def parse(cls, p):
        arg = p.parse_operand(T.index)
        attrs = p.parse_attr_dict()
        types = []
        if p.optional_punct("->"):
            types = p.parse_type_list()
        values, regions = [], []
        while p.optional_keyword("case"):
            t = p.expect_kind("number")
            values.append(int(t.text, 0))
            r = p.parse_region()
            ensure_terminator(r)
            regions.append(r)
        p.expect_keyword("default")
        default = p.parse_region()
        ensure_terminator(default)
        attrs["cases"] = A.DenseArrayAttr(T.i64, values)
        return cls([arg], types, attrs, [default] + regions)

    def print_body(self, p) -> str:
        nl = "\n" + " " * p.indent
        s = " " + p.operand(self.operands[0]) + p.attr_dict(self, frozenset({"cases"}))
        if self.results:
            s += " -> " + ", ".join(p.type(r.type) for r in self.results)
        s += " "
        cases = self.attributes.get("cases")
        for v, r in zip(cases.values if cases is not None else (), self.regions[1:]):
            s += nl + f"case {v} " + p.region(r, print_entry_args=False)
        # `$defaultRegion` in a declarative format of a SingleBlockImplicitTerminator
        # op: the terminator is printed only if it carries something
        default = self.regions[0]
        term = default.blocks[0].last if default.blocks else None
        show = term is None or bool(term.attributes) or bool(term.operands) or bool(term.results)
        return s + nl + "default " + p.region(default, print_terminators=show)

    @classmethod
    def get_canonicalization_patterns(cls) -> list:
        """``IndexSwitchOp::getCanonicalizationPatterns``."""
        # The patterns load lazily, for start-up speed (canonicalize.py imports this module).
        from pyopt.dialects.scf.canonicalize import index_switch_op_canonicalization_patterns

        return index_switch_op_canonicalization_patterns()
