"""The description of one corpus kernel: how to compile it and how to check it on a GPU.

A :class:`KernelSpec` ties a ``@triton.jit`` function to everything needed to turn it into
IR without a GPU (signature, constexpr values, specialisation attributes) and to run it
later on a GPU (:attr:`KernelSpec.make_args` builds the inputs and the grid,
:attr:`KernelSpec.reference` computes the expected outputs with PyTorch).

PyTorch is *not* needed to compile: ``make_args`` and ``reference`` import ``torch``
lazily, inside their bodies, so this module (and the kernels) import without it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

# Attribute lists as Triton's launcher builds them (``BaseBackend.parse_attr`` and
# ``HIPBackend.parse_attr``): an argument whose value is a multiple of 16 (integers) or
# whose address is 16-byte aligned (tensors) gets ``tt.divisibility = 16``; on AMD, with
# buffer ops enabled (the default), a tensor that lies within 2 GB also gets
# ``tt.pointer_range = 32``.
DIVISIBILITY_16 = ["tt.divisibility", 16]
POINTER_RANGE_32 = ["tt.pointer_range", 32]


@dataclass
class Launch:
    """One GPU launch of a kernel: runtime arguments, grid and which arguments are outputs.

    ``args`` maps every *runtime* argument name (constexprs excluded) to its value, in
    signature order.  ``outputs`` names the tensor arguments whose contents are compared
    against :attr:`KernelSpec.reference` after the launch.
    """

    args: dict[str, Any]
    grid: tuple[int, ...]
    outputs: tuple[str, ...]

    def positional(self) -> list[Any]:
        """The runtime arguments in signature order (for a kernel compiled from an IR file)."""
        return list(self.args.values())


@dataclass(frozen=True)
class KernelSpec:
    """A corpus kernel.

    Attributes:
        name: unique corpus name (also the directory name under ``test/corpus``).
        fn: the ``@triton.jit`` function.
        signature: argument name -> Triton type string (``"*fp32"``, ``"i32"``, ``"fp32"``,
            ``"constexpr"``), in the function's argument order.
        constexprs: values of the ``constexpr`` arguments.
        launch_like: when true, the kernel is specialised the way a real launch with
            aligned inputs would specialise it: every pointer argument, and every integer
            argument listed in ``aligned_ints``, gets ``tt.divisibility = 16``; on AMD every
            pointer argument also gets ``tt.pointer_range = 32``.  When false the kernel is
            compiled with no argument attributes at all (as ``do_not_specialize`` would).
        aligned_ints: integer arguments whose launch values are multiples of 16.
        description: one line saying what the kernel exercises.
        make_args: ``make_args(device) -> Launch``; builds inputs with PyTorch.
        reference: ``reference(launch) -> {output name: expected tensor}``; must be called on
            the pristine arguments (before the launch) and must not modify them.
        targets: if set, the only target strings (``"cuda:90"``, ...) this kernel is meant for.
        options: extra compile options (``num_stages``, ...), merged under ``num_warps``.
        atol, rtol: tolerances for comparing float outputs.
    """

    name: str
    fn: Any
    signature: Mapping[str, str]
    constexprs: Mapping[str, Any] = field(default_factory=dict)
    launch_like: bool = True
    aligned_ints: tuple[str, ...] = ()
    description: str = ""
    make_args: Callable[[Any], Launch] | None = None
    reference: Callable[[Launch], dict[str, Any]] | None = None
    targets: tuple[str, ...] | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    atol: float = 1e-5
    rtol: float = 1e-5

    def __post_init__(self) -> None:
        names = list(self.fn.arg_names)
        if list(self.signature) != names:
            raise ValueError(f"{self.name}: signature keys {list(self.signature)} != arguments {names}")
        for k, v in self.signature.items():
            if (v == "constexpr") != (k in self.constexprs):
                raise ValueError(f"{self.name}: constexpr mismatch for argument {k!r}")
        for k in self.aligned_ints:
            if not self.signature[k].startswith(("i", "u")):
                raise ValueError(f"{self.name}: aligned_ints entry {k!r} is not an integer argument")

    @property
    def runtime_args(self) -> list[str]:
        """Argument names that are passed at launch time (not constexpr)."""
        return [k for k, v in self.signature.items() if v != "constexpr"]

    def attrs(self, backend: str) -> dict[tuple[int, ...], list[list[Any]]]:
        """The ``ASTSource(attrs=...)`` dictionary for a target backend (``"cuda"``/``"hip"``).

        Keys are argument paths (a 1-tuple holding the argument index, as
        ``JITFunction._pack_args`` produces them); values are lists of ``[name, value]``.
        """
        if not self.launch_like:
            return {}
        out: dict[tuple[int, ...], list[list[Any]]] = {}
        for i, (arg, ty) in enumerate(self.signature.items()):
            specs: list[list[Any]] = []
            if ty.startswith("*"):
                specs.append(list(DIVISIBILITY_16))
                if backend == "hip":
                    specs.append(list(POINTER_RANGE_32))
            elif arg in self.aligned_ints:
                specs.append(list(DIVISIBILITY_16))
            if specs:
                out[(i,)] = specs
        return out

    def ast_source(self, backend: str):
        """An ``ASTSource`` for this kernel, specialised for ``backend``."""
        from triton.compiler import ASTSource

        return ASTSource(self.fn, dict(self.signature), dict(self.constexprs), self.attrs(backend))

    def supports(self, target: str) -> bool:
        return self.targets is None or target in self.targets


def cdiv(a: int, b: int) -> int:
    return (a + b - 1) // b


def randn(shape, dtype_name: str, device, seed: int = 0, scale: float = 1.0):
    """Deterministic normal samples (generated on the CPU, then moved to ``device``)."""
    import torch

    g = torch.Generator().manual_seed(seed)
    t = torch.randn(shape, generator=g, dtype=torch.float32) * scale
    return t.to(getattr(torch, dtype_name)).to(device)


def randint(low: int, high: int, shape, dtype_name: str, device, seed: int = 0):
    """Deterministic integers in ``[low, high)`` (generated on the CPU)."""
    import torch

    g = torch.Generator().manual_seed(seed)
    return torch.randint(low, high, shape, generator=g, dtype=torch.int64).to(getattr(torch, dtype_name)).to(device)
