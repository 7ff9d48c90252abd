"""The lowering pass: model.Spec -> the decisions about the generated C++.

    kinds.py      one row per value kind, a column per use (every per-kind fact)
    names.py      every generated name: keywords, members, getters, labels, bits, scopes
    cpp_types.py  the C++ shape of a field type (type, accepted BSON types, by-reference)
    plan.py       immutable plans per struct, field and command first element
    prediction.py the expected-next-field decisions

Backends (backends/) and tools (tools/) render what this package decides.
"""
