"""``#ttg.linear`` and the distributed-layout trait whose shape queries go
through it.

Mirrors Triton 3.6.0's ``DistributedEncodingTrait`` and ``LinearEncodingAttr``
(include/triton/Dialect/TritonGPU/IR/TritonGPUAttrDefs.td,
TritonGPUAttrInterfaces.td), the free functions of
lib/Dialect/TritonGPU/IR/Dialect.cpp that go through ``toLinearEncoding``
(``getOrder(layout, shape)``, ``getElemsPerThread``, ``getContigPerThread``,
...) and ``TritonGPUDialect::toLinearLayout`` with its cache
(lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp).
"""

from __future__ import annotations

from pyopt.ir.attrdef import AttrBodyError, AttrInvalid, Param
from pyopt.ir.context import current
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.dialects.ttg.attrs.base import (
    CTALayout,
    LayoutEncoding,
    bases_per_dim,
    is_permutation_matrix_layout,
    linear_to_cta_layout,
    order_per_dim,
    parse_linear_layout,
    print_linear_layout,
)
from pyopt.dialects.ttg.linear_layout import (
    LinearLayout,
    LinearLayoutError,
    ensure_layout_not_larger_than,
    ensure_layout_not_smaller_than,
    standard_out_dim_names,
)

__all__ = ["DistributedEncoding", "LinearEncoding", "GenericLinearEncoding", "to_linear_layout", "to_linear_encoding"]


class DistributedEncoding(LayoutEncoding):
    """``DistributedEncodingTrait``: register layouts.  The shape-dependent
    queries are Dialect.cpp's free functions, which all go through
    ``toLinearEncoding(layout, shape)``."""

    __slots__ = ()

    def to_linear_layout(self, shape) -> LinearLayout:  # pragma: no cover - abstract
        raise NotImplementedError(f"toLinearLayout for {type(self).__name__}")

    def get_rep_order(self) -> list[int]:  # pragma: no cover - abstract
        raise NotImplementedError

    def to_linear_encoding(self, shape) -> "LinearEncoding":
        """``toLinearEncoding(layout, shape)``."""
        return to_linear_encoding(self, shape)

    def get_elems_per_thread(self, shape) -> list[int]:
        """``getElemsPerThread(layout, shape)``."""
        return self.to_linear_encoding(shape).get_elems_per_thread(shape)

    def get_total_elems_per_thread(self, shape) -> int:
        """``getTotalElemsPerThread(layout, shape)``."""
        return self.to_linear_encoding(shape).get_total_elems_per_thread(shape)

    def get_threads_per_warp(self, shape) -> list[int]:
        """``getThreadsPerWarp(layout, shape)``."""
        return self.to_linear_encoding(shape).get_threads_per_warp()

    def get_warps_per_cta(self, shape) -> list[int]:
        """``getWarpsPerCTA(layout, shape)``."""
        return self.to_linear_encoding(shape).get_warps_per_cta()

    def get_order(self, shape) -> list[int]:
        """``getOrder(DistributedEncodingTrait, shape)``."""
        return self.to_linear_encoding(shape).get_order()

    def get_thread_order(self, shape) -> list[int]:
        """``getThreadOrder(layout, shape)``."""
        return self.to_linear_encoding(shape).get_thread_order()

    def get_warp_order(self, shape) -> list[int]:
        """``getWarpOrder(layout, shape)``."""
        return self.to_linear_encoding(shape).get_warp_order()

    def get_order_for_memory(self, shape) -> list[int]:
        """``getOrderForMemory``."""
        lin = self.to_linear_encoding(shape)
        order = lin.get_order()
        thread_order = lin.get_thread_order()
        if order == thread_order:
            return order
        contig = lin.get_elems_per_thread(shape)
        if contig[thread_order[0]] == 1:
            return thread_order
        return order

    def get_contig_per_thread(self, shape) -> list[int]:
        """``getContigPerThread(RankedTensorType)``: elements each thread holds
        contiguously along each dim (broadcast registers removed)."""
        return self.to_linear_encoding(shape).get_contig_per_thread()

    def get_unique_contig_per_thread(self, shape) -> list[int]:
        """Triton < 3.4's ``getUniqueContigPerThread``; in 3.6.0 its callers
        (AxisInfo's getContiguity) use ``toLinearEncoding(..).getContigPerThread()``,
        which already drops broadcast registers: same as
        :meth:`get_contig_per_thread`."""
        return self.get_contig_per_thread(shape)

    def get_contig_per_warp(self, shape) -> list[int]:
        """``LinearEncodingAttr::getContigPerWarp`` of ``toLinearEncoding``."""
        return self.to_linear_encoding(shape).get_contig_per_warp()


# =============================================================================
# #ttg.linear
# =============================================================================
_LINEAR_IN = ("register", "lane", "warp", "block")


#: What LinearEncodingAttr::verify asks of the layout beyond its dimension names.
LINEAR_LAYOUT_CHECK = Versioned(
    "one-dim-bases",
    Since((3, 7), "bijective", "triton-lang/triton#9215 ([LAYOUTS] Tighten LinearEncoding checks): bases that move in "
          "at most one dimension, and the layout bijective once the zero bases are removed"),
    Since((3, 8), "permutation", "triton-lang/triton#9765 (Introduce GenericLinearEncodingAttr): a permutation matrix "
          "layout (isPermutationMatrixLayout) once broadcast bases are removed; other layouts are "
          "#ttg.generic_linear's"),
    name="#ttg.linear: what its layout must be")


class LinearEncoding(DistributedEncoding):
    """``#ttg.linear<{register = [[..]], lane = [..], warp = [..], block = [..]}>``:
    a distributed layout given by its linear layout (``LinearEncodingAttr``).
    Custom body (``parseLinearLayout`` / ``printLinearLayout``): one entry
    per input dimension; other keys are ignored."""

    ALIAS = "linear"
    NAME = "ttg.linear"
    parameters = (Param("linear_layout"),)

    @classmethod
    def parse_entries(cls, d):
        return cls(parse_linear_layout(d, _LINEAR_IN))

    def _verify_dims(self) -> None:
        """``verifyDistributedLinearLayoutDims``."""
        ll = self.linear_layout
        if ll.in_dim_names[:4] != list(_LINEAR_IN)[:len(ll.in_dim_names)]:
            raise AttrBodyError("unexpected input dims")
        if ll.out_dim_names != standard_out_dim_names(ll.num_out_dims):
            raise AttrBodyError("unexpected output dims")

    def verify_(self) -> None:
        """``LinearEncodingAttr::verify``."""
        ll = self.linear_layout
        self._verify_dims()
        rule = resolve(LINEAR_LAYOUT_CHECK)
        if rule == "permutation":
            if not is_permutation_matrix_layout(ll):
                raise AttrInvalid("LinearEncodingAttr requires a permutation matrix layout after removing broadcast "
                                  "bases")
            return
        for vecs in ll.bases.values():
            for v in vecs:
                if sum(1 for x in v if x != 0) > 1:
                    raise AttrInvalid("In a distributed layout, each base must move in at most one dimension.")
        if rule == "bijective":
            without = ll
            for d in ll.in_dim_names:
                without = without.remove_zero_bases_along_dim(d)
            if not without.is_invertible():
                raise AttrInvalid("After removing the zero bases the layout must be bijective")

    def print_entries(self, p) -> list[str]:
        return [print_linear_layout(self.linear_layout)]

    # -- LinearEncodingAttr methods --------------------------------------------------------
    def bases_per_dim(self, dim_name: str, skip_broadcast: bool = True) -> list[int]:
        """``basesPerDim``."""
        ll = self.linear_layout
        return bases_per_dim(ll.bases, dim_name, ll.num_out_dims, skip_broadcast)

    def order_per_dim(self, dim_name: str, default_order) -> list[int]:
        """``orderPerDim``."""
        return order_per_dim(self.linear_layout, dim_name, default_order)

    @property
    def out_rank(self) -> int:
        """The number of out dims."""
        return self.linear_layout.num_out_dims

    @property
    def cta_layout(self) -> CTALayout:
        """``LinearEncodingAttr::getCTALayout`` (``linearToCTAEncodingAttr``)."""
        return linear_to_cta_layout(self.linear_layout, self.bases_per_dim("block"))

    def get_rep_order(self) -> list[int]:
        """``LinearEncodingAttr::getRepOrder``: the order."""
        return self.get_order()

    def get_order(self, shape=None) -> list[int]:
        """``LinearEncodingAttr::getOrder`` (with ``shape``: the free function
        ``getOrder(layout, shape)``)."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_order()
        rank = self.linear_layout.num_out_dims
        return self.order_per_dim("register", list(range(rank - 1, -1, -1)))

    def get_warp_order(self, shape=None) -> list[int]:
        """``getWarpOrder``."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_warp_order()
        return self.order_per_dim("warp", self.get_order())

    def get_thread_order(self, shape=None) -> list[int]:
        """``getThreadOrder``."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_thread_order()
        return self.order_per_dim("lane", self.get_order())

    def get_threads_per_warp(self, shape=None) -> list[int]:
        """``getThreadsPerWarp``."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_threads_per_warp()
        return self.bases_per_dim("lane")

    def get_warps_per_cta(self, shape=None) -> list[int]:
        """``getWarpsPerCTA``."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_warps_per_cta()
        return self.bases_per_dim("warp")

    def get_size_per_thread(self) -> list[int]:
        """``LinearEncodingAttr::getSizePerThread`` (legacy): register bases
        per dim after dropping the trailing repetitions."""
        ll = self.linear_layout
        rank = len(self.get_order())
        split = self.cta_layout.cta_split_num
        cta_shape = [s // c for s, c in zip(ll.get_out_dim_sizes(), split)]
        regs = list(ll.bases["register"])
        rev: list[int] = []
        while regs:
            basis = regs[-1]
            idx = next((i for i, x in enumerate(basis) if x != 0), None)
            if idx is None:
                break
            if idx not in rev:
                rev.append(idx)
            if idx != rev[-1] or 2 * basis[idx] != cta_shape[idx]:
                break
            cta_shape[idx] //= 2
            regs.pop()
        bases = dict(ll.bases)
        bases["register"] = regs
        return bases_per_dim(bases, "register", rank)

    def get_contig(self, in_dim: str, lower_contig) -> list[int]:
        """``getContig``: how far the first bases of ``in_dim`` continue
        ``lower_contig`` along each dim, dims taken in order."""
        bases = self.linear_layout.bases[in_dim]
        order = self.get_order()
        rank = len(order)
        contig = list(lower_contig)
        it = 0
        for dim in order:
            basis = [0] * rank
            basis[dim] = contig[dim]
            while it < len(bases) and list(bases[it]) == basis:
                contig[dim] *= 2
                basis[dim] *= 2
                it += 1
        return contig

    def get_contig_per_thread(self, shape=None) -> list[int]:
        """``LinearEncodingAttr::getContigPerThread``."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_contig_per_thread()
        return self.get_contig("register", [1] * len(self.get_order()))

    def get_contig_per_warp(self, shape=None) -> list[int]:
        """``LinearEncodingAttr::getContigPerWarp``."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_contig_per_warp()
        return self.get_contig("lane", self.get_contig_per_thread())

    def to_linear_layout(self, shape) -> LinearLayout:
        """``LinearEncodingAttr::toLinearLayout``: fit to ``shape``
        (broadcast registers dropped)."""
        ll = self.linear_layout
        canonical = ll.out_dim_names
        permuted = [canonical[d] for d in self.get_rep_order()]
        named = {canonical[d]: shape[d] for d in self.get_rep_order()}
        ll = ll.transpose_outs(permuted)
        ll = ensure_layout_not_smaller_than(ll, named)
        ll = ensure_layout_not_larger_than(ll, named, broadcast_registers=False)
        return ll.transpose_outs(canonical)

    def get_elems_per_thread(self, shape) -> list[int]:
        """``LinearEncodingAttr::getElemsPerThread``."""
        scaled = LinearEncoding(self.to_linear_layout(shape))
        return scaled.bases_per_dim("register", skip_broadcast=False)

    def get_total_elems_per_thread(self, shape) -> int:
        """``LinearEncodingAttr::getTotalElemsPerThread``."""
        n = 1
        for x in self.get_elems_per_thread(shape):
            n *= x
        return n


# =============================================================================
# toLinearLayout / toLinearEncoding (TritonGPUDialect, with its caches)
# =============================================================================
_LL_CACHE: dict = {}
_LE_CACHE: dict = {}
_CACHE_MAX = 4096


#: Triton 3.8 adds #ttg.generic_linear: a distributed linear layout whose warp bases may mix dims
GENERIC_LINEAR = Versioned(
    False, Since((3, 8), True, "triton-lang/triton#9765 (Introduce GenericLinearEncodingAttr): "
                 "#ttg.generic_linear<{register, lane, warp, block}>, a distributed layout whose warp bases may "
                 "be swizzled (those of the other dims move in one dim at most)"),
    name="#ttg.generic_linear registered")


class GenericLinearEncoding(LinearEncoding):
    """``#ttg.generic_linear<{register = [..], lane = [..], warp = [..], block = [..]}>``
    (``GenericLinearEncodingAttr``, Triton 3.8 on): a linear layout as ``#ttg.linear``'s, but
    only its register, lane and block bases must each move in one dimension."""

    ALIAS = "generic_linear"
    NAME = "ttg.generic_linear"
    REGISTERED = GENERIC_LINEAR

    def verify_(self) -> None:
        """``GenericLinearEncodingAttr::verify`` (the layout is surjective: the parser built it so)."""
        self._verify_dims()
        for dim in ("register", "lane", "block"):
            for v in self.linear_layout.bases.get(dim, ()):
                if sum(1 for x in v if x != 0) > 1:
                    raise AttrInvalid("In a generic linear layout, register, lane, and block bases must move in at "
                                      f"most one dimension. Swizzled bases found in '{dim}'.")


def to_linear_layout(layout, shape) -> LinearLayout:
    """``toLinearLayout(shape, layout)`` (TritonGPUDialect::toLinearLayout).  Cached
    per release: a layout's conversion may be a release rule (``ttg.blocked``'s)."""
    key = (layout, tuple(shape), current().release)
    r = _LL_CACHE.get(key)
    if r is None:
        rank = getattr(layout, "out_rank", len(shape))
        if rank != len(shape):  # (Triton asserts or reads out of bounds)
            raise LinearLayoutError(f"a {layout.NAME} layout of rank {rank} for a tensor of rank {len(shape)}")
        r = layout.to_linear_layout(list(shape))
        if len(_LL_CACHE) >= _CACHE_MAX:
            _LL_CACHE.clear()
        _LL_CACHE[key] = r
    return r


def to_linear_encoding(layout, shape) -> LinearEncoding:
    """``toLinearEncoding(layout, shape)`` (cached per release, as :func:`to_linear_layout`)."""
    key = (layout, tuple(shape), current().release)
    r = _LE_CACHE.get(key)
    if r is None:
        r = LinearEncoding(to_linear_layout(layout, shape))
        if len(_LE_CACHE) >= _CACHE_MAX:
            _LE_CACHE.clear()
        _LE_CACHE[key] = r
    return r


