"""The Triton dialect's attributes (include/triton/Dialect/Triton/IR/TritonAttrDefs.td).

Triton 3.6 to 3.8 register none (their tt dialect has no attribute parsing
hook); 3.9 registers ``#tt.cache_policy``, which replaced the memory ops'
``cacheModifier``/``evictionPolicy`` pair."""

from __future__ import annotations

from pyopt.ir.attrdef import AttrDef, EnumKind, Param
from pyopt.ir.version import Since, Versioned

__all__ = ["CACHE_POLICY", "CachePolicyAttr", "CACHE_MODIFIER", "EVICTION_POLICY", "is_cache_policy"]

#: the cache modifiers and eviction policies (TT_CacheModifierAttr,
#: TT_EvictionPolicyAttr), in their enums' order
CACHE_MODIFIER = EnumKind(("none", "ca", "cg", "wb", "cs", "wt", "cv"), "::mlir::triton::CacheModifier")
EVICTION_POLICY = EnumKind(("evict_normal", "evict_first", "evict_last"), "::mlir::triton::EvictionPolicy")

#: Triton 3.9's one cache-policy attribute of the memory ops
CACHE_POLICY = Versioned(
    False, Since((3, 9), True, "triton-lang/triton#11482 (as found for the AMD buffer ops; not confirmed from "
                               "Triton's history here): the cacheModifier/evictionPolicy pair of the memory ops "
                               "became one cachePolicy attribute, #tt.cache_policy<cache_modifier = X, "
                               "eviction_policy = Y>, as the 3.9.0 wheel prints it"),
    name="#tt.cache_policy: the memory ops' cache policy")


class CachePolicyAttr(AttrDef):
    """``#tt.cache_policy<cache_modifier = cg, eviction_policy = evict_normal>``
    (Triton 3.9+; TT_CachePolicyAttr, assembly format ``<struct(params)>``:
    both parameters required, in any order, printed in this one)."""

    NAME = "tt.cache_policy"
    REGISTERED = CACHE_POLICY
    declarative = True  # an ODS assemblyFormat: errors at its `<` (pyopt.syntax.attrparser)
    assembly = "params"
    parameters = (
        Param("cache_modifier", "cache_modifier", CACHE_MODIFIER),
        Param("eviction_policy", "eviction_policy", EVICTION_POLICY),
    )


def is_cache_policy(a) -> bool:
    """Whether ``a`` is a cache policy a 3.9 memory op takes: ``#tt.cache_policy``
    or ``#ttng.cache_policy`` (by name: tt does not import ttng)."""
    return getattr(a, "NAME", None) in ("tt.cache_policy", "ttng.cache_policy")
