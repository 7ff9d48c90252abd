"""Switchyard: an IDL compiler from YAML command specs to C++ BSON parsers.

Passes (one concept per module): `parser` (YAML -> `syntax`), `binder`
(`syntax` -> the immutable `model`), `emit` (model -> C++). `compiler`
runs the front end; `cli` is the command line (`python -m switchyard`).
"""

__version__ = "0.1.0"

__all__ = ["__version__"]
