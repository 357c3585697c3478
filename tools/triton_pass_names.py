#!/usr/bin/env python3
"""The passes a Triton release's compiler can run, for pyopt/transforms/triton_passes.py.

Every pass the Triton compiler adds to a pass manager is added by one of
libtriton's ``add_*`` bindings (``passes.ttgpuir.add_pipeline``,
``passes.common.add_licm``, ``nvidia.passes.ttnvgpuir.add_tma_lowering``,
``amd.passes.ttgpuir.add_convert_to_buffer_ops``, ...), including the upstream
MLIR passes ``make_ttir``/``make_ttgir``/``make_llir`` use (``canonicalize``,
``cse``, ``loop-invariant-code-motion``, ``inline``, ``sccp``, ``symbol-dce``,
``convert-scf-to-cf``, ...).  Run under a release's Python (one venv per
release, its triton untouched)::

    /work/venvs/triton-3.9.0/bin/python tools/triton_pass_names.py --probe > 3.9.0.json

calls each binding whose first parameter is an ``ir.pass_manager`` on a fresh
pass manager (other parameters get placeholder values of their types: the
options are not looked at) and reads the pass names back from
``pm.get_pipeline_str()`` (the textual pipeline, nested anchors and options
included), writing ``{"version", "passes": {name: [binding, ...]}}``.

``--write A.json B.json ...`` (one per release) prints the text of
``pyopt/transforms/triton_passes.py``; ``--check`` compares that text with
the committed module (re-probing the releases' venvs given by ``--venv``).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODULE = ROOT / "pyopt" / "transforms" / "triton_passes.py"
VENVS = {"3.6.0": ROOT.parent / "main" / ".venv", "3.7.1": Path("/work/venvs/triton-3.7.1"),
         "3.8.0": Path("/work/venvs/triton-3.8.0"), "3.9.0": Path("/work/venvs/triton-3.9.0")}

#: placeholder arguments by the type a binding's signature names
PLACEHOLDER = {"int": 1, "typing.SupportsInt": 1, "bool": False, "str": "gfx942", "float": 1.0,
               "typing.SupportsFloat": 1.0}
_SIG = re.compile(r"^\w+\((?P<params>.*)\)\s*->")


def _params(doc: str) -> list[str]:
    """The parameter types of a nanobind/pybind11 signature line."""
    m = _SIG.match(doc.strip().splitlines()[0] if doc.strip() else "")
    if not m:
        return []
    out = []
    for p in m.group("params").split(","):
        p = p.strip()
        if p in ("/", "*") or not p:
            continue
        out.append(p.partition(":")[2].strip().partition("=")[0].strip())
    return out


def _names(pipeline: str) -> list[str]:
    """The pass names of a textual pipeline (anchors and options left out)."""
    names = []
    depth = 0
    token = ""
    for ch in pipeline + ",":
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif depth:
            continue
        elif ch == "(":
            token = ""  # an anchor
        elif ch in ",)":
            if token.strip():
                names.append(token.strip())
            token = ""
        else:
            token += ch
    return names


def probe() -> dict:
    import triton
    from triton._C import libtriton
    from triton._C.libtriton import ir

    ctx = ir.context()
    ir.load_dialects(ctx)
    passes: dict[str, list[str]] = {}
    unprobed: list[str] = []

    def walk(mod, prefix: str) -> None:
        for attr in sorted(dir(mod)):
            if attr.startswith("_"):
                continue
            obj = getattr(mod, attr)
            if type(obj).__name__ == "module":
                walk(obj, f"{prefix}{attr}.")
                continue
            if not attr.startswith("add_"):
                continue
            params = _params(obj.__doc__ or "")
            if not params or not params[0].endswith("ir.pass_manager"):
                continue
            args = []
            for p in params[1:]:
                known = [PLACEHOLDER[t.strip()] for t in p.split("|") if t.strip() in PLACEHOLDER]
                if not known:
                    break
                args.append(known[0])
            else:
                pm = ir.pass_manager(ctx)
                try:
                    obj(pm, *args)
                except Exception as e:  # noqa: BLE001 - its passes would be missing
                    unprobed.append(f"{prefix}{attr}: {type(e).__name__}: {e}")
                    continue
                text = pm.get_pipeline_str()
                inner = text[text.index("(") + 1:-1] if "(" in text else ""
                for name in _names(inner):
                    passes.setdefault(name, [])
                    if f"{prefix}{attr}" not in passes[name]:
                        passes[name].append(f"{prefix}{attr}")
                continue
            unprobed.append(f"{prefix}{attr}: parameter types {params[1:]}")

    for name in ("passes", "amd", "nvidia"):
        if hasattr(libtriton, name):
            walk(getattr(libtriton, name), f"{name}.")
    if unprobed:  # a binding with a parameter type PLACEHOLDER lacks: its passes would be missing
        raise SystemExit("not probed (add their types to PLACEHOLDER):\n" + "\n".join(unprobed))
    return {"version": triton.__version__, "passes": dict(sorted(passes.items()))}


def _short(version: str) -> str:
    return ".".join(version.split(".")[:2])


def render(probes: list[dict]) -> str:
    releases = [_short(p["version"]) for p in probes]
    table: dict[str, dict] = {}
    for p in probes:
        for name, bindings in p["passes"].items():
            entry = table.setdefault(name, {"releases": [], "bindings": []})
            entry["releases"].append(_short(p["version"]))
            for b in bindings:
                if b not in entry["bindings"]:
                    entry["bindings"].append(b)
    lines = ['"""The passes each Triton release\'s compiler can run: every pass that one of',
             "libtriton's add_* bindings (passes.*, amd.passes.*, nvidia.passes.*) adds, upstream",
             "MLIR's included (canonicalize, cse, loop-invariant-code-motion, ...).  pyopt names a",
             "pass of this table that it lacks as a Triton pass it does not implement",
             "(pyopt.passes.triton_pass_message), not as a typo.",
             "",
             "Generated by `python tools/triton_pass_names.py --write` from the wheels of Triton",
             f"{', '.join(p['version'] for p in probes)}; do not edit.",
             '"""',
             "",
             f"RELEASES = {tuple(releases)!r}",
             "",
             "#: pass name -> (the releases that have it, the bindings that add it)",
             "PASSES = {"]
    for name in sorted(table):
        e = table[name]
        lines.append(f"    {name!r}: ({tuple(e['releases'])!r}, {tuple(e['bindings'])!r}),")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _probe_all() -> list[dict]:
    out = []
    for release, venv in VENVS.items():
        r = subprocess.run([str(venv / "bin" / "python"), __file__, "--probe"], capture_output=True, text=True,
                           check=True, env={**os.environ, "PYTHONPATH": ""})
        data = json.loads(r.stdout)
        if data["version"] != release:
            raise SystemExit(f"{venv}: triton {data['version']}, expected {release}")
        out.append(data)
    return out


def main(argv: list[str]) -> int:
    if argv[:1] == ["--probe"]:
        json.dump(probe(), sys.stdout, indent=1)
        return 0
    if argv[:1] == ["--write"]:
        probes = [json.loads(Path(a).read_text()) for a in argv[1:]] if argv[1:] else _probe_all()
        MODULE.write_text(render(probes), encoding="utf-8")
        print(f"wrote {MODULE.relative_to(ROOT)}")
        return 0
    if argv[:1] == ["--check"]:
        if MODULE.read_text(encoding="utf-8") != render(_probe_all()):
            print(f"{MODULE.relative_to(ROOT)} is stale: run python tools/triton_pass_names.py --write")
            return 1
        print(f"{MODULE.relative_to(ROOT)} is what the wheels register")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
