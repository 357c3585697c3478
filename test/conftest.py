"""pytest set-up for every test under test/: the suite names its Triton release.

pyopt's default release is that of the installed ``triton`` package (else the
newest), so a test that relied on the default would change meaning with the
environment.  The suite targets Triton 3.6 unless a test names another release
(``Context("3.9")``, ``--triton-version=3.9``, or ``monkeypatch.setenv``)."""

import os

os.environ["PYOPT_TRITON_VERSION"] = "3.6"
