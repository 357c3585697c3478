"""Passes that transform (or, like ``axis-info``, only inspect) the IR.

One module per pass, named after it (``axis_info.py`` is ``-axis-info``,
``coalesce.py`` is ``-coalesce``), holding one ``@register_pass`` class that
declares the pass's name, triton-opt alias, summary, the source it mirrors and
its options (:mod:`pyopt.passes`).  A pass module is listed in
:data:`PASS_MODULES`; ``python tools/gen_pass_index.py`` then writes the
classes' declarations into :mod:`pyopt.transforms.pass_index`, the generated
index the registry reads at start-up, so the CLI imports a pass module only
when a command line runs the pass.  A pass's explain code, if it has some, sits in a
module of its own (``<pass>_explain.py``) that the class names as its
``explainer``.  Passes never re-derive what an analysis in
:mod:`pyopt.analysis` owns: they run the analysis, then decide, then mutate.
"""

# The built-in passes' modules (see pyopt.passes).  Adding a pass: write its
# module, add it here, and run `python tools/gen_pass_index.py`.
PASS_MODULES: tuple[str, ...] = (
    "pyopt.transforms.access_report",
    "pyopt.transforms.axis_info",
    "pyopt.transforms.canonicalize",
    "pyopt.transforms.canonicalize_pointers",
    "pyopt.transforms.coalesce",
    "pyopt.transforms.convert_to_buffer_ops",
    "pyopt.transforms.cse",
    "pyopt.transforms.fold_true_cmpi",
    "pyopt.transforms.optimize_buffer_op_ptr",
    "pyopt.transforms.prepare_if_combining",
    "pyopt.transforms.remove_layout_conversions",
    "pyopt.transforms.strip_debuginfo",
    "pyopt.transforms.symbol_dce",
    "pyopt.transforms.test_amd_range_analysis",
)
