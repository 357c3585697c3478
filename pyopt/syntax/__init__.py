"""MLIR's AsmParser for pyopt: tokens, the Lark grammars, op and attribute parsers."""

from pyopt.support import load_when_used

# Lark imports `regex` (when installed) for an option pyopt does not use,
# and `hashlib` for grammar caches pyopt does not use (OpenSSL's start-up):
# each loaded only if something uses it (start-up).
load_when_used("regex")
load_when_used("hashlib")
