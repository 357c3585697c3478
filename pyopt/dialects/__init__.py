"""The dialects: one package per dialect, each holding its ops, types, attributes,
folders, canonicalization patterns and interface implementations."""
