"""User callbacks the generated code calls, and their declarations.

A struct's `cpp_validator_func` (MongoDB's dialect): MongoDB's generated
parser calls `fn(this)` once the fields are read and the required ones
checked, before the command's namespace (buildscripts/idl/idl/generator.py:
`struct.cpp_validator_func + "(this);"`), and the function, declared by the
user as `void fn(const T*)`, fails by throwing. Switchyard's callback has the
same argument and returns the error instead: `absl::Status fn(const T* value)`;
a failure is passed through unchanged (code and message, as MongoDB's
uassert propagates) with the struct's path attached
(`ParseContext::failStructCallback`).

Declarations: MongoDB's dialect drops MongoDB's own `cpp_includes` (the
generated code must compile without MongoDB's tree), so a spec in that
dialect gets a declaration of every callback it calls, which the user
defines: the struct validators and the field validator callbacks
(`absl::Status fn(const V& value)`, V the checked value's C++ type). A spec in
Switchyard's dialect declares its callbacks in its own `cpp_includes`; only
its struct validators (a MongoDB key) are declared here.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from .. import model
from ..codegen.writer import CodeWriter
from ..lower.cpp_types import CppTypes, innermost
from ..lower.names import GLOBAL_SCOPE


def struct_validator_call(out: CodeWriter, s: model.Struct) -> None:
    if not s.validator_callback:
        return
    out("// cpp_validator_func: the whole struct, once its fields are read.")
    with out.block(f"if (absl::Status status = {s.validator_callback}(this); !status.ok()) [[unlikely]] {{"):
        out("return ctx.failStructCallback(status);")


def _field_callback_types(t: model.FieldType, types: CppTypes) -> str:
    """The C++ type a field validator callback is called with (arrays: per element)."""
    return types.cpp_type(innermost(t))


class CallbackDeclarations:
    """The declarations of one spec's callbacks: those in the spec's own
    namespace (after each class) and those in other namespaces (file scope,
    after the spec's namespace closes: there the parameter's type is written
    fully qualified, `::ns::Mode`, as seen from the global namespace)."""

    def __init__(self, spec: model.Spec, types: CppTypes, namespace: str) -> None:
        self.spec = spec
        self.types = types
        self.global_types = CppTypes(spec, GLOBAL_SCOPE, types.suffix)
        self.namespace = namespace
        self.file_scope: Dict[str, List[str]] = {}   # namespace ("" = global) -> declarations

    def after_class(self, s: model.Struct) -> List[str]:
        """Declarations to write right after class `s` (in the spec's namespace)."""
        wanted: List[Tuple[str, str, str]] = []   # name, parameter here, parameter at file scope
        if s.validator_callback:
            qualified = f"::{self.namespace}::{s.cpp_name}" if self.namespace else f"::{s.cpp_name}"
            wanted.append((s.validator_callback, f"const {qualified}* value", f"const {qualified}* value"))
        if self.spec.dialect == "mongodb":
            for f in s.fields:
                if f.validator is not None and f.validator.callback and not f.ignore:
                    wanted.append((f.validator.callback,
                                   f"const {_field_callback_types(f.type, self.types)}& value",
                                   f"const {_field_callback_types(f.type, self.global_types)}& value"))
        local: List[str] = []
        for name, parameter, global_parameter in wanted:
            declaration = self._declare(name, parameter, global_parameter)
            if declaration is not None and declaration not in local:
                local.append(declaration)
        if local:
            local.insert(0, f"// Callbacks {s.cpp_name}'s parser calls; the user defines them (docs/idl.md).")
        return local

    def _declare(self, name: str, parameter: str, global_parameter: str) -> Optional[str]:
        """The declaration for the spec's namespace, or None after recording
        it for another namespace."""
        qualifier, _, base = name.rpartition("::")
        declaration = f"absl::Status {base}({parameter});"
        if not qualifier and "::" not in name:
            return declaration
        target = qualifier.lstrip(":")
        if target == self.namespace:
            return declaration
        declaration = f"absl::Status {base}({global_parameter});"
        decls = self.file_scope.setdefault(target, [])
        if declaration not in decls:
            decls.append(declaration)
        return None

    def file_scope_lines(self) -> List[str]:
        """Declarations in other namespaces, after the spec's namespace closes."""
        out: List[str] = []
        for namespace, decls in self.file_scope.items():
            out.append("")
            if namespace:
                out.append(f"namespace {namespace} {{")
            out.extend(decls)
            if namespace:
                out.append(f"}}  // namespace {namespace}")
        return out
