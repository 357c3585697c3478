# A lit suite of your own for pyopt: copy this folder, add .mlir files with RUN lines, run
#   lit -v path/to/this/folder
# Needs `pip install pyopt-triton lit filecheck` (the Python `filecheck` package).
import os
import sys

from pyopt.litformat import PyoptTest

config.name = "my-pyopt-tests"
# lit's ShTest, but `pyopt ... | filecheck ...` RUN lines run inside lit's worker processes
# (several times faster; anything else runs as ShTest runs it).  For plain ShTest:
#   import lit.formats; config.test_format = lit.formats.ShTest()
# triton_version: the Triton release the CHECK lines were written for (every RUN line's
# PYOPT_TRITON_VERSION; a RUN line may name another with --triton-version).  For plain ShTest:
#   config.environment["PYOPT_TRITON_VERSION"] = "3.6"
config.test_format = PyoptTest(triton_version="3.6")
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs"]

# Run pyopt and FileCheck with the Python that runs lit, so they need not be on PATH
# (the `filecheck` package installs `filecheck`, not LLVM's `FileCheck`).
python = '"' + sys.executable + '"' if " " in sys.executable else sys.executable
word = r"(?<![\w./%-]){}(?![\w./-])"  # whole words only
config.substitutions.append((word.format("pyopt"), python + " -m pyopt"))
# `triton-opt` too, so RUN lines copied from Triton's tests run pyopt (after `pyopt`, whose
# substitution would otherwise match the `pyopt` this one writes).
config.substitutions.append((word.format("triton-opt"), python + " -m pyopt"))
# (lit applies these in order: `filecheck` before `FileCheck`, whose text it would match again.)
config.substitutions.append((word.format("filecheck"), python + " -m filecheck"))
config.substitutions.append((word.format("FileCheck"), python + " -m filecheck"))
if "PYTHONPATH" in os.environ:  # a source checkout of pyopt rather than an installed one
    config.environment["PYTHONPATH"] = os.environ["PYTHONPATH"]
