"""Use lists: MLIR's order kept by every change to operands, in constant time per use.

A value's use list is intrusive and doubly linked, as MLIR's (``pyopt/ir/core.py``): a new
use goes to the head (``mlir_uses()[0]``), ``IROperand::set`` takes a use out and puts it at
the head of its new value's list (even when the value is the same), ``replaceAllUsesWith``
moves the uses from the head one by one (reversing them), ``eraseOperands`` moves each kept
operand after the first erased one down a slot (its use to the head).  The model below is
MLIR's own definition of these operations on plain lists (head first); every sequence of
changes must leave pyopt's lists exactly as the model's.  (Order observable in passes: see
test/canonicalize and tools/release_pass_report.py, which compare with the Triton wheels.)
"""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from pyopt.ir.core import Operation, Value


class Model:
    """MLIR's use lists on Python lists: value -> [(op, index), ...], the head first."""

    def __init__(self, values):
        self.lists = {id(v): [] for v in values}
        self.operands = {}  # id(op) -> [value, ...]

    def add_op(self, op, operands):
        self.operands[id(op)] = list(operands)
        for i, v in enumerate(operands):
            self.lists[id(v)].insert(0, (id(op), i))

    def set(self, op, i, v):
        old = self.operands[id(op)][i]
        self.lists[id(old)].remove((id(op), i))
        self.operands[id(op)][i] = v
        self.lists[id(v)].insert(0, (id(op), i))

    def drop(self, op):
        for i, v in enumerate(self.operands.pop(id(op))):
            self.lists[id(v)].remove((id(op), i))

    def rauw(self, old, new):
        if old is new:
            return
        for op_id, i in list(self.lists[id(old)]):
            self.lists[id(old)].remove((op_id, i))
            self.operands[op_id][i] = new
            self.lists[id(new)].insert(0, (op_id, i))

    def erase_operands(self, op, erase):
        vals = self.operands[id(op)]
        first = min(erase)
        n = first
        for i in range(first + 1, len(vals)):
            if i in erase:
                continue
            for idx in (n, i):  # both slots leave their lists (once each)
                entry = (id(op), idx)
                if entry in self.lists[id(vals[idx])]:
                    self.lists[id(vals[idx])].remove(entry)
            vals[n] = vals[i]
            self.lists[id(vals[n])].insert(0, (id(op), n))
            n += 1
        for idx in range(n, len(vals)):
            entry = (id(op), idx)
            if entry in self.lists[id(vals[idx])]:
                self.lists[id(vals[idx])].remove(entry)
        del vals[n:]


def observed(v):
    return [(id(u.owner), u.index) for u in v.mlir_uses()]


steps = st.lists(st.tuples(st.sampled_from(["new", "set", "drop", "rauw", "erase_operands", "if"]),
                           st.integers(0, 1000), st.integers(0, 1000), st.integers(0, 1000)),
                 max_size=40)


@settings(max_examples=150, deadline=None)
@given(steps)
def test_use_lists_follow_mlir(steps):
    values = [Value(f"t{i}") for i in range(4)]
    model = Model(values)
    ops = []
    for kind, a, b, c in steps:
        if kind == "new" or not ops:
            operands = [values[(a + k * b) % 4] for k in range(c % 5)]
            op = Operation("test.op", operands)
            model.add_op(op, operands)
            ops.append(op)
            continue
        op = ops[a % len(ops)]
        if kind == "set" and op.num_operands:
            i, v = b % op.num_operands, values[c % 4]
            op.set_operand(i, v)
            model.set(op, i, v)
        elif kind == "drop":
            op.erase()
            model.drop(op)
            ops.remove(op)
        elif kind == "rauw":
            old, new = values[b % 4], values[c % 4]
            old.replace_all_uses_with(new)
            model.rauw(old, new)
        elif kind == "erase_operands" and op.num_operands:
            erase = {b % op.num_operands, c % op.num_operands}
            op.erase_operands(erase)
            model.erase_operands(op, erase)
        elif kind == "if":
            old, new = values[b % 4], values[c % 4]
            pred = lambda use: use.index % 2 == a % 2  # noqa: E731
            expected = [(o, i) for o, i in model.lists[id(old)] if i % 2 == a % 2] if old is not new else []
            old.replace_uses_if(new, pred)
            for o, i in expected:
                model.lists[id(old)].remove((o, i))
                model.operands[o][i] = new
                model.lists[id(new)].insert(0, (o, i))
        for v in values:
            assert observed(v) == model.lists[id(v)]
            assert [(id(u.owner), u.index) for u in v.uses] == model.lists[id(v)][::-1]
            assert v.has_uses() == bool(model.lists[id(v)])
            assert v.has_one_use() == (len(model.lists[id(v)]) == 1)
            assert list(v.iter_uses()) == v.mlir_uses()
            assert all(u.value is v for u in v.uses)


def test_removing_a_use_of_a_much_used_value_keeps_the_others_in_order():
    c = Value("i32")
    other = Value("i32")
    ops = [Operation("test.user", [c]) for _ in range(3000)]
    for op in ops[::3]:
        op.set_operand(0, other)
    for op in ops[1::3]:
        op.erase()
    assert c.mlir_users() == ops[2::3][::-1]
    assert other.mlir_users() == ops[::3][::-1]
    assert c.users == ops[2::3]


def test_a_use_taken_out_twice_changes_nothing():
    v = Value("i32")
    a, b = Operation("test.a", [v]), Operation("test.b", [v])
    use = a.operand_uses[0]
    use._unlink()
    use._unlink()  # (the head is b's use now: it stays)
    assert v.mlir_users() == [b]
    a._drop_operands()
    assert v.mlir_users() == [b]


def test_reorder_uses():
    v = Value("i32")
    ops = [Operation("test.op", [v, v]) for _ in range(3)]
    uses = v.uses
    v.reorder_uses(uses[::-1])
    assert v.uses == uses[::-1]
    assert v.mlir_uses() == uses
    assert [u.value for u in uses] == [v] * 6
    ops[1].erase()
    assert v.uses == [u for u in uses[::-1] if u.owner is not ops[1]]
