"""Linear layouts: linear maps over GF(2) from named input dimensions
(``register``, ``lane``, ``warp``, ``block`` or ``offset``) to named output
dimensions (``dim0``, ``dim1``, ...).

A layout is given by its *bases*: for every input dimension, one basis vector
per input bit (the image of ``1 << i``), each with one entry per output
dimension; the image of any input is the XOR of the bases of its set bits.
Output dimensions have power-of-two sizes.

This mirrors Triton 3.6.0's ``LinearLayout`` (include/triton/Tools/
LinearLayout.h, lib/Tools/LinearLayout.cpp) and the helpers of
lib/Tools/LayoutUtils.cpp that the layout conversions use
(``identityStandardND``, ``ensureLayoutNotLargerThan``,
``ensureLayoutNotSmallerThan``, ``removeStandardDim``, ``supremum``,
``combineCtaCgaWithShape``).  Equality is Triton's ``operator==``: same
output-dimension names in the same order, same input dimensions in the same
order with the same bases, same output sizes.

Objects are immutable (do not mutate what the accessors return) and hashable.
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence


class LinearLayoutError(ValueError):
    """An ill-formed layout (Triton asserts or calls report_fatal_error)."""


def _is_pow2(x: int) -> bool:
    return x > 0 and (x & (x - 1)) == 0


def _log2(x: int) -> int:
    return x.bit_length() - 1


def _next_pow2(x: int) -> int:
    """llvm::NextPowerOf2: the smallest power of two strictly greater than x."""
    return 1 << x.bit_length() if x >= 0 else 1


class LinearLayout:
    __slots__ = ("_bases", "_out", "_rank", "_hash")

    # -- construction -----------------------------------------------------------
    def __init__(self, bases, out_dims, require_surjective: bool = False, *, _check: bool = True):
        """``LinearLayout(bases, outDims, requireSurjective)``.

        ``bases``: a mapping or sequence of ``(in_dim, [basis, ...])`` where each
        basis is a sequence of ints (one per output dim); ``out_dims``: a
        mapping or sequence of ``(out_dim, size)``."""
        items = bases.items() if isinstance(bases, Mapping) else bases
        b: dict[str, tuple[tuple[int, ...], ...]] = {}
        for name, vecs in items:
            b[name] = tuple(tuple(int(x) for x in v) for v in vecs)
        oitems = out_dims.items() if isinstance(out_dims, Mapping) else out_dims
        o: dict[str, int] = {}
        for name, size in oitems:
            o[name] = int(size)
        object.__setattr__(self, "_bases", b)
        object.__setattr__(self, "_out", o)
        object.__setattr__(self, "_rank", None)
        object.__setattr__(self, "_hash", None)
        if _check:
            err = self._check_invariants(require_surjective)
            if err:
                raise LinearLayoutError(err)

    def __setattr__(self, name, value):
        raise AttributeError("LinearLayout is immutable")

    @classmethod
    def from_bases(cls, bases, out_dim_names: Sequence[str]) -> "LinearLayout":
        """``LinearLayout(bases, outDimNames)``: out-dim sizes inferred as the
        next power of two above the largest basis value (at least 1); the layout
        must be surjective."""
        items = list(bases.items() if isinstance(bases, Mapping) else bases)
        sizes = {n: 1 for n in out_dim_names}
        for _, vecs in items:
            for v in vecs:
                for i, x in enumerate(v):
                    n = out_dim_names[i]
                    sizes[n] = max(sizes[n], _next_pow2(int(x)))
        return cls(items, [(n, sizes[n]) for n in out_dim_names], require_surjective=True)

    @staticmethod
    def empty() -> "LinearLayout":
        return _EMPTY

    @classmethod
    def strided_1d(cls, size: int, stride: int, in_dim: str, out_dim: str) -> "LinearLayout":
        """``LinearLayout::strided1D``: L(x) = stride * x for x in [0, size)."""
        if size == 0:
            return _EMPTY
        if not _is_pow2(size):
            raise LinearLayoutError(f"size {size} is not a power of two")
        vecs = []
        i = 1
        while i < size:
            vecs.append((i * stride,))
            i *= 2
        return cls([(in_dim, vecs)], [(out_dim, stride * size)], require_surjective=(stride == 1))

    @classmethod
    def identity_1d(cls, size: int, in_dim: str, out_dim: str) -> "LinearLayout":
        """``LinearLayout::identity1D``."""
        return cls.strided_1d(size, 1, in_dim, out_dim)

    @classmethod
    def zeros_1d(cls, size: int, in_dim: str, out_dim: str, out_dim_size: int = 1) -> "LinearLayout":
        """``LinearLayout::zeros1D``: every input maps to 0."""
        if size == 0:
            return _EMPTY
        if not _is_pow2(size):
            raise LinearLayoutError(f"size {size} is not a power of two")
        n = _log2(size)
        return cls([(in_dim, [(0,)] * n)], [(out_dim, out_dim_size)],
                   require_surjective=(out_dim_size == 1))

    def _check_invariants(self, require_surjective: bool):
        nout = len(self._out)
        for name, vecs in self._bases.items():
            for v in vecs:
                if any(x < 0 for x in v):
                    return f"Invalid bases passed to LinearLayout: negative value for in dimension '{name}'"
                if len(v) != nout:
                    return (f"Invalid bases passed to LinearLayout: expected all bases to have size "
                            f"{nout} for in dimension '{name}'")
        for name, size in self._out.items():
            if not _is_pow2(size):
                return f"Invalid out-dim size {size} for out-dim '{name}'"
        sizes = list(self._out.values())
        names = list(self._out)
        for name, vecs in self._bases.items():
            for v in vecs:
                for i, x in enumerate(v):
                    if x >= sizes[i]:
                        return (f"Invalid basis {x} for in-dim '{name}' and out-dim '{names[i]}'; "
                                f"basis must be less than the out-dim size")
        if require_surjective and not self.is_surjective():
            return "Layout is expected to be surjective, but was not:" + self.to_string()
        return None

    # -- accessors --------------------------------------------------------------
    @property
    def bases(self) -> dict:
        """in_dim -> tuple of basis tuples (do not mutate)."""
        return self._bases

    def get_bases(self) -> dict:
        return self._bases

    @property
    def in_dim_names(self) -> list[str]:
        return list(self._bases)

    @property
    def out_dim_names(self) -> list[str]:
        return list(self._out)

    def get_in_dims(self) -> list[tuple[str, int]]:
        return [(n, 1 << len(v)) for n, v in self._bases.items()]

    def get_out_dims(self) -> list[tuple[str, int]]:
        return list(self._out.items())

    def get_out_dim_sizes(self) -> list[int]:
        return list(self._out.values())

    def has_in_dim(self, d: str) -> bool:
        return d in self._bases

    def has_out_dim(self, d: str) -> bool:
        return d in self._out

    @property
    def num_in_dims(self) -> int:
        return len(self._bases)

    @property
    def num_out_dims(self) -> int:
        return len(self._out)

    def get_out_dim_index(self, d: str) -> int:
        try:
            return list(self._out).index(d)
        except ValueError:
            raise LinearLayoutError(f"outDim {d} is not in layout" + self.to_string()) from None

    def get_in_dim_size_log2(self, d: str) -> int:
        return len(self._bases[d])

    def get_in_dim_size(self, d: str) -> int:
        return 1 << len(self._bases[d])

    def get_total_in_dim_size_log2(self) -> int:
        return sum(len(v) for v in self._bases.values())

    def get_total_in_dim_size(self) -> int:
        return 1 << self.get_total_in_dim_size_log2()

    def get_out_dim_size(self, d: str) -> int:
        return self._out[d]

    def get_out_dim_size_log2(self, d: str) -> int:
        return _log2(self._out[d])

    def get_total_out_dim_size_log2(self) -> int:
        return sum(_log2(s) for s in self._out.values())

    def get_total_out_dim_size(self) -> int:
        return 1 << self.get_total_out_dim_size_log2()

    def get_basis(self, in_dim: str, pos: int, out_dim: str | None = None):
        v = self._bases[in_dim][pos]
        if out_dim is None:
            return v
        return v[self.get_out_dim_index(out_dim)]

    # -- GF(2) matrix helpers -----------------------------------------------------
    def _columns(self) -> list[int]:
        """Each basis as one integer over the concatenated output bits (the
        columns of Triton's getMatrix), in input order."""
        shifts = []
        acc = 0
        for s in self._out.values():
            shifts.append(acc)
            acc += _log2(s)
        cols = []
        for vecs in self._bases.values():
            for v in vecs:
                c = 0
                for x, sh in zip(v, shifts):
                    c |= x << sh
                cols.append(c)
        return cols

    @property
    def rank(self) -> int:
        """The GF(2) rank of the basis matrix."""
        r = self._rank
        if r is None:
            r = len(_independent_columns(self._columns()))
            object.__setattr__(self, "_rank", r)
        return r

    def is_surjective(self) -> bool:
        return self.rank == self.get_total_out_dim_size_log2()

    def is_injective(self) -> bool:
        return self.rank == self.get_total_in_dim_size_log2()

    def is_invertible(self) -> bool:
        return self.is_surjective() and self.get_total_in_dim_size() == self.get_total_out_dim_size()

    def get_free_variable_masks(self) -> dict[str, int]:
        """``getFreeVariableMasks``: per input dim, the bits that can change
        without changing the output (columns dependent on earlier columns)."""
        basic = set(_independent_columns(self._columns()))
        ret = {}
        c = 0
        for d, vecs in self._bases.items():
            m = 0
            for i in range(len(vecs)):
                if c not in basic:
                    m |= 1 << i
                c += 1
            ret[d] = m
        return ret

    def get_num_consecutive_in_out(self) -> int:
        """``getNumConsecutiveInOut``."""
        if not self._bases or not self._out:
            return 1
        first = next(iter(self._bases))
        fb = self._bases[first]
        consec = 0
        while consec < len(fb):
            v = fb[consec]
            if v[0] != (1 << consec) or any(x != 0 for x in v[1:]):
                break
            consec += 1
        other = 0
        for d, vecs in self._bases.items():
            for i, v in enumerate(vecs):
                if d != first or i >= consec:
                    other |= v[0]
        tz = (other & -other).bit_length() - 1 if other else 31
        return 1 << min(consec, tz)

    # -- transformations -------------------------------------------------------------
    def transpose_ins(self, new_in_dims: Sequence[str]) -> "LinearLayout":
        _assert_same_dims(new_in_dims, self._bases)
        return LinearLayout([(d, self._bases[d]) for d in new_in_dims], self._out,
                            self.is_surjective())

    def transpose_outs(self, new_out_dims: Sequence[str]) -> "LinearLayout":
        _assert_same_dims(new_out_dims, self._out)
        perm = [self.get_out_dim_index(d) for d in new_out_dims]
        nb = [(d, [tuple(v[i] for i in perm) for v in vecs]) for d, vecs in self._bases.items()]
        return LinearLayout(nb, [(d, self._out[d]) for d in new_out_dims], self.is_surjective())

    def reshape_ins(self, new_in_dims: Sequence[tuple[str, int]]) -> "LinearLayout":
        total = 1
        for _, s in new_in_dims:
            if not _is_pow2(s):
                raise LinearLayoutError("in-dim sizes must be powers of two")
            total *= s
        if total != self.get_total_in_dim_size():
            raise LinearLayoutError("reshapeIns: total size mismatch")
        flat = [v for vecs in self._bases.values() for v in vecs]
        nb = []
        i = 0
        for d, s in new_in_dims:
            n = _log2(s)
            nb.append((d, flat[i:i + n]))
            i += n
        return LinearLayout(nb, self._out, self.is_surjective())

    def flatten_ins(self) -> "LinearLayout":
        if not self._bases:
            return self.reshape_ins([])
        return self.reshape_ins([(next(iter(self._bases)), self.get_total_in_dim_size())])

    def reshape_outs(self, new_out_dims: Sequence[tuple[str, int]]) -> "LinearLayout":
        total = 1
        for _, s in new_out_dims:
            if not _is_pow2(s):
                raise LinearLayoutError("out-dim sizes must be powers of two")
            total *= s
        if total != self.get_total_out_dim_size():
            raise LinearLayoutError("reshapeOuts: total size mismatch")
        shifts = [0]
        for d in self._out:
            shifts.append(shifts[-1] + self.get_out_dim_size_log2(d))
        nb = []
        for d, vecs in self._bases.items():
            out = []
            for v in vecs:
                b = 0
                for i, x in enumerate(v):
                    b += x << shifts[i]
                mv = []
                for _, s in new_out_dims:
                    mv.append(b % s)
                    b //= s
                out.append(mv)
            nb.append((d, out))
        return LinearLayout(nb, list(new_out_dims), self.is_surjective())

    def flatten_outs(self) -> "LinearLayout":
        if not self._out:
            return self.reshape_outs([])
        return self.reshape_outs([(next(iter(self._out)), self.get_total_out_dim_size())])

    def resize_in_dim(self, in_dim: str, new_size: int) -> "LinearLayout":
        nb = dict(self._bases)
        nb[in_dim] = nb[in_dim][:_log2(new_size)]
        return LinearLayout(nb, self._out, False)

    def resize_out_dim(self, out_dim: str, new_size: int) -> "LinearLayout":
        idx = self.get_out_dim_index(out_dim)
        nb = [(d, [tuple(0 if (i == idx and x >= new_size) else x for i, x in enumerate(v)) for v in vecs])
              for d, vecs in self._bases.items()]
        # Triton's loop compares `outDim == outDim` (always true) and so sets
        # every out-dim size to newSize; mirrored.
        return LinearLayout(nb, [(d, new_size) for d in self._out], False)

    def rename_in_dim(self, old: str, new: str) -> "LinearLayout":
        items = [(d, v) for d, v in self._bases.items() if d != old] + [(new, self._bases[old])]
        return LinearLayout(items, self._out, self.is_surjective())

    def concat_ins(self, other: "LinearLayout") -> "LinearLayout":
        nb = dict(self._bases)
        for d, v in other._bases.items():
            nb.setdefault(d, v)
        return LinearLayout(nb, self._out, False)

    def concat_outs(self, other: "LinearLayout") -> "LinearLayout":
        nb = []
        for (d, a), (_, b) in zip(self._bases.items(), other._bases.items()):
            nb.append((d, [tuple(x) + tuple(y) for x, y in zip(a, b)]))
        return LinearLayout(nb, list(self._out.items()) + list(other._out.items()), False)

    def unsqueeze_in(self, dim: str) -> "LinearLayout":
        return self.reshape_ins([(d, s) for d, s in self.get_in_dims() if d != dim])

    def unsqueeze_out(self, dim: str) -> "LinearLayout":
        idx = self.get_out_dim_index(dim)
        nb = [(d, [v[:idx] + v[idx + 1:] for v in vecs]) for d, vecs in self._bases.items()]
        return LinearLayout(nb, [(d, s) for d, s in self._out.items() if d != dim], self.is_surjective())

    def sublayout(self, in_dim_names: Iterable[str], out_dim_names: Iterable[str]) -> "LinearLayout":
        """``sublayout``: keep these in/out dims (in this layout's order);
        out-dim sizes unchanged."""
        ins = set(in_dim_names)
        outs = set(out_dim_names)
        if not ins <= set(self._bases) or not outs <= set(self._out):
            raise LinearLayoutError("sublayout: dimensions must be a subset")
        keep = [i for i, d in enumerate(self._out) if d in outs]
        nb = [(d, [tuple(v[i] for i in keep) for v in vecs]) for d, vecs in self._bases.items() if d in ins]
        return LinearLayout(nb, [(d, s) for d, s in self._out.items() if d in outs], False)

    def sublayout_is_zero(self, in_dim_names, out_dim_names) -> bool:
        ss = self.sublayout(in_dim_names, out_dim_names)
        return all(x == 0 for vecs in ss._bases.values() for v in vecs for x in v)

    def remove_zero_bases_along_dim(self, strip_dim: str) -> "LinearLayout":
        nb = []
        for d, vecs in self._bases.items():
            if d != strip_dim:
                nb.append((d, vecs))
            else:
                nb.append((d, [v for v in vecs if any(x != 0 for x in v)]))
        return LinearLayout(nb, self._out, self.is_surjective())

    def apply(self, ins) -> list[tuple[str, int]]:
        """``apply``: L(ins) as [(out_dim, value), ...]."""
        items = ins.items() if isinstance(ins, Mapping) else ins
        items = list(items)
        _assert_same_dims([d for d, _ in items], self._bases)
        ret = []
        for j, od in enumerate(self._out):
            acc = 0
            for d, val in items:
                for i, v in enumerate(self._bases[d]):
                    if val & (1 << i):
                        acc ^= v[j]
            ret.append((od, acc))
        return ret

    def compose(self, outer: "LinearLayout") -> "LinearLayout":
        """``compose``: outer(this(x))."""
        _assert_same_dims(list(self._out), outer._bases)
        for d in self._out:
            if self._out[d] > outer.get_in_dim_size(d):
                raise LinearLayoutError("compose: out-dim larger than outer in-dim")
        names = list(self._out)
        nb = []
        for d, vecs in self._bases.items():
            nb.append((d, [tuple(x for _, x in outer.apply(list(zip(names, v)))) for v in vecs]))
        surj = (self.is_surjective() and outer.is_surjective()
                and all(self._out[d] == outer.get_in_dim_size(d) for d in names))
        return LinearLayout(nb, outer._out, surj)

    def invert_and_compose(self, outer: "LinearLayout") -> "LinearLayout":
        """``invertAndCompose``: C with this(x) == outer(C(x)); free variables of
        ``outer`` are set to zero (least-squares solution), and input dims whose
        sublayouts agree are mapped by the identity."""
        out_dims = list(self._out)
        _assert_same_dims(out_dims, outer._out)
        B = self
        A = outer.transpose_outs(out_dims)
        for d in out_dims:
            if A.get_out_dim_size(d) < B.get_out_dim_size(d):
                raise LinearLayoutError(f"invertAndCompose: incompatible output shapes in {d}")
        identity_dims = [d for d in A._bases
                         if d in B._bases and A.sublayout([d], out_dims) == B.sublayout([d], out_dims)]
        a_non = [d for d in A._bases if d not in identity_dims]
        b_non = [d for d in B._bases if d not in identity_dims]
        a_red = A.sublayout(a_non, out_dims)
        b_red = B.sublayout(b_non, out_dims)
        if bool(a_non) != bool(b_non):
            raise LinearLayoutError("invertAndCompose: one side reduces to empty")
        ret = _EMPTY if not a_non else _lstsq(a_red, b_red)
        for d in identity_dims:
            ret = ret * LinearLayout.identity_1d(A.get_in_dim_size(d), d, d)
        return ret.transpose_ins(list(B._bases)).transpose_outs(list(A._bases))

    def pseudoinvert(self) -> "LinearLayout":
        ident = _EMPTY
        for d in self._out:
            ident = ident * LinearLayout.identity_1d(self._out[d], d, d)
        return ident.invert_and_compose(self)

    def invert(self) -> "LinearLayout":
        if not self.is_invertible():
            raise LinearLayoutError("A linear layout must be surjective and square to be invertible")
        return self.pseudoinvert()

    def is_trivial_over(self, dim_names: Sequence[str]) -> bool:
        for d in dim_names:
            if d not in self._bases and d not in self._out:
                return False
        rem_in = [d for d in self._bases if d not in dim_names]
        rem_out = [d for d in self._out if d not in dim_names]
        return (_square_sublayout_is_identity(self, dim_names)
                and self.sublayout_is_zero(rem_in, dim_names)
                and self.sublayout_is_zero(dim_names, rem_out))

    def quotient(self, dim_names: Sequence[str]):
        if not self.is_trivial_over(dim_names):
            return None
        return self.sublayout([d for d in self._bases if d not in dim_names],
                              [d for d in self._out if d not in dim_names])

    # -- product ---------------------------------------------------------------------
    def __mul__(self, outer: "LinearLayout") -> "LinearLayout":
        """``operator*``: the direct sum; ``self`` is the more minor part."""
        inner = self
        in_dims = supremum(list(inner._bases), list(outer._bases))
        out_dims = supremum(list(inner._out), list(outer._out))
        in_log = {d: 0 for d in in_dims}
        out_log = {d: 0 for d in out_dims}
        for lay in (inner, outer):
            for d, v in lay._bases.items():
                in_log[d] += len(v)
            for d, s in lay._out.items():
                out_log[d] += _log2(s)
        nout = len(out_dims)
        nb = []
        for d in in_dims:
            rows = [[0] * nout for _ in range(in_log[d])]
            for j, od in enumerate(out_dims):
                if d in inner._bases and od in inner._out:
                    k = list(inner._out).index(od)
                    for i, v in enumerate(inner._bases[d]):
                        rows[i][j] = v[k]
                if d in outer._bases and od in outer._out:
                    off = len(inner._bases[d]) if d in inner._bases else 0
                    shift = inner.get_out_dim_size_log2(od) if od in inner._out else 0
                    k = list(outer._out).index(od)
                    for i, v in enumerate(outer._bases[d]):
                        rows[off + i][j] = v[k] << shift
            nb.append((d, rows))
        return LinearLayout(nb, [(d, 1 << out_log[d]) for d in out_dims],
                            inner.is_surjective() and outer.is_surjective())

    # -- comparison, hashing, text ---------------------------------------------------------
    def equal_ignoring_out_dim_sizes(self, other: "LinearLayout") -> bool:
        return (list(self._out) == list(other._out)
                and list(self._bases.items()) == list(other._bases.items()))

    def __eq__(self, other) -> bool:
        if self is other:
            return True
        if not isinstance(other, LinearLayout):
            return NotImplemented
        return self.equal_ignoring_out_dim_sizes(other) and list(self._out.values()) == list(other._out.values())

    def __ne__(self, other) -> bool:
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash((tuple(self._bases.items()), tuple(self._out.items())))
            object.__setattr__(self, "_hash", h)
        return h

    def __reduce__(self):
        return (_rebuild_ll, (list(self._bases.items()), list(self._out.items())))

    def to_string(self) -> str:
        """``toString`` (Triton's debug text)."""
        outs = "[" + ", ".join(f"{d} (size {s})" for d, s in self._out.items()) + "]"
        if not self._bases:
            return "\n(empty layout)" if not self._out else f"\n(empty layout with out-dims {outs})"
        ret = "\n"
        for d, vecs in self._bases.items():
            if not vecs:
                ret += f" - {d} is a size 1 dimension\n"
                continue
            ret += " - " + "\n   ".join(
                f"{d}={1 << i} -> (" + ", ".join(str(x) for x in v) + ")" for i, v in enumerate(vecs)) + "\n"
        return ret + "where out dims are: " + outs

    def __repr__(self) -> str:
        b = ", ".join(f"{d}={[list(v) for v in vecs]}" for d, vecs in self._bases.items())
        o = ", ".join(f"{d}={s}" for d, s in self._out.items())
        return f"LinearLayout({b}; out: {o})"


def _rebuild_ll(bases, outs):
    return LinearLayout(bases, outs, False)


_EMPTY = LinearLayout((), ())


def _assert_same_dims(a, b) -> None:
    if set(a) != set(b):
        raise LinearLayoutError(f"Dimensions must match, ignoring order, but they don't: {list(a)} and {list(b)}")


def _independent_columns(cols: Sequence[int]) -> list[int]:
    """Indices of the columns that are linearly independent of the columns
    before them (the pivot columns of the reduced row echelon form)."""
    basis: dict[int, int] = {}  # leading bit -> vector
    piv = []
    for idx, c in enumerate(cols):
        x = c
        while x:
            hb = x.bit_length() - 1
            if hb in basis:
                x ^= basis[hb]
            else:
                basis[hb] = x
                piv.append(idx)
                break
    return piv


def _lstsq(A: LinearLayout, B: LinearLayout) -> LinearLayout:
    """Solve A X = B over GF(2) with the free variables of A set to zero (the
    ``lstsq`` helper of LinearLayout.cpp), as a layout from B's input dims to
    A's input dims."""
    if A.get_total_out_dim_size_log2() < B.get_total_out_dim_size_log2():
        raise LinearLayoutError("A.lstsq(B) called with incompatible output shapes")
    # Express both matrices over A's output bits (B's bits of each out dim are
    # the low bits of A's bits for that dim).
    a_shifts, acc = [], 0
    for d in A._out:
        a_shifts.append(acc)
        acc += A.get_out_dim_size_log2(d)
    a_cols = A._columns()
    b_cols = []
    for vecs in B._bases.values():
        for v in vecs:
            c = 0
            for x, sh in zip(v, a_shifts):
                c |= x << sh
            b_cols.append(c)
    # Pivot columns of A with the combination of A's columns that forms each.
    basis: dict[int, tuple[int, int]] = {}  # leading bit -> (vector, mask of A columns)
    for idx, c in enumerate(a_cols):
        x, m = c, 1 << idx
        while x:
            hb = x.bit_length() - 1
            if hb in basis:
                bx, bm = basis[hb]
                x ^= bx
                m ^= bm
            else:
                basis[hb] = (x, m)
                break
    sol = []
    for c in b_cols:
        x, m = c, 0
        while x:
            hb = x.bit_length() - 1
            if hb not in basis:
                raise LinearLayoutError("Precondition broken. Im(B) not contained in Im(A)")
            bx, bm = basis[hb]
            x ^= bx
            m ^= bm
        sol.append(m)
    in1 = next(iter(A._bases))
    out1 = next(iter(A._out))
    flat = LinearLayout([(in1, [(m,) for m in sol])], [(out1, A.get_total_in_dim_size())], False)
    return flat.reshape_ins(B.get_in_dims()).reshape_outs(A.get_in_dims())


def _square_sublayout_is_identity(ll: LinearLayout, dim_names: Sequence[str]) -> bool:
    if not dim_names:
        return True
    sl = ll.sublayout(dim_names, dim_names)
    for d in dim_names:
        if ll.get_in_dim_size(d) != ll.get_out_dim_size(d):
            return False
    sl = sl.flatten_ins().flatten_outs()
    vecs = next(iter(sl.bases.values()))
    return all(v[0] == (1 << b) for b, v in enumerate(vecs))


# -- LayoutUtils ---------------------------------------------------------------------
def supremum(x: Sequence[str], y: Sequence[str]) -> list[str]:
    """``supremum`` (LayoutUtils.cpp): the smallest list containing both
    ordered lists as subsequences, preferring ``x`` first; raises when the two
    orders disagree."""
    result: list[str] = []
    seen = set()
    pos_x = {e: i for i, e in enumerate(x)}
    pos_y = {e: i for i, e in enumerate(y)}
    i = j = 0
    INF = float("inf")
    while i < len(x) or j < len(y):
        while i < len(x) and x[i] in seen:
            i += 1
        while j < len(y) and y[j] in seen:
            j += 1
        if i >= len(x) and j >= len(y):
            break
        if i < len(x) and j < len(y) and x[i] == y[j]:
            if pos_y[x[i]] < j:
                raise LinearLayoutError("Supremum does not exist")
            result.append(x[i]); seen.add(x[i])
            i += 1; j += 1
            continue
        cand_x = cand_y = INF
        if i < len(x) and x[i] in pos_y and pos_y[x[i]] >= j:
            cand_x = pos_y[x[i]]
        if j < len(y) and y[j] in pos_x and pos_x[y[j]] >= i:
            cand_y = pos_x[y[j]]
        if i < len(x) and cand_x == INF:
            result.append(x[i]); seen.add(x[i]); i += 1
            continue
        if j < len(y) and cand_y == INF:
            result.append(y[j]); seen.add(y[j]); j += 1
            continue
        if cand_x <= cand_y:
            if pos_y[x[i]] < j:
                raise LinearLayoutError("Supremum does not exist")
            result.append(x[i]); seen.add(x[i]); i += 1
        else:
            if pos_x[y[j]] < i:
                raise LinearLayoutError("Supremum does not exist")
            result.append(y[j]); seen.add(y[j]); j += 1
    return result


def standard_out_dim_names(rank: int) -> list[str]:
    """``standardOutDimNames``: ["dim0", "dim1", ...]."""
    return [f"dim{i}" for i in range(rank)]


def identity_standard_nd(in_dim: str, shape: Sequence[int], order: Sequence[int]) -> LinearLayout:
    """``identityStandardND``: a 1D identity of size prod(shape) reshaped to
    ``shape`` with ``order`` (most minor first)."""
    names = standard_out_dim_names(len(shape))
    ret = _EMPTY
    for d in order:
        ret = ret * LinearLayout.identity_1d(shape[d], in_dim, names[d])
    return ret


def ensure_layout_not_larger_than(layout: LinearLayout, shape: Mapping[str, int],
                                  broadcast_registers: bool = True) -> LinearLayout:
    """``ensureLayoutNotLargerThan``: shrink out-dims larger than ``shape`` by
    zeroing their largest bases (register bases are dropped instead unless
    ``broadcast_registers``)."""
    if not shape:
        return layout
    bases = {d: [list(v) for v in vecs] for d, vecs in layout.bases.items()}
    broadcasted: set[int] = set()
    for idx, od in enumerate(layout.out_dim_names):
        actual = layout.get_out_dim_size(od)
        desired = shape[od]
        if actual <= desired:
            continue
        srt = []
        for d, vecs in bases.items():
            for bi, v in enumerate(vecs):
                if v[idx] != 0:
                    srt.append((d, bi, v[idx]))
        srt.sort(key=lambda t: -t[2])  # stable, largest first
        for d, bi, _val in srt:
            if actual <= desired:
                break
            if not broadcast_registers and d == "register":
                broadcasted.add(bi)
            else:
                bases[d][bi][idx] = 0
            actual >>= 1
    if not broadcast_registers and "register" in bases:
        bases["register"] = [v for i, v in enumerate(bases["register"]) if i not in broadcasted]
    outs = [(d, min(s, shape[d])) for d, s in layout.get_out_dims()]
    return LinearLayout(list(bases.items()), outs, False)


def ensure_layout_not_smaller_than(layout: LinearLayout, shape: Mapping[str, int]) -> LinearLayout:
    """``ensureLayoutNotSmallerThan``: grow out-dims smaller than ``shape`` by
    adding bases to the first (most minor) input dim."""
    if not shape:
        return layout
    kdim = layout.in_dim_names[0]
    ret = layout
    for od in layout.out_dim_names:
        actual = layout.get_out_dim_size(od)
        desired = shape[od]
        ret = ret * LinearLayout.identity_1d(desired // actual, kdim, od)
    return ret


def remove_standard_dim(layout: LinearLayout, dim: int) -> LinearLayout:
    """``removeStandardDim``: drop out-dim ``dim`` and rename the rest dim0..."""
    rank = layout.num_out_dims
    dims = layout.out_dim_names
    del dims[dim]
    new = layout.sublayout(layout.in_dim_names, dims)
    sizes = [s for _, s in new.get_out_dims()]
    return LinearLayout(new.bases, list(zip(standard_out_dim_names(rank - 1), sizes)), False)


def zeros_like(layout: LinearLayout) -> LinearLayout:
    nb = [(d, [(0,) * len(v) for v in vecs]) for d, vecs in layout.bases.items()]
    return LinearLayout(nb, layout.get_out_dims(), False)


def combine_cta_cga_with_shape(cta_layout: LinearLayout, cga_layout: LinearLayout,
                               shape: Sequence[int], broadcast_registers: bool = True) -> LinearLayout:
    """``combineCtaCgaWithShape``: fit the per-CTA layout ``cta_layout`` (out
    dims in any order) to ``shape`` divided by the CGA layout (``block`` ->
    dim0.. of the CTAEncodingAttr), then append the CGA layout.  Register
    bases beyond the shape are zeroed (broadcast), or dropped when
    ``broadcast_registers`` is false."""
    rank = len(shape)
    if cta_layout.num_out_dims != rank:
        raise LinearLayoutError("combineCtaCgaWithShape: rank mismatch")
    names = standard_out_dim_names(rank)
    labeled = dict(zip(names, shape))
    cga = ensure_layout_not_larger_than(cga_layout, labeled).transpose_outs(cta_layout.out_dim_names)
    cta_shape = {d: max(1, labeled[d] // cga.get_out_dim_size(d)) for d in cta_layout.out_dim_names}
    cta = ensure_layout_not_smaller_than(cta_layout, cta_shape)
    cta = ensure_layout_not_larger_than(cta, cta_shape, broadcast_registers)
    ret = (cta * cga).transpose_outs(names)
    for d in names:
        if ret.get_out_dim_size(d) != labeled[d]:
            raise LinearLayoutError(f"combineCtaCgaWithShape: size mismatch in {d}")
    return ret


def divide_left(A: LinearLayout, B: LinearLayout):
    """``divideLeft``: C with A == B * C, or None."""
    for d in B.in_dim_names:
        if d not in A.bases:
            return None
    for d in B.out_dim_names:
        if not A.has_out_dim(d):
            return None
    c_out = {}
    for od in A.out_dim_names:
        oc = A.get_out_dim_size_log2(od) - (B.get_out_dim_size_log2(od) if B.has_out_dim(od) else 0)
        if oc < 0:
            return None
        c_out[od] = 1 << oc
    c_bases = []
    for d in A.in_dim_names:
        ina = A.get_in_dim_size_log2(d)
        inb = B.get_in_dim_size_log2(d) if B.has_in_dim(d) else 0
        if ina - inb < 0:
            return None
        for i in range(inb):
            for od in A.out_dim_names:
                exp = B.get_basis(d, i, od) if B.has_out_dim(od) else 0
                if A.get_basis(d, i, od) != exp:
                    return None
        vecs = []
        for i in range(inb, ina):
            cand = []
            for od in c_out:
                ob = B.get_out_dim_size_log2(od) if B.has_out_dim(od) else 0
                v = A.get_basis(d, i, od)
                if v & ((1 << ob) - 1):
                    return None
                cand.append(v >> ob)
            vecs.append(cand)
        c_bases.append((d, vecs))
    return LinearLayout(c_bases, list(c_out.items()), A.is_surjective() and B.is_surjective())


def divide_right(A: LinearLayout, B: LinearLayout):
    """``divideRight``: C with A == C * B, or None."""
    for d in B.in_dim_names:
        if d not in A.bases:
            return None
    for d in B.out_dim_names:
        if not A.has_out_dim(d):
            return None
    c_out = {}
    for od in A.out_dim_names:
        oc = A.get_out_dim_size_log2(od) - (B.get_out_dim_size_log2(od) if B.has_out_dim(od) else 0)
        if oc < 0:
            return None
        c_out[od] = 1 << oc
    c_bases = []
    for d in A.in_dim_names:
        ina = A.get_in_dim_size_log2(d)
        inb = B.get_in_dim_size_log2(d) if B.has_in_dim(d) else 0
        inc = ina - inb
        if inc < 0:
            return None
        vecs = [[A.get_basis(d, i, od) for od in c_out] for i in range(inc)]
        for i in range(inc, ina):
            j = i - inc
            for od in B.out_dim_names:
                shift = A.get_out_dim_size_log2(od) - B.get_out_dim_size_log2(od)
                v = A.get_basis(d, i, od)
                if v & ((1 << shift) - 1):
                    return None
                if (v >> shift) != B.get_basis(d, j, od):
                    return None
        c_bases.append((d, vecs))
    return LinearLayout(c_bases, list(c_out.items()), A.is_surjective() and B.is_surjective())


def reshape_layout(layout: LinearLayout, shape: Sequence[int]) -> LinearLayout:
    """``reshapeLayout`` (LayoutUtils.cpp): reshape the out dims row-major."""
    rank = len(shape)
    src = list(reversed(layout.out_dim_names))
    new = list(reversed(list(zip(standard_out_dim_names(rank), shape))))
    return layout.transpose_outs(src).reshape_outs(new).transpose_outs(standard_out_dim_names(rank))


def standard_out_dim_pairs(shape: Sequence[int]) -> list[tuple[str, int]]:
    """``standardOutDimPairs``: [("dim0", shape[0]), ("dim1", shape[1]), ...]."""
    return list(zip(standard_out_dim_names(len(shape)), shape))


def transpose_linear_layout(layout: LinearLayout, order: Sequence[int]) -> LinearLayout:
    """``transposeLinearLayout`` (LayoutUtils.cpp): permute the components of
    every basis by ``order`` (component i of the result is component
    ``order[i]`` of the input), keep the out-dim names and infer their sizes
    from the bases (``LinearLayout(bases, outDimNames)``: the result must be
    surjective)."""
    bases = [(d, [tuple(v[i] for i in order) for v in vecs]) for d, vecs in layout.bases.items()]
    return LinearLayout.from_bases(bases, layout.out_dim_names)
