"""The one compiled part of verzaking: the 64C line (``src/verzaking/equity/_fastline.c``, the
CPython wrapper of ``line_core.c``, which the offline app's WebAssembly build shares).

It is optional: where no C compiler is found the build goes on without it and the line is
found in Python (``equity/line.py``), card for card the same.  ``VERZAKING_PURE=1`` builds a
pure-Python wheel (the offline site's, for the browser).
"""

import os

from setuptools import Extension, setup

setup(ext_modules=[] if os.environ.get("VERZAKING_PURE") else [
    Extension("verzaking.equity._fastline", ["src/verzaking/equity/_fastline.c",
                                                "src/verzaking/equity/line_core.c"],
              optional=True)])
