"""Float literals as MLIR (Triton 3.6.0) prints and parses them.

Values of a float type are carried as *bit patterns* (plain ``int``), which
keeps every value (signed zeros, NaN payloads, f8 encodings) exact.  A Python
``float`` is also accepted wherever a value is expected; it is rounded to the
target type (round to nearest, ties to even), the way MLIR converts a
``double`` into a narrower APFloat.

Public API
----------
``format_float_attr(value, type_name) -> str``
    The text MLIR prints for one float value of ``type_name`` (FloatAttr
    value, dense element, array<f32: ...> element): ``1.500000e+00``,
    ``1.44269502``, ``9.99999993E-9`` or ``0xFF800000``.  No `` : type``.
``parse_float_literal(text, type_name) -> int``
    The bit pattern MLIR's parser produces for a literal (``1.5``, ``-2.0e-3``,
    ``0x7FC00000``) given the element type.
``float_to_bits(x, type_name)``, ``bits_to_float(bits, type_name)``
    Conversions between Python floats and bit patterns.
``format_dense_hex(bits_list, type_name)``
    The ``"0x..."`` hex-string body used for non-splat dense float attributes
    with more than 100 elements.
``format_dense_floats(values, shape, type_name)``
    What goes between ``dense<`` and ``>`` for a float DenseElementsAttr.

The decimal rendering follows the algorithm of LLVM's APFloat::toString (see
/work/notes/asmprinter.md, "Float printing"); the implementation here is our own.
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable, Union

__all__ = [
    "FloatFormat",
    "FORMATS",
    "get_format",
    "format_float_attr",
    "parse_float_literal",
    "float_to_bits",
    "bits_to_float",
    "format_dense_hex",
    "format_dense_floats",
    "is_float_type",
]

FloatValue = Union[float, int]

# ---------------------------------------------------------------------------
# Float formats
# ---------------------------------------------------------------------------

IEEE = "ieee"  # exponent all ones: inf (mantissa 0) or NaN
NAN_ALL_ONES = "fn"  # no inf; only exponent+mantissa all ones is NaN
NAN_NEG_ZERO = "fnuz"  # no inf, no -0; the pattern of -0 is the NaN
FINITE_ONLY = "finite"  # no inf, no NaN


@dataclass(frozen=True)
class FloatFormat:
    name: str
    exp_bits: int
    man_bits: int  # stored fraction bits
    bias: int
    kind: str
    signed: bool = True
    has_zero: bool = True
    has_subnormals: bool = True
    explicit_int: bool = False  # x87's f80: the integer bit is stored, above the fraction

    @property
    def width(self) -> int:
        return self.exp_bits + self.exp_shift + (1 if self.signed else 0)

    @property
    def exp_shift(self) -> int:  # where the exponent field starts
        return self.man_bits + (1 if self.explicit_int else 0)

    @property
    def int_bit(self) -> int:  # the stored integer bit of a normal number (0 if implicit)
        return (1 << self.man_bits) if self.explicit_int else 0

    @property
    def precision(self) -> int:  # significand bits incl. the hidden one
        return self.man_bits + 1

    @property
    def emin(self) -> int:  # exponent of the smallest normal number
        return (1 if self.has_subnormals else 0) - self.bias

    @property
    def emax(self) -> int:
        top = (1 << self.exp_bits) - 1
        if self.kind == IEEE:
            top -= 1
        return top - self.bias

    @property
    def byte_size(self) -> int:
        return (self.width + 7) // 8


_FMTS = [
    FloatFormat("f16", 5, 10, 15, IEEE),
    FloatFormat("bf16", 8, 7, 127, IEEE),
    FloatFormat("f32", 8, 23, 127, IEEE),
    FloatFormat("f64", 11, 52, 1023, IEEE),
    FloatFormat("f128", 15, 112, 16383, IEEE),
    FloatFormat("f80", 15, 63, 16383, IEEE, explicit_int=True),
    FloatFormat("tf32", 8, 10, 127, IEEE),
    FloatFormat("f8E5M2", 5, 2, 15, IEEE),
    FloatFormat("f8E4M3", 4, 3, 7, IEEE),
    FloatFormat("f8E3M4", 3, 4, 3, IEEE),
    FloatFormat("f8E4M3FN", 4, 3, 7, NAN_ALL_ONES),
    FloatFormat("f8E5M2FNUZ", 5, 2, 16, NAN_NEG_ZERO),
    FloatFormat("f8E4M3FNUZ", 4, 3, 8, NAN_NEG_ZERO),
    FloatFormat("f8E4M3B11FNUZ", 4, 3, 11, NAN_NEG_ZERO),
    FloatFormat("f8E8M0FNU", 8, 0, 127, NAN_ALL_ONES, signed=False,
                has_zero=False, has_subnormals=False),
    FloatFormat("f6E2M3FN", 2, 3, 1, FINITE_ONLY),
    FloatFormat("f6E3M2FN", 3, 2, 3, FINITE_ONLY),
    FloatFormat("f4E2M1FN", 2, 1, 1, FINITE_ONLY),
]

FORMATS = {f.name: f for f in _FMTS}


def get_format(type_name: str) -> FloatFormat:
    try:
        return FORMATS[type_name]
    except KeyError:
        raise ValueError(f"unsupported float type {type_name!r}") from None


def is_float_type(type_name: str) -> bool:
    return type_name in FORMATS


# ---------------------------------------------------------------------------
# Decoding / encoding bit patterns
# ---------------------------------------------------------------------------

# Categories
_ZERO, _NORMAL, _INF, _NAN = "zero", "finite", "inf", "nan"


def _decode(bits: int, fmt: FloatFormat):
    """Return (category, sign, significand, exp2): value = sig * 2**exp2."""
    if bits < 0 or bits >> fmt.width:
        raise ValueError(f"bit pattern {bits:#x} does not fit {fmt.name}")
    m_mask = (1 << fmt.man_bits) - 1
    e_mask = (1 << fmt.exp_bits) - 1
    sign = (bits >> (fmt.exp_bits + fmt.exp_shift)) & 1 if fmt.signed else 0
    e = (bits >> fmt.exp_shift) & e_mask
    m = bits & m_mask
    if fmt.kind == IEEE and e == e_mask:
        return (_INF if m == 0 else _NAN), sign, 0, 0
    if fmt.kind == NAN_ALL_ONES and e == e_mask and m == m_mask:
        return _NAN, sign, 0, 0
    if fmt.kind == NAN_NEG_ZERO and sign and e == 0 and m == 0:
        return _NAN, sign, 0, 0
    if not fmt.has_subnormals:
        return _NORMAL, sign, (1 << fmt.man_bits) | m, e - fmt.bias - fmt.man_bits
    if e == 0:
        if m == 0:
            return _ZERO, sign, 0, 0
        return _NORMAL, sign, m, fmt.emin - fmt.man_bits
    return _NORMAL, sign, (1 << fmt.man_bits) | m, e - fmt.bias - fmt.man_bits


def _sign_bit(fmt: FloatFormat, sign: int) -> int:
    return (sign << (fmt.exp_bits + fmt.exp_shift)) if fmt.signed else 0


def _nan_bits(fmt: FloatFormat, sign: int = 0) -> int:
    if fmt.kind == IEEE:  # quiet NaN, empty payload
        return (_sign_bit(fmt, sign) | (((1 << fmt.exp_bits) - 1) << fmt.exp_shift)
                | fmt.int_bit | (1 << (fmt.man_bits - 1)))
    if fmt.kind == NAN_ALL_ONES:
        return _sign_bit(fmt, sign) | ((1 << (fmt.exp_bits + fmt.man_bits)) - 1)
    if fmt.kind == NAN_NEG_ZERO:
        return _sign_bit(fmt, 1)
    raise ValueError(f"{fmt.name} has no NaN")


def _inf_bits(fmt: FloatFormat, sign: int) -> int:
    if fmt.kind == IEEE:
        return _sign_bit(fmt, sign) | (((1 << fmt.exp_bits) - 1) << fmt.exp_shift) | fmt.int_bit
    if fmt.kind == FINITE_ONLY:
        raise ValueError(f"{fmt.name} has no infinity")
    return _nan_bits(fmt, sign)  # APFloat makes a NaN where there is no inf


def _largest_bits(fmt: FloatFormat, sign: int) -> int:
    e_code = fmt.emax + fmt.bias
    m = (1 << fmt.man_bits) - 1
    if fmt.kind == NAN_ALL_ONES:
        m -= 1
    return _sign_bit(fmt, sign) | (e_code << fmt.exp_shift) | fmt.int_bit | m


def _zero_bits(fmt: FloatFormat, sign: int) -> int:
    if not fmt.has_zero:
        return 0  # best effort: the smallest value
    if fmt.kind == NAN_NEG_ZERO:
        sign = 0
    return _sign_bit(fmt, sign)


def _floor_log2(q: Fraction) -> int:
    n, d = q.numerator, q.denominator
    e = n.bit_length() - d.bit_length()
    # adjust so that 2**e <= q < 2**(e+1)
    if e >= 0:
        if n < (d << e):
            e -= 1
    else:
        if (n << -e) < d:
            e -= 1
    return e


def _round_half_even(q: Fraction) -> int:
    n, d = q.numerator, q.denominator
    i, r = divmod(n, d)
    twice = 2 * r
    if twice > d or (twice == d and i & 1):
        i += 1
    return i


def _encode(sign: int, mag: Fraction, fmt: FloatFormat) -> int:
    """Round sign*mag (exact) to fmt, ties to even; returns the bit pattern."""
    if not fmt.signed and sign and mag != 0:
        return _nan_bits(fmt)
    if mag == 0:
        return _zero_bits(fmt, sign)
    p = fmt.precision
    e = max(_floor_log2(mag), fmt.emin)
    n = _round_half_even(mag / (Fraction(2) ** (e - (p - 1))))
    if n >= (1 << p):
        n >>= 1
        e += 1
    if not fmt.has_subnormals and n < (1 << (p - 1)):
        # Value underflowed below the smallest normal (no subnormals, no zero).
        return _zero_bits(fmt, sign) if fmt.has_zero else 0
    overflow = e > fmt.emax
    if (not overflow and fmt.kind == NAN_ALL_ONES and e == fmt.emax
            and n == (1 << p) - 1):
        overflow = True  # would be the NaN pattern
    if overflow:
        if fmt.kind == FINITE_ONLY:
            return _largest_bits(fmt, sign)
        return _inf_bits(fmt, sign)
    if n < (1 << (p - 1)):  # subnormal (only at e == emin)
        if n == 0:
            return _zero_bits(fmt, sign)
        return _sign_bit(fmt, sign) | n
    e_code = e + fmt.bias
    return _sign_bit(fmt, sign) | (e_code << fmt.exp_shift) | fmt.int_bit | (n - (1 << (p - 1)))


def _fraction_of(sig: int, exp2: int) -> Fraction:
    return Fraction(sig << exp2) if exp2 >= 0 else Fraction(sig, 1 << -exp2)


def float_to_bits(x: float, type_name: str) -> int:
    """Round a Python float (an f64) to ``type_name``; returns its bits."""
    fmt = get_format(type_name)
    x = float(x)
    if fmt.name == "f64":
        return struct.unpack("<Q", struct.pack("<d", x))[0]
    if fmt.name == "f32" and math.isfinite(x):
        # struct rounds to nearest-even; it raises on overflow.
        try:
            return struct.unpack("<I", struct.pack("<f", x))[0]
        except OverflowError:
            pass
    sign = 1 if math.copysign(1.0, x) < 0 else 0
    if math.isnan(x):
        return _nan_bits(fmt, sign)
    if math.isinf(x):
        return _inf_bits(fmt, sign)
    return _encode(sign, abs(Fraction(x)), fmt)


def bits_to_float(bits: int, type_name: str) -> float:
    """The value of a bit pattern as a Python float (exact except for NaN
    payloads and f128 precision)."""
    fmt = get_format(type_name)
    if fmt.name == "f64":
        return struct.unpack("<d", struct.pack("<Q", bits))[0]
    if fmt.name == "f32":
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    cat, sign, sig, exp2 = _decode(bits, fmt)
    if cat == _NAN:
        return -math.nan if sign else math.nan
    if cat == _INF:
        return -math.inf if sign else math.inf
    if cat == _ZERO:
        return -0.0 if sign else 0.0
    v = float(_fraction_of(sig, exp2))
    return -v if sign else v


def _to_bits(value: FloatValue, fmt: FloatFormat) -> int:
    if isinstance(value, bool):
        raise TypeError("bool is not a float value")
    if isinstance(value, int):
        if value < 0 or value >> fmt.width:
            raise ValueError(f"bit pattern {value:#x} does not fit {fmt.name}")
        return value
    return float_to_bits(value, fmt.name)


# ---------------------------------------------------------------------------
# APFloat-style decimal rendering
# ---------------------------------------------------------------------------


def _digits_to_string(sign: int, sig: int, exp: int, semantics_precision: int,
                      format_precision: int, format_max_padding: int,
                      truncate_zero: bool) -> str:
    """Render sig * 2**exp (sig > 0) the way APFloat::toString does."""
    out = ["-"] if sign else []
    if not format_precision:
        # Enough digits to round-trip (Steele & White formula as in APFloat).
        format_precision = 2 + semantics_precision * 59 // 196

    # Drop trailing binary zeros.
    tz = (sig & -sig).bit_length() - 1
    exp += tz
    sig >>= tz

    # Move from a power of two to a power of ten.
    if exp > 0:
        sig <<= exp
        exp = 0
    elif exp < 0:
        sig *= 5 ** (-exp)  # N * 2^-e == N * 5^e * 10^-e

    # Cheap first truncation of surplus decimal digits (no rounding).
    bits = sig.bit_length()
    bits_required = (format_precision * 196 + 58) // 59
    if bits > bits_required:
        tens = (bits - bits_required) * 59 // 196
        if tens:
            exp += tens
            sig //= 10 ** tens

    # Decimal digits, least significant first, dropping trailing zeros.
    buf = []
    in_trail = True
    while sig:
        sig, d = divmod(sig, 10)
        if in_trail and d == 0:
            exp += 1
        else:
            buf.append(d)
            in_trail = False

    # Round to format_precision digits (round half up on the next digit).
    n = len(buf)
    if n > format_precision:
        first = n - format_precision
        if buf[first - 1] < 5:
            while first < n and buf[first] == 0:
                first += 1
            exp += first
            buf = buf[first:]
        else:
            i = first
            while i != n:
                if buf[i] == 9:
                    first += 1
                else:
                    buf[i] += 1
                    break
                i += 1
            exp += first
            buf = [1] if first == n else buf[first:]

    ndigits = len(buf)
    if not format_max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > format_max_padding or ndigits + exp > format_precision
    else:
        msd = exp + ndigits - 1
        scientific = msd < 0 and -msd > format_max_padding

    digits = "".join(chr(48 + d) for d in reversed(buf))  # most significant first
    if scientific:
        exp += ndigits - 1
        out.append(digits[0])
        out.append(".")
        if ndigits == 1 and truncate_zero:
            out.append("0")
        else:
            out.append(digits[1:])
        if not truncate_zero and format_precision > ndigits - 1:
            out.append("0" * (format_precision - ndigits + 1))
        out.append("E" if truncate_zero else "e")
        out.append("+" if exp >= 0 else "-")
        es = str(abs(exp))
        if not truncate_zero and len(es) < 2:
            es = "0" + es
        out.append(es)
        return "".join(out)

    if exp >= 0:
        out.append(digits)
        out.append("0" * exp)
        return "".join(out)

    whole = exp + ndigits
    if whole > 0:
        out.append(digits[:whole])
        out.append(".")
        out.append(digits[whole:])
    else:
        out.append("0.")
        out.append("0" * (-whole))
        out.append(digits)
    return "".join(out)


def apfloat_to_string(bits: int, type_name: str, format_precision: int = 0,
                      format_max_padding: int = 3,
                      truncate_zero: bool = True) -> str:
    """APFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)
    for the value with the given bits."""
    fmt = get_format(type_name)
    cat, sign, sig, exp2 = _decode(bits, fmt)
    if cat == _INF:
        return "-Inf" if sign else "+Inf"
    if cat == _NAN:
        return "NaN"
    if cat == _ZERO:
        s = "-" if sign else ""
        if not format_max_padding:
            if truncate_zero:
                return s + "0.0E+0"
            return s + "0.0" + "0" * max(format_precision - 1, 0) + "e+00"
        return s + "0"
    return _digits_to_string(sign, sig, exp2, fmt.precision, format_precision,
                             format_max_padding, truncate_zero)


def _decimal_to_bits(text: str, fmt: FloatFormat) -> int:
    """Correctly rounded decimal -> fmt (APFloat(sem, string) semantics)."""
    t = text.strip()
    sign = 0
    if t[:1] in "+-":
        sign = 1 if t[0] == "-" else 0
        t = t[1:]
    return _encode(sign, Fraction(t), fmt)


def _hex_bits(bits: int) -> str:
    return "0x" + format(bits, "X")


def format_float_attr(value: FloatValue, type_name: str) -> str:
    """The text MLIR prints for a float value of type ``type_name``.

    ``value`` is a bit pattern (``int``) or a Python ``float`` (rounded to the
    type first).  The result has no type suffix; a FloatAttr prints
    ``<text> : <type>`` (the type is omitted only for f64 in contexts that
    allow eliding it, and never after a hex form).
    """
    fmt = get_format(type_name)
    bits = _to_bits(value, fmt)
    cat = _decode(bits, fmt)[0]
    if cat not in (_INF, _NAN):
        s = apfloat_to_string(bits, type_name, 6, 0, False)
        if _decimal_to_bits(s, fmt) == bits:
            return s
        s = apfloat_to_string(bits, type_name)
        if "." in s:
            return s
    return _hex_bits(bits)


def format_printed_hex(value: FloatValue, type_name: str) -> bool:
    """True when ``format_float_attr`` falls back to the hex form."""
    return format_float_attr(value, type_name).startswith("0x")


def format_dense_hex(values: Iterable[FloatValue], type_name: str) -> str:
    """Hex-string body ``"0x..."`` (quotes included) used for a non-splat dense
    float attribute with more than 100 elements: the raw little-endian storage
    of each element, upper-case hex digits."""
    fmt = get_format(type_name)
    nbytes = fmt.byte_size
    parts = []
    for v in values:
        b = _to_bits(v, fmt)
        parts.append(b.to_bytes(nbytes, "little").hex().upper())
    return '"0x' + "".join(parts) + '"'


def format_dense_floats(values, shape, type_name: str,
                        hex_limit: int = 100) -> str:
    """Body of ``dense<...>`` for float elements in row-major order.

    All elements bitwise equal -> splat (one element, never hex); more than
    ``hex_limit`` elements -> ``"0x..."`` raw-data hex string; else nested
    ``[...]`` lists following ``shape``.
    """
    fmt = get_format(type_name)
    bits = [_to_bits(v, fmt) for v in values]
    n = 1
    for d in shape:
        n *= d
    if len(bits) != n:
        raise ValueError("number of values does not match the shape")
    if n == 0:
        return ""
    if all(b == bits[0] for b in bits):
        return format_float_attr(bits[0], type_name)
    if hex_limit != -1 and n > hex_limit:
        return format_dense_hex(bits, type_name)
    texts = [format_float_attr(b, type_name) for b in bits]

    def nest(dims, start):
        if len(dims) == 1:
            return "[" + ", ".join(texts[start:start + dims[0]]) + "]"
        step = 1
        for d in dims[1:]:
            step *= d
        return "[" + ", ".join(nest(dims[1:], start + i * step)
                               for i in range(dims[0])) + "]"

    return nest(list(shape), 0)


# ---------------------------------------------------------------------------
# Parsing
# ---------------------------------------------------------------------------

_DECIMAL_RE = re.compile(r"[0-9]+\.[0-9]*([eE][-+]?[0-9]+)?\Z")
_HEX_RE = re.compile(r"0x[0-9a-fA-F]+\Z")
_INT_RE = re.compile(r"[0-9]+\Z")


def parse_float_literal(text: str, type_name: str) -> int:
    """Parse a float literal as MLIR does for an element of ``type_name``.

    Accepted: an optional ``-`` then a decimal float literal (``1.5``, ``1.``,
    ``2.5e-3``; digits are required before the dot), or a hexadecimal integer
    literal giving the bit pattern (``0x7FC00000``, lower-case ``x``; no sign
    allowed, leading zeros allowed).  Decimal literals are first read as an
    f64 (correctly rounded; too large gives inf) and then rounded to the
    target type, ties to even, as MLIR does (so there can be double
    rounding).  Returns the bit pattern; raises ValueError where MLIR reports
    a parse error.
    """
    fmt = get_format(type_name)
    t = text.strip()
    neg = False
    if t[:1] == "-":  # a separate token in MLIR: `- 1.5` is accepted too
        neg = True
        body = t[1:].lstrip()
    else:
        body = t  # MLIR has no unary plus
    if _HEX_RE.match(body):
        if neg:
            raise ValueError("hexadecimal float literal should not have a leading minus")
        bits = int(body, 16)
        if bits.bit_length() > fmt.width:
            raise ValueError("hexadecimal float constant out of range for type")
        return bits
    if _INT_RE.match(body):
        raise ValueError("unexpected decimal integer literal for a floating point value "
                         "(add a trailing dot to make the literal a float)")
    if not _DECIMAL_RE.match(body):
        raise ValueError(f"expected floating point literal, got {text!r}")
    d = float(body)  # overflows to inf, like MLIR's strtod-based lexer
    if neg:
        d = -d
    return float_to_bits(d, type_name)


def parse_float_value(text: str, type_name: str) -> float:
    """Convenience: ``parse_float_literal`` then ``bits_to_float``."""
    return bits_to_float(parse_float_literal(text, type_name), type_name)
