# lit configuration for pyopt's FileCheck suites (test/<area>/*.mlir).
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
config.test_format = lit.formats.ShTest()  # lit 23 rejects ShTest(True)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = config.test_source_root
# corpus: round-trip inputs (pytest); unit: pytest; Inputs: files RUN lines use.
config.excludes = ["corpus", "unit", "Inputs", "lit.cfg.py"]

repo_root = os.path.dirname(config.test_source_root)
python = sys.executable


def _quote(path):
    return '"' + path + '"' if " " in path else path


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
