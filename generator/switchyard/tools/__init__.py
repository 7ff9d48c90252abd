"""Tooling beside the product: consumers of the public plan (lower/), not part
of the emit path of `switchyard generate`.

    bench_cpp.py   `switchyard bench`: Google Benchmark sources comparing the
                   dispatch variants with libbson references over a corpus
    json_dump.py   canonical-JSON printers for the differential tests
"""
