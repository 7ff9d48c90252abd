"""C++ emitters: model.Spec -> generated source files.

The public interface (see docs/design.md):

    EmitOptions(dispatch=None)       overrides every struct's dispatch strategy
    render_spec(spec, options)       -> {file name: text}
    output_names(spec_path)          -> ("find_gen.h", "find_gen.cpp")

BSON specifics live in `bson_cpp.py`; the field-name dispatch strategies in
`dispatch/`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Dict, Optional, Tuple

from .. import model


@dataclass(frozen=True)
class EmitOptions:
    """Options that apply to a whole run."""

    dispatch: Optional[str] = None  # overrides every struct's strategy when set
    # Expected-next-field prediction (never added to the chain/trie baselines).
    predict: bool = True
    # Appended as `::NAME` to every spec's cpp_namespace in the run (references
    # between specs follow), so several runs over the same specs (e.g. one per
    # dispatch strategy) can link into one binary.
    namespace_suffix: Optional[str] = None


def suffixed_namespace(namespace: str, options: EmitOptions) -> str:
    """A spec's cpp_namespace as emitted under `options` (with its suffix)."""
    if not options.namespace_suffix:
        return namespace
    return f"{namespace}::{options.namespace_suffix}" if namespace else options.namespace_suffix


def output_names(spec_path: str) -> Tuple[str, str]:
    """The (header, source) file names generated for a spec file:
    `idl/find.yaml` -> ("find_gen.h", "find_gen.cpp")."""
    stem = os.path.splitext(os.path.basename(spec_path))[0]
    return f"{stem}_gen.h", f"{stem}_gen.cpp"


def render_spec(spec: model.Spec, options: EmitOptions = EmitOptions()) -> Dict[str, str]:
    """Renders one bound spec to its generated files: {file name: text}."""
    from .bson_cpp import render_bson_spec

    return render_bson_spec(spec, options)


__all__ = ["EmitOptions", "render_spec", "output_names", "suffixed_namespace"]
