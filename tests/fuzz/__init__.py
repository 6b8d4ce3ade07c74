"""Fuzzing every way in: PBN, LIN, JSON and YAML case files, the web's quick form, the command line.

Every input must give a ruling or a clear error (a :class:`verzaking.VerzakingError` with
a message in both languages, or on the quick form a ``web.err.*`` problem): never another
exception, never a hang, never a huge memory use.

- :mod:`fuzz.seeds`: the seeds per reader (the fixtures, the examples and, when present,
  the real files under ``shared/data`` next to the repository, cut into small pieces).
- :mod:`fuzz.textmut`, :mod:`fuzz.formats`, :mod:`fuzz.structure`, :mod:`fuzz.vocab`,
  :mod:`fuzz.mutator`: the mutations (standard library only): bytes, lines and tokens,
  values made extreme, and per format its tags, ``key|value|`` pairs, JSON structure, YAML
  specials and the quick form's fields, stacked a few at a time.
- :mod:`fuzz.oracle`: runs one input through its reader and says whether it failed, how
  and where.
- :mod:`fuzz.engine`: the loop (a fixed seed gives the same inputs; inputs that show a new
  error code or step join the pool) and failing inputs written where they can be replayed;
  :mod:`fuzz.shrink` makes a failing input small.
- :mod:`fuzz.known`: the failures found and not fixed yet, with their minimal inputs.

``test_fuzz_readers.py`` runs a short, fixed run per reader in the suite;
``benchmarks/fuzz_readers.py`` runs as long as asked.
"""
