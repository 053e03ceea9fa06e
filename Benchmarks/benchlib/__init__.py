"""Helpers of Benchmarks/run.py: scenarios, cached token sets, measurement, machine facts, reports."""
