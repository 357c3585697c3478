"""Rewriting IR: builders, patterns, the greedy pattern driver, folding."""
