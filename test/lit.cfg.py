# lit configuration for pyopt's FileCheck suites (test/<area>/*.mlir).
#
# The format is pyopt.litformat.PyoptTest: lit's ShTest, with `pyopt ... | filecheck ...`
# pipelines run inside lit's worker processes (this checkout's pyopt, the one RUN lines'
# `python -m pyopt` would import); set PYOPT_LIT_SHTEST=1 to run every RUN line as ShTest does,
# PYOPT_LIT_COMPARE=1 to run the in-process pipelines both ways and compare their output.
#
# RUN lines name `pyopt` and `filecheck` (or `FileCheck`, as Triton's tests
# do); both run with the Python interpreter that runs lit, so the suite tests
# this checkout (`pyopt` is `python -m pyopt` with the repository on
# PYTHONPATH).  Set PYOPT_TEST_INSTALLED=1 to test the `pyopt` command installed
# next to that interpreter instead (e.g. from a wheel).  `not` is built into
# lit's shell.

import os
import shutil
import sys

import lit.formats

config.name = "pyopt"
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = config.test_source_root
# corpus: round-trip inputs (pytest); unit, docs: pytest; Inputs: files RUN lines use.
config.excludes = ["corpus", "corpus-releases", "unit", "docs", "Inputs", "lit.cfg.py"]

repo_root = os.path.dirname(config.test_source_root)
python = sys.executable


def _quote(path):
    return '"' + path + '"' if " " in path else path


if os.environ.get("PYOPT_TEST_INSTALLED") == "1" or os.environ.get("PYOPT_LIT_SHTEST") == "1":
    # the installed command is tested as users run it: a process per RUN line
    config.test_format = lit.formats.ShTest()  # lit 23 rejects ShTest(True)
else:
    sys.path.insert(0, repo_root)  # the checkout's pyopt, as PYTHONPATH gives it to RUN lines
    from pyopt.litformat import PyoptTest

    config.test_format = PyoptTest()
# The suite's release: a RUN line that targets another names it (--triton-version=3.9).
config.environment["PYOPT_TRITON_VERSION"] = "3.6"
for name in ("PYOPT_LIT_COMPARE", "PYOPT_LIT_TRACE"):
    if name in os.environ:
        config.environment[name] = os.environ[name]

if os.environ.get("PYOPT_TEST_INSTALLED") == "1":
    installed = shutil.which("pyopt", path=os.path.dirname(python)) or shutil.which("pyopt")
    if installed is None:
        lit_config.fatal("PYOPT_TEST_INSTALLED=1 but no `pyopt` command is installed")
    pyopt_cmd = _quote(installed)
else:
    pyopt_cmd = f"{_quote(python)} -m pyopt"
    config.environment["PYTHONPATH"] = os.pathsep.join(
        [repo_root] + ([os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else []))

# Whole words only, so file names such as Inputs/pyopt_x.mlir are left alone.
_word = r"(?<![\w./%-]){}(?![\w./-])"
config.substitutions.append((_word.format("pyopt"), pyopt_cmd))
config.substitutions.append((_word.format("filecheck"), f"{_quote(python)} -m filecheck"))
config.substitutions.append((_word.format("FileCheck"), f"{_quote(python)} -m filecheck"))
config.substitutions.append(("%python", _quote(python)))
