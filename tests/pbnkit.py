"""Build small PBN texts for tests."""

from __future__ import annotations

# Each seat holds 4-3-3-3; every suit is split so that revokes are easy to set up.
DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def pbn(*, play: list[str] | None, contract: str = "1NT", declarer: str = "S",
        deal: str = DEAL, board: str = "1", result: str | None = None,
        vulnerable: str = "None", leader: str | None = None, extra: str = "") -> str:
    """One PBN game; ``play`` lines are in fixed columns from the opening leader."""
    lines = [f'[Board "{board}"]', '[Dealer "N"]', f'[Vulnerable "{vulnerable}"]',
             f'[Deal "{deal}"]', f'[Declarer "{declarer}"]', f'[Contract "{contract}"]']
    if result is not None:
        lines.append(f'[Result "{result}"]')
    if extra:
        lines.append(extra)
    if play is not None:
        lead = leader or "NESW"[("NESW".index(declarer) + 1) % 4]
        lines.append(f'[Play "{lead}"]')
        lines += play
        lines.append("*")
    return "\n".join(lines) + "\n"
