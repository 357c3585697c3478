"""Triton kernels written for pyopt's corpus and GPU checks.

``KERNELS`` maps each corpus name to its :class:`~tools.kernels.spec.KernelSpec`, in a fixed
order (the order of the modules below, then the order of each module's ``SPECS``).

Importing this package imports ``triton`` (to define the ``@triton.jit`` functions) but not
``torch``; only ``KernelSpec.make_args`` and ``KernelSpec.reference`` need PyTorch.

Usage::

    from tools.kernels import KERNELS
    spec = KERNELS["matmul_fp16"]
    src = spec.ast_source("cuda")            # triton.compiler.ASTSource
    launch = spec.make_args("cuda")          # on a GPU machine
    expected = spec.reference(launch)
"""

from __future__ import annotations

from . import control, descriptors, elementwise, linalg, memory, reductions
from .spec import KernelSpec, Launch

__all__ = ["KERNELS", "KernelSpec", "Launch", "get", "names"]


def _collect() -> dict[str, KernelSpec]:
    out: dict[str, KernelSpec] = {}
    for module in (memory, reductions, linalg, control, elementwise, descriptors):
        for spec in module.SPECS:
            if spec.name in out:
                raise ValueError(f"duplicate kernel name {spec.name!r}")
            out[spec.name] = spec
    return out


KERNELS: dict[str, KernelSpec] = _collect()


def names() -> list[str]:
    return list(KERNELS)


def get(name: str) -> KernelSpec:
    try:
        return KERNELS[name]
    except KeyError:
        raise KeyError(f"unknown kernel {name!r}; known: {', '.join(KERNELS)}") from None
