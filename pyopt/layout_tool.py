"""``pyopt layout`` and ``triton-tensor-layout``: a layout's thread map, as Triton 3.6.0's
``bin/triton-tensor-layout.cpp`` prints it, and as a picture.

    pyopt layout -t TYPE [-i FILE [-alias-names=a,b]] [-l LAYOUT] [-use-hw-view] [-o FILE]
                 [--svg FILE] [--png FILE] [--html FILE] [--full] [--region=R0:R1,C0:C1]

The flags are LLVM command-line options, as the C++ tool declares them: one dash or two,
a value after ``=`` or as the next argument (``-alias-names`` takes a comma-separated list
and may be repeated), ``-use-hw-view[=true|false]``.  Steps, as the tool's ``main``:

1. ``-t``: the tensor type (required; its shape and element type are used, an encoding in it
   is replaced by each layout printed).
2. ``-i FILE`` (``-`` for stdin): the file is parsed as MLIR; for each alias named by
   ``-alias-names`` (in that order), or else for every ``#name = ...`` definition of the
   file that is a layout (in the file's order: the C++ tool stops at the first alias that is
   not, such as the ``#loc`` aliases and ``#ttg.shared_memory`` of Triton's own dumps; pyopt
   skips those, saying nothing), ``Print layout attribute: #name = ATTR`` and the layout's
   thread map (``getLayoutStr``: :func:`pyopt.dialects.ttg.layout_str.get_layout_str`);
   a named alias is followed by a blank line.
3. ``-l LAYOUT``: ``Print layout attribute: ATTR`` and its thread map.
4. The text goes to stdout, or to ``-o FILE``; nothing is written unless every step
   succeeded.  Errors are Triton's messages on stderr and exit status 1; where the C++
   tool lets MLIR print a parse error (as ``loc("FILE":L:C): error: ...``), pyopt prints
   its usual diagnostic (``FILE:L:C: error: ...`` with the source line) before Triton's
   line.

pyopt's own options draw what was printed (:mod:`pyopt.layout_render`): ``--svg``,
``--png`` (needs Pillow: ``pip install 'pyopt-triton[png]'``), ``--html`` (a page with hover
details).  With a picture option the text is written only where ``-o`` says.  A tensor of more
than 4096 elements is summarised (a cell per tile of elements; the HTML page draws every
element on a canvas instead) unless ``--full`` asks for a cell per element; ``--region``
draws a part of the tensor.

``pyopt layout`` is the subcommand only as the first argument: a file named ``layout`` is
``pyopt ./layout`` (or ``pyopt -- layout``).
"""

from __future__ import annotations

import gc
import os
import sys
from dataclasses import dataclass, field
from typing import Optional, TextIO

from pyopt import layout_render
from pyopt.support import terminal_safe
from pyopt.diagnostics import Diagnostic, DiagnosticError, SourceFile, render_diagnostic
from pyopt.dialects.ttg.attrs import DistributedEncoding, LayoutEncoding, SharedEncoding
from pyopt.dialects.ttg.attrs import to_linear_layout
from pyopt.dialects.ttg.layout_str import LayoutTooLarge, check_size, get_layout_str
from pyopt.dialects.ttg.linear_layout import LinearLayoutError
from pyopt.ir.context import Context, ReleaseError, supported_text
from pyopt.ir.printer import render_standalone
from pyopt.ir.types import RankedTensorType
from pyopt.syntax.attrparser import AttrParser, AttrSyntaxError
from pyopt.syntax.parser import parse_source

OVERVIEW = "tensor layout printer"

# ---------------------------------------------------------------------------
# The command line, as LLVM's cl parses the C++ tool's options
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Opt:
    name: str
    kind: str  # "value" (cl::opt<std::string>), "list" (cl::list, comma separated), "bool"
    value_desc: str
    desc: str
    category: str = "print"


OPTIONS = (
    _Opt("i", "value", "filename", "File that contains the tensor data layout attributes"),
    _Opt("o", "value", "filename", "Output file to write the layout into"),
    _Opt("l", "value", "layout-string", "Tensor data layout attribute in string"),
    _Opt("alias-names", "list", "name1,name2,name3,...",
         "A list of alias names (separated by comma) of the layout attributes in the input file"),
    _Opt("use-hw-view", "bool", "",
         "Print the layout in hardware point of view. This means the output is from the warp's "
         "perspective. Otherwise, the output is from the tensor's perspective (e.g., each element "
         "maps to xxx thread)."),
    _Opt("t", "value", "tensor-type", "Tensor shape and element type (e.g., tensor<2x2xf32>)"),
    # pyopt's own: pictures of what was printed
    _Opt("svg", "value", "filename", "Draw the layouts as an SVG picture (pyopt)", "picture"),
    _Opt("png", "value", "filename", "Draw the layouts as a PNG picture; needs Pillow (pyopt)", "picture"),
    _Opt("html", "value", "filename",
         "Write an HTML page of the layouts, with the owners and linear-layout bases of each element "
         "on hover (pyopt)", "picture"),
    _Opt("full", "bool", "",
         f"Draw every element of a large tensor as its own labelled cell, up to {layout_render.MAX_ELEMENTS} "
         f"elements (pyopt; by default a picture of more than {layout_render.FULL_ELEMENTS} elements is "
         "summarised, a cell per tile of elements)", "picture"),
    _Opt("region", "value", "start:stop,...",
         "Draw only this part of the tensor, one start:stop per dimension (':' for all of it), e.g. "
         "--region=0:32,64:96 (pyopt)", "picture"),
    # pyopt's own: the run's Triton release (pyopt.ir.context)
    _Opt("triton-version", "value", "3.6|3.7|3.8|3.9",
         "The Triton release to follow (default: $PYOPT_TRITON_VERSION, else the installed triton "
         "package's, else the newest)", "release"),
)
_BY_NAME = {o.name: o for o in OPTIONS}
_HELP_NAMES = ("h", "help")
_TRUE = ("true", "TRUE", "True", "1", "")
_FALSE = ("false", "FALSE", "False", "0")


@dataclass
class Options:
    i: str = ""
    o: str = ""
    l: str = ""  # noqa: E741 - the tool's flag
    t: str = ""
    alias_names: list[str] = field(default_factory=list)
    use_hw_view: bool = False
    svg: str = ""
    png: str = ""
    html: str = ""
    full: bool = False
    region: Optional[str] = None
    triton_version: Optional[str] = None
    help: bool = False

    @property
    def pictures(self) -> bool:
        return bool(self.svg or self.png or self.html)


class UsageError(Exception):
    """The command line was refused; ``lines`` are LLVM's messages."""

    def __init__(self, lines: list[str]):
        super().__init__("\n".join(lines))
        self.lines = lines


def _print_arg(name: str) -> str:
    """LLVM's ``PrintArg``: one dash before a one-letter name, two before a longer one."""
    return ("-" if len(name) == 1 else "--") + name


def _distance(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def _nearest(name: str) -> Optional[str]:
    best = min((o.name for o in OPTIONS), key=lambda n: (_distance(name, n), n))
    return best if _distance(name, best) <= 2 and len(name) > 1 else None


def parse_args(argv: list[str], prog: str) -> Options:
    """The options of ``argv`` as LLVM's ``cl::ParseCommandLineOptions`` reads them; raises
    :class:`UsageError` with LLVM's messages (all of them, as LLVM reports every bad
    argument before it exits)."""
    opts = Options()
    seen: set[str] = set()
    errors: list[str] = []
    positionals: list[str] = []
    short = os.path.basename(prog.split()[0]) if prog else "triton-tensor-layout"
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg == "--":
            positionals.extend(argv[i:])
            break
        if arg == "-" or not arg.startswith("-"):
            positionals.append(arg)
            continue
        body = arg[2:] if arg.startswith("--") else arg[1:]
        name, eq, value = body.partition("=")
        if name in _HELP_NAMES and not eq:
            opts.help = True
            continue
        opt = _BY_NAME.get(name)
        if opt is None:
            errors.append(f"{short}: Unknown command line argument '{arg}'.  Try: '{prog} --help'")
            near = _nearest(name)
            if near is not None:
                errors.append(f"{short}: Did you mean '{_print_arg(near)}'?")
            continue
        where = f"{short}: for the {_print_arg(opt.name)} option: "
        if opt.kind == "bool":
            if value in _TRUE:
                on = True
            elif value in _FALSE:
                on = False
            else:
                errors.append(where + f"'{value}' is invalid value for boolean argument! Try 0 or 1")
                continue
            if opt.name in seen:
                errors.append(where + "may only occur zero or one times!")
                continue
            seen.add(opt.name)
            setattr(opts, opt.name.replace("-", "_"), on)
            continue
        if not eq:
            if i >= len(argv):
                errors.append(where + "requires a value!")
                continue
            value = argv[i]
            i += 1
        if opt.kind == "list":
            opts.alias_names.extend(value.split(","))
            continue
        if opt.name in seen:
            errors.append(where + "may only occur zero or one times!")
            continue
        seen.add(opt.name)
        setattr(opts, opt.name.replace("-", "_"), value)
    if positionals and not opts.help:
        errors.append(f"{short}: Too many positional arguments specified!\n"
                      f"Can specify at most 0 positional arguments: See: {prog} --help")
    if errors and not opts.help:
        raise UsageError(errors)
    return opts


def help_text(prog: str) -> str:
    """LLVM's ``--help`` for the tool's options (its category only, as the tool hides the
    others), then pyopt's picture options."""

    def shown(o: _Opt) -> str:
        text = _print_arg(o.name)
        if o.kind != "bool":
            text += (" <" if len(o.name) == 1 else "=<") + o.value_desc + ">"
        return text

    generic = [("--help", "Display available options"), ("-h", "Same as --help (pyopt)")]
    width = max([len(shown(o)) for o in OPTIONS] + [len(n) for n, _ in generic])
    lines = [f"OVERVIEW: {OVERVIEW}", "", f"USAGE: {prog} [options]", "", "OPTIONS:", "",
             "Available Print Options:", "Options for the tensor layout printing.", ""]
    for o in sorted((o for o in OPTIONS if o.category == "print"), key=lambda o: o.name):
        lines.append(f"  {shown(o):<{width}} - {o.desc}")
    lines += ["", "Picture Options (pyopt):", "Draw the layouts printed, coloured by warp.", ""]
    for o in sorted((o for o in OPTIONS if o.category == "picture"), key=lambda o: o.name):
        lines.append(f"  {shown(o):<{width}} - {o.desc}")
    lines += ["", "Release Options (pyopt):", "The Triton release whose syntax is read.", ""]
    for o in (o for o in OPTIONS if o.category == "release"):
        lines.append(f"  {shown(o):<{width}} - {o.desc}")
    lines += ["", "Generic Options:", ""]
    for n, d in generic:
        lines.append(f"  {n:<{width}} - {d}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# The tool
# ---------------------------------------------------------------------------


class ToolFailure(Exception):
    """A step failed; its messages were written to stderr."""


@dataclass
class Printed:
    """One layout printed: the header's name (None for ``-l``), the tensor type."""

    name: Optional[str]
    tensor: RankedTensorType


#: The most text one run prints (all of it is held until every layout succeeded, as the C++
#: tool writes nothing on failure): about 12 layouts of the largest size (``MAX_MAPPED``
#: elements: 11-31 MB of text each), 128 MiB.
MAX_OUTPUT_CHARS = 1 << 27


def smaller_shape(tensor: RankedTensorType) -> Optional[RankedTensorType]:
    """The tensor with its largest dimensions halved until its layout maps no more than
    :data:`~pyopt.dialects.ttg.layout_str.MAX_MAPPED` elements and slots (the map repeats
    beyond one tile of the layout, so the smaller shape shows its pattern); None if none
    does (a layout whose hardware alone is too large)."""
    shape = list(tensor.shape)
    in_dims = ["offset", "block"] if isinstance(tensor.encoding, SharedEncoding) else \
        ["register", "lane", "warp", "block"]
    while any(s > 1 for s in shape):
        i = max(range(len(shape)), key=lambda j: shape[j])
        shape[i] //= 2
        smaller = RankedTensorType(tuple(shape), tensor.element, tensor.encoding)
        try:
            check_size(to_linear_layout(tensor.encoding, shape), in_dims)
        except LayoutTooLarge:
            continue
        except (LinearLayoutError, NotImplementedError, ValueError):
            return None
        return smaller
    return None


class LayoutTool:
    """One run of the tool; ``context`` is its :class:`~pyopt.ir.context.Context`
    (the target release), active while :meth:`run` works."""

    def __init__(self, opts: Options, prog: str, stdin: TextIO, stderr: TextIO,
                 context: Optional[Context] = None):
        self.context = context if context is not None else Context.from_options(opts.triton_version)
        self.opts = opts
        self.prog = prog
        self.stdin = stdin
        self.stderr = stderr
        self.printed: list[Printed] = []
        self.chars = 0  # the thread maps' text so far

    def err(self, text: str) -> None:
        self.stderr.write(text + "\n")

    def fail(self, text: Optional[str] = None):
        if text is not None:
            self.err(text)
        raise ToolFailure()

    def diagnostic(self, source: SourceFile, exc: AttrSyntaxError | DiagnosticError) -> None:
        """pyopt's rendering of a parse error (MLIR prints it through the context)."""
        if isinstance(exc, DiagnosticError):
            diag = exc.diag
        else:
            loc = source.loc(min(exc.offset, len(source.text)))
            diag = Diagnostic("error", str(exc.message), loc)
            for note in getattr(exc.message, "notes", ()):
                diag.attach_note(note, loc)
        self.err(render_diagnostic(diag))

    def parse_symbol(self, text: str, what: str):
        """``mlir::parseAttribute``/``parseType`` of a command-line string: the buffer is
        named after the text itself; None after a diagnostic."""
        source = SourceFile(text, text)
        try:
            parser = AttrParser()
            return parser.parse_attr(text) if what == "attr" else parser.parse_type(text)
        except AttrSyntaxError as e:
            self.diagnostic(source, e)
            return None

    # -- getLayoutStr of one layout --------------------------------------------------
    def layout_print(self, tensor: RankedTensorType, out: list[str]) -> None:
        layout = tensor.encoding
        if not isinstance(layout, (DistributedEncoding, SharedEncoding)):
            self.fail(f"Unsupported tensor layout attribute: {render_standalone(layout)}")
        try:
            text = get_layout_str(tensor, self.opts.use_hw_view)
            self.chars += len(text)
            if self.chars > MAX_OUTPUT_CHARS:
                self.fail(f"{self.prog}: error: the layouts printed would pass {MAX_OUTPUT_CHARS} characters "
                          "(pyopt layout keeps the text until every layout succeeded); print fewer layouts "
                          "(-alias-names) or smaller shapes (-t)")
            out.append(text)
        except LayoutTooLarge as e:
            smaller = smaller_shape(tensor)
            hint = (f"; try a smaller shape, e.g. -t '{render_standalone(smaller.with_encoding(None))}'"
                    if smaller is not None else "")
            self.fail(f"{self.prog}: error: {render_standalone(tensor.with_encoding(None))} with "
                      f"{render_standalone(layout)} is too large to print: {e}{hint}")
        except (LinearLayoutError, NotImplementedError, ValueError) as e:
            # Triton asserts in toLinearLayout for such a (layout, shape)
            self.fail(f"{self.prog}: error: cannot map {render_standalone(layout)} onto "
                      f"{render_standalone(tensor.with_encoding(None))}: {e}")

    def with_layout(self, tensor: RankedTensorType, layout) -> RankedTensorType:
        return RankedTensorType(tensor.shape, tensor.element, layout)

    def read_input(self, filename: str) -> tuple[str, str]:
        try:
            if filename == "-":
                data = self.stdin.buffer.read() if hasattr(self.stdin, "buffer") else self.stdin.read()
                name = "<stdin>"
            else:
                with open(filename, "rb") as f:
                    data = f.read()
                name = filename
        except OSError as e:
            self.fail(f"Could not open input file: {e.strerror or e}")
        if isinstance(data, bytes):
            try:
                data = data.decode("utf-8")
            except UnicodeDecodeError as e:
                self.err(f"{name}: error: the input is not valid UTF-8 (byte {e.start})")
                self.fail(f"Fail to parse the input file: {filename}")
        return data, name

    def from_file(self, tensor: RankedTensorType, out: list[str]) -> None:
        filename = self.opts.i
        if not filename:
            return
        text, name = self.read_input(filename)
        defs: list[tuple[str, object]] = []
        try:
            parse_source(text, name, alias_defs=defs, context=self.context)
        except DiagnosticError as e:
            self.err(render_diagnostic(e.diag))
            self.fail(f"Fail to parse the input file: {filename}")
        by_name = dict(defs)

        def print_one(alias: str, attr) -> None:
            out.append(f"Print layout attribute: #{alias} = {render_standalone(attr)}\n")
            ranked = self.with_layout(tensor, attr)
            self.layout_print(ranked, out)
            self.printed.append(Printed(alias, ranked))

        if not self.opts.alias_names:
            # Every layout of the file.  The C++ tool tries every alias and stops at the first
            # that is not a layout; Triton's own dumps (asm["ttgir"]) hold location aliases
            # (#loc3 = loc(...)) and memory spaces (#smem = #ttg.shared_memory), so pyopt skips
            # what is not a layout encoding, silently.  An alias named by -alias-names is still
            # printed or refused as Triton does.
            for alias, attr in defs:
                if isinstance(attr, LayoutEncoding):
                    print_one(alias, attr)
            return
        for alias in self.opts.alias_names:
            if alias not in by_name:
                self.fail(f"Can't find the layout attribute: {alias}")
            print_one(alias, by_name[alias])
            out.append("\n")

    def from_string(self, tensor: RankedTensorType, out: list[str]) -> None:
        text = self.opts.l
        if not text:
            return
        layout = self.parse_symbol(text, "attr")
        if layout is None:
            self.fail(f"Invalid layout attribute: {text}")
        ranked = self.with_layout(tensor, layout)
        out.append(f"Print layout attribute: {render_standalone(layout)}\n")
        self.layout_print(ranked, out)
        self.printed.append(Printed(None, ranked))

    def run(self) -> str:
        """The text to write; raises :class:`ToolFailure`."""
        with self.context:
            return self._run()

    def _run(self) -> str:
        if not self.opts.t:
            self.fail("Must specify the tensor type argument")
        parsed = self.parse_symbol(self.opts.t, "type")
        if parsed is None:
            self.fail(f"Fail to parse the tensor type argument: {self.opts.t}")
        if not isinstance(parsed, RankedTensorType):
            self.fail(f"Invalid tensor type argument: {self.opts.t}")
        out: list[str] = []
        self.from_file(parsed, out)
        self.from_string(parsed, out)
        return "".join(out)


def _write_file(path: str, data, stderr: TextIO) -> bool:
    """Write ``data`` (str or bytes) to ``path``; LLVM's message if it cannot be opened."""
    try:
        if isinstance(data, bytes):
            with open(path, "wb") as f:
                f.write(data)
        else:
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(data)
    except OSError as e:
        stderr.write(f"Error: {e.strerror or e} : unable to open {path} for output\n")
        return False
    return True


class RegionError(Exception):
    """``--region`` does not fit the tensor type."""


def parse_region(text: str, shape: tuple[int, ...]) -> tuple[range, ...]:
    """``--region``'s ranges: one ``start:stop`` per dimension of ``shape`` (either end may be
    left out, as in Python: ``:``, ``8:``, ``:32``; a lone index ``i`` is ``i:i+1``)."""
    parts = text.split(",") if text.strip() else []
    if len(parts) != len(shape):
        given = f"{len(parts)} range{'s' if len(parts) != 1 else ''}" if parts else "no range"
        raise RegionError(f"--region={text} gives {given}; "
                          f"the tensor has {len(shape)} dimension{'s' if len(shape) != 1 else ''} "
                          f"(one start:stop each, e.g. --region={','.join('0:' + str(min(s, 32)) for s in shape)})")
    out = []
    for dim, (part, size) in enumerate(zip(parts, shape)):
        ends = part.strip().split(":")
        try:
            if len(ends) == 1:
                start = int(ends[0])
                stop = start + 1
            elif len(ends) == 2:
                start = int(ends[0]) if ends[0].strip() else 0
                stop = int(ends[1]) if ends[1].strip() else size
            else:
                raise ValueError
        except ValueError:
            raise RegionError(f"--region={text}: '{part}' is not start:stop (dimension {dim})") from None
        if not 0 <= start < stop <= size:
            raise RegionError(f"--region={text}: {start}:{stop} is not a non-empty range of dimension {dim} "
                              f"(size {size})")
        out.append(range(start, stop))
    return tuple(out)


def main(argv: Optional[list[str]] = None, prog: str = "triton-tensor-layout") -> int:
    """Run the tool on ``argv`` (default ``sys.argv[1:]``); returns the exit status."""
    args = sys.argv[1:] if argv is None else list(argv)
    # no control character of the arguments or the -i file reaches the terminal
    stdout, stderr = terminal_safe(sys.stdout), terminal_safe(sys.stderr)
    try:
        opts = parse_args(args, prog)
    except UsageError as e:
        stderr.write("\n".join(e.lines) + "\n")
        return 1
    if opts.help:
        stdout.write(help_text(prog))
        return 0
    if (opts.full or opts.region is not None) and not opts.pictures:
        stderr.write(f"{prog}: error: --full and --region choose what a picture shows; give --svg, --png or "
                     "--html as well\n")
        return 1
    if opts.png and not layout_render.have_pillow():
        stderr.write(f"{prog}: error: --png needs Pillow, which is not installed; "
                     "install it with: pip install 'pyopt-triton[png]' (or use --svg or --html)\n")
        return 1
    try:
        context = Context.from_options(opts.triton_version)
    except ReleaseError as e:
        stderr.write(f"{prog}: error: invalid value '{e.given}' for {e.source} "
                     f"(pyopt supports Triton {supported_text()})\n")
        return 1
    tool = LayoutTool(opts, prog, sys.stdin, stderr, context)
    try:
        text = tool.run()
    except ToolFailure:
        return 1
    pictures = []
    if opts.pictures:
        try:
            models = []
            for p in tool.printed:
                region = parse_region(opts.region, p.tensor.shape) if opts.region is not None else None
                with context:  # the run's release maps the layouts, as it printed them
                    models.append(layout_render.layout_model(p.tensor, p.name, region=region, full=opts.full))
        except RegionError as e:
            stderr.write(f"{prog}: error: {e}\n")
            return 1
        except (layout_render.PictureError, LinearLayoutError, NotImplementedError, ValueError) as e:
            stderr.write(f"{prog}: error: cannot draw the layout: {e}\n")
            return 1
        if opts.svg:
            pictures.append((opts.svg, lambda: layout_render.render_svg(models)))
        if opts.png:
            pictures.append((opts.png, lambda: layout_render.render_png(models)))
        if opts.html:
            pictures.append((opts.html, lambda: layout_render.render_html(models)))
    if opts.o and opts.o != "-":
        if not _write_file(opts.o, text, stderr):
            return 1
    elif opts.o == "-" or not opts.pictures:  # LLVM's raw_fd_ostream: "-" is stdout
        stdout.write(text)
        stdout.flush()
    for path, render in pictures:
        try:
            with context:
                data = render()
        except layout_render.PictureError as e:
            stderr.write(f"{prog}: error: {e}\n")
            return 1
        if not _write_file(path, data, stderr):
            return 1
    return 0


def console_main() -> int:
    """The ``triton-tensor-layout`` command (pyproject's ``[project.scripts]``)."""
    gc.disable()  # a short run over objects that live until it ends (as pyopt.cli.console_main)
    try:
        return main()
    except BrokenPipeError:
        try:
            sys.stdout = open(os.devnull, "w")  # silence the flush at exit
        except OSError:
            pass
        return 1
    except KeyboardInterrupt:
        return 130
