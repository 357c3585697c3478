"""Fold hooks, one module per dialect, registered with
:func:`pyopt.rewrite.folding.register_folder`.

:mod:`pyopt.rewrite.folding` imports every module of this package before
the first fold, so a new module here needs no other registration.

* :mod:`.arith`: ``arith`` ops (mlir/lib/Dialect/Arith/IR/ArithOps.cpp) and
  the ConstantLike ops of other dialects (``ub.poison``, ``llvm.mlir.undef``).
* :mod:`.tt`: ``tt`` ops (lib/Dialect/Triton/IR/Ops.cpp).
* :mod:`.ttg`: ``ttg`` ops (lib/Dialect/TritonGPU/IR/Ops.cpp).
* :mod:`.scf`: ``scf`` ops (mlir/lib/Dialect/SCF/IR/SCF.cpp).
* :mod:`.builtin`: ``builtin.unrealized_conversion_cast`` (BuiltinDialect.cpp).
* :mod:`.common`: CommonFolders.h helpers and attribute matchers (no hooks).
"""
