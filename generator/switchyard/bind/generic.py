"""The GenericArguments class: a file's generic argument lists declared once.

MongoDB's IDL compiler declares the generic arguments once: they are the
structs marked `is_generic_cmd_list: "arg"` (src/mongo/idl/generic_argument.idl,
typed in generic_args_with_types.idl), which it chains into every command as
one member (buildscripts/idl/tests/test_generator.py, test_generic_arguments:
`_genericStruct`, getGenericStruct(), the fields' getters); a command's own
field of the same name wins (bind/structs.py). docs/design.md, "Generic
arguments: declared once".

Here the entries of a switchyard file's `generic_argument_lists` (role "arg")
become one struct, `GenericArguments`, emitted with that file as a class
template over the set of arguments a command shadows with its own fields;
every command that sees exactly that file's lists derives from it
(model.Struct.generic_base). Its fields stay in the command's `fields`, so the
command's parse loop dispatches their names at compile time like its own and
detects duplicates and missing required ones across both; their storage,
presence bits, accessors and name constants are the class's, once.

MongoDB's dialect keeps its flat copies (docs/idl.md).
"""

from __future__ import annotations

from typing import Optional, Tuple

from .. import model
from .common import BindState, DEFAULT_DISPATCH

GENERIC_CLASS_NAME = "GenericArguments"

_DESCRIPTION = ("The generic arguments every command accepts besides its own fields, declared once: "
                "each command derives from GenericArguments<kShadowed>, where kShadowed has the presence "
                "bits of the arguments its own fields of the same name shadow (they keep no storage "
                "here). Not parsed on its own: each command dispatches these names in its own parse loop.")


class GenericClassBinding:
    """The GenericArguments class of a file and the base a command takes."""

    def __init__(self, state: BindState, scopes: "Scopes") -> None:
        self.state = state
        self.sink = state.sink
        self.files = state.files
        self.scopes = scopes
        # Set by binder.Workspace once it exists: the generic argument lists are bound as fields of structs.
        self.structs = None  # type: Optional[StructBinding]

    def generic_class(self, real: str) -> Optional[model.Struct]:
        """The GenericArguments struct of file `real`, or None: not a
        switchyard-dialect file with generic argument lists, or the file
        names a struct GenericArguments itself."""
        memo = self.state.generic_classes
        if real in memo:
            return memo[real]
        f = self.files[real]
        lists = [gl for gl in f.syntax.generic_argument_lists if gl.role == "arg"]
        result = None
        taken = any(sd.name.value == GENERIC_CLASS_NAME for sd in f.syntax.structs + f.syntax.commands)
        if lists and not taken and f.syntax.dialect != "mongodb":
            fctx = self.scopes.file_context(f)
            fields, names = [], set()
            for gl in lists:
                for field in self.structs.generic_list(gl, fctx):
                    if field.name not in names:   # a repeated name is reported by _generic_arguments
                        names.add(field.name)
                        fields.append(field)
            result = model.Struct(
                name=GENERIC_CLASS_NAME, cpp_name=GENERIC_CLASS_NAME, description=_DESCRIPTION, strict=False,
                fields=tuple(fields), chained_structs=(), dispatch=DEFAULT_DISPATCH, command=None,
                cpp_namespace=fctx.cpp_namespace, location=lists[0].name.location, generic_list="arg",
                generic_class=True)
        memo[real] = result
        return result

    def generic_base(self, scope: Tuple[str, ...]) -> Optional[model.Struct]:
        """The struct a command in `scope` takes its generic arguments from:
        GenericArguments when exactly one file of the scope lists generic
        arguments and has that class, and no other file of the scope
        defines a struct of that name; None keeps them flat."""
        listing = [real for real in scope
                   if any(gl.role == "arg" for gl in self.files[real].syntax.generic_argument_lists)
                   or any(sd.is_generic_cmd_list is not None for sd in self.files[real].syntax.structs)]
        generic_class = self.generic_class(listing[0]) if len(listing) == 1 else None
        if generic_class is None or sum(1 for f in generic_class.fields if not f.ignore) > 64:
            # their bits are in presence word 0 (lower/plan.py)
            return None
        for real in scope:
            syn = self.files[real].syntax
            if any(sd.name.value == GENERIC_CLASS_NAME for sd in syn.structs + syn.commands):
                return None
        return generic_class
