"""Layout encodings (placeholder; the structured classes are added below)."""
from __future__ import annotations

from pyopt.ir.attrs import Attribute, render_dict_body


class DialectDictAttr(Attribute):
    """A dialect attribute with a dictionary body that pyopt does not model
    (``#ttg.foo<{a = 1, b = [2]}>``); keeps the entries in their order."""

    __slots__ = ("name", "items")

    def __init__(self, name: str, dict_attr):
        items = dict_attr.items if hasattr(dict_attr, "items") else tuple(dict_attr)
        self._init(name=name, items=tuple(items))

    @property
    def ALIAS(self):
        return _ALIASES.get(self.name)

    def render(self, p) -> str:
        return f"#{self.name}<{{{render_dict_body(p, self.items)}}}>"


_ALIASES = {"ttg.blocked": "blocked", "ttg.nvidia_mma": "mma", "ttg.amd_mfma": "mma",
            "ttg.amd_wmma": "mma", "ttg.swizzled_shared": "shared", "ttg.nvmma_shared": "shared",
            "ttg.padded_shared": "shared", "ttg.linear": "linear"}


def is_shared_encoding(enc) -> bool:
    """True for shared-memory encodings (SharedEncodingTrait)."""
    name = getattr(enc, "name", None) or getattr(type(enc), "ATTR_NAME", "")
    return name in ("ttg.swizzled_shared", "ttg.nvmma_shared", "ttg.padded_shared",
                    "ttg.shared_linear", "ttg.amd_rotating_shared")
