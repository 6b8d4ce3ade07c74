def play_out(solve: int, analyse: int, deal: int, current: int, cards: int, h0: int, h1: int,
             h2: int, h3: int, leader: int, trick: tuple[int, ...], trump: int, card: int,
             until: int, limit: int, window: int, whole: int, search_lead: int, /) -> list[int]: ...
def solve_line(solve: int, analyse: int, h0: int, h1: int, h2: int, h3: int, leader: int,
               trick: tuple[int, ...], trump: int, allowed: int, window: int, whole: int,
               search_lead: int, /) -> tuple[list[int], list[int], list[int] | None]: ...  # rows: 6 a trick
def ahead(trick: tuple[int, ...], trump: int, /) -> tuple[int, int]: ...
