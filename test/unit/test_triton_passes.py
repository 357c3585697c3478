"""The table of Triton's passes (pyopt/transforms/triton_passes.py), made by
tools/triton_pass_names.py from each release's wheel: it agrees with the
wheel of Triton 3.6.0 installed with the test suite (probed again here), and
with the releases pyopt's own passes are registered for."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from pyopt.ir import version
from pyopt.passes import builtin_passes
from pyopt.transforms.triton_passes import PASSES, RELEASES

ROOT = Path(__file__).resolve().parents[2]


def test_releases_are_pyopts():
    assert RELEASES == tuple(version.short(r) for r in version.SUPPORTED)
    assert all(set(releases) <= set(RELEASES) and bindings for releases, bindings in PASSES.values())


def test_the_36_column_is_what_the_wheel_registers():
    # the main venv's triton is 3.6.0 (the suite's reference release)
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "triton_pass_names.py"), "--probe"],
                       capture_output=True, text=True, check=True)
    probed = json.loads(r.stdout)
    assert probed["version"] == "3.6.0"
    in_table = {name: bindings for name, (releases, bindings) in PASSES.items() if "3.6" in releases}
    assert set(probed["passes"]) == set(in_table)
    for name, bindings in probed["passes"].items():
        assert set(bindings) <= set(in_table[name])
    # the passes of make_ttgir the issue names, upstream MLIR's among them
    assert {"tritongpu-pipeline", "loop-invariant-code-motion", "triton-nvidia-tma-lowering"} <= set(in_table)


def test_pyopts_passes_are_registered_where_triton_has_them():
    seen = 0
    for info in builtin_passes():
        for name in (info.name, *info.aliases):
            if name in PASSES:
                seen += 1
                ours = tuple(version.short(r) for r in version.SUPPORTED if info.registered_at(r))
                assert ours == PASSES[name][0], name
    assert seen >= 10
