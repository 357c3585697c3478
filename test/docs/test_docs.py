"""The documentation checker: every command README.md and docs/*.md show runs, and prints what
the page says it prints.

The format (also in docs/contributing.md, "Writing documentation"):

- A fenced block of kind ``console`` holds commands and their output.  A line starting with
  ``$ `` is a command (a line ending in ``\\`` continues it on the next line); the lines after it,
  up to the next ``$ `` line or the block's end, are its expected standard output and standard
  error, merged as a terminal shows them.  In the expected text a line that is exactly ``...``
  matches any number of lines (none included), and ``...`` inside a line matches any text on that
  line (doctest's ELLIPSIS).  Trailing spaces and trailing blank lines are ignored; nothing else is.
- Each command runs with bash, on its own (``export`` and ``cd`` do not carry over), in a
  scratch directory that looks like the repository root: it holds a symbolic link to each of the
  root's entries (a copy of ``examples/``, where lit writes its ``Output/``), so
  ``examples/copy.ttgir`` and ``tools/fuzz`` are found, while a file the command creates by a
  plain name (``-o out.mlir``, ``2> LOG``) lands in the scratch directory, which later commands of
  the same block see and which is removed afterwards.  A command must never write inside the
  linked folders (they are the repository), must finish in a few seconds (``COMMAND_TIMEOUT`` is
  the limit), and must print the same thing on every run and machine.
- ``pyopt`` is this tree's pyopt (a shim on PATH: ``exec python -m pyopt "$@"``, with the
  repository first on PYTHONPATH), so the pages are checked from a worktree and in CI alike;
  ``python`` is the interpreter running the checker.  ``PYOPT_TRITON_VERSION`` is unset, so the
  release in force is the installed triton's (3.6.0 in the ``triton`` extra); a command whose
  output depends on the release names it with ``--triton-version``.  ``COLUMNS=100``.
- A block of kind ``python`` holding ``>>>`` lines is a doctest (ELLIPSIS on); the python blocks
  of one page share one namespace and run in page order, in that page's scratch directory.
- Blocks of other kinds (``text``, ``mlir``, ``python`` without ``>>>``, ...) are not run, so
  they must show no command: a line starting with ``$ `` or ``pyopt `` there fails
  :func:`test_no_command_escapes_the_checker`, and shell blocks (``sh``, ``bash``, ``shell``) are
  allowed only for the install lines of :data:`UNRUN_INSTALL_LINES`, which install software
  (the checker cannot run them without changing the environment) and are checked elsewhere.
- Every relative link of a page points at a file of the tree (and a ``#fragment`` at a heading
  of the page it names).
"""

from __future__ import annotations

import doctest
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PAGES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
COMMAND_TIMEOUT = 60  # seconds; a documented command should take a few

# The only shell lines a page may show without running them: they install software.  Each names
# what checks it instead.
UNRUN_INSTALL_LINES = {
    "python3 -m venv .venv && . .venv/bin/activate": ".ci/run (makes a fresh venv the same way)",
    "pip install . && pyopt examples/copy.ttgir -coalesce -remove-layout-conversions --coalesce-explain":
        "test_examples_lit.test_readme_first_example, test_packaging.test_wheel_commands",
    'pip install ".[test,triton]" && bash tools/run-tests':
        ".ci/run (installs the extras into a fresh venv and runs tools/run-tests)",
    "pip install pyopt-triton lit filecheck && lit -v examples/lit":
        "test_examples_lit (runs lit on examples/lit)",
    'pip install "pyopt-triton[png]"': "test_layout_render (the --png pictures)",
}
SHELL_KINDS = {"sh", "bash", "shell", "zsh"}


@dataclass
class Block:
    page: Path
    line: int  # 1-based line of the opening fence
    kind: str
    lines: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return f"{rel(self.page)}:{self.line}"


def rel(page: Path) -> str:
    return str(page.relative_to(REPO)) if page.is_relative_to(REPO) else str(page)


def read_blocks(page: Path) -> list[Block]:
    """The fenced blocks of a Markdown page (``` or ~~~ fences, any indentation below 4)."""
    blocks, current, fence = [], None, None
    for n, text in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        stripped = text.lstrip(" ")
        if current is None:
            m = re.match(r"(`{3,}|~{3,})\s*([\w+-]*)", stripped)
            if m and len(text) - len(stripped) < 4:
                fence, current = m.group(1), Block(page, n, m.group(2).lower())
        elif stripped.startswith(fence) and not stripped.strip(fence[0]).strip():
            blocks.append(current)
            current = None
        else:
            current.lines.append(text)
    assert current is None, f"{rel(page)}:{current.line}: a fenced block is not closed"
    return blocks


ALL_BLOCKS = [b for page in PAGES for b in read_blocks(page)]
CONSOLE = [b for b in ALL_BLOCKS if b.kind == "console"]
def doctest_blocks(page_blocks: list[Block]) -> list[Block]:
    return [b for b in page_blocks if b.kind in ("python", "pycon", "py")
            and any(line.lstrip().startswith(">>>") for line in b.lines)]


DOCTESTS = doctest_blocks(ALL_BLOCKS)


def parse_console(block: Block) -> list[tuple[str, list[str]]]:
    """(command, expected output lines) pairs of a console block."""
    steps: list[tuple[str, list[str]]] = []
    lines = iter(block.lines)
    for line in lines:
        if line.startswith("$ "):
            command = line[2:]
            while command.endswith("\\"):
                command = command[:-1] + "\n" + next(lines, "").removeprefix("> ")
            steps.append((command, []))
        else:
            assert steps, f"{block.id}: a console block starts with a command (`$ `), not {line!r}"
            steps[-1][1].append(line)
    assert steps, f"{block.id}: a console block without a command"
    return steps


def output_matches(expected: list[str], actual: str) -> bool:
    """doctest's ELLIPSIS by lines: ``...`` alone matches any lines, within a line any text."""
    while expected and not expected[-1].strip():
        expected = expected[:-1]
    parts = []
    for line in expected:
        line = line.rstrip()
        if line == "...":
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            parts.append(".*?".join(re.escape(p) for p in line.split("...")).replace(".*?", "[^\n]*?") + r"\n")
    text = "".join(line.rstrip() + "\n" for line in actual.rstrip().splitlines())
    return re.fullmatch("".join(parts), text) is not None


def test_output_matches_ellipsis():
    assert output_matches(["a", "...", "d"], "a\nb\nc\nd\n")
    assert output_matches(["a", "...", "b"], "a\nb\n")  # `...` may match no line
    assert output_matches(["x ... z"], "x y y z  \n")
    assert not output_matches(["a", "b"], "a\nb\nc\n")
    assert not output_matches(["a...c"], "ab\nc\n")  # within a line only
    assert not output_matches(["a"], "")
    assert output_matches([], "")
    assert output_matches(["a"], "a\n\n")  # trailing blank lines are ignored
    assert output_matches(["a", ""], "a\n")


COPIED = ("examples",)  # copied, not linked: commands may write in them (lit's Output/)


def make_scratch(tmp: Path) -> Path:
    """A scratch directory that looks like the repository root (links to its entries)."""
    root = tmp / "repo"
    root.mkdir(parents=True)
    for entry in REPO.iterdir():
        if entry.name in COPIED:
            shutil.copytree(entry, root / entry.name, ignore=shutil.ignore_patterns("Output", "__pycache__"))
        elif entry.name != ".git":
            (root / entry.name).symlink_to(entry)
    return root


@pytest.fixture(scope="module")
def shim_env(tmp_path_factory):
    """PATH with this tree's `pyopt` first, then this interpreter's folder."""
    bin_dir = tmp_path_factory.mktemp("bin")
    shim = bin_dir / "pyopt"
    shim.write_text(f'#!/usr/bin/env bash\nexec "{sys.executable}" -m pyopt "$@"\n')
    shim.chmod(0o755)
    for name in ("python", "python3"):  # a script, not a link: a link would lose the venv
        (bin_dir / name).write_text(f'#!/usr/bin/env bash\nexec "{sys.executable}" "$@"\n')
        (bin_dir / name).chmod(0o755)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYOPT_", "MLIR_", "TRITON_"))}
    env.update(PATH=os.pathsep.join([str(bin_dir), os.path.dirname(sys.executable), env.get("PATH", "")]),
               PYTHONPATH=os.pathsep.join([str(REPO)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])),
               COLUMNS="100", LC_ALL="C.UTF-8", PYTHONIOENCODING="utf-8", TERM="dumb")
    env.pop("NO_COLOR", None)
    return env


def run_console(block: Block, env: dict, tmp: Path) -> str | None:
    """Run a console block's commands in a fresh scratch directory; the first mismatch, or None."""
    cwd = make_scratch(tmp)
    for command, expected in parse_console(block):
        try:
            r = subprocess.run(["bash", "-c", command], cwd=cwd, env=dict(env, TMPDIR=str(tmp)),
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               timeout=COMMAND_TIMEOUT, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return f"{block.id}: `{command}` ran longer than {COMMAND_TIMEOUT} s"
        if not output_matches(expected, r.stdout):
            return (f"{block.id}: `{command}` printed (exit status {r.returncode}):\n{r.stdout}\n"
                    f"the page says:\n" + "\n".join(expected))
    return None


@pytest.mark.parametrize("block", CONSOLE, ids=[b.id for b in CONSOLE])
def test_console_block(block, shim_env, tmp_path):
    failure = run_console(block, shim_env, tmp_path)
    assert failure is None, failure


def test_console_checker_fails_on_a_wrong_page(shim_env, tmp_path):
    """The checker is not vacuous: a wrong output, a command that fails, a file written by an
    earlier command of the block, and `pyopt` being this tree's."""
    page = tmp_path / "page.md"
    page.write_text("```console\n$ echo one; echo two\none\nthree\n```\n"
                    "```console\n$ pyopt --no-such-flag\n```\n"
                    "```console\n$ echo kept > f.txt\n$ cat f.txt\nkept\n"
                    "$ python -c 'import pathlib, pyopt; print(pathlib.Path(pyopt.__file__).resolve())'\n" + str(REPO / "pyopt" / "__init__.py") + "\n```\n")
    wrong, failing, right = read_blocks(page)
    assert "the page says:\none\nthree" in run_console(wrong, shim_env, tmp_path / "a")
    assert "unknown option" in run_console(failing, shim_env, tmp_path / "b")
    assert run_console(right, shim_env, tmp_path / "c") is None


class PageDoctests:
    """The python blocks of one page, run in page order in one namespace."""

    def __init__(self, blocks: list[Block], cwd: Path):
        self.blocks, self.cwd = blocks, cwd
        self.namespace: dict = {"__name__": "__docs__"}
        self.done: set[int] = set()

    def run_through(self, block: Block) -> str | None:
        """Run the page's blocks up to this one (those not run yet); the first failure, or None."""
        parser = doctest.DocTestParser()
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        old = os.getcwd()
        os.chdir(self.cwd)
        try:
            for earlier in self.blocks:
                if earlier.line > block.line or earlier.line in self.done:
                    continue
                self.done.add(earlier.line)
                test = parser.get_doctest("\n".join(earlier.lines), self.namespace, earlier.id,
                                          str(earlier.page), earlier.line)
                report: list[str] = []
                result = runner.run(test, out=report.append, clear_globs=False)
                self.namespace.update(test.globs)  # (a DocTest runs in a copy of the namespace)
                if result.failed:
                    return "".join(report)
        finally:
            os.chdir(old)
        return None


_pages: dict[Path, PageDoctests] = {}


@pytest.mark.parametrize("block", DOCTESTS, ids=[b.id for b in DOCTESTS])
def test_python_block(block, tmp_path_factory):
    """A page's python blocks run in order in one namespace (the earlier ones first if needed)."""
    if block.page not in _pages:
        _pages[block.page] = PageDoctests([b for b in DOCTESTS if b.page == block.page],
                                          make_scratch(tmp_path_factory.mktemp("doctest")))
    failure = _pages[block.page].run_through(block)
    assert failure is None, failure


def test_doctests_share_a_page_namespace(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("```python\n>>> x = 40\n```\ntext\n```python\n>>> x + 2\n42\n```\n"
                    "```python\n>>> x\n41\n```\n```python\nnot = run\n```\n")
    blocks = doctest_blocks(read_blocks(page))
    assert len(blocks) == 3
    doctests = PageDoctests(blocks, make_scratch(tmp_path))
    assert doctests.run_through(blocks[1]) is None  # runs the first block, then the second
    assert "Expected:\n    41\nGot:\n    40" in doctests.run_through(blocks[2])


LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|!\[[^\]]*\]\(([^)\s]+)\)")


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    text = page.read_text(encoding="utf-8")
    in_fence = False
    found = set()
    for line in text.splitlines():
        if re.match(r"\s{0,3}(`{3,}|~{3,})", line):
            in_fence = not in_fence
        elif not in_fence and (m := re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)):
            found.add(slug(m.group(1)))
    return found


def test_slug():
    assert slug("Faster lit suites: `pyopt.litformat`") == "faster-lit-suites-pyoptlitformat"
    assert slug("Layouts and access reports") == "layouts-and-access-reports"


def page_text_outside_fences(page: Path) -> str:
    out, in_fence = [], False
    for line in page.read_text(encoding="utf-8").splitlines():
        if re.match(r"\s{0,3}(`{3,}|~{3,})", line):
            in_fence = not in_fence
        elif not in_fence:
            out.append(re.sub(r"`[^`]*`", "", line))  # code spans are not links
    return "\n".join(out)


def link_problems(page: Path) -> list[str]:
    bad = []
    for m in LINK.finditer(page_text_outside_fences(page)):
        target = m.group(1) or m.group(2)
        if re.match(r"[a-z]+:", target):  # https:, mailto:
            continue
        path, _, fragment = target.partition("#")
        dest = (page.parent / path).resolve() if path else page
        if not dest.exists():
            bad.append(f"{target}: no such file")
        elif fragment and dest.suffix == ".md" and fragment not in anchors(dest):
            bad.append(f"{target}: no heading #{fragment} in {rel(dest)}")
    return bad


@pytest.mark.parametrize("page", PAGES, ids=[rel(p) for p in PAGES])
def test_links(page):
    bad = link_problems(page)
    assert not bad, f"{rel(page)}: " + "; ".join(bad)


def test_link_checker_finds_broken_links(tmp_path):
    (tmp_path / "other.md").write_text("# A heading\n")
    page = tmp_path / "page.md"
    page.write_text("[a](other.md) [b](other.md#a-heading) [c](https://example.org/x)\n"
                    "[d](missing.md) [e](other.md#no-such) `[f](in-code.md)`\n"
                    "```text\n[g](in-a-block.md)\n```\n")
    assert link_problems(page) == ["missing.md: no such file", "other.md#no-such: no heading #no-such in "
                                   + str(tmp_path / "other.md")]


def test_every_page_is_in_the_index():
    targets = (m.group(1) for m in LINK.finditer(page_text_outside_fences(REPO / "docs" / "index.md")))
    linked = {(REPO / "docs" / t.partition("#")[0]).resolve() for t in targets if t and not re.match(r"[a-z]+:", t)}
    missing = [p.name for p in PAGES if p.parent.name == "docs" and p.name != "index.md" and p.resolve() not in linked]
    assert not missing, f"docs/index.md does not link {missing}"
    readme = (REPO / "README.md").read_text(encoding="utf-8")  # (names them: it may not link them)
    unnamed = [p.name for p in PAGES if p.parent.name == "docs" and f"`docs/{p.name}`" not in readme]
    assert not unnamed, f"README.md does not name {unnamed}"


def unchecked_commands(blocks: list[Block]) -> list[str]:
    bad = []
    for block in blocks:
        if block.kind == "console" or doctest_blocks([block]):
            continue
        for offset, line in enumerate(block.lines, 1):
            where = f"{rel(block.page)}:{block.line + offset}"
            if block.kind in SHELL_KINDS or block.kind == "":
                if block.kind == "" and not line.lstrip().startswith(("$ ", "pyopt ", "python ")):
                    continue  # a block without a kind is shown text, unless it shows a command
                command = line.partition("#")[0].strip() if block.kind else line.strip()
                if command and command not in UNRUN_INSTALL_LINES:
                    bad.append(f"{where}: {line.strip()!r} (a shell block: use `console`)")
            elif line.lstrip().startswith(("$ ", "pyopt ")):
                bad.append(f"{where}: {line.strip()!r} (a `{block.kind}` block is not run: use `console`)")
    return bad


def indented_commands(page: Path) -> list[str]:
    """Commands in Markdown's indented code blocks (outside fences), which nothing runs."""
    bad, in_fence = [], False
    for n, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        if re.match(r"\s{0,3}(`{3,}|~{3,})", line):
            in_fence = not in_fence
        elif not in_fence and re.match(r"( {4,}|\t)\s*(\$ |pyopt )", line):
            bad.append(f"{rel(page)}:{n}: {line.strip()!r} (an indented code block is not run: use `console`)")
    return bad


def test_no_command_escapes_the_checker():
    """A command shown outside a `console` block would not be checked: refuse it."""
    bad = unchecked_commands(ALL_BLOCKS) + [b for page in PAGES for b in indented_commands(page)]
    assert not bad, "\n".join(bad)


def test_unchecked_commands_are_found(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("```sh\npyopt x.mlir -coalesce   # a comment\n# only a comment\n"
                    'pip install ".[test,triton]" && bash tools/run-tests\n```\n'
                    "```text\n$ pyopt x.mlir\nplain text\n```\n"
                    "```\npyopt y.mlir\nsome output\n```\n"
                    "```python\nconfig.x = 1\n```\n")
    assert [b.split(": ", 1)[1] for b in unchecked_commands(read_blocks(page))] == [
        "'pyopt x.mlir -coalesce   # a comment' (a shell block: use `console`)",
        "'$ pyopt x.mlir' (a `text` block is not run: use `console`)",
        "'pyopt y.mlir' (a shell block: use `console`)"]
    page.write_text("text\n\n    $ pyopt x.mlir\n\n```console\n    pyopt inside a fence\n```\n")
    assert indented_commands(page) == [f"{page}:3: '$ pyopt x.mlir' (an indented code block is not run: use `console`)"]


def test_checker_finds_the_pages():
    assert (REPO / "docs" / "index.md") in PAGES and len(CONSOLE) >= 10
    for block in CONSOLE:
        assert parse_console(block)
