"""The binder's parts, one concern per module, combined by binder.Workspace
(binder.py, the facade): loading, scope, types, fields, structs and commands,
protobuf checks, and MongoDB's dialect."""
