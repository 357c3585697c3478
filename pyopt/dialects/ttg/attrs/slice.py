"""``#ttg.slice``: a distributed layout with one dimension of its parent
removed.

Mirrors Triton 3.6.0's ``SliceEncodingAttr`` (include/triton/Dialect/
TritonGPU/IR/TritonGPUAttrDefs.td; parser and queries in
lib/Dialect/TritonGPU/IR/Dialect.cpp; ``SliceEncodingAttr::toLinearLayout``
in lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp).
"""

from __future__ import annotations

from pyopt.ir.attrdef import SINT, AttrInvalid, Param, ParamKind, parse_sint
from pyopt.dialects.ttg.attrs.base import CTALayout, erase_order
from pyopt.dialects.ttg.attrs.linear import DistributedEncoding, to_linear_layout
from pyopt.dialects.ttg.linear_layout import LinearLayout, LinearLayoutError, remove_standard_dim

__all__ = ["SliceEncoding"]


def _distributed_parent(a):
    """``SliceEncodingAttr::parse``: the parent is a distributed layout."""
    if not isinstance(a, DistributedEncoding):
        raise AttrInvalid("expected a distributed encoding trait")
    return a


class SliceEncoding(DistributedEncoding):
    """``#ttg.slice<{dim = D, parent = #layout}>`` (no alias; other keys are
    ignored, as Triton's parser does)."""

    NAME = "ttg.slice"
    parameters = (
        # Triton casts `dim` unchecked (a crash when it is not an integer): an error here;
        # it reads IntegerAttr::getInt into an `unsigned` (4294967296 is dim 0, -1 is 4294967295)
        Param("dim", "dim", ParamKind(lambda a: parse_sint(a) & 0xFFFFFFFF, SINT.print, int), desc="dim"),
        Param("parent", "parent", ParamKind(_distributed_parent, lambda v, p: p.attr(v))),
    )
    unknown_keys = "ignore"
    strict = True

    def verify_(self) -> None:
        """``SliceEncodingAttr::verify``: ``dim`` (unsigned) within the
        parent's rank, which is at least 2."""
        rank = self.parent.rank
        if rank <= 1:
            raise AttrInvalid("parent layout must have at least rank >= 2")
        if self.dim >= rank:
            raise AttrInvalid(f"slice dim={self.dim} must be less than the parent rank={rank}")

    @property
    def out_rank(self) -> int:
        """The parent's less one."""
        return self.parent.out_rank - 1

    @property
    def cta_layout(self) -> CTALayout:
        """``SliceEncodingAttr::getCTALayout``: the parent's without ``dim``."""
        return CTALayout(remove_standard_dim(self.parent.cta_layout.linear_layout, self.dim))

    def get_rep_order(self) -> list[int]:
        """``SliceEncodingAttr::getRepOrder``."""
        return erase_order(self.parent.get_rep_order(), self.dim)

    def padded_shape(self, shape) -> list[int]:
        """``SliceEncodingAttr::paddedShape``: ``shape`` with a 1 inserted at ``dim``."""
        s = list(shape)
        return s[:self.dim] + [1] + s[self.dim:]

    def to_linear_layout(self, shape) -> LinearLayout:
        """``SliceEncodingAttr::toLinearLayout``."""
        parent_ll = to_linear_layout(self.parent, self.padded_shape(shape))
        sl = remove_standard_dim(parent_ll, self.dim)
        bases = dict(sl.bases)
        bases["register"] = [v for v in bases["register"] if any(x != 0 for x in v)]
        # Triton rebuilds it with LinearLayout(bases, outDimNames): out-dim
        # sizes inferred from the bases.
        try:
            return LinearLayout.from_bases(list(bases.items()), sl.out_dim_names)
        except LinearLayoutError:  # Triton would abort; keep the sliced sizes
            return LinearLayout(list(bases.items()), sl.get_out_dims(), False)

