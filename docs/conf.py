"""Sphinx's configuration for the guide, shared by its two languages.

The guide is two trees of MyST Markdown, ``docs/nl`` (Dutch, the default) and ``docs/en``,
with the same page names; ``python docs/build.py OUT`` builds both (Dutch in ``OUT``,
English in ``OUT/en``) with every warning an error.  One language by hand:

    sphinx-build -W -c docs docs/nl OUT
    sphinx-build -W -c docs -D language=en docs/en OUT/en

Tables the code defines (editions, points of the laws, ruling steps, error codes, the
command line) are written at build time by ``docs/_ext/verzaking_docs.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS / "_ext"))
sys.path.insert(0, str(DOCS.parent / "src"))  # the checkout's package, installed or not

import verzaking  # noqa: E402

project = "verzaking"
author = "verzaking"
copyright = "verzaking"
version = release = verzaking.__version__
language = "nl"

extensions = ["myst_parser", "sphinx.ext.autodoc", "verzaking_docs"]
source_suffix = {".md": "markdown"}
exclude_patterns = ["_build"]
templates_path = [str(DOCS / "_templates")]

smartquotes = False  # texts as the program prints them
myst_heading_anchors = 3
myst_enable_extensions = ["colon_fence", "deflist"]
suppress_warnings: list[str] = []
nitpicky = False

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "undoc-members": False}

html_theme = "furo"
html_title = "verzaking"
html_static_path: list[str] = []
html_show_sourcelink = False
html_copy_source = False
html_theme_options = {
    "light_css_variables": {"color-brand-primary": "#0b5d3b", "color-brand-content": "#0b5d3b"},
    "dark_css_variables": {"color-brand-primary": "#6fcf97", "color-brand-content": "#6fcf97"},
}
html_sidebars = {"**": ["sidebar/brand.html", "sidebar/lang.html", "sidebar/search.html",
                        "sidebar/scroll-start.html", "sidebar/navigation.html",
                        "sidebar/scroll-end.html"]}
