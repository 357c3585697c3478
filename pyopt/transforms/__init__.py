"""Passes that transform (or, like ``axis-info``, only inspect) the IR.

One module per pass, named after it (``axis_info.py`` is ``-axis-info``,
``coalesce.py`` is ``-coalesce``); each registers itself with
:func:`pyopt.passes.register_pass` and is listed in
:data:`pyopt.passes.BUILTIN_PASSES`, so the CLI imports a pass module only when
a command line names it.  Passes never re-derive what an analysis in
:mod:`pyopt.analysis` owns: they run the analysis, then decide, then mutate.
"""
