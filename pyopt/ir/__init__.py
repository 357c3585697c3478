"""The dialect-agnostic core: IR objects, types, attributes, locations, diagnostics,
and the definition machinery every dialect uses (ops, traits, interfaces,
constraints, the assembly-format engine, the registry, builders and rewriters)."""
