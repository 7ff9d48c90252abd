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

from typing import Dict, Tuple

from .. import model
from ..lower.names import output_names
from ..lower.plan import plan_spec
from .options import EmitOptions, suffixed_namespace


def plan_warnings(spec: model.Spec, options: EmitOptions = EmitOptions()) -> Tuple[Tuple[model.Location, str], ...]:
    """What the plan of `spec` under `options` warns about (a `hash` dispatch
    without a seed falls back to the trie, ID0051): lower/dispatch.py decides it."""
    return plan_spec(spec, options.namespace_suffix, options.dispatch, options.predict).warnings


def class_parts() -> Dict[str, object]:
    """The members other backends add to every BSON class, by name (each a
    bson_cpp.ClassParts): the registry of the `class_parts` hook."""
    from .proto_cpp import proto_class_parts

    return {"proto-cpp": proto_class_parts}


def render_spec(spec: model.Spec, options: EmitOptions = EmitOptions()) -> Dict[str, str]:
    """Renders one bound spec to its generated files: {file name: text}."""
    from .bson_cpp import render_bson_spec

    plan = plan_spec(spec, options.namespace_suffix, options.dispatch, options.predict)
    return render_bson_spec(plan, options, class_parts=tuple(class_parts().values()))


__all__ = ["EmitOptions", "class_parts", "render_spec", "plan_warnings", "output_names", "suffixed_namespace"]
