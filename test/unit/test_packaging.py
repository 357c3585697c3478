"""The distribution: its name (pyopt-triton; the command and the import stay ``pyopt``), its
LICENSE and metadata, the install lines users copy, and a wheel that installs into a fresh venv.

Nothing here asks a package index but the wheel build, which gets its build backend (hatchling)
from pip's configured index (a local mirror on the development machine); the fresh venv takes
pyopt's dependencies from this interpreter's site-packages, so nothing is downloaded for it.
No Triton output is compared here: the README command's expectations are those of
test_examples_lit.py, which compares with real Triton 3.6.0."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import sysconfig
import tomllib
from pathlib import Path

import pytest

from pyopt import cli, support

REPO = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
README = (REPO / "README.md").read_text(encoding="utf-8")


def test_declared_metadata():
    assert PROJECT["name"] == cli.DISTRIBUTION == "pyopt-triton"
    assert PROJECT["scripts"]["pyopt"] == "pyopt.cli:console_main"
    assert PROJECT["requires-python"] == ">=3.11"
    assert PROJECT["readme"] == "README.md"
    # an SPDX license expression (PEP 639), with the file it names; no license classifier
    # beside it (PEP 639 forbids both)
    assert PROJECT["license"] == "MIT" and PROJECT["license-files"] == ["LICENSE"]
    assert not any(c.startswith("License ::") for c in PROJECT["classifiers"])
    assert (REPO / "LICENSE").read_text().startswith("MIT License\n")
    assert "Permission is hereby granted, free of charge" in (REPO / "LICENSE").read_text()
    assert PROJECT["authors"] and all(a.get("name") for a in PROJECT["authors"])
    assert "Programming Language :: Python :: 3.11" in PROJECT["classifiers"]
    # no project URLs: the project has no public home yet, and an invented one would point
    # users at someone else's page
    assert "urls" not in PROJECT


def test_readme_points_at_no_missing_file():
    """The README is the package's long description: PyPI shows it without the repository's
    files, so a relative link (an image under ``docs/``) would point at nothing."""
    targets = re.findall(r"\]\(([^)\s]+)", README) + re.findall(r"""(?:src|href)=["']([^"']+)""", README)
    for target in targets:
        assert target.startswith(("https://", "http://", "#")), target


INSTALL_FILES = ["README.md", ".ci/run", "examples/lit/lit.cfg.py", *[
    str(p.relative_to(REPO)) for d in ("pyopt", "tools", "docs") for p in (REPO / d).rglob("*")
    if p.is_file() and p.suffix in (".py", ".md", "")]]


def test_install_lines_name_the_distribution():
    """``pip install pyopt`` installs an unrelated 2011 package: every install line names
    pyopt-triton (or a local path)."""
    wrong = re.compile(r"pip install[^\n`&;|]*?(?<![\w./-])pyopt(?![\w-])")
    for rel in INSTALL_FILES:
        text = (REPO / rel).read_text(encoding="utf-8", errors="replace")
        assert not wrong.search(text), f"{rel}: {wrong.search(text).group(0)}"
    assert "pip install pyopt-triton lit filecheck" in README
    assert 'pip install "pyopt-triton[png]"' in README


def _dist_info(site, name, version):
    d = site / f"{name}-{version}.dist-info"
    d.mkdir(parents=True)
    (d / "METADATA").write_text(f"Metadata-Version: 2.4\nName: {name}\nVersion: {version}\n\n")


def test_version_comes_from_pyopt_triton(tmp_path, monkeypatch):
    """``pyopt --version`` reads the pyopt-triton distribution (its dist-info directory is
    ``pyopt_triton-*``), never the unrelated ``pyopt`` distribution's."""
    _dist_info(tmp_path, "pyopt", "0.84")
    monkeypatch.setattr(sys, "path", [str(tmp_path), *sys.path])
    assert cli.package_version() == PROJECT["version"]  # a checkout: its pyproject.toml's
    _dist_info(tmp_path, "pyopt_triton", "9.9.1")
    assert cli.package_version() == "9.9.1"
    # found without importlib.metadata (start-up): the dist-info name is normalized (PEP 503)
    assert support.dist_info_version("pyopt-triton") == "9.9.1"


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A wheel built from the checkout, installed (alone) into a fresh venv."""
    tmp = tmp_path_factory.mktemp("wheel")
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", str(REPO), "--no-deps", "-q", "-w",
                        str(tmp / "dist")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    wheels = list((tmp / "dist").glob("*.whl"))
    assert [w.name for w in wheels] == [f"pyopt_triton-{PROJECT['version']}-py3-none-any.whl"]
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    py = venv / "bin" / "python"
    r = subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "-q", "--no-deps",
                        "--no-index", str(wheels[0])], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    # the dependencies (lark, click, rich): this interpreter's, after the venv's own packages
    site = Path(subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    (site / "zz_deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return venv


def test_wheel_metadata(installed):
    code = r"""
import json, pyopt
from importlib import metadata
d = metadata.distribution("pyopt-triton")
m = d.metadata
print(json.dumps({"file": pyopt.__file__, "name": m["Name"], "version": m["Version"],
    "license": m["License-Expression"], "license_files": m.get_all("License-File"),
    "requires_python": m["Requires-Python"], "classifiers": m.get_all("Classifier"),
    "urls": m.get_all("Project-URL"), "author": m["Author"], "requires": m.get_all("Requires-Dist"),
    "type": m["Description-Content-Type"], "readme": m.get_payload(),
    "scripts": sorted(f"{e.name}={e.value}" for e in d.entry_points if e.group == "console_scripts"),
    "files": sorted(str(f) for f in d.files)}))
"""
    import json

    r = subprocess.run([str(installed / "bin" / "python"), "-c", code], capture_output=True, text=True,
                       cwd=installed)
    assert r.returncode == 0, r.stderr
    got = json.loads(r.stdout)
    assert got["file"].startswith(str(installed))
    assert (got["name"], got["version"]) == ("pyopt-triton", PROJECT["version"])
    assert got["license"] == "MIT" and got["license_files"] == ["LICENSE"]
    assert any(f.endswith(".dist-info/licenses/LICENSE") for f in got["files"])
    assert any(f == "pyopt/_grammar/" + p.name for p in (REPO / "grammar").iterdir() for f in got["files"])
    assert got["requires_python"] == PROJECT["requires-python"]
    assert got["classifiers"] == PROJECT["classifiers"]
    assert got["urls"] is None
    assert got["author"] == PROJECT["authors"][0]["name"]
    assert {r for r in got["requires"] if "extra ==" not in r} == set(PROJECT["dependencies"])
    assert got["type"] == "text/markdown" and got["readme"].strip() == README.strip()
    assert got["scripts"] == sorted(f"{k}={v}" for k, v in PROJECT["scripts"].items())


def test_wheel_commands(installed):
    """The installed ``pyopt`` command: ``--version`` and the README's first command."""
    env = dict(os.environ, PATH=str(installed / "bin") + os.pathsep + os.environ.get("PATH", ""))
    env.pop("PYTHONPATH", None)
    r = subprocess.run(["pyopt", "--version"], capture_output=True, text=True, env=env, cwd=installed)
    assert r.returncode == 0 and r.stdout.startswith(f"pyopt {PROJECT['version']}\n"), r.stdout + r.stderr
    first = next(line for line in README.splitlines() if line.startswith("pip install . && "))
    args = shlex.split(first.partition("&&")[2].partition("#")[0])
    assert args[0] == "pyopt"
    r = subprocess.run(args, capture_output=True, text=True, env=env, cwd=REPO)
    assert r.returncode == 0, r.stderr
    assert "sizePerThread = [4]" in r.stdout and "sizePerThread = [1]" not in r.stdout
    assert r.stderr.count("remark: coalesce:") == 2
    # the venv's pyopt ran, not the checkout's
    r = subprocess.run(["python", "-c", "import pyopt; print(pyopt.__file__)"], capture_output=True, text=True,
                       env=env, cwd=installed)
    assert r.stdout.startswith(str(installed)), r.stdout


def test_checkout_version_reads_only_pyopt_triton(tmp_path, monkeypatch):
    """A source checkout's version is its pyproject.toml's, but only from a pyproject.toml that
    declares pyopt-triton (an installed package's parent folder may hold another project's)."""
    (tmp_path / "pyopt").mkdir()
    monkeypatch.setattr(cli, "__file__", str(tmp_path / "pyopt" / "cli.py"))
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "pyopt"\nversion = "0.84"\n')
    assert cli._checkout_version() is None
    (tmp_path / "pyproject.toml").write_text('[tool.x]\nname = "pyopt-triton"\n[project]\n'
                                             'name = "pyopt-triton"\nversion = "7.0"\n')
    assert cli._checkout_version() == "7.0"
    assert cli._checkout_version() != PROJECT["version"]
