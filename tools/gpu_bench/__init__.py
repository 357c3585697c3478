"""GPU bandwidth benchmark of pyopt's optimised kernels against Triton's.

Memory-bound kernels (copies, strided copies, transposes, row and column reductions,
softmax, layernorm, element-wise ops in fp16/fp32/int8; :mod:`tools.gpu_bench.kernels`) are
lowered to TTGIR three ways -- by Triton's make_ttgir (``triton``), by the same pass list
with pyopt's ``coalesce`` and ``remove-layout-conversions`` in place of Triton's
(``pyopt``), and without those passes (``none``) -- then each file is compiled by real
Triton, checked against PyTorch and timed on the GPU.  On request (``prepare --variants``)
two more files are made from Triton's: ``pr32`` (``tt.pointer_range = 32`` on every pointer
argument) and ``cp`` (``pr32`` after pyopt's ``-canonicalize-pointers -canonicalize``).

Two stages, so that the GPU machine needs only Triton and PyTorch::

    # here, on the CPU (needs pyopt and triton; no GPU, no torch)
    python -m tools.gpu_bench prepare --out gpu-bench [--arch 90] [--kernels a,b] [--variants triton,pr32,cp]
    # on the GPU machine (needs triton, torch; rich optional)
    python -m tools.gpu_bench run --dir gpu-bench --json gpu-bench/result.json
    # anywhere
    python -m tools.gpu_bench report gpu-bench/result.json
    # CPU, needs torch + numpy: kernels vs references under Triton's interpreter
    python -m tools.gpu_bench selfcheck

Modules: :mod:`.kernels` (the kernels, their launch recipes and references),
:mod:`.prepare` (CPU stage), :mod:`.run` (GPU stage), :mod:`.report` (the table),
:mod:`.selfcheck` (``run``'s checking code on a CPU, kernels run by Triton's interpreter).
Importing this package imports nothing heavy.
"""
