"""The product backends: they render what lower/ plans into files.

The public interface (see docs/design.md):

    EmitOptions(dispatch=None)       overrides every struct's dispatch strategy
    render_spec(spec, options)       -> {file name: text}
    output_names(spec_path)          -> ("find_gen.h", "find_gen.cpp")

`bson_cpp.py` writes the classes and their BSON parse/serialize;
`proto_cpp.py` adds parseProto/serializeProto to them (wired in here: the two
never import each other; what they share is in `common.py` and lower/);
`proto_file.py` writes the `.proto` schema; `dispatch/` holds the field-name
dispatch strategies.
"""

from __future__ import annotations

from typing import Dict

from .. import model
from ..lower.names import output_names
from .options import EmitOptions, suffixed_namespace


def render_spec(spec: model.Spec, options: EmitOptions = EmitOptions()) -> Dict[str, str]:
    """Renders one bound spec to its generated files: {file name: text}."""
    from .bson_cpp import render_bson_spec
    from .proto_cpp import proto_class_parts

    return render_bson_spec(spec, options, class_parts=(proto_class_parts,))


__all__ = ["EmitOptions", "render_spec", "output_names", "suffixed_namespace"]
