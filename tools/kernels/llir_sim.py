"""Run the LLVM IR Triton emits for NVIDIA on the CPU, every thread of a CTA in lockstep
(issue 28, check (a), without a GPU).

A check of :mod:`pyopt.interp.gpu_order` against the real lowering: a kernel compiled by a
release's wheel for ``cuda:NN`` (``CompiledKernel.asm["llir"]``) is executed instruction after
instruction for all ``32 * num_warps`` threads at once (numpy arrays over the threads), with
the warp shuffles (``llvm.nvvm.shfl.sync.*``) as permutations within each warp, shared memory
as a byte array, and global memory as the buffers given for the pointer arguments.  IEEE f32
``fadd``/``fmul``/... are numpy's, so a float result is the GPU's to the bit wherever the
kernel uses only correctly rounded instructions.

Only what kernels of loads, stores, arithmetic, loops, reductions and scans need is
understood: integer and float arithmetic, ``icmp``/``fcmp``/``select``, casts,
``getelementptr``, shared-memory ``load``/``store``, vectors, branches that all threads take
alike and phis, the inline-asm global and shared loads and stores Triton writes, shuffles,
``ldmatrix``, barriers, ``tid.x`` and ``ctaid``.  Anything else (a branch that diverges, other
intrinsics, atomics, approximate math) raises :class:`SimError`.

Usage (Python)::

    out = simulate(llir_text, num_warps=4, args=[x, y], grid=(1, 1, 1))   # out: the arrays after
"""

from __future__ import annotations

import re
from typing import Optional

import numpy as np

__all__ = ["SimError", "simulate"]


class SimError(Exception):
    """An instruction the simulator does not model."""


_INT = {"i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64}
_FLT = {"half": np.float16, "float": np.float32, "double": np.float64}
_SIZE = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "half": 2, "bfloat": 2, "float": 4, "double": 8, "ptr": 8}
_UNS = {np.dtype(np.int8): np.uint8, np.dtype(np.int16): np.uint16, np.dtype(np.int32): np.uint32,
        np.dtype(np.int64): np.uint64}


def _size(ty: str) -> int:
    ty = ty.strip()
    m = re.fullmatch(r"\[(\d+) x (.+)\]", ty) or re.fullmatch(r"<(\d+) x (.+)>", ty)
    if m:
        return int(m.group(1)) * _size(m.group(2))
    if ty.startswith("ptr"):
        return 8
    if ty in _SIZE:
        return _SIZE[ty]
    raise SimError(f"type {ty}")


def _dtype(ty: str):
    """The numpy dtype of a scalar type, or of a vector type's elements."""
    ty = ty.strip()
    vm = re.fullmatch(r"<(\d+) x (.+)>", ty)
    if vm:
        return _dtype(vm.group(2))
    if ty in _INT:
        return np.dtype(_INT[ty])
    if ty in _FLT:
        return np.dtype(_FLT[ty])
    if ty.startswith("ptr"):
        return np.dtype(np.int64)
    raise SimError(f"type {ty}")


def _split_args(s: str) -> list[str]:
    """Split a comma list at depth 0 (brackets, parentheses, quotes)."""
    out, depth, cur, quoted = [], 0, [], False
    for ch in s:
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch in "([{<":
            depth += 1
        elif not quoted and ch in ")]}>":
            depth -= 1
        if ch == "," and depth == 0 and not quoted:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out


_TYPE = r"(?:<\d+ x [\w ]+>|\[\d+ x [\w ]+\]|ptr(?: addrspace\(\d+\))?|i\d+|half|bfloat|float|double|\{[^}]*\})"


class _Machine:
    def __init__(self, n_threads: int, memory, smem_bytes: int = 1 << 18):
        self.T = n_threads
        self.env: dict = {}
        self.mem = memory          # list of (base, bytearray-like np.uint8 array)
        self.smem = np.zeros(smem_bytes, dtype=np.uint8)
        self.ctaid = (0, 0, 0)

    # -- values ------------------------------------------------------------------------
    def value(self, ty: str, tok: str):
        tok = tok.strip()
        if tok.startswith("%"):
            return self.env[tok]
        if tok == "@global_smem":
            return np.zeros(self.T, np.int64)
        if tok.startswith("getelementptr"):
            m = re.fullmatch(r"getelementptr(?: inbounds)?(?: nuw)?(?: nusw)? \((.*)\)", tok)
            return self.gep(_split_args(m.group(1)))
        if tok in ("true", "false"):
            return np.full(self.T, tok == "true")
        if tok in ("undef", "poison", "zeroinitializer"):
            vm = re.fullmatch(r"<(\d+) x (.+)>", ty.strip())
            if vm:
                return np.zeros((self.T, int(vm.group(1))), _dtype(vm.group(2)))
            return np.zeros(self.T, _dtype(ty))
        vm = re.fullmatch(r"<(\d+) x (.+)>", ty.strip())
        if vm and tok.startswith("<"):
            elems = [self.typed(e) for e in _split_args(tok[1:-1])]
            return np.stack([v for _, v in elems], axis=1)
        if vm and tok.startswith("splat"):
            v = self.typed(tok[tok.index("(") + 1:tok.rindex(")")])[1]
            return np.repeat(v[:, None], int(vm.group(1)), axis=1)
        dt = _dtype(ty)
        if dt.kind == "f":
            special = {"+qnan": np.nan, "-qnan": -np.nan, "qnan": np.nan, "+inf": np.inf, "-inf": -np.inf}
            if tok in special:
                return np.full(self.T, special[tok], dtype=dt)
            if tok.startswith("0x"):
                v = np.array([int(tok, 16)], np.uint64).view(np.float64)[0]
            else:
                v = float(tok)
            return np.full(self.T, v, dtype=np.float64).astype(dt)
        return np.full(self.T, int(tok)).astype(dt)

    def typed(self, s: str):
        """``TYPE VALUE`` -> (type, value)."""
        m = re.match(rf"\s*({_TYPE})\s+(?:(?:nonnull|noundef|readonly|captures\(none\))\s+)*(.*)$", s)
        if not m:
            raise SimError(f"operand {s!r}")
        return m.group(1), self.value(m.group(1), m.group(2))

    def gep(self, parts):
        elty = parts[0]
        _, base = self.typed(parts[1])
        addr = base.astype(np.int64)
        if len(parts) > 3:
            raise SimError("multi-index getelementptr")
        if len(parts) == 3:
            _, idx = self.typed(parts[2])
            addr = addr + idx.astype(np.int64) * _size(elty)
        return addr

    # -- memory ------------------------------------------------------------------------
    def _global(self, addr: np.ndarray, nbytes: int):
        out = []
        for a in addr:
            for base, buf in self.mem:
                if base <= a and a + nbytes <= base + buf.size:
                    out.append((buf, int(a - base)))
                    break
            else:
                raise SimError(f"global address {int(a):#x} outside every buffer")
        return out

    def gload(self, addr, nbytes, pred):
        res = np.zeros((self.T, nbytes), np.uint8)
        for t in np.flatnonzero(pred):
            (buf, off), = self._global(addr[t:t + 1], nbytes)
            res[t] = buf[off:off + nbytes]
        return res

    def gstore(self, addr, data, pred):
        for t in np.flatnonzero(pred):
            (buf, off), = self._global(addr[t:t + 1], data.shape[1])
            buf[off:off + data.shape[1]] = data[t]

    def sload(self, addr, nbytes, pred=None):
        res = np.zeros((self.T, nbytes), np.uint8)
        idx = addr[:, None] + np.arange(nbytes)[None, :]
        ok = np.ones(self.T, bool) if pred is None else pred
        res[ok] = self.smem[idx[ok]]
        return res

    def sstore(self, addr, data, pred=None):
        ok = np.ones(self.T, bool) if pred is None else pred
        for t in np.flatnonzero(ok):          # thread order: a later thread's store wins
            self.smem[addr[t]:addr[t] + data.shape[1]] = data[t]


def _bytes(v: np.ndarray) -> np.ndarray:
    v = np.ascontiguousarray(v)
    return v.view(np.uint8).reshape(v.shape[0], -1)


def _from_bytes(b: np.ndarray, ty: str):
    vm = re.fullmatch(r"<(\d+) x (.+)>", ty.strip())
    dt = _dtype(vm.group(2) if vm else ty)
    out = np.ascontiguousarray(b).view(dt)
    return out if vm else out.reshape(-1)


_ASM_MEM = re.compile(r"(?:@(\$\d+) )?(ld|st)\.(global|shared)(?:::cta)?(?:\.v(\d))?\.b(\d+)")


def _asm(m: _Machine, name: Optional[str], rty: str, text: str, cons: str, operands: list):
    text = text.replace("\\0A", "\n").replace("\\09", "\t")
    vals = [m.typed(o)[1] for o in operands]
    outs = [c for c in cons.split(",") if c.startswith("=")]
    insn = None
    for line in text.split("\n"):
        mm = _ASM_MEM.search(line)
        if mm:
            insn = (mm, line)
    if insn is None:
        raise SimError(f"inline asm {text!r}")
    mm, line = insn
    pred_tok, op, space, vec, bits = mm.groups()
    n = int(vec or 1)
    nb = int(bits) // 8
    ops = {f"${i}": None for i in range(len(outs))}
    for i, v in enumerate(vals):
        ops[f"${len(outs) + i}"] = v
    pred = np.ones(m.T, bool) if pred_tok is None else ops[pred_tok].astype(bool)
    addr_tok = re.search(r"\[\s*(\$\d+)\s*\+\s*(-?\d+)\s*\]", line)
    addr = ops[addr_tok.group(1)].astype(np.int64) + int(addr_tok.group(2))
    if op == "ld":
        data = (m.gload(addr, n * nb, pred) if space == "global" else m.sload(addr, n * nb, pred))
        # the mov before the load zero-fills the masked-off lanes (the outputs' initial value)
        words = data.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[nb]).reshape(m.T, n)
        if n == 1:
            m.env[name] = _from_bytes(words.view(np.uint8), rty)
        else:
            m.env[name] = [_from_bytes(np.ascontiguousarray(words[:, i]).view(np.uint8), rty_i)
                           for i, rty_i in enumerate(_split_args(rty.strip()[1:-1]))]
        return
    src = re.search(r"\{([^}]*)\}\s*;?\s*$", line) or re.search(r",\s*(\$\d+)\s*;?\s*$", line)
    toks = [t.strip() for t in src.group(1).split(",")]
    data = np.concatenate([_bytes(np.asarray(ops[t]).reshape(m.T, -1)) for t in toks], axis=1)
    if space == "global":
        m.gstore(addr, data, pred)
    else:
        m.sstore(addr, data, pred)


def _shuffle(m: _Machine, kind: str, v, off, c):
    """``shfl.sync.MODE b, c`` as PTX defines it: ``c`` packs the clamp (bits 0-4) and the
    segment mask (bits 8-12); a lane whose source falls outside its segment reads itself."""
    lane = np.arange(m.T) % 32
    warp0 = np.arange(m.T) - lane
    b = np.broadcast_to(off, (m.T,)).astype(np.int64)
    c = np.broadcast_to(c, (m.T,)).astype(np.int64)
    clamp, seg = c & 31, (c >> 8) & 31
    max_lane = (lane & seg) | (clamp & ~seg & 31)
    min_lane = lane & seg
    if kind == "up":
        j = lane - b
        ok = j >= max_lane
    elif kind == "down":
        j = lane + b
        ok = j <= max_lane
    elif kind == "bfly":
        j = lane ^ b
        ok = j <= max_lane
    elif kind == "idx":
        j = min_lane | (b & 31 & ~seg)
        ok = j <= max_lane
    else:
        raise SimError(f"shfl.{kind}")
    j = np.where(ok, j, lane)
    return v[warp0 + j]


_BIN_INT = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor, "add": np.add, "sub": np.subtract,
            "mul": np.multiply}
_BIN_FLT = {"fadd": np.add, "fsub": np.subtract, "fmul": np.multiply, "fdiv": np.divide}
_ICMP = {"eq": np.equal, "ne": np.not_equal, "slt": np.less, "sle": np.less_equal, "sgt": np.greater,
         "sge": np.greater_equal}


def _step(m: _Machine, line: str):
    line = re.sub(r", !dbg ![0-9]+", "", line).strip()
    line = re.sub(r"\s*#\d+\s*$", "", line)
    if not line or line.startswith(";") or line == "ret void":
        return
    name = None
    a = re.match(r"(%[-\w.]+) = (.*)$", line)
    if a:
        name, line = a.group(1), a.group(2)
    line = re.sub(r"^(tail |musttail |notail )?call ", "call ", line)
    op = line.split(" ", 1)[0]
    rest = line[len(op):].strip()
    # drop flags
    rest = re.sub(r"^((nuw|nsw|exact|disjoint|nneg|fast|reassoc|nnan|ninf|nsz|arcp|contract|afn|inbounds|samesign)\s+)+",
                  "", rest)
    if op in _BIN_INT or op in ("shl", "lshr", "ashr", "udiv", "urem", "sdiv", "srem"):
        ty, rhs = re.match(rf"({_TYPE}) (.*)$", rest).groups()
        x, y = (m.value(ty, t) for t in _split_args(rhs))
        dt = _dtype(ty)
        with np.errstate(all="ignore"):
            if op in _BIN_INT:
                r = _BIN_INT[op](x, y)
            elif op == "shl":
                r = np.left_shift(x.astype(np.int64), y.astype(np.int64))
            elif op in ("lshr", "udiv", "urem"):
                u = _UNS.get(dt, np.uint8)
                xu, yu = x.astype(u), y.astype(u)
                r = (xu >> yu) if op == "lshr" else (xu // yu if op == "udiv" else xu % yu)
            elif op == "ashr":
                r = x >> y
            else:
                q = np.trunc(x.astype(np.float64) / y).astype(np.int64)
                r = q if op == "sdiv" else x - q * y
        m.env[name] = np.asarray(r).astype(dt) if dt != np.bool_ else np.asarray(r).astype(bool)
    elif op in _BIN_FLT:
        ty, rhs = re.match(rf"({_TYPE}) (.*)$", rest).groups()
        x, y = (m.value(ty, t) for t in _split_args(rhs))
        with np.errstate(all="ignore"):
            m.env[name] = _BIN_FLT[op](x, y).astype(x.dtype)
    elif op == "fneg":
        _, x = m.typed(rest)
        m.env[name] = -x
    elif op == "icmp":
        cond, rest2 = rest.split(" ", 1)
        ty, rhs = re.match(rf"({_TYPE}) (.*)$", rest2).groups()
        x, y = (m.value(ty, t) for t in _split_args(rhs))
        if cond[0] == "u":
            u = _UNS.get(_dtype(ty), np.uint8)
            x, y = x.astype(u), y.astype(u)
            cond = "s" + cond[1:]
        m.env[name] = _ICMP[cond](x, y)
    elif op == "fcmp":
        cond, rest2 = rest.split(" ", 1)
        ty, rhs = re.match(rf"({_TYPE}) (.*)$", rest2).groups()
        x, y = (m.value(ty, t) for t in _split_args(rhs))
        nan = np.isnan(x) | np.isnan(y)
        base = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal, "gt": np.greater,
                "ge": np.greater_equal}
        if cond in ("ord", "uno"):
            m.env[name] = ~nan if cond == "ord" else nan
        elif cond in ("true", "false"):
            m.env[name] = np.full(m.T, cond == "true")
        else:
            r = base[cond[1:]](x, y)
            m.env[name] = (r & ~nan) if cond[0] == "o" else (r | nan)
    elif op == "select":
        c, a_, b_ = _split_args(rest)
        _, cv = m.typed(c)
        _, av = m.typed(a_)
        _, bv = m.typed(b_)
        if cv.ndim < av.ndim:
            cv = cv.reshape((m.T,) + (1,) * (av.ndim - 1))
        m.env[name] = np.where(cv, av, bv)
    elif op in ("zext", "sext", "trunc", "bitcast", "sitofp", "uitofp", "fptosi", "fpext", "fptrunc"):
        src, dst = re.match(r"(.*) to (.*)$", rest).groups()
        sty, v = m.typed(src)
        if op == "bitcast":
            m.env[name] = _from_bytes(_bytes(np.asarray(v).reshape(m.T, -1)), dst)
        elif op == "zext":
            u = _UNS.get(v.dtype, None)
            m.env[name] = (v.astype(u) if u else v).astype(_dtype(dst))
        elif op == "trunc":
            bits = {"i1": 1, "i8": 8, "i16": 16, "i32": 32}[dst.strip().split()[-1].strip(">")]
            low = v.astype(np.int64) & ((1 << bits) - 1)
            m.env[name] = (low != 0) if bits == 1 else low.astype(np.uint64).astype(_UNS[_dtype(dst)]).astype(_dtype(dst))
        else:
            m.env[name] = v.astype(_dtype(dst))
    elif op == "getelementptr":
        m.env[name] = m.gep(_split_args(rest))
    elif op == "load":
        parts = _split_args(rest)
        ty = parts[0]
        pty, addr = m.typed(parts[1])
        if "addrspace(3)" not in pty:
            raise SimError("load outside shared memory")
        m.env[name] = _from_bytes(m.sload(addr, _size(ty)), ty)
    elif op == "store":
        parts = _split_args(rest)
        vty, v = m.typed(parts[0])
        pty, addr = m.typed(parts[1])
        if "addrspace(3)" not in pty:
            raise SimError("store outside shared memory")
        m.sstore(addr, _bytes(np.asarray(v).reshape(m.T, -1)))
    elif op == "shufflevector":
        a_, b_, mask = _split_args(rest)
        aty, av = m.typed(a_)
        _, bv = m.typed(b_)
        mty, mv = m.typed(mask)
        both = np.concatenate([av, bv], axis=1)
        m.env[name] = both[:, mv[0].astype(np.int64)]
    elif op in ("ptrtoint", "inttoptr"):
        src, dst = re.match(r"(.*) to (.*)$", rest).groups()
        m.env[name] = m.typed(src)[1].astype(np.int64)
    elif op == "insertelement":
        vec, el, idx = _split_args(rest)
        vty, vv = m.typed(vec)
        _, ev = m.typed(el)
        _, iv = m.typed(idx)
        out = np.array(vv, copy=True)
        out[np.arange(m.T), iv.astype(np.int64)] = ev
        m.env[name] = out
    elif op == "extractelement":
        vec, idx = _split_args(rest)
        _, vv = m.typed(vec)
        _, iv = m.typed(idx)
        m.env[name] = vv[np.arange(m.T), iv.astype(np.int64)]
    elif op == "extractvalue":
        agg, idx = _split_args(rest)
        m.env[name] = m.env[agg.split()[-1]][int(idx)]
    elif op == "call":
        c = re.match(r"(.*?)\s*(@[\w.]+)\((.*)\)$", rest)
        if c and c.group(2).startswith("@llvm."):
            rty, fn, args = c.groups()
            args = _split_args(args)
            if fn == "@llvm.nvvm.read.ptx.sreg.tid.x":
                m.env[name] = np.arange(m.T, dtype=np.int32)
            elif fn.startswith("@llvm.nvvm.read.ptx.sreg.ctaid."):
                m.env[name] = np.full(m.T, m.ctaid["xyz".index(fn[-1])], np.int32)
            elif fn.startswith(("@llvm.nvvm.barrier", "@llvm.nvvm.bar.warp.sync")):
                pass
            elif re.fullmatch(r"@llvm\.nvvm\.ldmatrix\.sync\.aligned\.m8n8\.x[124](\.trans)?\.b16\.p3", fn):
                # matrix k's 8 rows (8 b16 each) at the addresses of lanes 8k..8k+7; lane t
                # receives, of each matrix, elements (t // 4, 2 (t % 4) + j), j = 0, 1; with .trans
                # elements (2 (t % 4) + j, t // 4)
                n = int(fn.split(".x")[1][0])
                trans = ".trans" in fn
                _, addr = m.typed(args[0])
                t = np.arange(m.T)
                lane = t % 32
                regs = []
                for k in range(n):
                    if not trans:
                        rows = addr.astype(np.int64)[t - lane + 8 * k + lane // 4]
                        regs.append(_from_bytes(m.sload(rows + 4 * (lane % 4), 4), "i32"))
                    else:
                        halves = []
                        for j in range(2):
                            rows = addr.astype(np.int64)[t - lane + 8 * k + 2 * (lane % 4) + j]
                            halves.append(m.sload(rows + 2 * (lane // 4), 2))
                        regs.append(_from_bytes(np.concatenate(halves, axis=1), "i32"))
                m.env[name] = regs[0] if n == 1 else regs
            elif fn.startswith("@llvm.vector.reduce.fadd."):
                # no reassoc flag: LLVM's ordered reduction, start + v0 + v1 + ... left to right
                if "reassoc" in rty or "fast" in rty:
                    raise SimError("an unordered vector.reduce.fadd")
                _, acc = m.typed(args[0])
                _, vec = m.typed(args[1])
                for i in range(vec.shape[1]):
                    acc = (acc + vec[:, i]).astype(vec.dtype)
                m.env[name] = acc
            elif fn.startswith("@llvm.nvvm.redux.sync."):
                kind = fn.split(".")[4]
                _, v = m.typed(args[0])
                w = v.reshape(-1, 32)
                u = w.astype(np.uint32)
                red = {"add": lambda: w.astype(np.int64).sum(1).astype(np.int32), "min": lambda: w.min(1),
                       "max": lambda: w.max(1), "umin": lambda: u.min(1).astype(np.int32),
                       "umax": lambda: u.max(1).astype(np.int32), "and": lambda: np.bitwise_and.reduce(w, 1),
                       "or": lambda: np.bitwise_or.reduce(w, 1), "xor": lambda: np.bitwise_xor.reduce(w, 1),
                       # sm_100's float redux: a NaN loses unless .NaN (then it wins)
                       "fmax": lambda: (np.maximum if fn.endswith(".NaN") else np.fmax).reduce(w, 1),
                       "fmin": lambda: (np.minimum if fn.endswith(".NaN") else np.fmin).reduce(w, 1)}
                if kind not in red:
                    raise SimError(f"redux.{kind}")
                m.env[name] = np.repeat(red[kind](), 32).astype(v.dtype)
            elif re.fullmatch(r"@llvm\.(maxnum|minnum|maximum|minimum|smax|smin|umax|umin)\.\w+", fn):
                _, x = m.typed(args[0])
                _, y = m.typed(args[1])
                kind = fn.split(".")[1]
                if kind in ("umax", "umin"):
                    u = _UNS[x.dtype]
                    r = (np.maximum if kind == "umax" else np.minimum)(x.astype(u), y.astype(u))
                else:
                    r = {"maxnum": np.fmax, "minnum": np.fmin, "maximum": np.maximum, "minimum": np.minimum,
                         "smax": np.maximum, "smin": np.minimum}[kind](x, y)
                m.env[name] = r.astype(x.dtype)
            elif re.fullmatch(r"@llvm\.(fma|fmuladd)\.\w+", fn):
                # one rounding: the f32 product is exact in f64; the f64 sum's rounding then the
                # f32 one can differ from a single rounding only where the f64 sum sits exactly
                # on an f32 midpoint, which is reported rather than guessed
                (_, a_), (_, b_), (_, c_) = (m.typed(x) for x in args)
                if a_.dtype != np.float32:
                    raise SimError(f"{fn} on {a_.dtype}")
                exact = a_.astype(np.float64) * b_.astype(np.float64) + c_.astype(np.float64)
                r = exact.astype(np.float32)
                mid = (r.astype(np.float64) != exact) & (np.abs(exact - r) * 2 == np.abs(
                    np.nextafter(r, np.where(exact > r, np.inf, -np.inf)).astype(np.float64) - r))
                if np.any(mid):
                    raise SimError("an fma whose f64 sum is an f32 midpoint")
                m.env[name] = r
            elif re.fullmatch(r"@llvm\.fabs\.\w+", fn):
                m.env[name] = np.abs(m.typed(args[0])[1])
            elif fn.startswith("@llvm.nvvm.shfl.sync."):
                kind = fn.split(".")[4]
                _, v = m.typed(args[1])
                _, off = m.typed(args[2])
                _, c = m.typed(args[3])
                m.env[name] = _shuffle(m, kind, v, off, c)
            else:
                raise SimError(f"call {fn}")
            return
        a2 = re.match(r'(.*?)\s*asm sideeffect "(.*)", "(.*)"\((.*)\)$', rest)
        if a2:
            rty, text, cons, args = a2.groups()
            _asm(m, name, rty, text, cons, _split_args(args))
            return
        raise SimError(f"call {rest[:80]}")
    else:
        raise SimError(f"instruction {op}")


def simulate(llir: str, *, num_warps: int, args: list, grid=(1, 1, 1), func: Optional[str] = None) -> list:
    """Run the ``ptx_kernel`` function of ``llir`` for every program of ``grid``; ``args``: per
    function argument, a numpy array (a pointer argument: its buffer, changed in place) or a
    number.  Returns ``args`` (the arrays after the run)."""
    m_def = None
    lines = llir.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("define") and (func is None or f"@{func}(" in line):
            m_def = i
            break
    if m_def is None:
        raise SimError("no kernel in the LLVM IR")
    header = lines[m_def]
    params = _split_args(re.search(r"@[\w.]+\((.*)\)[^)]*\{\s*$", header).group(1))
    blocks: dict = {"%entry": []}
    cur = "%entry"
    for line in lines[m_def + 1:]:
        if line.startswith("}"):
            break
        lab = re.match(r"^([-\w.]+):", line)
        if lab:
            cur = "%" + lab.group(1)
            blocks[cur] = []
        else:
            blocks[cur].append(line)
    bufs, base = [], 1 << 20
    for i, (p, a) in enumerate(zip(params, list(args) + [None] * (len(params) - len(args)))):
        if isinstance(a, np.ndarray):
            bufs.append((base, a.reshape(-1).view(np.uint8)))
            base += ((a.nbytes + 255) // 256) * 256 + 4096
    mem = [b for b in bufs]
    for z in range(grid[2]):
        for y in range(grid[1]):
            for x in range(grid[0]):
                mach = _Machine(32 * num_warps, mem)
                mach.ctaid = (x, y, z)
                k = 0
                for i, (p, a) in enumerate(zip(params, list(args) + [None] * (len(params) - len(args)))):
                    pname = p.split()[-1]
                    ty = p.split()[0]
                    if isinstance(a, np.ndarray):
                        mach.env[pname] = np.full(mach.T, mem[k][0], np.int64)
                        k += 1
                    elif a is None:
                        mach.env[pname] = np.zeros(mach.T, np.int64)
                    else:
                        mach.env[pname] = np.full(mach.T, a).astype(_dtype(ty))
                _run_blocks(mach, blocks)
    return args


#: the most blocks one program may enter (a loop that never ends)
MAX_BLOCKS = 1 << 20

_PHI = re.compile(r"\s*(%[-\w.]+) = phi (?:(?:fast|reassoc|nnan|ninf|nsz|arcp|contract|afn) )*(.+?) (\[.*\])\s*$")


def _run_blocks(mach: _Machine, blocks: dict) -> None:
    """Run the function's blocks from the entry; a branch must be uniform over the threads."""
    label, prev = "%entry", None
    for _ in range(MAX_BLOCKS):
        nxt = None
        values = {}
        for line in blocks[label]:
            s = re.sub(r", !dbg ![0-9]+", "", line).strip()
            try:
                phi = _PHI.match(s)
                if phi:
                    name, ty, pairs = phi.groups()
                    for v, lab in re.findall(r"\[\s*(.+?),\s*(%[-\w.]+)\s*\]", pairs):
                        if lab == prev or (prev == "%entry" and lab not in blocks):
                            values[name] = mach.value(ty, v)
                            break
                    else:
                        raise SimError(f"phi without an edge from {prev}")
                    continue
                if values:          # the phis read the values on entry; then they take effect
                    mach.env.update(values)
                    values = {}
                if s.startswith("br "):
                    one = re.fullmatch(r"br label (%[-\w.]+)", s)
                    two = re.fullmatch(r"br i1 (\S+), label (%[-\w.]+), label (%[-\w.]+)", s)
                    if one:
                        nxt = one.group(1)
                    elif two:
                        c = np.asarray(mach.value("i1", two.group(1))).astype(bool)
                        if c.any() and not c.all():
                            raise SimError("a branch that diverges between threads")
                        nxt = two.group(2) if c.all() else two.group(3)
                    else:
                        raise SimError("branch form")
                    break
                if s == "ret void":
                    return
                _step(mach, line)
            except (SimError, KeyError, ValueError, IndexError, AttributeError, TypeError) as e:
                raise SimError(f"{type(e).__name__}: {e} in: {s[:160]}") from None
        if nxt is None:
            raise SimError(f"block {label} has no terminator")
        prev, label = label, nxt
    raise SimError("too many blocks entered")
