"""MLIR's AsmParser for pyopt: tokens, the Lark grammars, op and attribute parsers."""
