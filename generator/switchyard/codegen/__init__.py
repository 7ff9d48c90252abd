"""Code-writing pieces shared by every backend and tool (below all of them):
the `CodeWriter` with scoped blocks and snippets with named holes
(`writer.py`), and C++ spelling helpers (`cpp_text.py`)."""
