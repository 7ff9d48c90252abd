"""Options of a whole run of the product backends (backends/__init__.py
re-exports them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..lower import cpp_types


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
    return cpp_types.suffixed_namespace(namespace, options.namespace_suffix)
